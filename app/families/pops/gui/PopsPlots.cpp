#include "PopsPlots.h"

#include "ExportPath.h"
#include "FilterSuffix.h"
#include "FormInput.h"
#include "PlotStyle.h"
#include "Plots.h"
#include "RegistryText.h"
#include "SaveFile.h"
#include "SweepRunner.h"
#include "patterns/Registry.h"
#include "sweep/Sweep.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QSplitter>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>
#include <utility>

namespace popslab::pops {

PopsPlots::PopsPlots(PopsDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), runner_(new SweepRunner(this)) {
    createWidgets();
    layOut();
    connectSweeps();
    connectPointer();
    retranslate();
    fillAlgorithms();
}

void PopsPlots::createWidgets() {
    vary_ = new QComboBox;
    vary_->addItem("d", int(pops::SweepAxis::D));
    vary_->addItem("g", int(pops::SweepAxis::G));
    vary_->addItem("n", -1); // against n: d or g fixed, the other varies
    fixed_ = new QComboBox;
    fixed_->addItem("n", int(pops::SweepFixed::N));
    fixed_->addItem("d", int(pops::SweepFixed::D));
    fixed_->addItem("g", int(pops::SweepFixed::G));
    fixedValue_ = new QSpinBox;
    fixedValue_->setRange(1, 65536);
    fixedValue_->setValue(16); // POPS(4,4)'s n: it follows the network shown (followNetwork)
    algorithms_ = new QListWidget;
    algorithms_->setObjectName("plotAlgorithms");
    run_ = new QPushButton;
    cancel_ = new QPushButton;
    cancel_->setEnabled(false);
    progress_ = new QProgressBar;
    progress_->setTextVisible(false);
    progress_->hide(); // while a sweep runs; the status line says how it ended
    status_ = new QLabel;
    exportPlot_ = new QPushButton;
    exportCsv_ = new QPushButton;
    exportBars_ = new QPushButton;
    varyLabel_ = new QLabel;
    fixedLabel_ = new QLabel;
    sequence_ = new QCustomPlot;
    sequence_->setObjectName("sequencePlot");
    sequence_->setMinimumSize(300, 260); // not the width of the plot's title
    utilisation_ = new QCustomPlot;
    utilisation_->setObjectName("utilisationPlot");
    utilisation_->setMinimumSize(300, 180); // its axis holds "couplers used (%)" upright
}

void PopsPlots::layOut() {
    // Two rows, so that longer German or presentation-size text still fits the page: what
    // to sweep, then what came of it and where to export it.
    auto* controls = new QHBoxLayout;
    for (QWidget* w :
         std::initializer_list<QWidget*>{varyLabel_, vary_, fixedLabel_, fixed_, fixedValue_, run_, cancel_})
        controls->addWidget(w);
    controls->addWidget(progress_, 1);
    auto* outcome = new QHBoxLayout;
    status_->setWordWrap(true);
    outcome->addWidget(status_, 1);
    outcome->addWidget(exportPlot_);
    outcome->addWidget(exportCsv_);
    auto* top = new QVBoxLayout;
    top->addLayout(controls);
    top->addWidget(algorithms_);
    top->addLayout(outcome);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(sequence_);
    auto* bars = new QWidget;
    auto* barsBox = new QVBoxLayout(bars);
    barsBox->setContentsMargins(0, 0, 0, 0);
    barsBox->addWidget(utilisation_, 1);
    barsBox->addWidget(exportBars_, 0, Qt::AlignRight);
    splitter->addWidget(bars);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({3000, 1000}); // as it is first shown too
    fitUtilisation();
    auto* box = new QVBoxLayout(this);
    box->addLayout(top);
    box->addWidget(splitter, 1);
}

void PopsPlots::connectSweeps() {
    connect(run_, &QPushButton::clicked, this, &PopsPlots::runSweep);
    connect(cancel_, &QPushButton::clicked, runner_, &SweepRunner::cancel);
    connect(runner_, &SweepRunner::progress, this, [this](int done, int total) {
        progress_->setRange(0, total);
        progress_->setValue(done);
    });
    connect(runner_, &SweepRunner::finished, this, [this](const std::vector<Series>& series, bool cancelled) {
        progress_->hide();
        run_->setEnabled(true);
        cancel_->setEnabled(false);
        // The pattern or the network changed while it ran (sweepAgain cancelled it): its points
        // are not this plot's, and drawn under the new controls' title they would mislead.
        if (sweptPattern_ != pattern_ || rerun_) {
            setStatus({});
            rerun_ = true; // once the runner is idle
            return;
        }
        series_ = series;
        nameSeries(); // in the language of now: it may have changed while the sweep ran
        std::size_t points = 0;
        for (const auto& s : series_)
            points += s.rows.size();
        setStatus([points, cancelled] {
            return cancelled ? tr("Cancelled; %1 points measured.").arg(points)
                             : tr("%1 points, each built and validated.").arg(points);
        });
        redrawSequence();
    });
    connect(runner_, &SweepRunner::idle, this, [this] {
        if (std::exchange(rerun_, false) && isVisible()) runIfSmall();
    });
    connect(runner_, &SweepRunner::failed, this, [this](const QString& message) {
        progress_->hide();
        run_->setEnabled(true);
        cancel_->setEnabled(false);
        // As a result that arrives late: a refusal of the controls before is not this plot's.
        if (sweptPattern_ != pattern_ || rerun_) {
            setStatus({});
            rerun_ = true; // once the runner is idle
            return;
        }
        sweptPattern_.clear();                    // nothing swept: once the refusal is cleared, "No sweep yet"
        setStatus([message] { return message; }); // worded on the worker, in the language then
        refused_ = true;                          // the empty plot says why, not "press Run sweep" just after it was
        redrawSequence();
    });
    connect(exportPlot_, &QPushButton::clicked, this, [this] { exportPlot(sequence_); });
    connect(exportBars_, &QPushButton::clicked, this, [this] { exportPlot(utilisation_); });
    connect(exportCsv_, &QPushButton::clicked, this, &PopsPlots::exportCsv);
    connect(document_, &PopsDocument::scheduleChanged, this, [this] {
        // The fixed value follows the network shown (n = 16 for POPS(4,4)) until the user sets it.
        const bool followed = followNetwork();
        const bool asked = std::exchange(sweepWithSchedule_, false); // setSettings cleared the plot for it
        if (document_->request().pattern != pattern_)
            fillAlgorithms(); // sweeps anew
        else if (followed || asked)
            sweepAgain(); // what was plotted was of another n
        else
            redrawSequence(); // the mark of the network shown moves with it
        redrawUtilisation();
    });
    // A changed control sweeps again (or says Run sweep): the plot of n = 16 had stayed under
    // "with fixed n = 4096" (walk 8, F4). The value applies on Enter or a pause in typing.
    gui::applyOnEnterOrPause({fixedValue_});
    connect(fixedValue_, &QSpinBox::valueChanged, this, [this] {
        fixedEdited_ = true;
        sweepAgain();
    });
    // What varies is never what is held fixed: choosing it for one moves the other on (vary n
    // under "with fixed n" had left a plot saying "No sweep yet" beside "hold d or g fixed").
    connect(fixed_, &QComboBox::currentIndexChanged, this, [this] {
        if (vary_->currentText() == fixed_->currentText()) {
            const QSignalBlocker block(vary_);
            vary_->setCurrentText(fixed_->currentText() == "d" ? "g" : "d");
        }
        followNetwork();
        sweepAgain();
    });
    connect(vary_, &QComboBox::currentIndexChanged, this, [this] {
        if (vary_->currentText() == fixed_->currentText()) {
            const QSignalBlocker block(fixed_);
            fixed_->setCurrentText(vary_->currentText() == "n" ? "d" : "n");
            followNetwork();
        }
        sweepAgain();
    });
    // A tick, not a name worded anew in another language (that keeps the sweep).
    connect(algorithms_->model(), &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex&, const QModelIndex&, const QList<int>& roles) {
                if (!fillingAlgorithms_ && roles.contains(Qt::CheckStateRole)) sweepAgain();
            });
    connect(document_, &PopsDocument::slotChanged, this, &PopsPlots::redrawUtilisation);
}

void PopsPlots::connectPointer() {
    // Hover: the values of the point under the mouse. Click: load that configuration.
    connect(sequence_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        for (int k = sequence_->graphCount() - 1; k >= 0; --k) {
            QCPGraph* graph = sequence_->graph(k);
            QVariant details;
            if (graph->selectTest(event->position(), false, &details) > 8) continue;
            const QCPDataSelection selection = details.value<QCPDataSelection>();
            if (selection.isEmpty()) continue;
            auto [series, row] = pointAt(graph, selection.dataRange().begin());
            if (!row) continue;
            QToolTip::showText(event->globalPosition().toPoint(),
                               tr("%1\nPOPS(%2,%3), n = %4\nmeasured %5 slots, paper %6, lower bound %7\n"
                                  "utilisation %8% - click to load")
                                   .arg(series_[series].label)
                                   .arg(row->d)
                                   .arg(row->g)
                                   .arg(row->n)
                                   .arg(row->measured)
                                   .arg(row->formula ? QString::number(*row->formula) : tr("none"))
                                   .arg(row->lowerBound)
                                   .arg(QLocale().toString(100 * row->utilisation, 'f', 1)),
                               sequence_);
            return;
        }
        QToolTip::hideText();
    });
    connect(sequence_, &QCustomPlot::plottableClick, this, [this](QCPAbstractPlottable* p, int index, QMouseEvent*) {
        auto* graph = qobject_cast<QCPGraph*>(p);
        if (!graph) return;
        auto [series, row] = pointAt(graph, index);
        if (!row) return;
        pops::PatternRequest request = document_->request();
        request.d = row->d;
        request.g = row->g;
        request.algorithm = algorithmIds_.value(series).toStdString();
        emit configurationChosen(request);
    });
}

std::pair<int, const pops::SweepRow*> PopsPlots::pointAt(QCPGraph* graph, int index) const {
    const QVariant tag = graph->property("series");
    if (!tag.isValid() || index < 0 || index >= graph->dataCount()) return {-1, nullptr};
    const int k = tag.toInt();
    if (k < 0 || k >= int(series_.size())) return {-1, nullptr};
    const double x = graph->data()->at(index)->key;
    for (const pops::SweepRow& r : series_[k].rows)
        if (spec_.x(r) == x) return {k, &r};
    return {-1, nullptr};
}

void PopsPlots::fillAlgorithms() {
    pattern_ = document_->request().pattern;
    const QScopedValueRollback filling(fillingAlgorithms_, true); // one sweep below, not one an item
    algorithms_->clear();
    const pops::Pattern* p = pops::Registry::instance().pattern(pattern_);
    if (!p) return;
    for (const pops::Algorithm& a : p->algorithms) {
        auto* item = new QListWidgetItem(gui::registryText(a.displayName), algorithms_);
        item->setData(Qt::UserRole, QString::fromStdString(a.id));
        item->setCheckState(Qt::Checked);
    }
    fitAlgorithms();
    series_.clear();
    setStatus({}); // what it said was of the pattern before
    redrawSequence();
    if (runner_->running()) { // its result is dropped when it arrives; ours runs once it is idle
        runner_->cancel();
        rerun_ = true;
    } else if (isVisible()) {
        runIfSmall();
    }
}

std::uint32_t PopsPlots::networkValue() const {
    const pops::PatternRequest& r = document_->request();
    switch (pops::SweepFixed(fixed_->currentData().toInt())) {
    case pops::SweepFixed::D:
        return r.d;
    case pops::SweepFixed::G:
        return r.g;
    default:
        return r.d * r.g;
    }
}

// The sweep passes through the network shown: its fixed value is the network's (n, d or
// g) unless the user chose one. Whether it changed.
bool PopsPlots::followNetwork() {
    const int value = int(std::clamp<std::uint32_t>(networkValue(), 1, std::uint32_t(fixedValue_->maximum())));
    if (fixedEdited_ || value == fixedValue_->value()) return false;
    const QSignalBlocker block(fixedValue_);
    fixedValue_->setValue(value);
    return true;
}

// What is plotted no longer answers the controls: cleared, and swept again where small.
void PopsPlots::sweepAgain() {
    series_.clear();
    sweptPattern_.clear(); // nothing swept for these controls yet: the hint says so
    setStatus({});
    redrawSequence();
    if (runner_->running()) {
        runner_->cancel();
        rerun_ = true;
    } else if (isVisible()) {
        runIfSmall();
    }
}

void PopsPlots::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (series_.empty()) runIfSmall();
}

// The sweep the controls ask for, and whether it is plotted against n; none where they
// ask for n against n.
std::optional<std::pair<pops::SweepRequest, bool>> PopsPlots::controlsRequest() const {
    pops::SweepRequest r;
    r.pattern = document_->request().pattern;
    r.parameters = document_->request().parameters;
    r.fixed = pops::SweepFixed(fixed_->currentData().toInt());
    const bool againstN = vary_->currentData().toInt() < 0;
    if (againstN && r.fixed == pops::SweepFixed::N) return std::nullopt;
    r.vary = againstN ? (r.fixed == pops::SweepFixed::D ? pops::SweepAxis::G : pops::SweepAxis::D)
                      : pops::SweepAxis(vary_->currentData().toInt());
    r.fixedValue = std::uint32_t(fixedValue_->value());
    return std::pair{r, againstN};
}

// What the plot says about a sweep of the controls: its title names the pattern shown,
// its axis the value held fixed.
SequencePlotSpec PopsPlots::specFor(const pops::SweepRequest& r, bool againstN) const {
    const pops::Pattern* p = pops::Registry::instance().pattern(r.pattern);
    return {r.vary,       r.fixed,
            r.fixedValue, p ? tr("%1: sequence length").arg(gui::registryText(p->displayName)) : QString(),
            dark_,        againstN,
            QString(),    std::nullopt};
}

void PopsPlots::runIfSmall() {
    if (runner_->running()) return;
    const auto asked = controlsRequest();
    if (!asked) return;
    const auto points = pops::sweepPoints(asked->first);
    const auto* list = std::get_if<std::vector<pops::SweepPoint>>(&points);
    if (!list || list->empty()) return;
    for (const pops::SweepPoint& p : *list)
        if (std::uint64_t(p.d) * p.g > kSmallSweepN) return;
    runSweep();
}

void PopsPlots::runSweep() {
    if (runner_->running()) return;
    const auto asked = controlsRequest();
    if (!asked) {
        setStatus([] { return tr("To plot against n, hold d or g fixed."); });
        return;
    }
    const pops::SweepRequest& r = asked->first;
    QStringList ids, labels;
    for (int i = 0; i < algorithms_->count(); ++i)
        if (algorithms_->item(i)->checkState() == Qt::Checked) {
            ids << algorithms_->item(i)->data(Qt::UserRole).toString();
            labels << algorithms_->item(i)->text();
        }
    if (ids.isEmpty()) {
        setStatus([] { return tr("Check at least one algorithm."); });
        return;
    }
    spec_ = specFor(r, asked->second);
    algorithmIds_ = ids;
    sweptPattern_ = r.pattern;
    run_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    progress_->show();
    setStatus([] { return tr("Building and validating..."); });
    runner_->start(r, ids, labels);
}

void PopsPlots::redrawSequence() {
    // Nothing swept for what the controls show: the empty plot's title and axis say what a
    // sweep would plot, not what the last one did (it said "Ring" over all-to-all).
    if (series_.empty())
        if (const auto asked = controlsRequest()) spec_ = specFor(asked->first, asked->second);
    spec_.dark = dark_;
    spec_.current = {document_->request().d, document_->request().g};
    spec_.emptyHint = refused_ && statusText_ ? tr("Not swept. %1").arg(statusText_())
                      : sweptPattern_ == pattern_ && !sweptPattern_.empty()
                          ? tr("No points: no network of this sweep meets the algorithms' conditions.")
                          : tr("No sweep yet: choose what varies and press Run sweep.");
    SequencePlot::draw(*sequence_, spec_, series_);
    // Nothing to export before a sweep has points (Export CSV had written a header alone).
    const bool points = std::any_of(series_.begin(), series_.end(), [](const Series& s) { return !s.rows.empty(); });
    exportCsv_->setEnabled(points);
    exportPlot_->setEnabled(points);
}

void PopsPlots::redrawUtilisation() {
    if (const ValidationReport* r = document_->report())
        plots::Plots::drawUtilisation(*utilisation_, *r, std::uint32_t(document_->slot()), dark_);
    else { // no schedule (a refused request): empty, in the theme (it had stayed light on the dark one)
        utilisation_->clearPlottables();
        plots::style(*utilisation_, dark_);
        utilisation_->replot();
    }
}

PlotSettings PopsPlots::settings() const {
    PlotSettings p;
    p.vary = vary_->currentText();
    p.fixed = fixed_->currentText();
    p.value = fixedEdited_ ? fixedValue_->value() : 0; // 0: it follows the network shown
    for (int i = 0; i < algorithms_->count(); ++i)
        if (algorithms_->item(i)->checkState() == Qt::Checked)
            p.algorithms << algorithms_->item(i)->data(Qt::UserRole).toString();
    return p;
}

void PopsPlots::setSettings(const PlotSettings& p) {
    const bool changed = !(settings() == p); // the same settings keep their sweep (a large one is precious)
    const QSignalBlocker blockVary(vary_), blockFixed(fixed_); // one sweep at the end, not one a control
    const QScopedValueRollback filling(fillingAlgorithms_, true);
    vary_->setCurrentText(p.vary);
    fixed_->setCurrentText(p.fixed);
    // A session's own value stays; none (0) follows the network shown.
    {
        const QSignalBlocker block(fixedValue_);
        fixedValue_->setValue(p.value > 0 ? p.value : int(networkValue()));
    }
    fixedEdited_ = p.value > 0;
    // None named (a new session, one written by hand): every algorithm, as a fresh window
    // has it; a sweep of none would plot nothing.
    for (int i = 0; i < algorithms_->count(); ++i)
        algorithms_->item(i)->setCheckState(
            p.algorithms.isEmpty() || p.algorithms.contains(algorithms_->item(i)->data(Qt::UserRole).toString())
                ? Qt::Checked
                : Qt::Unchecked);
    if (!changed) return;
    // Cleared now, swept with the schedule the session asks for once it is built (the document's
    // request is still the one before: sweeping now had swept the old network).
    series_.clear();
    sweptPattern_.clear();
    setStatus({});
    redrawSequence();
    sweepWithSchedule_ = true;
}

void PopsPlots::setDark(bool dark) {
    dark_ = dark;
    redrawSequence();
    redrawUtilisation();
}

void PopsPlots::exportPlot(QCustomPlot* plot) {
    const QString path = gui::ExportPath::ask(this, tr("Export plot"), "plot.svg", gui::ExportKind::Plot);
    if (path.isEmpty()) return;
    if (auto error = plots::Plots::save(*plot, path, 800, 560))
        QMessageBox::warning(this, tr("Cannot export plot"), *error);
}

void PopsPlots::exportCsv() {
    const QString path = files::withFilterSuffix(
        QFileDialog::getSaveFileName(this, tr("Export sweep"), "sweep.csv", tr("CSV (*.csv)")), "*.csv");
    if (path.isEmpty()) return;
    if (auto error = files::saveBytes(path, SequencePlot::csv(series_).toUtf8()))
        QMessageBox::warning(this, tr("Cannot export sweep"), *error);
}

// The algorithms' list as tall as its rows, up to four (at a fixed 90 px, presenting, two
// rows left half of it empty and the sweep's plot 100 px tall).
void PopsPlots::fitAlgorithms() {
    const int rows = std::clamp(algorithms_->count(), 1, 4);
    const int row = algorithms_->count() > 0 ? algorithms_->sizeHintForRow(0) : algorithms_->fontMetrics().height();
    algorithms_->setFixedHeight(rows * row + 2 * algorithms_->frameWidth() + 2);
}

// The bars keep eight lines of the page's text: presenting on 1920 x 1080, the 180 px made
// for the window's text left them 55 px under a title and an axis of the larger text, and
// "couplers used (%)" wrapped to three lines.
void PopsPlots::fitUtilisation() {
    utilisation_->setMinimumHeight(std::max(180, 8 * fontMetrics().height()));
}

void PopsPlots::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) {
        fitAlgorithms(); // presenting grows the rows
        fitUtilisation();
    }
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The plots were drawn in the old language: their names, titles and the status
        // line are worded again from the ids, and both are drawn anew.
        nameSeries();
        if (statusText_) status_->setText(statusText_());
        redrawSequence();
        redrawUtilisation();
    }
    QWidget::changeEvent(event);
}

// The series' names and the plot's title from the ids, in the current language.
void PopsPlots::nameSeries() {
    const pops::Pattern* p = pops::Registry::instance().pattern(sweptPattern_);
    if (!p) return;
    spec_.title = tr("%1: sequence length").arg(gui::registryText(p->displayName));
    for (std::size_t k = 0; k < series_.size() && k < std::size_t(algorithmIds_.size()); ++k)
        if (const pops::Algorithm* a = p->algorithm(algorithmIds_[int(k)].toStdString()))
            series_[k].label = gui::registryText(a->displayName);
}

void PopsPlots::setStatus(std::function<QString()> text) {
    statusText_ = std::move(text);
    refused_ = false;
    status_->setText(statusText_ ? statusText_() : QString());
}

void PopsPlots::retranslate() {
    varyLabel_->setText(tr("Vary"));
    fixedLabel_->setText(tr("with fixed"));
    run_->setText(tr("Run sweep"));
    cancel_->setText(tr("Cancel"));
    exportPlot_->setText(tr("Export plot..."));
    exportCsv_->setText(tr("Export CSV..."));
    exportBars_->setText(tr("Export utilisation..."));
    if (const pops::Pattern* p = pops::Registry::instance().pattern(pattern_))
        for (int i = 0; i < algorithms_->count(); ++i)
            if (const pops::Algorithm* a =
                    p->algorithm(algorithms_->item(i)->data(Qt::UserRole).toString().toStdString()))
                algorithms_->item(i)->setText(gui::registryText(a->displayName));
}

} // namespace popslab::pops
