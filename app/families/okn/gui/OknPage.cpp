#include "OknPage.h"

#include "ExportPath.h"
#include "FormInput.h"
#include "OknCanvas.h"
#include "OknDocument.h"
#include "OknPlots.h"
#include "OknTimelineBar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace popslab::okn {

OknPage::OknPage(QWidget* parent) : QWidget(parent) {
    document_ = new OknDocument(this);
    form_ = new OknForm;
    result_ = new QLabel;
    result_->setObjectName("oknResult");
    result_->setWordWrap(true);
    // It wraps to the form's width rather than widening it: a refusal's sentence had pushed
    // the column from 200 to 320 px, every control and the run jumping sideways.
    result_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    canvas_ = new OknCanvas(document_);
    timeline_ = new OknTimelineBar(document_);
    // A shorter slider than other families' (the run, its plot and the form share the row):
    // beside the Lesson panel at 1366 px the page had scrolled sideways.
    if (auto* slider = timeline_->findChild<QSlider*>()) slider->setMinimumWidth(80);
    exportView_ = new QPushButton;
    exportView_->setObjectName("oknExportView");
    // Under the run's numbers, not beside its timeline: the run, its plot and the form share
    // the row, and beside the Lesson panel the German page had scrolled 181 px sideways.
    auto* left = new QVBoxLayout;
    left->addWidget(form_);
    left->addWidget(result_);
    left->addWidget(exportView_, 0, Qt::AlignLeft);
    left->addStretch();
    auto* timeRow = new QHBoxLayout;
    timeRow->addWidget(timeline_, 1);
    sweep_ = new OknPlots(document_);

    auto* centre = new QWidget;
    auto* column = new QVBoxLayout(centre);
    column->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Horizontal); // the run beside its plot
    auto* top = new QWidget;
    auto* topBox = new QVBoxLayout(top);
    topBox->setContentsMargins(0, 0, 0, 0);
    topBox->addWidget(canvas_, 1);
    topBox->addLayout(timeRow);
    split->addWidget(top);
    split->addWidget(sweep_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    column->addWidget(split);
    auto* layout = new QHBoxLayout(this);
    left_ = new QWidget;
    left_->setLayout(left);
    fitLeft();
    layout->addWidget(left_);
    layout->addWidget(centre, 1);

    connect(form_, &OknForm::requestChanged, document_, &OknDocument::setRequest);
    gui::restoreOnCancel(document_->job(), form_, [this] {
        document_->revert();
        form_->setRequest(document_->request());
    });
    connect(form_, &OknForm::presetChosen, this, &OknPage::load);
    connect(document_, &OknDocument::requestChanged, this, &OknPage::changed);
    connect(document_, &OknDocument::changed, this, &OknPage::showResult);
    connect(exportView_, &QPushButton::clicked, this, [this] {
        const QString path = gui::ExportPath::ask(this, tr("Export view"), "okn.svg", gui::ExportKind::Figure);
        if (path.isEmpty()) return;
        if (auto error = exportView(path)) QMessageBox::warning(this, tr("Cannot export figure"), *error);
    });
    retranslate();
    document_->setRequest(form_->request());
    sweep_->plotSweep(); // the default sweep (delay 0..10): small and quick
}

OknPage::~OknPage() = default;

void OknPage::load(const okn::OknRequest& r) {
    form_->setRequest(r);
    document_->setRequest(form_->request());             // as the form shows it: unknown ids fell back
    if (!sweep_->followsDocument()) sweep_->plotSweep(); // once: a plot on show sweeps the change itself
}

bool OknPage::leaveRefusal() {
    if (!document_->beforeRefusal() || document_->job()->busy()) return false;
    form_->setRequest(*document_->beforeRefusal()); // the fields with it (the form had kept N = 4,000,000)
    document_->leaveRefusal();
    if (!sweep_->followsDocument()) sweep_->plotSweep();
    return true;
}

const std::optional<okn::OknRun>& OknPage::run() const {
    return document_->run();
}
const okn::OknRequest& OknPage::runRequest() const {
    return document_->runRequest();
}
okn::Time OknPage::time() const {
    return document_->time();
}
void OknPage::setTimeIndex(int index) {
    document_->setTimeIndex(index);
}
int OknPage::timeCount() const {
    return document_->timeCount();
}
QCustomPlot* OknPage::plot() const {
    return sweep_->plot();
}
gui::BackgroundJob* OknPage::job() const {
    return document_->job();
}
gui::BackgroundJob* OknPage::plotJob() const {
    return sweep_->job();
}
void OknPage::plotSweep() {
    sweep_->plotSweep();
}
std::optional<QString> OknPage::exportView(const QString& path) const {
    return canvas_->exportView(path);
}

void OknPage::setDark(bool dark) {
    canvas_->setDark(dark);
    sweep_->setDark(dark);
}

OknSettings OknPage::settings() const {
    return {document_->request(), document_->timeIndex(), sweep_->vary(), sweep_->from(), sweep_->to()};
}

void OknPage::setSettings(const OknSettings& s) {
    sweep_->setRange(s.vary, s.from, s.to);
    load(s.request);
    document_->setTimeIndexWhenRun(s.timeIndex);
}

void OknPage::togglePlay() {
    timeline_->togglePlay();
}
void OknPage::stepBack() {
    timeline_->stepBack();
}
void OknPage::stepForward() {
    timeline_->stepForward();
}
void OknPage::first() {
    timeline_->first();
}
void OknPage::last() {
    timeline_->last();
}

void OknPage::showResult() {
    // A refusal is said once, in full, where the figure would be (it had stood in the panel,
    // the figure and the plot's note alike).
    result_->setText(document_->refused() ? tr("No run: the figure says why.") : document_->summary());
    // Nothing to export where nothing ran (a refused request): it had exported an empty view.
    exportView_->setEnabled(document_->painter() != nullptr);
}

void OknPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        QTimer::singleShot(0, this, &OknPage::fitLeft); // once the form's texts and fonts are in
    QWidget::changeEvent(event);
}

// The form's column keeps to 340 px where its widest line fits, and grows where it does not:
// presenting on 1920 x 1080, "total exchange, 8 nodes, single-port" was cut in its button.
void OknPage::fitLeft() {
    if (left_) left_->setMaximumWidth(std::max(340, left_->sizeHint().width()));
}

void OknPage::retranslate() {
    exportView_->setText(tr("Export view..."));
    showResult();
}

} // namespace popslab::okn
