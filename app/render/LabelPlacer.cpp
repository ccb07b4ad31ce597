#include "LabelPlacer.h"

#include "Detour.h"
#include "Label.h"

#include <QFontMetricsF>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace popslab::render {

namespace {

// A node a label touches, also from inside: the placer places no node's own name, and a
// wavelength's "λ1" had been drawn wholly inside processor 001, under its bit string.
bool runsInto(const QRectF& label, const QRectF& node) {
    return label.intersects(node);
}

} // namespace

void LabelPlacer::addNode(const QRectF& box) {
    nodes_.push_back(box);
    noteObstacle(painter_, box);
}

bool LabelPlacer::collides(const QRectF& box) const {
    return std::any_of(nodes_.begin(), nodes_.end(), [&](const QRectF& n) { return runsInto(box, n); }) ||
           std::any_of(labels_.begin(), labels_.end(), [&](const QRectF& l) { return l.intersects(box); });
}

double LabelPlacer::cost(const QRectF& box) const {
    double c = 0;
    for (const QRectF& n : nodes_)
        c += runsInto(box, n) ? 1000 : 0;
    // Labels keep a little apart: two boxes that only touch were drawn a pixel into each
    // other on a scaled projector.
    const double m = std::max(1.0, box.height() * 0.08);
    for (const QRectF& l : labels_)
        c += l.adjusted(-m, -m, m, m).intersects(box) ? 1000 : 0;
    // A wide line (a route's band) weighs more than a thin one: a name on a band hides it.
    // However many pieces it crosses, lines weigh less than one node or label it runs into.
    double onLines = 0;
    for (const Line& l : lines_)
        onLines += crosses(l.line, box.adjusted(-l.halfWidth, -l.halfWidth, l.halfWidth, l.halfWidth))
                       ? 10 * (1 + l.halfWidth)
                       : 0;
    c += std::min(onLines, 400.0);
    if (area_.isValid() && !area_.contains(box)) c += 500;
    return c;
}

QRectF LabelPlacer::place(const QString& text, const QPointF& anchor, double gap) {
    const auto [best, bestCost] = search(text, anchor, gap);
    labels_.push_back(best);
    drawLabel(painter_, best, Qt::AlignCenter, text);
    return best;
}

std::optional<QRectF> LabelPlacer::placeIfFree(const QString& text, const QPointF& anchor, double gap) {
    const auto [best, bestCost] = search(text, anchor, gap);
    if (bestCost >= 500) return std::nullopt; // a node or a label (1000), or past the figure's area (500)
    labels_.push_back(best);
    drawLabel(painter_, best, Qt::AlignCenter, text);
    return best;
}

std::optional<QRectF> LabelPlacer::placeAlong(const QString& text, const QPainterPath& path, double gap,
                                              std::optional<int> farthest) {
    QRectF best;
    double bestCost = std::numeric_limits<double>::max();
    // From 40 % of the way, then either side of it, a little farther costing a little more
    // among equals.
    for (const double at : {0.4, 0.5, 0.3, 0.6, 0.2, 0.7}) {
        auto [box, c] = searchBeside(text, path.pointAtPercent(at), path.angleAtPercent(at), gap);
        if (c > 0) {
            const auto [near, nearCost] = search(text, path.pointAtPercent(at), gap, farthest.value_or(5), !farthest);
            if (nearCost < c) std::tie(box, c) = std::pair(near, nearCost);
        }
        if (c >= 500) continue; // runs into a node or a label, or past the figure
        if (c + std::abs(at - 0.4) * 4 < bestCost) {
            bestCost = c + std::abs(at - 0.4) * 4;
            best = box;
        }
        if (c == 0) break;
    }
    if (bestCost >= 500) return std::nullopt;
    labels_.push_back(best);
    drawLabel(painter_, best, Qt::AlignCenter, text);
    return best;
}

QSizeF LabelPlacer::textSize(const QString& text) const {
    return QFontMetricsF(painter_.font(), painter_.device())
               .boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop, text)
               .size() +
           QSizeF(2, 0);
}

std::pair<QRectF, double> LabelPlacer::searchBeside(const QString& text, const QPointF& anchor, double degrees,
                                                    double gap) const {
    const QSizeF size = textSize(text);
    // The line's normal, in the scene's y-down coordinates.
    const double a = qDegreesToRadians(degrees);
    const QPointF normal(std::sin(a), std::cos(a));
    // How far the box's centre must stand off the line for its nearest corner to clear it.
    const double reach = std::abs(normal.x()) * size.width() / 2 + std::abs(normal.y()) * size.height() / 2;
    QRectF best;
    double bestCost = std::numeric_limits<double>::max();
    // A line's width is kept off as a square around the box (cost), which reaches toward a
    // diagonal line by up to √2 times as far.
    const double slant = std::abs(normal.x()) + std::abs(normal.y());
    for (int ring = 1; ring <= 2 && bestCost > 0; ++ring)
        for (const double side : {1.0, -1.0}) {
            const QPointF centre = anchor + normal * side * (reach + gap * ring * slant + 1);
            const QRectF box(centre - QPointF(size.width(), size.height()) / 2, size);
            const double c = cost(box) + ring - 1;
            if (c < bestCost) {
                bestCost = c;
                best = box;
            }
        }
    return {best, bestCost};
}

std::pair<QRectF, double> LabelPlacer::search(const QString& text, const QPointF& anchor, double gap, int rings,
                                              bool further) const {
    const QSizeF size = textSize(text);
    const double w = size.width(), h = size.height();
    // Offsets of the box's top-left corner from the anchor, for one distance.
    auto candidate = [&](int side, double g) {
        switch (side) {
        case 0:
            return QRectF(anchor.x() + g, anchor.y() - h / 2, w, h); // right
        case 1:
            return QRectF(anchor.x() - w / 2, anchor.y() - g - h, w, h); // above
        case 2:
            return QRectF(anchor.x() - g - w, anchor.y() - h / 2, w, h); // left
        case 3:
            return QRectF(anchor.x() - w / 2, anchor.y() + g, w, h); // below
        case 4:
            return QRectF(anchor.x() + g * 0.7, anchor.y() - g * 0.7 - h, w, h); // above right
        case 5:
            return QRectF(anchor.x() - g * 0.7 - w, anchor.y() - g * 0.7 - h, w, h);
        case 6:
            return QRectF(anchor.x() - g * 0.7 - w, anchor.y() + g * 0.7, w, h);
        default:
            return QRectF(anchor.x() + g * 0.7, anchor.y() + g * 0.7, w, h);
        }
    };
    QRectF best;
    double bestCost = std::numeric_limits<double>::max();
    // Up to `rings` distances (five), further (twice) only where every nearer place collides.
    for (int ring = 1; ring <= (further && bestCost >= 500 ? 2 * rings : rings) && bestCost > 0; ++ring)
        for (int side = 0; side < 8 && bestCost > 0; ++side) {
            const QRectF box = candidate(side, gap * ring + (ring - 1) * h / 2);
            const double c = cost(box) + ring - 1; // nearer is better among equals
            if (c < bestCost) {
                bestCost = c;
                best = box;
            }
        }
    return {best, bestCost};
}

void LabelPlacer::fixed(const QRectF& box, int flags, const QString& text) {
    labels_.push_back(box);
    drawLabel(painter_, box, flags, text);
}

} // namespace popslab::render
