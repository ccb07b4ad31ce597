#include "OknPanel.h"

#include "RegistryText.h"
#include "families/okn/OknFigures.h"
#include "common/Limits.h"
#include "families/okn/OknSweep.h"

#include "FigureExport.h"
#include "OknPainter.h"
#include "PlaybackControls.h"
#include "SequencePlot.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace popslab::gui {

// Draws the panel's current run at the slider's time, fitted to the widget.
class OknCanvas : public QWidget {
public:
    explicit OknCanvas(OknPanel* panel) : panel_(panel) { setMinimumSize(320, 320); }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        const render::Palette palette = panel_->dark_ ? render::Palette::dark() : render::Palette::light();
        p.fillRect(rect(), palette.background);
        if (!panel_->painter_) {
            p.setPen(palette.ink);
            p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, panel_->result_->text());
            return;
        }
        const QRectF scene = panel_->painter_->bounds();
        const double s = std::min(width() / scene.width(), height() / scene.height());
        p.translate((width() - scene.width() * s) / 2, (height() - scene.height() * s) / 2);
        p.scale(s, s);
        panel_->painter_->paint(p, panel_->time(), palette);
    }

private:
    OknPanel* panel_;
};

namespace {
// Larger runs are simulated and reported, but not drawn (their timeline is not kept).
bool drawable(const okn::OknRequest& r) {
    return r.network.nodes <= kMaxDrawnOknNodes && okn::oknWork(r) <= kMaxDrawnOknWork;
}
}

std::vector<OknPanel::Preset> OknPanel::presets() {
    std::vector<Preset> out;
    for (const okn::OknFigure& f : okn::oknFigures()) out.push_back({registryText(f.label), f.request});
    return out;
}

OknPanel::OknPanel(QWidget* parent) : QWidget(parent) {
    operation_ = new QComboBox;
    for (const auto& op : okn::oknOperations()) operation_->addItem(registryText(op.name), QString::fromStdString(op.id));
    algorithm_ = new QComboBox;
    algorithm_->setObjectName("oknAlgorithm");
    auto spin = [](int lo, int hi, int value) {
        auto* s = new QSpinBox;
        s->setRange(lo, hi);
        s->setValue(value);
        return s;
    };
    nodes_ = spin(2, int(kMaxOknNodes), 41);
    ports_ = spin(1, int(kMaxOknPorts), 2);
    delay_ = spin(0, int(kMaxOknDelay), 1);
    steps_ = spin(-1, 64, -1);
    job_ = new BackgroundJob(this);
    plotJob_ = new BackgroundJob(this);
    nodesLabel_ = new QLabel;
    portsLabel_ = new QLabel;
    delayLabel_ = new QLabel;
    stepsLabel_ = new QLabel;
    result_ = new QLabel;
    result_->setObjectName("oknResult");
    result_->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(operation_); // the whole row: algorithm names are long
    form->addRow(algorithm_);
    form->addRow(nodesLabel_, nodes_);
    form->addRow(portsLabel_, ports_);
    form->addRow(delayLabel_, delay_);
    form->addRow(stepsLabel_, steps_);
    auto* left = new QVBoxLayout;
    left->addLayout(form);
    for (const Preset& preset : presets()) {
        auto* b = new QPushButton(preset.label);
        const okn::OknRequest request = preset.request;
        connect(b, &QPushButton::clicked, this, [this, request] { load(request); });
        presetButtons_.push_back(b);
        left->addWidget(b);
    }
    left->addWidget(result_);
    left->addStretch();

    canvas_ = new OknCanvas(this);
    slider_ = new QSlider(Qt::Horizontal);
    slider_->setObjectName("oknTime");
    slider_->setMinimumWidth(160);
    first_ = mediaButton(this, QStyle::SP_MediaSkipBackward);
    back_ = mediaButton(this, QStyle::SP_MediaSeekBackward);
    play_ = mediaButton(this, QStyle::SP_MediaPlay);
    forward_ = mediaButton(this, QStyle::SP_MediaSeekForward);
    last_ = mediaButton(this, QStyle::SP_MediaSkipForward);
    speed_ = playbackSpeedBox();
    exportView_ = new QPushButton;
    timer_ = new QTimer(this);
    auto* timeRow = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{first_, back_, play_, forward_, last_}) timeRow->addWidget(w);
    timeRow->addWidget(slider_, 1);
    timeRow->addWidget(speed_);
    timeRow->addWidget(exportView_);

    vary_ = new QComboBox;
    for (const char* axis : {"delay", "ports", "nodes"}) vary_->addItem(QString(), QString(axis)); // texts: retranslate()
    from_ = spin(0, int(kMaxOknNodes), 0);
    to_ = spin(0, int(kMaxOknNodes), 10);
    varyLabel_ = new QLabel;
    plotButton_ = new QPushButton;
    exportButton_ = new QPushButton;
    plot_ = new QCustomPlot;
    plot_->setObjectName("oknPlot");
    plot_->setMinimumHeight(220);
    plotNote_ = new QLabel;
    plotNote_->setWordWrap(true);
    plotNote_->setObjectName("oknPlotNote");
    auto* plotRow = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{varyLabel_, vary_, from_, to_, plotButton_, exportButton_}) plotRow->addWidget(w);
    plotRow->addStretch();

    auto* centre = new QWidget;
    auto* column = new QVBoxLayout(centre);
    column->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Horizontal); // the run beside its plot
    auto* top = new QWidget;
    auto* topBox = new QVBoxLayout(top);
    topBox->setContentsMargins(0, 0, 0, 0);
    topBox->addWidget(canvas_, 1);
    topBox->addLayout(timeRow);
    auto* bottom = new QWidget;
    auto* bottomBox = new QVBoxLayout(bottom);
    bottomBox->setContentsMargins(0, 0, 0, 0);
    bottomBox->addLayout(plotRow);
    bottomBox->addWidget(plotNote_);
    bottomBox->addWidget(plot_, 1);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    column->addWidget(split);
    auto* layout = new QHBoxLayout(this);
    auto* leftWidget = new QWidget;
    leftWidget->setLayout(left);
    leftWidget->setMaximumWidth(340);
    layout->addWidget(leftWidget);
    layout->addWidget(centre, 1);

    connect(operation_, &QComboBox::currentIndexChanged, this, [this] {
        fillAlgorithms();
        simulate();
    });
    connect(algorithm_, &QComboBox::currentIndexChanged, this, [this] { simulate(); });
    for (QSpinBox* s : {nodes_, ports_, delay_, steps_}) connect(s, &QSpinBox::valueChanged, this, [this] { simulate(); });
    connect(slider_, &QSlider::valueChanged, canvas_, qOverload<>(&QWidget::update));
    connect(back_, &QToolButton::clicked, this, &OknPanel::stepBack);
    connect(forward_, &QToolButton::clicked, this, &OknPanel::stepForward);
    connect(first_, &QToolButton::clicked, this, &OknPanel::first);
    connect(last_, &QToolButton::clicked, this, &OknPanel::last);
    connect(play_, &QToolButton::clicked, this, &OknPanel::togglePlay);
    connect(exportView_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export view"), "okn.svg", tr("Figures (*.svg *.pdf *.png)"));
        if (path.isEmpty()) return;
        if (auto error = exportView(path)) QMessageBox::warning(this, tr("Cannot export figure"), *error);
    });
    connect(timer_, &QTimer::timeout, this, [this] {
        if (slider_->value() >= slider_->maximum()) timer_->stop();
        else slider_->setValue(slider_->value() + 1);
    });
    connect(plotButton_, &QPushButton::clicked, this, &OknPanel::plotSweep);
    connect(exportButton_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export plot"), "okn.svg", tr("Plots (*.svg *.pdf *.png)"));
        if (path.isEmpty()) return;
        if (auto error = plots::Plots::save(*plot_, path, 800, 560)) QMessageBox::warning(this, tr("Cannot export plot"), *error);
    });
    retranslate(); // also draws the default sweep (delay 0..10): small and quick
    fillAlgorithms();
    simulate();
}

OknPanel::~OknPanel() = default;

void OknPanel::fillAlgorithms() {
    const QSignalBlocker block(algorithm_);
    algorithm_->clear();
    if (const auto* op = okn::oknOperation(operation_->currentData().toString().toStdString()))
        for (const auto& a : op->algorithms) algorithm_->addItem(registryText(a.name), QString::fromStdString(a.id));
}

void OknPanel::load(const okn::OknRequest& r) {
    loading_ = true;
    operation_->setCurrentIndex(std::max(0, operation_->findData(QString::fromStdString(r.operation))));
    fillAlgorithms();
    algorithm_->setCurrentIndex(std::max(0, algorithm_->findData(QString::fromStdString(r.algorithm))));
    nodes_->setValue(int(r.network.nodes));
    ports_->setValue(int(r.network.ports));
    delay_->setValue(int(r.network.delay));
    steps_->setValue(r.steps ? int(*r.steps) : -1);
    loading_ = false;
    simulate();
    plotSweep();
}

okn::OknRequest OknPanel::currentRequest() const {
    return {operation_->currentData().toString().toStdString(), algorithm_->currentData().toString().toStdString(),
            {std::uint32_t(nodes_->value()), std::uint32_t(ports_->value()), okn::Time(delay_->value())},
            steps_->value() < 0 ? std::nullopt : std::optional<std::uint32_t>(std::uint32_t(steps_->value()))};
}

OknSettings OknPanel::settings() const {
    return {currentRequest(), slider_->value(), vary_->currentData().toString(), from_->value(), to_->value()};
}

void OknPanel::setSettings(const OknSettings& s) {
    vary_->setCurrentIndex(std::max(0, vary_->findData(s.vary)));
    from_->setValue(s.from);
    to_->setValue(s.to);
    load(s.request);
    if (job_->busy()) pendingTime_ = s.timeIndex; // shown once the run is there
    else setTimeIndex(s.timeIndex);
}

void OknPanel::simulate() {
    if (loading_) return;
    emit changed();
    const okn::OknRequest r = currentRequest();
    // A refusal is immediate (no simulation); anything else runs on the worker, and the
    // previous run stays on show until the new one is there.
    if (auto d = okn::checkOkn(r)) {
        job_->cancel();
        adopt(r, *d);
        return;
    }
    job_->start<std::variant<okn::OknRun, okn::OknDiagnostic>>(
        [r] { return okn::runOkn(r, drawable(r)); },
        [this, r](std::variant<okn::OknRun, okn::OknDiagnostic> ran) { adopt(r, std::move(ran)); },
        [this](const QString& message) {
            failure_ = message;
            showResult();
        });
}

void OknPanel::adopt(const okn::OknRequest& r, std::variant<okn::OknRun, okn::OknDiagnostic> ran) {
    painter_.reset();
    run_.reset();
    times_.clear();
    failure_.reset();
    if (auto* d = std::get_if<okn::OknDiagnostic>(&ran)) {
        diagnostic_ = *d;
    } else {
        diagnostic_.reset();
        run_ = std::get<okn::OknRun>(std::move(ran));
        network_ = r.network;
        if (run_->simulation.ok() && drawable(r)) {
            // One source: draw the tree the data took (Figs. 2-3), while it stays legible.
            const okn::OknOperation* op = okn::oknOperation(r.operation);
            const bool tree = op && !op->everyNodeSends && r.network.nodes <= 256;
            painter_ = std::make_unique<render::OknPainter>(network_, run_->simulation.timeline,
                                                            tree ? render::OknPainter::Layout::Tree
                                                                 : render::OknPainter::Layout::Circle);
            times_ = painter_->eventTimes();
        }
    }
    showResult();
    const QSignalBlocker block(slider_);
    slider_->setRange(0, std::max(0, int(times_.size()) - 1));
    slider_->setValue(pendingTime_.value_or(int(times_.size()) - 1));
    pendingTime_.reset();
    canvas_->update();
}

// The result in the current language (called again when the language changes).
void OknPanel::showResult() {
    if (failure_) {
        result_->setText(*failure_);
    } else if (diagnostic_) {
        result_->setText(diagnosticText(*diagnostic_));
    } else if (!run_) {
        result_->clear();
    } else if (!run_->simulation.ok()) {
        result_->setText(tr("The simulator rejected the program: %1").arg(QString::fromStdString(run_->simulation.violation->message)));
    } else {
        QString text = tr("simulated: %1 time units\npaper's formula: %2").arg(run_->simulation.completion).arg(run_->formula);
        if (!run_->bestSteps.empty()) {
            QStringList best;
            for (auto i : run_->bestSteps) best << QString::number(i);
            text += "\n" + tr("best i: %1").arg(best.join(", "));
        }
        text += "\n" + (run_->contentChecked ? tr("every datum reached its destination") : tr("timing only (too large to track each datum)"));
        if (!painter_) text += "\n" + tr("too many nodes to draw");
        result_->setText(text);
    }
    canvas_->update();
}

okn::Time OknPanel::time() const { return times_.empty() ? 0 : times_[std::size_t(slider_->value())]; }
int OknPanel::timeCount() const { return int(times_.size()); }
void OknPanel::setTimeIndex(int index) { slider_->setValue(index); }

void OknPanel::plotSweep() {
    const std::string op = operation_->currentData().toString().toStdString();
    const auto* operation = okn::oknOperation(op);
    if (!operation) return;
    okn::OknSweepRequest sweep;
    sweep.base = {op, "", {std::uint32_t(nodes_->value()), std::uint32_t(ports_->value()), okn::Time(delay_->value())},
                  std::nullopt};
    for (const auto& a : operation->algorithms) sweep.algorithms.push_back(a.id);
    sweep.axis = okn::oknAxis(vary_->currentData().toString().toStdString()).value_or(okn::OknAxis::Delay);
    sweep.from = std::uint64_t(from_->value());
    sweep.to = std::uint64_t(std::max(from_->value(), to_->value()));
    plotNote_->setText(tr("Simulating..."));
    // The core's sweep refuses a range too large for one answer before simulating it.
    plotJob_->start<std::variant<std::vector<okn::OknSweepSeries>, okn::OknDiagnostic>>(
        [sweep] { return okn::runOknSweep(sweep); },
        [this, sweep](std::variant<std::vector<okn::OknSweepSeries>, okn::OknDiagnostic> swept) {
            plotNote_->clear();
            std::vector<plots::OknSeries> series;
            if (auto* d = std::get_if<okn::OknDiagnostic>(&swept)) {
                plotNote_->setText(diagnosticText(*d));
            } else {
                const auto* operation = okn::oknOperation(sweep.base.operation);
                for (const auto& s : std::get<std::vector<okn::OknSweepSeries>>(swept)) {
                    if (s.points.empty()) continue; // algorithms that apply somewhere
                    plots::OknSeries out{registryText(operation->algorithm(s.algorithm)->name), {}};
                    for (const auto& p : s.points) out.points.emplace_back(double(p.value), double(p.simulated), double(p.formula));
                    series.push_back(std::move(out));
                }
            }
            const QString axis = vary_->currentData().toString();
            const QString xLabel = axis == "delay" ? tr("reconfiguration delay") : axis == "ports" ? tr("ports k") : tr("nodes N");
            plots::Plots::drawOkn(*plot_, tr("%1 on OK_N").arg(operation_->currentText()), xLabel, series, axis == "nodes", dark_);
        },
        [this](const QString& message) { plotNote_->setText(message); });
}

void OknPanel::togglePlay() {
    if (timer_->isActive()) {
        timer_->stop();
    } else {
        if (slider_->value() == slider_->maximum()) slider_->setValue(0);
        timer_->start(int(800 / speed_->currentData().toDouble()));
    }
}

void OknPanel::stepBack() { slider_->setValue(slider_->value() - 1); }
void OknPanel::stepForward() { slider_->setValue(slider_->value() + 1); }
void OknPanel::first() { slider_->setValue(0); }
void OknPanel::last() { slider_->setValue(slider_->maximum()); }

std::optional<QString> OknPanel::exportView(const QString& path) const {
    if (!painter_) return tr("there is no simulated run to draw");
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    return render::exportScene(path, painter_->bounds().size(), tr("OK_N at time %1").arg(time()), 150, palette.background,
                               [&](QPainter& p) { painter_->paint(p, time(), palette); });
}

void OknPanel::setDark(bool dark) {
    dark_ = dark;
    canvas_->update();
}

void OknPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void OknPanel::retranslate() {
    nodesLabel_->setText(tr("nodes N"));
    portsLabel_->setText(tr("ports k"));
    delayLabel_->setText(tr("reconfiguration delay"));
    stepsLabel_->setText(tr("standard steps i (-1: best)"));
    varyLabel_->setText(tr("Plot against"));
    vary_->setItemText(0, tr("reconfiguration delay"));
    vary_->setItemText(1, tr("ports k"));
    vary_->setItemText(2, tr("nodes N"));
    plotButton_->setText(tr("Plot"));
    exportButton_->setText(tr("Export plot..."));
    first_->setToolTip(tr("First event"));
    last_->setToolTip(tr("Last event"));
    speed_->setToolTip(tr("Playback speed"));
    exportView_->setText(tr("Export view..."));
    back_->setToolTip(tr("Previous event"));
    forward_->setToolTip(tr("Next event"));
    play_->setToolTip(tr("Play / pause"));
    const auto list = presets();
    for (std::size_t k = 0; k < presetButtons_.size(); ++k) presetButtons_[k]->setText(list[k].label);
    // Operation and algorithm names come from the core's registry, in English.
    for (int k = 0; k < operation_->count(); ++k)
        if (auto* op = okn::oknOperation(operation_->itemData(k).toString().toStdString()))
            operation_->setItemText(k, registryText(op->name));
    if (auto* op = okn::oknOperation(operation_->currentData().toString().toStdString()))
        for (int k = 0; k < algorithm_->count(); ++k)
            if (auto* a = op->algorithm(algorithm_->itemData(k).toString().toStdString()))
                algorithm_->setItemText(k, registryText(a->name));
    showResult();
    plotSweep();
}

} // namespace popslab::gui
