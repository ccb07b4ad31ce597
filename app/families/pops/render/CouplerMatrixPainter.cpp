#include "CouplerMatrixPainter.h"

#include "Label.h"

#include <algorithm>
#include <map>

namespace popslab::pops {

namespace {
constexpr double kCell = 44, kMargin = 70;
}

// The axes' titles and numbers grow with a large matrix, which is fitted to its pane as a
// whole: at g = 32 they read 4-5 px. Past 600 units of cells, the margin and text grow in
// proportion, so they keep about the size they have at g = 14.
double CouplerMatrixPainter::grow() const {
    return std::max(1.0, double(network_.g()) * kCell / 600);
}

double CouplerMatrixPainter::margin() const {
    return kMargin * grow();
}

CouplerMatrixPainter::CouplerMatrixPainter(const pops::PopsNetwork& network, const Schedule* schedule)
    : network_(network), schedule_(schedule) {}

QRectF CouplerMatrixPainter::bounds() const {
    // At least 200 units of cells' room, so the axis labels and a figure's title fit when g is small.
    const double side = std::max(double(network_.g()) * kCell, 200.0);
    return {0, 0, margin() + side + 20, margin() + side + 20};
}

QRectF CouplerMatrixPainter::cell(Coupler c) const {
    return {margin() + c.sourceGroup * kCell, margin() + c.destinationGroup * kCell, kCell, kCell};
}

void CouplerMatrixPainter::paint(QPainter& p, const PaintOptions& o) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, network_.g() <= 64);
    p.fillRect(bounds(), o.palette.background);
    const std::uint32_t g = network_.g();
    const double k = grow(), m = margin();
    p.setFont(render::sceneFont(p, 9 * k));
    p.setPen(o.palette.group);
    // Axis labels centred on the cells, in boxes wide enough for the text when g is small.
    const double side = double(g) * kCell, label = std::max(side, 200.0); // g is unsigned: never negate it directly
    render::drawLabel(p, QRectF(m + side / 2 - label / 2, 4 * k, label, 20 * k), Qt::AlignCenter, tr("source group j"));
    p.save();
    p.translate(14 * k, m + side / 2);
    p.rotate(-90);
    render::drawLabel(p, QRectF(-label / 2, -10 * k, label, 20 * k), Qt::AlignCenter, tr("destination group i"));
    p.restore();
    // The groups' numbers, every `step`-th where each has room for the widest with a gap (at
    // g = 64 the columns had read "0123456789" run together over the first ten and the rows
    // none); the cells' tooltips name the others.
    const QString widest = QString::number(g - 1);
    auto stepFor = [&](auto box) {
        std::uint32_t step = 1;
        while (step < g && !render::readsInBox(p, box(step), Qt::AlignCenter, widest))
            step *= 2;
        return step;
    };
    const std::uint32_t across = stepFor([&](std::uint32_t s) { return QRectF(0, 0, s * kCell * 0.8, 30 * k); });
    const std::uint32_t down = stepFor([&](std::uint32_t s) { return QRectF(0, 0, 36 * k, s * kCell * 0.8); });
    // One size an axis, its widest's (presenting, 0-8 had read larger than 10-62); each axis
    // its own, so that rows too narrow to number leave the columns' numbers alone.
    const QFont axisFont = p.font();
    render::fitFontToAll(p, QRectF(0, 0, across * kCell * 0.8, 30 * k), Qt::AlignCenter, {widest});
    for (std::uint32_t j = 0; j < g; j += across)
        render::drawReadableLabel(
            p, QRectF(m + (j + 0.5) * kCell - across * kCell * 0.4, 30 * k, across * kCell * 0.8, 30 * k),
            Qt::AlignCenter, QString::number(j));
    p.setFont(axisFont);
    render::fitFontToAll(p, QRectF(0, 0, 36 * k, down * kCell * 0.8), Qt::AlignCenter, {widest});
    for (std::uint32_t j = 0; j < g; j += down)
        render::drawReadableLabel(
            p, QRectF(30 * k, m + (j + 0.5) * kCell - down * kCell * 0.4, 36 * k, down * kCell * 0.8), Qt::AlignCenter,
            QString::number(j));
    paintCells(p, o);
    p.restore();
}

void CouplerMatrixPainter::paintCells(QPainter& p, const PaintOptions& o) const {
    p.save();
    p.setFont(render::sceneFont(p, 9));
    const std::uint32_t g = network_.g();
    // What each coupler carries in the slot: the transmissions on it.
    std::map<std::uint32_t, std::vector<const Transmission*>> load;
    if (schedule_ && o.slot && *o.slot < schedule_->slotCount())
        for (const Transmission& t : schedule_->slot(*o.slot))
            if (t.couplerDestination < g && t.couplerSource < g) load[network_.couplerIndex(t.coupler())].push_back(&t);
    const double px = kCell * o.pixelsPerUnit;
    // What each used cell says, "3->7" or "x3" (a conflict, also without colour).
    std::map<std::uint32_t, QString> says;
    for (const auto& [ci, on] : load) {
        if (on.size() > 1) {
            says[ci] = QString("\u00d7%1").arg(on.size());
            continue;
        }
        const auto dsts = schedule_->destinations(*on.front());
        const QString to = dsts.size() == 1 ? QString::number(dsts[0]) : tr("%1 procs").arg(dsts.size());
        says[ci] = QString("%1\u2192%2").arg(on.front()->src).arg(to);
    }
    // One size for every cell: the longest text's.
    std::vector<QString> texts;
    for (const auto& [ci, text] : says)
        texts.push_back(text);
    render::fitFontToAll(p, cell(network_.couplerAt(0)).adjusted(2, 2, -2, -2), Qt::AlignCenter, texts);
    for (std::uint32_t ci = 0; ci < network_.couplerCount(); ++ci) {
        const Coupler c = network_.couplerAt(ci);
        const QRectF r = cell(c).adjusted(2, 2, -2, -2);
        const auto it = load.find(ci);
        const std::size_t count = it == load.end() ? 0 : it->second.size();
        QColor fill = count == 0 ? o.palette.coupler : count == 1 ? o.palette.usedFill : o.palette.conflictFill;
        p.setPen(QPen(count > 1 ? o.palette.conflict : o.palette.faint, count > 1 ? 2.0 : 0.6));
        p.setBrush(fill);
        p.drawRect(r);
        if (count > 1) {
            p.setBrush(QBrush(o.palette.conflict, Qt::BDiagPattern));
            p.drawRect(r);
        }
        if (px < 30 || count == 0) continue;
        p.setPen(o.palette.ink);
        render::drawReadableLabel(p, r, Qt::AlignCenter, says[ci]); // the slot's table says it too
    }
    p.restore();
}

} // namespace popslab::pops
