#include "AggregatePainter.h"

#include "CouplerMatrixPainter.h"
#include "Label.h"
#include "Palette.h"

#include <QFontMetricsF>
#include <QLocale>
#include <set>

namespace popslab::pops {

namespace {
// The cells fill a side of 1000 units whatever g is, so the note and the axes' text keep
// one size on screen; the matrix's cells are CouplerMatrixPainter's, scaled from its
// 44 units (from its first cell's corner, past its margin) to this figure's.
constexpr double kSide = 1000, kMatrixCell = 44;
constexpr double kNote = 110, kBand = 170, kLeft = 230;
} // namespace

AggregatePainter::AggregatePainter(const pops::PopsNetwork& network, const Schedule* schedule)
    : network_(network), schedule_(schedule) {}

// Presentation mode's larger note needs more lines (on screen; exports keep 1).
double AggregatePainter::noteHeight() {
    const double text = render::screenTextScale();
    return kNote * (text > 1 ? text * 1.25 : 1.0); // a German note of five lines shrank to 13.5 px
}

double AggregatePainter::cellSize() const {
    return kSide / std::max(1u, network_.g());
}

QRectF AggregatePainter::bounds() const {
    return {0, 0, kLeft + kSide + 20, noteHeight() + kBand + kSide + 20};
}

QRectF AggregatePainter::cell(Coupler c) const {
    const double k = cellSize();
    return {kLeft + c.sourceGroup * k, noteHeight() + kBand + c.destinationGroup * k, k, k};
}

// A gap between neighbouring blocks, a tenth of a cell.
QRectF AggregatePainter::sourceBlock(GroupId j) const {
    const double k = cellSize();
    return {kLeft + j * k + k * 0.1, noteHeight() + 70, k * 0.8, kBand - 80};
}

QRectF AggregatePainter::destinationBlock(GroupId i) const {
    const double k = cellSize();
    return {100, noteHeight() + kBand + i * k + k * 0.1, kLeft - 110, k * 0.8};
}

std::pair<std::vector<std::uint32_t>, std::vector<std::uint32_t>>
AggregatePainter::groupLoad(std::optional<std::uint32_t> slot) const {
    std::vector<std::uint32_t> senders(network_.g()), receivers(network_.g());
    if (!schedule_ || !slot || *slot >= schedule_->slotCount()) return {senders, receivers};
    std::set<ProcessorId> sending, receiving;
    for (const Transmission& t : schedule_->slot(*slot)) {
        if (t.src < network_.processorCount()) sending.insert(t.src);
        for (ProcessorId y : schedule_->destinations(t))
            if (y < network_.processorCount()) receiving.insert(y);
    }
    for (ProcessorId x : sending)
        ++senders[network_.group(x)];
    for (ProcessorId y : receiving)
        ++receivers[network_.group(y)];
    return {senders, receivers};
}

void AggregatePainter::paintBlocks(QPainter& p, const PaintOptions& o) const {
    const auto [senders, receivers] = groupLoad(o.slot);
    const std::uint32_t g = network_.g(), d = network_.d();
    const double k = cellSize();
    // Every group's number where a block is wide enough for it, else every second, fourth ...
    // (POPS(64,64) numbers 0, 8, 16, ...), so the axes can always be read.
    std::uint32_t step = 1;
    while (k * step * o.pixelsPerUnit < 24 && step < g)
        step *= 2;
    for (GroupId g_ = 0; g_ < g; ++g_) {
        // A block per group, filled as far as its processors take part: bottom up for
        // the senders, left to right for the receivers.
        const QRectF s = sourceBlock(g_), r = destinationBlock(g_);
        p.setPen(QPen(o.palette.group, 0.8));
        p.setBrush(o.palette.coupler);
        p.drawRect(s);
        p.drawRect(r);
        p.setPen(Qt::NoPen);
        p.setBrush(o.palette.used);
        const double sent = double(senders[g_]) / d, got = double(receivers[g_]) / d;
        p.drawRect(QRectF(s.left(), s.bottom() - s.height() * sent, s.width(), s.height() * sent));
        p.drawRect(QRectF(r.left(), r.top(), r.width() * got, r.height()));
        render::noteObstacle(p, s);
        render::noteObstacle(p, r);
    }
    // Both axes' numbers at one size, the one both boxes take the widest at; the counts in
    // both rows of blocks likewise, a narrow source block's on two lines ("16" over "/16": on
    // one, POPS(16,16)'s read 6 px and spilled past their narrow blocks beside 11 px on the
    // left, and presenting were left out).
    const double w = k * step, h = std::min(w, 40.0);
    const QRectF top(-w / 2, 0, w, 32), side(0, 0, 46, h);
    p.setFont(render::sceneFont(p, 18));
    render::fitFontToAll(p, Qt::AlignCenter, {{top, {QString::number(g - 1)}}, {side, {QString::number(g - 1)}}});
    p.setPen(o.palette.readable(o.palette.group));
    for (GroupId g_ = 0; g_ < g; g_ += step) {
        const QRectF s = sourceBlock(g_), r = destinationBlock(g_);
        render::drawLabel(p, top.translated(s.center().x(), s.top() - 34), Qt::AlignCenter | Qt::AlignBottom,
                          QString::number(g_));
        // Clear of the block (a wide "1/1024" inside it read as "01/1024" beside the 0).
        render::drawLabel(p, side.translated(40, r.center().y() - h / 2), Qt::AlignRight | Qt::AlignVCenter,
                          QString::number(g_));
    }
    // The counts themselves where they read in their block: a few senders of 1024 fill no
    // pixel (presenting POPS(2,8), blocks of 55 px had been left without them).
    if (k * o.pixelsPerUnit < 24 || g == 0) return;
    std::vector<QString> sending, stacked, receiving;
    for (GroupId g_ = 0; g_ < g; ++g_) {
        sending.push_back(QString("%1/%2").arg(senders[g_]).arg(d));
        stacked.push_back(QString("%1\n/%2").arg(senders[g_]).arg(d));
        receiving.push_back(QString("%1/%2").arg(receivers[g_]).arg(d));
    }
    // A source block's count on one line where that reads about as large as on two ("2" over
    // "/4" had broken a fraction that fitted its block), else on two.
    const QFont start = render::sceneFont(p, std::min(18.0, k * 0.5));
    p.setFont(start);
    render::fitFontToAll(p, Qt::AlignCenter, {{sourceBlock(0), stacked}, {destinationBlock(0), receiving}});
    const double twoLines = p.font().pointSizeF();
    p.setFont(start);
    render::fitFontToAll(p, Qt::AlignCenter, {{sourceBlock(0), sending}, {destinationBlock(0), receiving}});
    if (p.font().pointSizeF() < 0.85 * twoLines) {
        sending = stacked;
        p.setFont(start);
        render::fitFontToAll(p, Qt::AlignCenter, {{sourceBlock(0), sending}, {destinationBlock(0), receiving}});
    }
    if (!render::readsInBox(p, destinationBlock(0), Qt::AlignCenter, receiving.front())) return;
    // On a plate of the background: half a block is the theme's "used" colour, on which
    // the ink would not read (light text on light blue in the dark theme).
    const auto count = [&](const QRectF& box, const QString& text) {
        QColor plate = o.palette.background;
        plate.setAlpha(215);
        p.fillRect(render::labelRect(p, box, Qt::AlignCenter, text).adjusted(-2, 0, 2, 0) & box, plate);
        p.setPen(o.palette.ink);
        render::drawLabel(p, box, Qt::AlignCenter, text);
    };
    for (GroupId g_ = 0; g_ < g; ++g_) {
        count(sourceBlock(g_), sending[g_]);
        count(destinationBlock(g_), receiving[g_]);
    }
}

void AggregatePainter::paint(QPainter& p, const PaintOptions& o) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, network_.g() <= 64);
    p.fillRect(bounds(), o.palette.background);
    const QRectF b = bounds();
    const QLocale locale;
    p.setPen(o.palette.ink);
    p.setFont(render::sceneFont(p, 20));
    // With d < g the g^2 couplers are what is too many (POPS(1,16): "16 processors, too many").
    const QString note =
        network_.d() < network_.g()
            ? tr("POPS(%1,%2): %3 couplers, too many to draw one by one here. Groups are blocks, filled as far as "
                 "their processors send (top) or receive (left) in this slot; couplers are cells. View > Draw every "
                 "processor shows the full figure.")
                  .arg(network_.d())
                  .arg(network_.g())
                  .arg(locale.toString(qulonglong(network_.couplerCount())))
            : tr("POPS(%1,%2): %3 processors, too many to draw one by one here. Groups are blocks, filled as "
                 "far as their processors send (top) or receive (left) in this slot; couplers are cells. "
                 "View > Draw every processor shows the full figure.")
                  .arg(network_.d())
                  .arg(network_.g())
                  .arg(locale.toString(qulonglong(network_.processorCount())));
    render::drawLabel(p, QRectF(10, 4, b.width() - 20, noteHeight() - 8),
                      Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, note);
    p.setPen(o.palette.readable(o.palette.group));
    p.setFont(render::sceneFont(p, 22));
    render::drawLabel(p, QRectF(kLeft, noteHeight() - 6, kSide, 40), Qt::AlignCenter,
                      tr("source group j: processors sending"));
    p.save();
    p.translate(20, noteHeight() + kBand + kSide / 2);
    p.rotate(-90);
    render::drawLabel(p, QRectF(-kSide / 2, -20, kSide, 40), Qt::AlignCenter,
                      tr("destination group i: processors receiving"));
    p.restore();
    paintBlocks(p, o);
    // The matrix's cells where this figure wants them, at its scale.
    const double scale = cellSize() / kMatrixCell;
    p.translate(kLeft, noteHeight() + kBand);
    p.scale(scale, scale);
    // The matrix's margin grows with g (its axes' text): its first cell is the origin.
    const CouplerMatrixPainter matrix(network_, schedule_);
    p.translate(-matrix.cell({0, 0}).topLeft());
    PaintOptions cells = o;
    cells.pixelsPerUnit = o.pixelsPerUnit * scale;
    matrix.paintCells(p, cells);
    p.restore();
}

} // namespace popslab::pops
