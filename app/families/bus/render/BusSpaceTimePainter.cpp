#include "BusSpaceTimePainter.h"

#include "Label.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <set>

namespace popslab::bus {

namespace {
// The diagram's top, below the rows above it (presenting, at 96 the row of reads ran into
// "cycle 1"); the row of reads is one line at most 24 high from 68 under bits or switches,
// else it begins under the processors' numbers and may wrap down to kTop - 8.
constexpr double kTop = 104, kReadsRow = 68, kReadsRowHeight = 24, kMark = 6;
} // namespace

bool BusSpaceTimePainter::drawable(const bus::BusRun& run) {
    return run.kind != bus::BusKind::Appb2d && run.processors <= kMaxDrawnProcessors &&
           std::max(run.trace.lastRead, run.program.cycleLength) <= kMaxDrawnTime;
}

BusSpaceTimePainter::BusSpaceTimePainter(bus::BusRun run, std::vector<std::uint8_t> bits)
    : run_(std::move(run)), bits_(std::move(bits)) {
    // Show the run to its last read and a slot beyond, at least one bus cycle.
    end_ = std::max(run_.trace.lastRead + run_.program.slot, std::min(run_.program.cycleLength, kMaxDrawnTime));
    rowHeight_ = std::clamp(420.0 / double(std::max<bus::Time>(end_, 1)), 2.0, 28.0);
    // Beyond 16 processors the columns narrow (64 at 46 units made a strip with 3 px text):
    // numbers then name every few processors, the waits go to the details, and the legend
    // and caption grow with the figure.
    column_ = run_.processors <= 16 ? 46 : std::max(14.0, 46.0 * 16 / run_.processors);
    textGrow_ = std::max(1.0, (70 + column_ * run_.processors + 30) / 760);
    left_ = 70 * textGrow_; // the time axis's names
    const double width = std::max(left_ + column_ * run_.processors + 30, 460.0);
    bounds_ = QRectF(0, 0, width, kTop + rowHeight_ * double(end_) + 100 * textGrow_);
    screenScale_ = std::max(1.0, render::screenTextScale());
    legendPlain_ = layoutLegend(1);
    legendScreen_ = screenScale_ > 1 ? layoutLegend(screenScale_) : legendPlain_;
}

// The legend and caption's band grows with the text (their boxes with it): on a projector
// "upper segment (writes)" shrank to 10 px in a box made for normal text.
QRectF BusSpaceTimePainter::boundsForText(double textScale) const {
    return bounds_.adjusted(-timeRoom(textScale), 0, 0,
                            100 * textGrow_ * (std::max(1.0, textScale) - 1) + legendHeight(textScale));
}

// Room left of the time axis for its names as the text grows (presenting, German's
// "Zyklus 1" read 13 px in the 64 units it had).
double BusSpaceTimePainter::timeRoom(double textScale) const {
    return left_ * (std::max(1.0, textScale) - 1);
}

double BusSpaceTimePainter::x(bus::ProcessorId p) const {
    return left_ + column_ * (double(p) + 0.5);
}
double BusSpaceTimePainter::y(bus::Time t) const {
    return kTop + rowHeight_ * double(t);
}

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

void BusSpaceTimePainter::paint(QPainter& p, const render::Palette& palette, bus::Time now) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(boundsForText(render::deviceTextScale(p)), palette.background);
    now = std::clamp<bus::Time>(now, 0, end_);
    paintAxes(p, palette);
    paintHeader(p, palette);
    paintPulses(p, palette, now);
    paintReads(p, palette, now);
    paintLegend(p, palette);
    p.restore();
}

bool BusSpaceTimePainter::hasOpenSwitch() const {
    for (const bus::Waveguide& w : run_.program.waveguides)
        for (std::size_t k = 0; k + 1 < w.taps().size(); ++k)
            if (w.openAfter(k)) return true;
    return false;
}

// A folded bus's lower, reading segment: vermilion, as the message waveguide's reads.
QPen BusSpaceTimePainter::lowerSegmentPen() {
    return waveguidePen(bus::Waveguide("lower", bus::WaveguideRole::Message, {{0, bus::Segment::Lower}}, {}), 1.8);
}

void BusSpaceTimePainter::paintAxes(QPainter& p, const render::Palette& palette) const {
    const std::uint32_t n = run_.processors;
    const bus::BusProgram& prog = run_.program;
    // Time axis: a tick every slot when there is room, else every cycle; the cycles shaded.
    // 8 pt: at 7 a bus of 64 fitted to the window read its times at 8 px.
    p.setFont(render::sceneFont(p, 8 * textGrow_));
    const double room = timeRoom(render::deviceTextScale(p));
    // Every cycle's and tick's name at one size: the first cycle's, which keeps below the row
    // of reads' name where that row stands low, under bits or switches (presenting 16
    // processors in Chinese, "周期 1" ran into "读取："). A bus of 64 presenting on 1920 x
    // 1080 had "cycle 1" at 15 px above "t = 20" at 32 px.
    const double grow = std::max(1.0, render::deviceTextScale(p));
    const double labelH =
        std::min(16 * textGrow_ * grow, 2 * (kTop - readsRowTop(grow) - readsRowLine(grow))); // cycles lie far apart
    for (bus::Time c = 0; c * prog.cycleLength <= end_; ++c) {
        if (c % 2 == 1) {
            QColor shade = palette.faint;
            shade.setAlpha(40);
            const bus::Time to = std::min((c + 1) * prog.cycleLength, end_);
            p.fillRect(
                QRectF(left_, y(c * prog.cycleLength), column_ * n, rowHeight_ * double(to - c * prog.cycleLength)),
                shade);
        }
        p.setPen(palette.ink);
        render::drawLabel(p, QRectF(-room, y(c * prog.cycleLength) - labelH / 2, room + left_ - 6, labelH),
                          Qt::AlignRight | Qt::AlignVCenter, tr("cycle %1").arg(c + 1));
    }
    // A tick every slot where the rows have room for its name, else every 2, 5, 10, 20, ...
    // slots (a bus of 64 had only its cycles named), its name where no cycle's is, a third of
    // a name apart (edge to edge, "t = 20" to "t = 50" had read as one column of text).
    bus::Time multiple = 1; // 1, 2, 5, 10, 20, 50, ...
    for (int k = 0; rowHeight_ * double(prog.slot * multiple) < labelH * 1.3 && prog.slot * multiple < end_; ++k)
        multiple = k % 3 == 1 ? multiple * 5 / 2 : multiple * 2;
    const bus::Time tick = prog.slot * multiple;
    for (bus::Time t = tick; t <= end_; t += tick) {
        p.setPen(QPen(palette.faint, 0.6, Qt::DotLine));
        p.drawLine(QPointF(left_, y(t)), QPointF(left_ + column_ * n, y(t)));
        const bus::Time fromCycle = std::min(t % prog.cycleLength, prog.cycleLength - t % prog.cycleLength);
        if (rowHeight_ * double(fromCycle) < labelH * 1.15) continue; // the cycle's name is there
        p.setPen(palette.ink);
        render::drawLabel(p, QRectF(-room, y(t) - labelH / 2, room + left_ - 6, labelH),
                          Qt::AlignRight | Qt::AlignVCenter, QString("t = %1").arg(t));
    }
}

// Where no bits and no switch stand under the processors' numbers, the row of reads begins
// right below them, so a long read list has three lines down to the diagram: presenting, the
// pipelined bus's "got 2,1; wait 1" did not read in two and was left out.
double BusSpaceTimePainter::readsRowTop(double grow) const {
    return bits_.empty() && !hasOpenSwitch() ? 8 + std::min(18 * grow, 30.0) : kReadsRow;
}

double BusSpaceTimePainter::readsRowLine(double grow) {
    return std::min(14 * grow, kReadsRowHeight);
}

void BusSpaceTimePainter::paintHeader(QPainter& p, const render::Palette& palette) const {
    const std::uint32_t n = run_.processors;
    const bus::BusProgram& prog = run_.program;
    // Processors across the top, with their part of the operation.
    p.setFont(render::sceneFont(p, 9 * textGrow_, true));
    // A number every few columns where the widest would not fit its own (beyond 16 processors,
    // or presenting); taller where no bits row is below, as the text grows (presentation mode:
    // 16's numbers read 12 px at their normal height). Measured: a fixed 30 units a number
    // named only processor 1 of 2 while presenting.
    const double grow = std::max(1.0, render::deviceTextScale(p));
    const double numberH = bits_.empty() ? std::min(18 * grow, 30.0) : 18;
    const double widest = render::labelRect(p, QRectF(0, 0, 1e4, numberH), Qt::AlignCenter, QString::number(n - 1))
                              .width(); // at the size drawLabel gives it in its row
    const std::uint32_t every = std::max(1u, std::uint32_t(std::ceil((widest * 1.3 + 2 * grow) / column_)));
    for (bus::ProcessorId j = 0; j < n; ++j) {
        p.setPen(palette.ink);
        if (j + 1 == n || (j % every == 0 && n - 1 - j >= every)) // the last named, clear of the one before
            render::drawLabel(p, QRectF(x(j) - column_ * every / 2.0, 4, column_ * every, numberH), Qt::AlignCenter,
                              QString::number(j));
        p.setPen(QPen(palette.faint, 0.8));
        p.drawLine(QPointF(x(j), kTop), QPointF(x(j), y(end_)));
    }
    const bool wide = column_ >= 30;
    // Taller on a projector, the "+1 slot" row under them giving way (it is left out where it
    // would not read): presenting 16 processors, the bits read 12.3 px in 16 units.
    const double bitsH = std::min(16 * grow, 20.0);
    for (bus::ProcessorId j = 0; j < n && j < bits_.size(); ++j) {
        p.setFont(render::sceneFont(p, 8.5)); // 7 read 7.7 px on 16 processors in a narrowed pane
        p.setPen(palette.ink);
        // 16 units tall: presenting, "b=0" in 14 read 13.6 px. The bare bit where "b=0" would
        // not read (16 processors in German: 7.7 px in the window, 12.3 presenting).
        const QRectF bitBox(x(j) - column_ / 2, 22, column_, bitsH);
        const QString named = QString("b=%1").arg(bits_[j]);
        render::drawLabel(p, bitBox, Qt::AlignCenter,
                          wide && render::readsInBox(p, bitBox, Qt::AlignCenter, named) ? named
                                                                                        : QString::number(bits_[j]));
        if (wide && j > 0 && bits_[j]) { // its conditional delay, to its left, switched on
            // "+1" where the words would not read (German's "+1 Zeitschlitz" was 7 px).
            // A gap to the next: at 16 processors presenting, three read "+1 slot+1 slot+1 slot".
            p.setFont(render::sceneFont(p, 7));
            const QRectF box(x(j) - column_ * 0.92, 22 + bitsH, column_ * 0.84, 30 - bitsH);
            const QString words = tr("+1 slot");
            render::drawReadableLabel(p, box, Qt::AlignCenter,
                                      render::readsInBox(p, box, Qt::AlignCenter, words) ? words : QString("+1"));
        }
    }
    // Open segment switches: walls light does not pass. Both buses open at the same place
    // share one wall and one label.
    std::set<double> walls;
    for (const bus::Waveguide& w : prog.waveguides)
        for (std::size_t k = 0; k + 1 < w.taps().size(); ++k)
            if (w.openAfter(k)) walls.insert((x(w.taps()[k].processor) + x(w.taps()[k + 1].processor)) / 2);
    for (const double wx : walls) {
        p.setPen(QPen(palette.conflict, 3));
        p.drawLine(QPointF(wx, kTop - 12), QPointF(wx, y(end_)));
        p.setFont(render::sceneFont(p, 7));
        // 15.5 units: presenting, "开关断开" in 14 read 13.7 px.
        render::drawLabel(p, QRectF(wx - 50, 52, 100, 15.5), Qt::AlignCenter, tr("switch open"));
    }
}

void BusSpaceTimePainter::paintPulses(QPainter& p, const render::Palette& palette, bus::Time now) const {
    const std::uint32_t n = run_.processors;
    const bus::BusProgram& prog = run_.program;
    // Pulses up to `now`, and where each one is at `now`.
    p.save();
    p.setClipRect(QRectF(0, 0, bounds_.width(), y(now) + 0.5));
    std::vector<QPointF> heads;
    const QPen lowerPen = lowerSegmentPen();
    for (std::size_t k = 0; k < prog.pulses.size(); ++k) {
        const bus::Pulse& pulse = prog.pulses[k];
        const bus::Waveguide& w = prog.waveguides[pulse.waveguide];
        const std::uint32_t copies = pulse.period > 0 ? std::max(pulse.count, 1u) : 1u;
        for (std::uint32_t c = 0; c < copies; ++c) {
            const auto path = bus::pulsePath(prog, k, c);
            if (path.empty() || path.front().time > end_) continue;
            // Waveguides side by side a little apart: a message and its reference travel together.
            const double dx = w.role() == bus::WaveguideRole::Reference ? 3
                              : w.role() == bus::WaveguideRole::Select  ? -3
                                                                        : 0;
            // Each hop: diagonal while it travels (tau), a vertical step for what a delay
            // loop adds; coloured by the segment it reaches (a folded bus turns vermilion
            // on its lower, reading segment).
            for (std::size_t s = 1; s < path.size(); ++s) {
                const bus::Time hop = path[s].time - path[s - 1].time;
                const double x0 = x(w.taps()[path[s - 1].tap].processor) + dx,
                             x1 = x(w.taps()[path[s].tap].processor) + dx;
                const bus::Time travel = std::min(hop, run_.tau);
                const bool onLower = w.taps()[path[s].tap].segment == bus::Segment::Lower;
                p.setPen(onLower ? lowerPen : waveguidePen(w, pulse.datum ? 1.8 : 1.2));
                p.drawLine(QPointF(x0, y(path[s - 1].time)), QPointF(x1, y(path[s - 1].time + travel)));
                if (hop > travel) p.drawLine(QPointF(x1, y(path[s - 1].time + travel)), QPointF(x1, y(path[s].time)));
                // Where the pulse is at `now`, if this hop holds it then.
                if (path[s - 1].time <= now && now < path[s].time) {
                    const double f = travel > 0 ? std::min(1.0, double(now - path[s - 1].time) / double(travel)) : 1.0;
                    heads.push_back({x0 + (x1 - x0) * f, y(now)});
                }
            }
            if (path.size() == 1 && path[0].time == now)
                heads.push_back({x(w.taps()[path[0].tap].processor) + dx, y(now)});
        }
    }
    p.restore();
    p.setPen(Qt::NoPen);
    p.setBrush(palette.ink);
    for (const QPointF& h : heads)
        p.drawEllipse(h, 2.5, 2.5);
    // The clock unit shown.
    p.setPen(QPen(palette.ink, 1.2, Qt::DotLine)); // not a waveguide's colour
    p.drawLine(QPointF(left_ - 4, y(now)), QPointF(left_ + column_ * n + 4, y(now)));
}

void BusSpaceTimePainter::paintReads(QPainter& p, const render::Palette& palette, bus::Time now) const {
    const std::uint32_t n = run_.processors;
    const bus::BusProgram& prog = run_.program;
    // Reads: done ones marked, pending ones counting down above their processor.
    p.setFont(render::sceneFont(p, 7));
    std::vector<QString> waits(n);
    std::vector<bus::Time> nextRead(n, -1);
    std::vector<std::vector<std::pair<bus::Time, std::int64_t>>> got(n);
    for (std::size_t k = 0; k < run_.trace.reads.size(); ++k) {
        const bus::ReadOutcome& r = run_.trace.reads[k];
        const bus::ProcessorId j = r.read.processor;
        if (!r.time) {
            waits[j] = tr("no read");
            continue;
        }
        if (*r.time > now) { // pending: the earliest of them counts down
            if (nextRead[j] < 0 || *r.time < nextRead[j]) nextRead[j] = *r.time;
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
            QPolygonF diamond{at + QPointF(0, -kMark), at + QPointF(kMark, 0), at + QPointF(0, kMark),
                              at + QPointF(-kMark, 0)};
            p.drawPolygon(diamond);
        } else {
            p.drawEllipse(at, kMark * 0.8, kMark * 0.8);
        }
        if (!r.datum) {
            if (waits[j].isEmpty()) waits[j] = tr("t = %1").arg(*r.time); // the time, as the time bar says it
        } else {
            got[j].push_back({*r.time, *r.datum});
        }
    }
    // Above each processor: its wait to the next read, else what it has read so far, in
    // the order it read it (section 2.1's example reads three messages at one processor).
    // A processor that has read some and waits for more says both (section 2.1's pipelined
    // bus: "wait 1" stood over processors that had read twice already).
    for (bus::ProcessorId j = 0; j < n; ++j) {
        QStringList data;
        std::sort(got[j].begin(), got[j].end());
        for (const auto& [t, datum] : got[j])
            data << QString::number(datum);
        if (nextRead[j] >= 0) {
            const bus::Time wait = (nextRead[j] - now + prog.slot - 1) / prog.slot;
            waits[j] = data.isEmpty() ? tr("wait %1").arg(wait) : tr("got %1; wait %2").arg(data.join(",")).arg(wait);
        } else if (waits[j].isEmpty() && !data.isEmpty()) {
            waits[j] = tr("got %1").arg(data.join(","));
        }
    }
    // A processor the run never has read says so, the writer that it writes: over the
    // coincident pulses' writer and the processors left of it the row stood empty.
    std::vector<bool> reads(n, false);
    for (const bus::Read& r : prog.reads)
        if (r.processor < n) reads[r.processor] = true;
    for (bus::ProcessorId j = 0; j < n; ++j)
        if (!reads[j] && waits[j].isEmpty()) waits[j] = run_.writesWhatIsRead(j) ? tr("writes") : tr("no read");
    if (column_ < 30) return; // no room: the details list each read's time
    p.setFont(render::sceneFont(p, 7.5));
    const double grow = std::max(1.0, render::deviceTextScale(p)), rowH = readsRowLine(grow);
    const double top = readsRowTop(grow);
    // The row's name left of it, over the time axis's names: "t = 1 t = 2 t = 4 ..." above
    // the columns read as one run of text, not as each processor's read.
    p.setPen(palette.ink);
    // (Both at the row's top: presenting, the row is taller than its text, and centred the
    // name ran into "cycle 1" below it.)
    render::drawReadableLabel(p, QRectF(4, top, left_ - 12, rowH), Qt::AlignRight | Qt::AlignTop, tr("reads:"));
    for (bus::ProcessorId j = 0; j < n; ++j) {
        p.setPen(palette.ink);
        // In its own column: a longer word (German) is made smaller, never run into the next,
        // and left to the details where it would no longer read. Taller on a projector, down
        // to the diagram's top ("收到 7" was 13 px). A sixth of the column stays clear between
        // two (presenting, "got 7 got 0 got 1 ..." filled their columns and read as one line).
        // A read list too long for its column takes two lines down to the diagram's top where
        // they read larger ("got 2,1; wait 1" was 7 px beside "got 2,1,0" at 13).
        const QRectF line(x(j) - column_ * 0.42, top, column_ * 0.84, rowH);
        const QRectF lines(line.left(), top, line.width(), std::max(rowH, kTop - top - 8));
        const int one = Qt::AlignHCenter | Qt::AlignTop, two = one | Qt::TextWordWrap;
        const bool wrap =
            render::fittedLineHeight(p, lines, two, waits[j]) > render::fittedLineHeight(p, line, one, waits[j]) + 0.5;
        render::drawReadableLabel(p, wrap ? lines : line, wrap ? two : one, waits[j]);
    }
}

// Each waveguide once, its meaning right of its line and as wide as it needs (German's
// "oberes Segment (schreiben)" was squeezed to 7 px in a fixed box). A row begins under the
// columns; an entry that would run past the figure's right edge moves its row left, as far
// as the time axis's room (`leftmost`), before it begins a new row: presenting, two entries
// took two rows and shrank the diagram.
std::vector<BusSpaceTimePainter::LegendEntry> BusSpaceTimePainter::legend(const QFontMetricsF& metrics, double g,
                                                                          double leftmost) const {
    std::vector<LegendEntry> entries;
    std::vector<std::string> named;
    for (const bus::Waveguide& w : run_.program.waveguides) {
        if (std::find(named.begin(), named.end(), w.name()) != named.end() || named.size() >= 4) continue;
        named.push_back(w.name());
        const QString label = w.name() == "upper"       ? tr("upper bus")
                              : w.name() == "lower"     ? tr("lower bus")
                              : w.name() == "folded"    ? tr("upper segment (writes)")
                              : w.name() == "reference" ? tr("reference")
                              : w.name() == "select"    ? tr("select")
                                                        : tr("message");
        entries.push_back({waveguidePen(w, 2), label, {}});
        if (w.name() == "folded") // the same waveguide, back along the lower segment
            entries.push_back({lowerSegmentPen(), tr("lower segment (reads)"), {}});
    }
    const double right = bounds_.width() - 8;
    QPointF at(left_, 0);
    std::size_t rowStart = 0;
    for (std::size_t k = 0; k < entries.size(); ++k) {
        LegendEntry& e = entries[k];
        const double text = metrics.horizontalAdvance(e.text) + 4;
        const double over = at.x() + 30 * g + text - right;
        if (over > 0 && k > rowStart && entries[rowStart].at.x() - over >= leftmost) {
            for (std::size_t j = rowStart; j < k; ++j)
                entries[j].at.rx() -= over;
            at.rx() -= over;
        } else if (over > 0 && k > rowStart) {
            at = QPointF(left_, at.y() + 22 * g);
            rowStart = k;
        }
        if (k == rowStart) at.rx() = std::max(leftmost, std::min(left_, right - 30 * g - text)); // a row's first
        e.at = at;
        at.rx() += 34 * g + std::max(116 * g, text);
    }
    return entries;
}

// The legend laid out for text `textScale` times larger, measured at 96 dpi as sceneFont
// measures on every device.
std::vector<BusSpaceTimePainter::LegendEntry> BusSpaceTimePainter::layoutLegend(double textScale) const {
    QImage probe(1, 1, QImage::Format_ARGB32);
    QPainter q(&probe);
    const double scale = std::max(1.0, textScale);
    const QFont font = render::sceneFont(q, 8 * textGrow_ * scale);
    return legend(QFontMetricsF(font, &probe), textGrow_ * scale, 8 - timeRoom(scale));
}

// The layout kept for the file's and the screen's text (the window asks for the bounds on
// every move of the mouse), else laid out now.
std::vector<BusSpaceTimePainter::LegendEntry> BusSpaceTimePainter::legendFor(double textScale) const {
    const double scale = std::max(1.0, textScale);
    if (scale == 1.0) return legendPlain_;
    if (scale == screenScale_) return legendScreen_;
    return layoutLegend(scale);
}

// How far the legend's rows below its first reach, in scene units, as the text grows.
double BusSpaceTimePainter::legendHeight(double textScale) const {
    const auto entries = legendFor(textScale);
    return entries.empty() ? 0 : entries.back().at.y();
}

void BusSpaceTimePainter::paintLegend(QPainter& p, const render::Palette& palette) const {
    const double g = textGrow_ * std::max(1.0, render::deviceTextScale(p)); // boxes as the text grows
    const double room = timeRoom(render::deviceTextScale(p)); // the caption spans the time axis's room too
    p.setFont(render::sceneFont(p, 8 * textGrow_));
    const double top = y(end_) + 24 * g;
    double ly = top;
    // As the bounds laid it out (a PDF's unhinted advances would wrap it elsewhere).
    for (const LegendEntry& e : legendFor(render::deviceTextScale(p))) {
        ly = top + e.at.y();
        p.setPen(e.pen);
        p.drawLine(QPointF(e.at.x(), ly), QPointF(e.at.x() + 24 * g, ly));
        p.setPen(palette.ink);
        const double wide = QFontMetricsF(p.font(), p.device()).horizontalAdvance(e.text) + 4;
        render::drawLabel(p, QRectF(e.at.x() + 30 * g, ly - 9 * g, wide, 18 * g), Qt::AlignLeft | Qt::AlignVCenter,
                          e.text);
    }
    QString caption =
        tr("time t downwards in clock units (\u03c4 = %1 a hop); dot: a read that found its datum, diamond: a "
           "coincidence, cross: a faulty read; small dots: where each pulse is at the time shown")
            .arg(run_.tau);
    // Processor 0's b = 1 has no "+1 slot" mark: the delays stand on the segments between
    // processors, and none lies left of processor 0 (a walker counted five marks for six 1s).
    if (column_ >= 30 && !bits_.empty() && bits_[0] != 0)
        caption += tr("; +1 slot: the delay a b = 1 switches on, left of its processor (none left of processor 0)");
    render::drawCaption(p, QRectF(8 - room, ly + 10 * g, bounds_.width() - 16 + room, 60 * g),
                        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
}

} // namespace popslab::bus
