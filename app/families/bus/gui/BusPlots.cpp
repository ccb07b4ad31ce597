#include "BusPlots.h"

#include "FormInput.h"
#include "NoteLabel.h"
#include "PlotMarks.h"
#include "PlotStyle.h"
#include "Plots.h"
#include "RegistryText.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>
#include <qcustomplot.h>

namespace popslab::bus {

BusPlots::BusPlots(const BusDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), job_(new gui::BackgroundJob(this)), waits_(new QCustomPlot),
      cycles_(new QCustomPlot), exported_(waits_) {
    for (QCustomPlot* plot : {waits_, cycles_}) {
        plot->setMinimumSize(300, 200); // not the width of its title
        plot->installEventFilter(this);
    }
    waits_->setObjectName("busReads");
    cycles_->setObjectName("busCycles");
    upTo_ = new QSpinBox;
    upTo_->setRange(2, 512);
    upTo_->setValue(64);
    upTo_->setObjectName("busSweepTo");
    upToLabel_ = new QLabel;
    note_ = new gui::NoteLabel;
    note_->setWordWrap(true); // on two lines where the panels leave the page narrow (German ran 85 px over)
    auto* row = new QHBoxLayout;
    row->addWidget(upToLabel_);
    row->addWidget(upTo_);
    row->addWidget(note_, 1);
    auto* column = new QVBoxLayout(this);
    column->addWidget(waits_, 1);
    column->addLayout(row);
    column->addWidget(cycles_, 1);
    connect(document_, &BusDocument::changed, this, [this] {
        drawWaits();
        sweep();
    });
    gui::applyOnEnterOrPause({upTo_});
    connect(upTo_, &QSpinBox::valueChanged, this, &BusPlots::sweep);
    changeEvent(nullptr);
}

bool BusPlots::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Enter) exported_ = watched == cycles_ ? cycles_ : waits_;
    return QWidget::eventFilter(watched, event);
}

void BusPlots::drawWaits() {
    const auto& run = document_->run();
    if (!run || document_->refusal() || document_->inputError()) {
        plots::Plots::drawBars(*waits_, tr("No run"), {}, {}, {}, dark_);
        return;
    }
    // One bar a processor: its wait (the permutations), how many messages it reads one
    // behind the other (the pipelined bus), else the time t of its earliest read, as the
    // details and the time bar say it. A slot counted from 1 across cycles read 6 where the
    // details said "t = 5 (cycle 2, slot 2)", and 2 where the LARPBS's said "t = 1: sum 1".
    const std::uint32_t n = run->processors;
    std::vector<double> value(n, 0);
    std::vector<bool> seen(n, false);
    const bool pipeline = run->kind == bus::BusKind::Pipeline;
    const bool permutation = run->kind == bus::BusKind::Appb || run->kind == bus::BusKind::Folded;
    for (const bus::ReadOutcome& r : run->trace.reads) {
        if (!r.time) continue;
        const double when = permutation ? double(*r.time / run->program.slot) : double(*r.time);
        double& v = value[r.read.processor];
        if (pipeline)
            v += 1;
        else if (!seen[r.read.processor] || when < v)
            v = when;
        seen[r.read.processor] = true;
    }
    const QString what = permutation                         ? tr("wait(j): slots until processor j reads its datum")
                         : pipeline                          ? tr("Messages processor j reads in one bus cycle")
                         : run->kind == bus::BusKind::Larpbs ? tr("When reference and select coincide")
                                                             : tr("When each processor reads");
    const QString across =
        run->kind == bus::BusKind::Appb2d ? tr("processor j (row \u00b7 columns + column)") : tr("processor j");
    plots::Plots::drawBars(*waits_, what, across,
                           pipeline      ? tr("messages")
                           : permutation ? tr("slots")
                                         : tr("time t (clock units)"),
                           {{tr("simulated"), value}}, dark_);
    // A processor that reads nothing is said so, not left as a bar of height 0: the writer
    // of a broadcast, those a one-way bus never reaches (0 to 2 read as "at t = 0").
    std::vector<std::pair<double, QString>> missing;
    for (std::uint32_t j = 0; j < n && n <= 64; ++j)
        if (!seen[j]) missing.push_back({double(j), run->writesWhatIsRead(j) ? tr("writes") : tr("no read")});
    plots::markMissingBars(*waits_, missing, dark_);
}

void BusPlots::sweep() {
    const auto& run = document_->run();
    // The 2D broadcast's cycles do not grow with anything: its note says so, with no empty
    // axes under it and no sweep to set.
    const bool flat = run && run->kind == bus::BusKind::Appb2d;
    cycles_->setVisible(!flat);
    upTo_->setEnabled(!flat);
    if (flat && exported_ == cycles_) exported_ = waits_;
    if (!run || flat) {
        job_->cancel(); // a sweep for the kind before would deliver over the note
        note_->say(
            flat ? std::function<QString()>([] { return tr("the 2D broadcast takes two cycles whatever the grid"); })
                 : std::function<QString()>());
        rows_.clear();
        drawCycles();
        return;
    }
    const bus::BusKind kind = run->kind;
    const auto to = std::uint32_t(upTo_->value());
    const bus::Time tau = run->tau;
    note_->say([to] { return tr("simulating %1 buses...").arg(to); });
    job_->start<std::variant<std::vector<bus::BusSweepRow>, Diagnostic>>(
        // From n = 2 (a bus of one moves nothing): the cycles are then all positive, and the
        // electronic bus's 2 to 64 put the optical bus's 1 or 2 on a log axis, off its floor.
        [kind, to, tau] { return bus::sweepBusCycles(kind, 2, to, 1, tau); },
        [this, kind](std::variant<std::vector<bus::BusSweepRow>, Diagnostic> result) {
            if (auto* d = std::get_if<Diagnostic>(&result)) {
                note_->say([d = *d] { return gui::diagnosticText(d); });
                rows_.clear();
            } else {
                rows_ = std::move(std::get<std::vector<bus::BusSweepRow>>(result));
                sweptKind_ = kind;
            }
            drawCycles();
        },
        [this](const QString& message) { note_->say([message] { return message; }); });
}

void BusPlots::drawCycles() {
    if (rows_.empty()) {
        plots::Plots::drawBars(*cycles_, note_->text(), tr("processors n"), tr("bus cycles"), {}, dark_);
        return;
    }
    // Circles where the paper gives a count: one bus cycle on the optical bus (at most two
    // for the prefix sum, swept with every bit 1: two), n on an electronic bus for a
    // permutation or n messages; nowhere else (NaN leaves the circle out).
    const double none = std::numeric_limits<double>::quiet_NaN();
    const bool nMessages =
        sweptKind_ == bus::BusKind::Appb || sweptKind_ == bus::BusKind::Folded || sweptKind_ == bus::BusKind::Pipeline;
    plots::MeasuredSeries optical{tr("optical bus, simulated"), {}};
    plots::MeasuredSeries electronic{tr("electronic bus, one datum a cycle"), {}};
    for (const bus::BusSweepRow& r : rows_) {
        optical.points.push_back(
            {double(r.processors), double(r.cycles), sweptKind_ == bus::BusKind::Larpbs ? 2.0 : 1.0});
        electronic.points.push_back(
            {double(r.processors), double(r.electronicCycles), nMessages ? double(r.processors) : none});
    }
    const QString swept = sweptKind_ == bus::BusKind::Appb || sweptKind_ == bus::BusKind::Folded
                              ? tr("swept with p = shift:1")
                          : sweptKind_ == bus::BusKind::Larpbs   ? tr("swept with every bit 1")
                          : sweptKind_ == bus::BusKind::Pipeline ? tr("swept with every processor writing")
                                                                 : tr("swept with writer 0");
    note_->say([swept] { return tr("every n simulated, every read checked; %1").arg(swept); });
    plots::Plots::drawMeasured(*cycles_, tr("Bus cycles against n"), tr("processors n"), {optical, electronic}, false,
                               dark_, tr("bus cycles"));
    // The network shown, where the sweep passes through it: the line's value is the sweep's
    // input, and the network's own -- its bits and open switches, its p -- may differ (a
    // LARPBS with switches open took 1 cycle where the line said 2): its own values are
    // diamonds of their own, from its simulated run.
    const std::uint32_t shown = document_->answered().processors;
    const auto& run = document_->run();
    if (!run) return;
    if (std::any_of(rows_.begin(), rows_.end(), [shown](const bus::BusSweepRow& r) { return r.processors == shown; })) {
        plots::markShown(*cycles_, shown, tr("n = %1 shown; the lines %2").arg(shown).arg(swept), dark_);
        plots::markShownValues(*cycles_, shown, {double(run->trace.cycles), double(run->electronicCycles)},
                               tr("the network shown, its own input (optical, electronic)"), dark_);
    } else {
        plots::markShownOutside(*cycles_, tr("n = %L1 shown: not in this sweep").arg(shown), dark_);
    }
    cycles_->replot();
}

void BusPlots::setDark(bool dark) {
    dark_ = dark;
    drawWaits();
    drawCycles();
}

std::optional<QString> BusPlots::exportPlot(const QString& path) {
    return plots::Plots::save(*exported_, path, exported_->width(), exported_->height());
}

void BusPlots::changeEvent(QEvent* event) {
    if (!event || event->type() == QEvent::LanguageChange) {
        upToLabel_->setText(tr("cycles against n up to"));
        drawWaits();
        drawCycles();
    }
    if (event) QWidget::changeEvent(event);
}

} // namespace popslab::bus
