#include "OtisPainter.h"

#include "Detour.h"
#include "Label.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace popslab::otis {

QString otisName(otis::Intra intra) {
    // The OTIS-Mesh keeps its name in every language, as the plain OTIS does; the hypercube
    // is one word a concept.
    if (intra == otis::Intra::None) return QStringLiteral("OTIS");
    return intra == otis::Intra::Mesh ? QStringLiteral("OTIS-Mesh") : OtisPainter::tr("OTIS-Hypercube");
}

OtisPainter::OtisPainter(const otis::OtisParameters& p, bool fourD, const otis::MoveRun* move,
                         std::vector<otis::OtisHop> route)
    : net_(p), move_(move), route_(std::move(route)) {
    // The 4D mesh's labels (i, j, k, l) need N = m^2: asked of another N (a session's labels,
    // the CLI's --four-d) they would name processors wrongly, so (G, P) stays.
    fourD_ = fourD && net_.side() * net_.side() == p.groups;
    const std::uint32_t N = p.groups;
    cellsAcross_ = std::uint32_t(std::ceil(std::sqrt(double(N))));
    groupsAcross_ = cellsAcross_;
    // A hypercube of odd dimension in two rows of cubes side by side (8: 4 x 2, its links of
    // bit 0 and 2 neighbours, bit 1 past a cell); in 3 x 3 cells, 2-3 found no way past the
    // others and 1-3 bowed round 0.
    if (p.intra == otis::Intra::Hypercube && cellsAcross_ * cellsAcross_ != N && (N & (N - 1)) == 0)
        cellsAcross_ = std::uint32_t(std::lround(std::sqrt(2.0 * N)));
    cellsDown_ = (N + cellsAcross_ - 1) / cellsAcross_;
    // Beyond N = 16 (up to N^2 = 4096 processors) the figure is a map: small unlabelled
    // cells (a tooltip names one), the group's number large in the gap above it, no
    // optical links (the caption states the rule), the text grown with the figure.
    compact_ = N > 16;
    cell_ = compact_ ? 16 : 34;
    pad_ = compact_ ? 4 : 10;
    gap_ = compact_ ? 30 : 46;
    const QSizeF box = groupBox();
    const std::uint32_t rows = (N + groupsAcross_ - 1) / groupsAcross_;
    contentWidth_ = groupsAcross_ * (box.width() + gap_) + gap_;
    const double width = std::max(contentWidth_, 420.0); // a caption's band under a small figure
    textGrow_ = std::max(1.0, width / 700);
    captionH_ = 96 * textGrow_;
    bounds_ = QRectF(0, 0, width, 40 + rows * (box.height() + gap_) + captionH_);
    if (!compact_) {
        chooseShapes();
        chooseOpticalBows();
    }
}

// Where a's cell is drawn, the figure's centring included (what hit tests and tests read).
QPointF OtisPainter::centre(otis::ProcessorId a) const {
    return cellCentre(a) + QPointF(shift(), 0);
}

// A file's or window's figure narrower than its caption's band stands in its middle (N = 4
// had its right third blank in a file, and stood 85 px left of the pane's centre in the
// window); a caption beside it leaves it at the left.
double OtisPainter::shift() const {
    return centred_ && !(place_ && place_->beside) ? (bounds_.width() - contentWidth_) / 2 : 0;
}

QPointF OtisPainter::cellCentre(otis::ProcessorId a) const {
    const std::uint32_t G = net_.group(a), P = net_.inGroup(a);
    const QSizeF box = groupBox();
    const double gx = gap_ + (G % groupsAcross_) * (box.width() + gap_),
                 gy = 40 + (G / groupsAcross_) * (box.height() + gap_);
    return {gx + pad_ + (P % cellsAcross_ + 0.5) * cell_, gy + pad_ + (P / cellsAcross_ + 0.5) * cell_};
}

QString OtisPainter::processorLabel(otis::ProcessorId a) const {
    const std::uint32_t m = net_.side(), G = net_.group(a), P = net_.inGroup(a);
    return fourD_ && m > 0 ? QString("%1%2%3%4").arg(G / m).arg(G % m).arg(P / m).arg(P % m)
                           : QString("%1,%2").arg(G).arg(P);
}

QString OtisPainter::cellLabel(otis::ProcessorId a) const {
    const std::uint32_t m = net_.side(), P = net_.inGroup(a);
    return fourD_ && m > 0 ? QString("%1%2").arg(P / m).arg(P % m) : QString::number(P);
}

QString OtisPainter::groupTitle(std::uint32_t G) const {
    const std::uint32_t m = net_.side();
    if (net_.groups() <= 4) return tr("group %1").arg(G);
    // The 4D labels need only i j above the cells' k l, (G, P) only G: the cells say the
    // rest, and on a projector "group 10: (10, P)" ran into its neighbours' titles.
    return fourD_ && m > 0 ? tr("i j = %1 %2").arg(G / m).arg(G % m) : tr("G = %1").arg(G);
}

std::optional<otis::ProcessorId> OtisPainter::processorAt(QPointF q) const {
    for (otis::ProcessorId a = 0; a < net_.processorCount(); ++a) {
        const QPointF d = q - centre(a);
        if (std::abs(d.x()) <= cell_ / 2 && std::abs(d.y()) <= cell_ / 2) return a;
    }
    return std::nullopt;
}

void OtisPainter::paint(QPainter& p, const render::Palette& palette, int step) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds(render::deviceTextScale(p)), palette.background);
    p.translate(shift(), 0);
    paintNetwork(p, palette);
    const MoveState state = moveAt(step);
    // An optical hop's band and an optical transfer run with their dashed link, under the
    // cells: drawn over them, the hop from group 0's 33 to group 15's 00 read as visiting
    // groups 5 and 10.
    // (On a map of 13 px cells, with no links drawn, a route under them would vanish: there
    // it stays over them.)
    if (!compact_) paintRoute(p, palette, RouteLayer::Optical);
    paintTransfers(p, state.current, true);
    // The step's other arrows, and every arrow's head, over the cells but under their
    // labels, which stay legible.
    paintProcessors(p, palette, state.holding, false);
    paintTransfers(p, state.current, false);
    // The electronic hops' band under the cells' names (on their plates they stay legible),
    // the route's ends framed over them.
    paintRoute(p, palette, RouteLayer::Electronic);
    paintProcessors(p, palette, state.holding, true);
    paintRoute(p, palette, RouteLayer::Ends);
    paintGroupTitles(p, palette);
    p.translate(-shift(), 0);
    paintCaption(p, palette, step, state);
    p.restore();
}

QRectF OtisPainter::groupFrame(std::uint32_t G) const {
    const QPointF c0 = cellCentre(net_.id(G, 0));
    return {QPointF(c0.x() - cell_ / 2 - pad_, c0.y() - cell_ / 2 - pad_), groupBox()};
}

// The groups' titles over the links and arrows that pass them, each on a plate of the
// background ("i j = 1 1" was struck through by the step's optical arrows).
void OtisPainter::paintGroupTitles(QPainter& p, const render::Palette& palette) const {
    p.setFont(render::sceneFont(p, compact_ ? 18 : net_.groups() <= 4 ? 8 : 11, true));
    for (std::uint32_t G = 0; G < net_.groups(); ++G) {
        const QRectF frame = groupFrame(G);
        // Into the gaps on both sides: "group 10: i j = 2 2" is wider than a group of N = 16. Not
        // above the figure's top: presenting on 1920 x 1080, the first row's titles grew past it.
        // At most 30 units tall, and a fifth of the gap clear between two: presenting, the
        // titles grew to twice the cells' numbers and ran into each other ("i j = 1 0 i j = 1 1").
        const double top = std::max(frame.top() - std::min(gap_ - 2, 32.0), bounds_.top() + 1);
        const QRectF box(frame.left() - gap_ * 0.4, top, frame.width() + gap_ * 0.8, frame.top() - 2 - top);
        QColor plate = palette.background;
        plate.setAlpha(225);
        p.fillRect(render::labelRect(p, box, Qt::AlignCenter, groupTitle(G)).adjusted(-3, 0, 3, 0), plate);
        p.setPen(palette.ink);
        render::drawLabel(p, box, Qt::AlignCenter, groupTitle(G));
    }
}

void OtisPainter::paintNetwork(QPainter& p, const render::Palette& palette) const {
    const std::uint32_t N = net_.groups();
    // Group boxes.
    for (std::uint32_t G = 0; G < N; ++G) {
        p.setPen(QPen(palette.group, compact_ ? 1.0 : 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(groupFrame(G), 6, 6);
    }
    // Links: electronic inside the groups, optical transpose links between them (curved,
    // so the links of one pair of groups stay apart).
    const bool allOptical = N <= 16;
    p.setBrush(Qt::NoBrush);
    for (otis::ProcessorId a = 0; a < net_.processorCount(); ++a)
        for (otis::ProcessorId b : net_.neighbours(a)) {
            if (b < a) continue;
            if (net_.link(a, b) == otis::LinkKind::Electronic) {
                p.setPen(QPen(palette.faint, compact_ ? 0.8 : 1.6));
                p.drawPath(linkPath(a, b));
            } else if (allOptical) {
                // The dark theme's fibre grey is one step off its background: the faint grey reads.
                QColor c = palette.isDark() ? palette.faint.darker(115) : palette.fibre;
                c.setAlpha(200);
                p.setPen(QPen(c, 1.4, Qt::DashLine));
                p.drawPath(linkPath(a, b));
            }
        }
}

QPainterPath OtisPainter::linkPath(otis::ProcessorId a, otis::ProcessorId b) const {
    if (b < a) std::swap(a, b); // one curve a link, whichever way a route takes it
    const QPointF pa = cellCentre(a), pb = cellCentre(b), mid = (pa + pb) / 2, d = pb - pa;
    const QPointF across(-d.y(), d.x()); // d turned a right angle, as long as d
    QPainterPath path(pa);
    const double len = std::hypot(d.x(), d.y());
    if (net_.link(a, b) != otis::LinkKind::Electronic) {
        path.quadTo(mid + across * (a < bow_.size() ? double(bow_[a]) : 0.08), pb);
    } else if (!compact_) {
        // The shape chosen for the link's places in its group (chooseShapes).
        const std::uint32_t Pa = net_.inGroup(a), Pb = net_.inGroup(b); // group 0's a and b
        return shape_[Pa * net_.groups() + Pb].translated(pa - cellCentre(Pa));
    } else if (len > cell_ * 1.05) {
        path.quadTo(mid + across / len * cell_, pb); // a map: bowed, the same side from the lower number
    } else {
        path.lineTo(pb);
    }
    return path;
}

// Whether `path` between two processors of group 0 runs across another of its cells.
bool OtisPainter::crossesACell(const QPainterPath& path, otis::ProcessorId a, otis::ProcessorId b) const {
    const auto lines = render::polyline(path);
    for (std::uint32_t c = 0; c < net_.groups(); ++c) {
        if (c == a || c == b) continue;
        const QRectF box = cellBox(c);
        for (const QLineF& line : lines)
            if (render::crosses(line, box)) return true;
    }
    return false;
}

// Processor c's cell as drawn, inset 3 from its pitch.
QRectF OtisPainter::cellBox(otis::ProcessorId c) const {
    const QPointF m = cellCentre(c);
    const double half = cell_ / 2 - 3;
    return {m.x() - half, m.y() - half, 2 * half, 2 * half};
}

// How many cells of other processors, of any group, `path` from a to b runs across.
int OtisPainter::cellsCrossed(const QPainterPath& path, otis::ProcessorId a, otis::ProcessorId b) const {
    const auto lines = render::polyline(path);
    const QRectF reach = path.boundingRect();
    int crossed = 0;
    for (otis::ProcessorId c = 0; c < net_.processorCount(); ++c) {
        if (c == a || c == b) continue;
        const QRectF box = cellBox(c);
        if (reach.intersects(box) &&
            std::any_of(lines.begin(), lines.end(), [&](const QLineF& line) { return render::crosses(line, box); }))
            ++crossed;
    }
    return crossed;
}

// Each optical link (G, P) - (P, G) a shallow curve, 8 % of its length to one side, or bowed
// further (to a side that stays on the figure) where that runs over fewer other processors'
// cells: the link from (0, 12) down a column of groups to (12, 0) ran straight over the cells
// of groups 4 and 8, and a route's optical hop with it. (Across the figure a link passes
// some groups whatever its bow: under their cells.) By the lower of its two ends.
void OtisPainter::chooseOpticalBows() {
    const otis::ProcessorId count = net_.processorCount();
    bow_.assign(count, 0.08f);
    const QRectF inside = bounds_.adjusted(2, 2, -2, -captionH_);
    for (otis::ProcessorId a = 0; a < count; ++a) {
        const otis::ProcessorId b = net_.inGroup(a) * net_.groups() + net_.group(a); // (G, P) -> (P, G)
        if (b <= a || net_.link(a, b) == otis::LinkKind::Electronic) continue;
        const QPointF pa = cellCentre(a), pb = cellCentre(b), across(-(pb - pa).y(), (pb - pa).x());
        int fewest = std::numeric_limits<int>::max();
        for (const float f : {0.08f, -0.08f, 0.16f, -0.16f, 0.24f, -0.24f, 0.32f, -0.32f}) {
            QPainterPath curve(pa);
            curve.quadTo((pa + pb) / 2 + across * double(f), pb);
            if (f != 0.08f && !inside.contains(curve.boundingRect())) continue;
            if (const int crossed = cellsCrossed(curve, a, b); crossed < fewest) {
                fewest = crossed;
                bow_[a] = f;
                if (crossed == 0) break;
            }
        }
    }
}

// Each electronic link of a group: straight where that passes no other cell, else (a
// hypercube's link past a cell of its row or column) bowed into the gap beside the cell it
// skips, the curve's apex a little over half a cell off the line: clear of the skipped
// cell, short of the next row's, inside the group's frame. To the side of its direction
// from the lower number where that passes no cell. Every group is laid out alike: group
// 0's links decide.
void OtisPainter::chooseShapes() {
    const std::uint32_t N = net_.groups();
    shape_.assign(std::size_t(N) * N, QPainterPath());
    for (otis::ProcessorId a = 0; a < N; ++a)
        for (otis::ProcessorId b = a + 1; b < N; ++b) {
            if (net_.link(a, b) != otis::LinkKind::Electronic) continue;
            const QPointF pa = cellCentre(a), pb = cellCentre(b), d = pb - pa, across(-d.y(), d.x());
            QPainterPath& shape = shape_[a * N + b];
            shape = QPainterPath(pa);
            shape.lineTo(pb);
            if (!crossesACell(shape, a, b)) continue;
            auto bow = [&](double f) {
                QPainterPath curve(pa);
                curve.quadTo((pa + pb) / 2 + across / std::hypot(d.x(), d.y()) * cell_ * f, pb);
                return curve;
            };
            shape = bow(1.05); // where no side is clear, still bowed: straight it reads as two links
            for (const double f : {1.05, -1.05, 1.12, -1.12}) {
                if (!crossesACell(bow(f), a, b)) {
                    shape = bow(f);
                    break;
                }
            }
        }
}

OtisPainter::MoveState OtisPainter::moveAt(int step) const {
    // The move after `step` steps: every datum where it is, in its origin's colour.
    MoveState out;
    out.holding.assign(net_.processorCount(), -1);
    if (move_) {
        const Schedule& s = move_->schedule;
        std::vector<otis::ProcessorId> at(s.itemCount());
        for (ItemIndex it = 0; it < s.itemCount(); ++it)
            at[it] = s.origin(it);
        for (int t = 0; t < step && t < int(s.slotCount()); ++t) {
            bool isOptical = false;
            for (const Transmission& tr : s.slot(std::size_t(t))) {
                const otis::ProcessorId to = tr.coupler().destinationGroup;
                at[tr.item] = to;
                isOptical = net_.group(tr.src) != net_.group(to);
                if (t == step - 1) out.current.push_back({tr.src, to});
            }
            (isOptical ? out.optical : out.electronic) += 1;
        }
        for (ItemIndex it = 0; it < s.itemCount(); ++it)
            out.holding[at[it]] = int(it);
    }
    return out;
}

void OtisPainter::paintProcessors(QPainter& p, const render::Palette& palette, const std::vector<int>& holding,
                                  bool labels) const {
    const std::uint32_t N = net_.groups();
    // Processors with their labels.
    // Up to N = 4 a cell holds its whole label; beyond, only the part its group's title
    // does not say (P, or k l), two characters large enough to read at 1366x768.
    p.setFont(render::sceneFont(p, N <= 4 ? 7 : 10));
    const double inset = compact_ ? 1.5 : 3;
    for (otis::ProcessorId a = 0; a < net_.processorCount(); ++a) {
        const QPointF c = cellCentre(a);
        const QRectF cell(c.x() - cell_ / 2 + inset, c.y() - cell_ / 2 + inset, cell_ - 2 * inset, cell_ - 2 * inset);
        QColor fill = palette.background;
        if (holding[a] >= 0) {
            const otis::ProcessorId origin = move_->schedule.origin(ItemIndex(holding[a]));
            fill = QColor::fromHsvF(0.83 * double(origin) / double(net_.processorCount()), 0.45, 0.95);
        }
        if (!labels) {
            p.setPen(QPen(palette.ink, compact_ ? 0.5 : 1.0));
            p.setBrush(fill);
            p.drawRect(cell);
            continue;
        }
        if (compact_) continue; // too small to read: the canvas's tooltip names it
        const QString text = N <= 4 ? processorLabel(a) : cellLabel(a);
        // On a plate of the cell's colour: an arrow crossing the cell passes behind the text.
        // The text keeps to the cell's middle where it still reads there, so the route's band
        // and the arrows' tips show above and below it (presenting, "0,1" filled its cell and
        // hid the route's electronic hop to 0,3).
        QRectF box = cell.adjusted(0, cell.height() * 0.22, 0, -cell.height() * 0.22);
        if (!render::readsInBox(p, box, Qt::AlignCenter, text)) box = cell;
        const QRectF plate = render::labelRect(p, box, Qt::AlignCenter, text);
        p.fillRect(plate.adjusted(-1, 0, 1, 0) & cell, fill);
        p.setPen(holding[a] >= 0 ? QColor(Qt::black) : palette.ink);
        render::drawLabel(p, box, Qt::AlignCenter, text);
    }
}

void OtisPainter::paintTransfers(QPainter& p,
                                 const std::vector<std::pair<otis::ProcessorId, otis::ProcessorId>>& current,
                                 bool optical) const {
    // This step's transfers as arrows along the links drawn (on the map of a large network
    // the colours show them). An optical transfer runs with its dashed link under the cells
    // (straight over them, N = 9's (5,3) -> (3,5) read as ending in group 11's cell 12), its
    // head over them; an electronic one over the cells.
    if (compact_) return;
    for (const auto& [from, to] : current) {
        const bool isOptical = net_.group(from) != net_.group(to);
        // Past N = 4 the arrows cross many cells: see-through, so the labels over them keep
        // their contrast.
        QColor colour = isOptical ? QColor(213, 94, 0) : QColor(0, 114, 178);
        if (net_.groups() > 4) colour.setAlpha(150);
        QPainterPath path = linkPath(from, to);
        if (from > to) path = path.toReversed(); // drawn from the lower number
        const double length = std::max(1.0, path.length()), trim = 8 / length;
        const QPointF tip = path.pointAtPercent(1 - trim), before = path.pointAtPercent(std::max(0.0, 1 - trim * 2));
        if (optical == isOptical) {
            QPainterPath shaft(path.pointAtPercent(trim));
            for (int i = 1; i <= 24; ++i)
                shaft.lineTo(path.pointAtPercent(trim + (1 - 3 * trim) * i / 24.0));
            p.setPen(QPen(colour, 2.2));
            p.setBrush(Qt::NoBrush);
            p.drawPath(shaft);
        }
        if (optical) continue; // the heads over the cells, in the second pass
        const QPointF d = (tip - before) / std::max(1e-9, std::hypot((tip - before).x(), (tip - before).y()));
        const QPointF n(-d.y(), d.x());
        p.setPen(QPen(colour, 1.0));
        p.setBrush(colour);
        p.drawPolygon(QPolygonF{tip, tip - d * 7 + n * 3.5, tip - d * 7 - n * 3.5});
    }
}

void OtisPainter::paintRoute(QPainter& p, const render::Palette& palette, RouteLayer layer) const {
    // The route, as a band through its processors, its ends framed.
    p.setBrush(Qt::NoBrush);
    if (layer == RouteLayer::Ends) {
        std::vector<otis::ProcessorId> ends;
        if (!route_.empty()) ends = {route_.front().from, route_.back().to};
        if (route_.empty() && ends_ && std::max(ends_->first, ends_->second) < net_.processorCount())
            ends = {ends_->first, ends_->second};
        // On the dark theme the light frame is cased in black: alone it read 1.7:1 on a
        // map's pink cell (N = 64), where the light theme's black reads 9:1.
        for (const bool casing : {true, false}) {
            if (casing && !palette.isDark()) continue;
            p.setPen(QPen(casing ? QColor(0, 0, 0) : palette.ink, casing ? 5.0 : 2.5));
            for (otis::ProcessorId end : ends)
                p.drawRect(QRectF(cellCentre(end) - QPointF(cell_ / 2, cell_ / 2), QSizeF(cell_, cell_)));
        }
        return;
    }
    if (route_.empty()) return;
    // On a map, nearly half a cell wide (at 4 units a route over 4,096 cells read 1 px). Over
    // a map's light cells on the dark theme a light band read 1.2:1: there it is a light
    // core in a dark casing, which reads on the light cells and the dark ones alike; on the
    // light theme a dark core in a light casing (a grey band alone was faint over the
    // pastel cells of N = 64).
    const double width = compact_ ? cell_ * 0.45 : 7;
    const bool cased = compact_;
    for (const bool casing : {true, false}) {
        if (casing && !cased) continue;
        QColor band = casing ? (palette.isDark() ? QColor(0, 0, 0) : QColor(255, 255, 255)) : palette.ink;
        // On the dark theme too a core over half the band, nearly opaque (at 110 of 255 and
        // under half the width it had read as a faint 1 px grey line, walk 13).
        band.setAlpha(casing ? 170 : cased ? (palette.isDark() ? 230 : 190) : 70);
        p.setPen(QPen(band, casing || !cased ? width : width * 0.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        for (const otis::OtisHop& h : route_)
            if (compact_ ||
                (net_.link(h.from, h.to) == otis::LinkKind::Electronic) == (layer == RouteLayer::Electronic))
                p.drawPath(linkPath(h.from, h.to)); // along the link drawn, not across the cells between
    }
}

QString OtisPainter::captionText(int step, int optical, int electronic) const {
    const std::uint32_t N = net_.groups();
    QString caption =
        compact_
            ? tr("%1, N = %2: %3 groups of %2 processors; an optical link joins (G, P) and (P, G) (not drawn); "
                 "point at a processor for its label")
                      .arg(otisName(net_.parameters().intra))
                      .arg(N)
                      .arg(N) +
                  // A map of hypercubes drawn as grids read as a mesh: what its faint links join.
                  (net_.parameters().intra == otis::Intra::None ? "; " + tr("no links inside a group")
                   : net_.parameters().intra == otis::Intra::Hypercube
                       ? "; " + tr("inside a group the hypercube's links join cells whose numbers differ in one "
                                   "bit (faint, bowed)")
                       : QString())
            : tr("%1, N = %2: dashed curves are the optical transpose links (G, P) \u2194 (P, G); labels %3")
                      .arg(otisName(net_.parameters().intra))
                      .arg(N)
                      .arg(N <= 4 ? (fourD_ ? tr("i j k l of the 4D mesh") : tr("(G, P)"))
                                  : (fourD_ ? tr("k l of the 4D mesh in a cell, i j in its group's title")
                                            : tr("P in a cell, G in its group's title"))) +
                  // Fig. 13's plain OTIS: the groups' empty insides are not a figure left unfinished.
                  (net_.parameters().intra == otis::Intra::None ? "; " + tr("no links inside a group") : QString());
    if (move_) {
        // Step 0 is the data before the move: people count the steps from 1.
        const QString direction =
            QString::fromStdString(otis::directionName(*otis::parseDirection(move_->schedule.pattern.algorithm)));
        const int steps = int(move_->schedule.slotCount());
        const QString where =
            steps == 0  ? tr("move %1: no step, every datum is where it goes").arg(direction)
            : step == 0 ? render::englishPlural(tr("move %1, %Ln step(s): before the first", nullptr, steps), steps)
                              .arg(direction)
                        : tr("move %1: step %2 of %3").arg(direction).arg(step).arg(steps);
        // "White" was wrong on the dark theme; the map of a large network draws no arrows.
        caption +=
            "\n" + (compact_ ? tr("%1; so far OTIS steps %2, electronic steps %3; a processor's colour: where its "
                                  "datum started (uncoloured: it holds none)")
                             : tr("%1; so far OTIS steps %2, electronic steps %3; a processor's colour: where its "
                                  "datum started (uncoloured: it holds none), arrows: the step's moves"))
                       .arg(where)
                       .arg(optical)
                       .arg(electronic);
    }
    if (!route_.empty())
        // On a map the route is a line cased against the cells, not a grey band.
        caption +=
            "\n" + render::englishPlural(
                       compact_ ? tr("route: %Ln hop(s) (a cased line, its ends framed)", nullptr, int(route_.size()))
                                : tr("route: %Ln hop(s) (grey band, its ends framed)", nullptr, int(route_.size())),
                       int(route_.size()));
    else if (ends_ && ends_->first == ends_->second)
        caption += "\n" + tr("route: from a processor to itself, no hop (framed)");
    else if (ends_)
        caption +=
            "\n" + tr("no route from (%1) to (%2) (framed): with no links inside the groups, (G, P) reaches only "
                      "(P, G)")
                       .arg(processorLabel(ends_->first), processorLabel(ends_->second));
    return caption;
}

QStringList OtisPainter::captionTexts() const {
    // The counts as moveAt keeps them, step by step, in one pass.
    QStringList texts{captionText(0, 0, 0)};
    if (!move_) return texts;
    const Schedule& s = move_->schedule;
    int optical = 0, electronic = 0;
    for (std::size_t t = 0; t < s.slotCount() && t < kCaptionSteps; ++t) {
        bool isOptical = false;
        for (const Transmission& tr : s.slot(t))
            isOptical = net_.group(tr.src) != net_.group(tr.coupler().destinationGroup);
        (isOptical ? optical : electronic) += 1;
        texts << captionText(int(t) + 1, optical, electronic);
    }
    return texts;
}

void OtisPainter::paintCaption(QPainter& p, const render::Palette& palette, int step, const MoveState& state) const {
    p.setPen(palette.ink);
    p.setFont(render::sceneFont(p, captionPoints()));
    const QString caption = captionText(step, state.optical, state.electronic);
    const QSizeF figure = figureSize();
    if (place_) // its lines as high as they were measured for
        p.setFont(render::withLineHeight(p.font(), place_->linePixels, p.device(),
                                         std::sqrt(std::abs(p.transform().determinant()))));
    if (place_ && place_->beside) {
        render::drawCaption(p, QRectF(figure.width(), kCaptionTop, place_->extent - 8, place_->height),
                            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
        return;
    }
    // A placed band is as tall as its lines and their margins were measured: all of it.
    const QRectF box =
        place_ ? QRectF(8, figure.height(), bounds_.width() - 16, place_->extent)
               : QRectF(8, figure.height() + 4, bounds_.width() - 16, captionBand(render::deviceTextScale(p)) - 6);
    render::drawCaption(p, box, Qt::AlignLeft | Qt::TextWordWrap, caption);
}

} // namespace popslab::otis
