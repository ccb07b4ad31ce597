#include "BusSpaceTimePainter.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace popslab::render {

namespace {
constexpr double kColumn = 46, kLeft = 70, kTop = 96, kMark = 6;
} // namespace

bool BusSpaceTimePainter::drawable(const bus::BusRun& run) {
    return run.kind != bus::BusKind::Appb2d && run.processors <= kMaxDrawnProcessors &&
           std::max(run.trace.lastRead, run.program.cycleLength) <= kMaxDrawnTime;
}

BusSpaceTimePainter::BusSpaceTimePainter(bus::BusRun run, std::vector<std::uint8_t> bits)
    : run_(std::move(run)), bits_(std::move(bits)) {
    // Show the run to its last read and a slot beyond, at least one bus cycle.
    end_ = std::max(run_.trace.lastRead + run_.program.slot, std::min(run_.program.cycleLength, kMaxDrawnTime));
    rowHeight_ = std::clamp(640.0 / double(std::max<bus::Time>(end_, 1)), 2.0, 28.0);
    bounds_ = QRectF(0, 0, std::max(kLeft + kColumn * run_.processors + 30, 420.0), kTop + rowHeight_ * double(end_) + 80);
}

double BusSpaceTimePainter::x(bus::ProcessorId p) const { return kLeft + kColumn * (double(p) + 0.5); }
double BusSpaceTimePainter::y(bus::Time t) const { return kTop + rowHeight_ * double(t); }

QPointF BusSpaceTimePainter::readPoint(std::size_t k) const {
    const bus::ReadOutcome& r = run_.trace.reads[k];
    return {x(r.read.processor), y(r.time.value_or(0))};
}

std::optional<std::size_t> BusSpaceTimePainter::readAt(QPointF q) const {
    for (std::size_t k = 0; k < run_.trace.reads.size(); ++k) {
        if (!run_.trace.reads[k].time) continue;
        const QPointF d = q - readPoint(k);
        if (std::hypot(d.x(), d.y()) <= kMark + 2) return k;
    }
    return std::nullopt;
}

void BusSpaceTimePainter::paint(QPainter& p, const Palette& palette, bus::Time now) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds_, palette.background);
    const std::uint32_t n = run_.processors;
    const bus::BusProgram& prog = run_.program;
    now = std::clamp<bus::Time>(now, 0, end_);

    // Time axis: a tick every slot when there is room, else every cycle; the cycles shaded.
    p.setFont(sceneFont(p, 7));
    for (bus::Time c = 0; c * prog.cycleLength <= end_; ++c) {
        if (c % 2 == 1) {
            QColor shade = palette.faint;
            shade.setAlpha(40);
            const bus::Time to = std::min((c + 1) * prog.cycleLength, end_);
            p.fillRect(QRectF(kLeft, y(c * prog.cycleLength), kColumn * n, rowHeight_ * double(to - c * prog.cycleLength)),
                       shade);
        }
        p.setPen(palette.ink);
        p.drawText(QRectF(0, y(c * prog.cycleLength) - 8, kLeft - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
                   tr("cycle %1").arg(c + 1));
    }
    const bus::Time tick = rowHeight_ * double(prog.slot) >= 14 ? prog.slot : prog.cycleLength;
    p.setPen(QPen(palette.faint, 0.6, Qt::DotLine));
    for (bus::Time t = tick; t <= end_; t += tick) p.drawLine(QPointF(kLeft, y(t)), QPointF(kLeft + kColumn * n, y(t)));

    // Processors across the top, with their part of the operation.
    p.setFont(sceneFont(p, 9, true));
    for (bus::ProcessorId j = 0; j < n; ++j) {
        p.setPen(palette.ink);
        p.drawText(QRectF(x(j) - kColumn / 2, 4, kColumn, 18), Qt::AlignCenter, QString::number(j));
        p.setPen(QPen(palette.faint, 0.8));
        p.drawLine(QPointF(x(j), kTop), QPointF(x(j), y(end_)));
    }
    p.setFont(sceneFont(p, 7));
    for (bus::ProcessorId j = 0; j < n && j < bits_.size(); ++j) {
        p.setPen(palette.ink);
        p.drawText(QRectF(x(j) - kColumn / 2, 22, kColumn, 14), Qt::AlignCenter, QString("b=%1").arg(bits_[j]));
        if (j > 0 && bits_[j]) // its conditional delay, to its left, switched on
            p.drawText(QRectF(x(j) - kColumn, 36, kColumn, 14), Qt::AlignCenter, tr("+1 slot"));
    }
    // Open segment switches: walls light does not pass.
    for (const bus::Waveguide& w : prog.waveguides)
        for (std::size_t k = 0; k + 1 < w.taps().size(); ++k)
            if (w.openAfter(k)) {
                const double wx = (x(w.taps()[k].processor) + x(w.taps()[k + 1].processor)) / 2;
                p.setPen(QPen(palette.conflict, 3));
                p.drawLine(QPointF(wx, kTop - 12), QPointF(wx, y(end_)));
                p.setFont(sceneFont(p, 7));
                p.drawText(QRectF(wx - 30, 50, 60, 14), Qt::AlignCenter, tr("switch open"));
            }

    // Pulses up to `now`, and where each one is at `now`.
    p.save();
    p.setClipRect(QRectF(0, 0, bounds_.width(), y(now) + 0.5));
    std::vector<QPointF> heads;
    for (std::size_t k = 0; k < prog.pulses.size(); ++k) {
        const bus::Pulse& pulse = prog.pulses[k];
        const bus::Waveguide& w = prog.waveguides[pulse.waveguide];
        const std::uint32_t copies = pulse.period > 0 ? std::max(pulse.count, 1u) : 1u;
        for (std::uint32_t c = 0; c < copies; ++c) {
            const auto path = bus::pulsePath(prog, k, c);
            if (path.empty() || path.front().time > end_) continue;
            // Waveguides side by side a little apart: a message and its reference travel together.
            const double dx = w.role() == bus::WaveguideRole::Reference ? 3 : w.role() == bus::WaveguideRole::Select ? -3 : 0;
            QPainterPath line(QPointF(x(w.taps()[path.front().tap].processor) + dx, y(path.front().time)));
            for (std::size_t s = 1; s < path.size(); ++s) {
                const bus::Time hop = path[s].time - path[s - 1].time;
                const double x1 = x(w.taps()[path[s].tap].processor) + dx;
                // Travel takes tau; what a hop takes beyond is a delay loop: a vertical step.
                const bus::Time travel = std::min(hop, run_.tau);
                line.lineTo(x1, y(path[s - 1].time + travel));
                if (hop > travel) line.lineTo(x1, y(path[s].time));
            }
            p.setPen(waveguidePen(w, pulse.datum ? 1.8 : 1.2));
            p.setBrush(Qt::NoBrush);
            p.drawPath(line);
            // Its head at `now`: the last position passed.
            if (path.front().time <= now && path.back().time >= now) {
                auto after = std::find_if(path.begin(), path.end(), [&](const bus::PulsePosition& at) { return at.time >= now; });
                heads.push_back({x(w.taps()[after->tap].processor), y(now)});
            }
        }
    }
    p.restore();
    p.setPen(Qt::NoPen);
    p.setBrush(palette.ink);
    for (const QPointF& h : heads) p.drawEllipse(h, 2.5, 2.5);
    // The clock unit shown.
    p.setPen(QPen(palette.ink, 1.2, Qt::DotLine)); // not a waveguide's colour
    p.drawLine(QPointF(kLeft - 4, y(now)), QPointF(kLeft + kColumn * n + 4, y(now)));

    // Reads: done ones marked, pending ones counting down above their processor.
    p.setFont(sceneFont(p, 7));
    std::vector<QString> waits(n);
    for (std::size_t k = 0; k < run_.trace.reads.size(); ++k) {
        const bus::ReadOutcome& r = run_.trace.reads[k];
        const bus::ProcessorId j = r.read.processor;
        if (!r.time) {
            waits[j] = tr("no read");
            continue;
        }
        if (*r.time > now) {
            const bus::Time left = (*r.time - now + prog.slot - 1) / prog.slot;
            if (waits[j].isEmpty()) waits[j] = tr("wait %1").arg(left);
            continue;
        }
        const QPointF at = readPoint(k);
        const bool good = r.verdict == bus::ReadVerdict::Good;
        p.setPen(QPen(good ? palette.ink : palette.conflict, 1.6));
        p.setBrush(good ? palette.usedFill : palette.conflictFill);
        if (!good) {
            p.drawLine(at + QPointF(-kMark, -kMark), at + QPointF(kMark, kMark));
            p.drawLine(at + QPointF(-kMark, kMark), at + QPointF(kMark, -kMark));
        } else if (!r.read.at) {
            QPolygonF diamond{at + QPointF(0, -kMark), at + QPointF(kMark, 0), at + QPointF(0, kMark), at + QPointF(-kMark, 0)};
            p.drawPolygon(diamond);
        } else {
            p.drawEllipse(at, kMark * 0.8, kMark * 0.8);
        }
        if (waits[j].isEmpty()) waits[j] = r.datum ? tr("got %1").arg(*r.datum) : tr("slot %1").arg(*r.time / prog.slot);
    }
    for (bus::ProcessorId j = 0; j < n; ++j) {
        p.setPen(palette.ink);
        p.drawText(QRectF(x(j) - kColumn / 2, 66, kColumn, 14), Qt::AlignCenter, waits[j]);
    }

    // Legend: each waveguide once.
    p.setFont(sceneFont(p, 8));
    double lx = kLeft;
    const double ly = y(end_) + 24;
    std::vector<std::string> named;
    for (const bus::Waveguide& w : prog.waveguides) {
        if (std::find(named.begin(), named.end(), w.name()) != named.end() || named.size() >= 4) continue;
        named.push_back(w.name());
        const QString label = w.name() == "upper"       ? tr("upper bus")
                              : w.name() == "lower"     ? tr("lower bus")
                              : w.name() == "folded"    ? tr("folded bus")
                              : w.name() == "reference" ? tr("reference")
                              : w.name() == "select"    ? tr("select")
                                                        : tr("message");
        p.setPen(waveguidePen(w, 2));
        p.drawLine(QPointF(lx, ly), QPointF(lx + 24, ly));
        p.setPen(palette.ink);
        p.drawText(QPointF(lx + 30, ly + 4), label);
        lx += 130;
    }
    p.drawText(QRectF(8, ly + 10, bounds_.width() - 16, 36), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               tr("time downwards in clock units (tau = %1 a hop); dot: read its datum, diamond: coincidence, cross: "
                  "a faulty read")
                   .arg(run_.tau));
    p.restore();
}

} // namespace popslab::render
