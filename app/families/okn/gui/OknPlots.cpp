#include "OknPlots.h"

#include "BackgroundJob.h"
#include "ExportPath.h"
#include "OknDocument.h"
#include "OknLimits.h"
#include "OknSweep.h"
#include "PlotMarks.h"
#include "PlotStyle.h"
#include "Plots.h"
#include "RegistryText.h"
#include "common/Limits.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

namespace popslab::okn {

OknPlots::OknPlots(const OknDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), job_(new gui::BackgroundJob(this)) {
    vary_ = new QComboBox;
    for (const char* axis : {"delay", "ports", "nodes"})
        vary_->addItem(QString(), QString(axis)); // texts: retranslate()
    // As wide as its longest text in the current language (a German one was cut when the
    // splitter gave the run's figure more room).
    vary_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto spin = [](int value) {
        auto* s = new QSpinBox;
        s->setRange(0, int(kMaxOknNodes));
        s->setValue(value);
        // As wide as a range's ends usually are, not the seven digits of the largest N: the
        // row had held the page wider than the room beside the Lesson panel.
        s->setMinimumWidth(s->fontMetrics().horizontalAdvance(s->prefix() + "00000") + 30);
        return s;
    };
    from_ = spin(0);
    to_ = spin(10);
    // The range's ends within what the axis takes, as the form's field for it does (k from 0
    // had been taken and the plot begun at 1 without a word, walk 10).
    const auto fitToAxis = [this] {
        const QString axis = vary_->currentData().toString();
        const int least = axis == "ports" ? 1 : axis == "nodes" ? 2 : 0;
        const int most = axis == "ports"   ? int(okn::kMaxOknPorts)
                         : axis == "nodes" ? int(kMaxOknNodes)
                                           : int(okn::kMaxOknDelay);
        for (QSpinBox* end : {from_, to_})
            end->setRange(least, most);
    };
    connect(vary_, &QComboBox::currentIndexChanged, this, fitToAxis);
    fitToAxis();
    varyLabel_ = new QLabel;
    plotButton_ = new QPushButton;
    exportButton_ = new QPushButton;
    exportButton_->setObjectName("oknExportPlot");
    plot_ = new QCustomPlot;
    plot_->setObjectName("oknPlot");
    // Else QCustomPlot asks for its title's width, and the window grows with it; no wider, so that the
    // page fits beside the Lesson panel at 1366 px (it had scrolled sideways by 60 px).
    plot_->setMinimumSize(280, 220);
    note_ = new QLabel;
    note_->setWordWrap(true);
    note_->setObjectName("oknPlotNote");
    // Short rows -- what to vary, its range, then the note and the export -- so that the
    // page fits beside the run at presentation mode's larger text.
    // "Plot against" over its choice, not beside it: German's "Rekonfigurationsverzögerung"
    // beside its label had held the page 48 px wider than the room beside the Lesson panel.
    auto* what = new QGridLayout;
    what->addWidget(varyLabel_, 0, 0);
    what->addWidget(vary_, 1, 0);
    what->setColumnStretch(1, 1);
    auto* range = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{from_, to_, plotButton_})
        range->addWidget(w);
    range->addStretch();
    auto* outcome = new QHBoxLayout;
    outcome->addWidget(note_, 1);
    outcome->addWidget(exportButton_, 0, Qt::AlignTop);
    auto* box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
    box->addLayout(what);
    box->addLayout(range);
    box->addLayout(outcome);
    box->addWidget(plot_, 1);

    connect(plotButton_, &QPushButton::clicked, this, &OknPlots::plotSweep);
    connect(document_, &OknDocument::requestChanged, this, &OknPlots::follow);
    // Esc during a sweep: nothing left saying "Simulating..." over the old network's curves;
    // the plot waits for Plot, and does not sweep by itself again until then.
    connect(job_, &gui::BackgroundJob::cancelled, this, [this] {
        swept_.reset();
        note_->setText(tr("Cancelled: Plot sweeps again."));
        plots::Plots::drawMeasured(*plot_, QString(), QString(), {}, false, dark_, {},
                                   tr("Nothing to plot: see the note above."));
    });
    connect(exportButton_, &QPushButton::clicked, this, [this] {
        const QString path = gui::ExportPath::ask(this, tr("Export plot"), "okn.svg", gui::ExportKind::Plot);
        if (path.isEmpty()) return;
        if (auto error = plots::Plots::save(*plot_, path, 800, 560))
            QMessageBox::warning(this, tr("Cannot export plot"), *error);
    });
    retranslate();
}

QString OknPlots::vary() const {
    return vary_->currentData().toString();
}
int OknPlots::from() const {
    return from_->value();
}
int OknPlots::to() const {
    return to_->value();
}

void OknPlots::setRange(const QString& vary, int from, int to) {
    vary_->setCurrentIndex(std::max(0, vary_->findData(vary)));
    from_->setValue(from);
    to_->setValue(to);
}

void OknPlots::plotSweep() {
    const okn::OknRequest& base = document_->request();
    const auto* operation = okn::oknOperation(base.operation);
    if (!operation) return;
    if (from_->value() > to_->value()) {
        // Refused as the command line refuses it, rather than plotting the start alone.
        note_->setText(tr("The range runs from %1 to %2: its start must not be past its end.")
                           .arg(from_->value())
                           .arg(to_->value()));
        plots::Plots::drawMeasured(*plot_, QString(), QString(), {}, false, dark_, {},
                                   tr("Nothing to plot: see the note above."));
        exportButton_->setEnabled(false);
        return;
    }
    okn::OknSweepRequest sweep;
    sweep.base = {base.operation, "", base.network, std::nullopt};
    for (const auto& a : operation->algorithms)
        sweep.algorithms.push_back(a.id);
    sweep.axis = okn::oknAxis(vary_->currentData().toString().toStdString()).value_or(okn::OknAxis::Delay);
    sweep.from = std::uint64_t(from_->value());
    sweep.to = std::uint64_t(to_->value());
    swept_ = sweep.base;
    note_->setText(tr("Simulating..."));
    // The core's sweep refuses a range too large for one answer before simulating it.
    job_->start<std::variant<std::vector<okn::OknSweepSeries>, okn::OknDiagnostic>>(
        [sweep] { return okn::runOknSweep(sweep); },
        [this, sweep](std::variant<std::vector<okn::OknSweepSeries>, okn::OknDiagnostic> swept) {
            note_->clear();
            std::vector<plots::MeasuredSeries> series;
            if (auto* d = std::get_if<okn::OknDiagnostic>(&swept)) {
                // Refused for the run's own reason, which the figure says in full.
                const QString why = gui::diagnosticText(*d);
                note_->setText(document_->refused() && why == document_->summary()
                                   ? tr("Nothing to plot: the run is refused, as the figure says.")
                                   : why);
            } else {
                const auto* operation = okn::oknOperation(sweep.base.operation);
                std::vector<std::string> nowhere;
                for (const auto& s : std::get<std::vector<okn::OknSweepSeries>>(swept)) {
                    if (s.points.empty()) { // algorithms that apply somewhere; the others named
                        nowhere.push_back(s.algorithm);
                        continue;
                    }
                    plots::MeasuredSeries out{gui::registryText(operation->algorithm(s.algorithm)->name), {}};
                    for (const auto& p : s.points)
                        out.points.emplace_back(double(p.value), double(p.simulated), double(p.formula));
                    series.push_back(std::move(out));
                }
                if (series.empty()) // every value refused by every algorithm's conditions
                    note_->setText(tr("No value from %1 to %2 meets the conditions of any algorithm of this operation.")
                                       .arg(sweep.from)
                                       .arg(sweep.to));
                else if (!nowhere.empty()) // a plot of the others alone read as the one refused
                    note_->setText(notPlotted(sweep, nowhere));
            }
            // Labelled with what was swept, so a curve left from other parameters says so.
            const okn::OknNetwork& fixed = sweep.base.network;
            const QString xLabel = sweep.axis == okn::OknAxis::Delay   ? tr("reconfiguration delay")
                                   : sweep.axis == okn::OknAxis::Ports ? tr("ports k")
                                                                       : tr("nodes N");
            // Grouped as the language groups digits ("N = 4,000,000" beside the note's "2,047").
            const auto number = [](std::uint64_t n) { return QLocale().toString(qulonglong(n)); };
            const QString held = sweep.axis == okn::OknAxis::Delay
                                     ? tr("N = %1, k = %2").arg(number(fixed.nodes), number(fixed.ports))
                                 : sweep.axis == okn::OknAxis::Ports
                                     ? tr("N = %1, delay = %2").arg(number(fixed.nodes), number(fixed.delay))
                                     : tr("k = %1, delay = %2").arg(number(fixed.ports), number(fixed.delay));
            const auto* operation = okn::oknOperation(sweep.base.operation);
            const QString name = operation ? gui::registryText(operation->name) : QString();
            plots::Plots::drawMeasured(*plot_, tr("%1 on OK_N, %2").arg(name, held), xLabel, series,
                                       sweep.axis == okn::OknAxis::Nodes, dark_, {},
                                       tr("Nothing to plot: see the note above."));
            exportButton_->setEnabled(!series.empty()); // an empty plot is no figure to hand out
            // The network shown, where the sweep passes through it (its other values are the
            // sweep's fixed ones: follow() sweeps again when they change).
            const okn::OknNetwork& shown = document_->request().network;
            const std::uint64_t at = sweep.axis == okn::OknAxis::Delay   ? shown.delay
                                     : sweep.axis == okn::OknAxis::Ports ? shown.ports
                                                                         : shown.nodes;
            const QString what = sweep.axis == okn::OknAxis::Delay   ? tr("delay = %1 shown")
                                 : sweep.axis == okn::OknAxis::Ports ? tr("k = %1 shown")
                                                                     : tr("N = %1 shown");
            if (!series.empty() && at >= sweep.from && at <= sweep.to) {
                plots::markShown(*plot_, double(at), what.arg(at), dark_);
                plot_->replot();
            } else if (!series.empty()) {
                plots::markShownOutside(*plot_, tr("%1: not in this range").arg(what.arg(at)), dark_);
                plot_->replot();
            }
        },
        [this](const QString& message) {
            note_->setText(message);
            plots::Plots::drawMeasured(*plot_, QString(), QString(), {}, false, dark_, {},
                                       tr("Nothing to plot: see the note above."));
        });
}

QString OknPlots::notPlotted(const okn::OknSweepRequest& sweep, const std::vector<std::string>& algorithms) const {
    const auto* operation = okn::oknOperation(sweep.base.operation);
    QStringList lines;
    for (const std::string& id : algorithms) {
        const QString name = gui::registryText(operation->algorithm(id)->name);
        // A condition on a parameter the sweep holds fixed fails at every value: said
        // without the range.
        if (const auto why = okn::whyNoPoint(sweep, id); why && (sweep.from == sweep.to || !why->onAxis))
            lines << tr("%1 is not plotted. %2").arg(name, gui::diagnosticText(why->refusal)); // a sentence of its own
        else if (why)
            lines << tr("%1 is not plotted: no value from %2 to %3 meets its conditions. At %2: %4")
                         .arg(name)
                         .arg(sweep.from)
                         .arg(sweep.to)
                         .arg(gui::diagnosticText(why->refusal));
        else
            lines << tr("%1 is not plotted: no value from %2 to %3 meets its conditions.")
                         .arg(name)
                         .arg(sweep.from)
                         .arg(sweep.to);
    }
    return lines.join('\n');
}

bool OknPlots::followsDocument() const {
    const okn::OknRequest& r = document_->request();
    return swept_ && swept_->operation == r.operation && swept_->network.nodes == r.network.nodes &&
           swept_->network.ports == r.network.ports && swept_->network.delay == r.network.delay;
}

void OknPlots::follow() {
    const okn::OknRequest& r = document_->request();
    if (!swept_ || (swept_->operation == r.operation && swept_->network.nodes == r.network.nodes &&
                    swept_->network.ports == r.network.ports && swept_->network.delay == r.network.delay))
        return;
    // Swept again at once, as POPS's plots follow their network (the plot had waited for
    // Plot after a change, yet drew itself on opening); the sweep is bounded and runs on
    // the worker, a newer change cancelling it.
    plotSweep();
}

void OknPlots::setDark(bool dark) {
    dark_ = dark;
    plots::restyle(*plot_, dark);
}

void OknPlots::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        plotSweep();
    }
    QWidget::changeEvent(event);
}

void OknPlots::retranslate() {
    varyLabel_->setText(tr("Plot against"));
    vary_->setItemText(0, tr("reconfiguration delay"));
    vary_->setItemText(1, tr("ports k"));
    vary_->setItemText(2, tr("nodes N"));
    from_->setPrefix(tr("from "));
    to_->setPrefix(tr("to "));
    plotButton_->setText(tr("Plot"));
    exportButton_->setText(tr("Export plot..."));
}

} // namespace popslab::okn
