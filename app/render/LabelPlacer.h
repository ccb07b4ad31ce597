// One label placer for every figure: a label that names something beside it (a hop's
// wavelength on a link, an item a fibre carries, a route's step) goes to the first place
// around its anchor where it runs into no node, no other label and, where it can, no
// line. It draws through drawLabel, so the tests' probe and the gallery's audit see every
// label and every node it knows of.
#pragma once

#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QRectF>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

namespace popslab::render {

class LabelPlacer {
public:
    explicit LabelPlacer(QPainter& painter) : painter_(painter) {}

    // What labels keep off: nodes (also noted for the probe) and lines, in the painter's
    // coordinates (for the probe, a label inside a node is its own name; here none is).
    void addNode(const QRectF& box);
    // A line `width` wide is kept off by half of it (a route's band of 12 units ran
    // through "hop 3: λ25", placed clear of its middle).
    void addLine(const QLineF& line, double width = 0) { lines_.push_back({line, width / 2}); }
    // Labels stay inside `area` where they can (the figure's scene).
    void setArea(const QRectF& area) { area_ = area; }

    // Draws `text` in the painter's font and pen near `anchor`, `gap` away from it, and
    // returns its box. The sides are tried in order -- right, above, left, below, then the
    // corners -- then two to five times as far (ten where all of those collide); the first
    // without a collision wins, else the one with the fewest.
    QRectF place(const QString& text, const QPointF& anchor, double gap);
    // As place, but where every place runs into a node or another label, or past the area,
    // left out (nothing returned): for a name the figure also says otherwise (a link's
    // wavelength, which its colour gives; WDM's "λ1" had been drawn under processor 001).
    std::optional<QRectF> placeIfFree(const QString& text, const QPointF& anchor, double gap);
    // As place, for a label naming a line: anchored where along it the label fits best,
    // from 40 % of the way outwards (a hop's name beside the middle of a long curve ran
    // across the curve's band wherever it stood). Where it would run into a node or a
    // label, or past the figure, anywhere along it, it is left out (nothing returned): for
    // a name the figure also gives elsewhere (a route's table). With `farthest`, only that
    // many rings of places are tried (as place tries 5, then 10): a line's name three rings
    // off reads as another line's.
    std::optional<QRectF> placeAlong(const QString& text, const QPainterPath& path, double gap,
                                     std::optional<int> farthest = std::nullopt);
    // A label whose box the figure fixes (a title, a node's name inside it): drawn, and
    // kept out of the placed labels' way.
    void fixed(const QRectF& box, int flags, const QString& text);

    // Whether `box` would run into a node or a label placed so far (tests).
    bool collides(const QRectF& box) const;

private:
    double cost(const QRectF& box) const;
    // The best box near `anchor` and its cost (0: it runs into nothing).
    // The best place within `rings` distances, and twice as many where `further` and every
    // nearer place collides.
    std::pair<QRectF, double> search(const QString& text, const QPointF& anchor, double gap, int rings = 5,
                                     bool further = true) const;
    // The best box beside a line at `anchor`, where its tangent runs at `degrees`
    // (QPainterPath's angle): off the line along its normal, either side, touching it `gap`
    // away and then one step farther. A box moved straight up or to the side of a diagonal
    // crossed it at the first distances, and the hop's name stood two rings off, by
    // another hop (WDM n = 4, T = R = 3: "hop 3" sat in the cube's middle).
    std::pair<QRectF, double> searchBeside(const QString& text, const QPointF& anchor, double degrees,
                                           double gap) const;
    QSizeF textSize(const QString& text) const;

    QPainter& painter_;
    std::vector<QRectF> nodes_, labels_;
    struct Line {
        QLineF line;
        double halfWidth;
    };
    std::vector<Line> lines_;
    QRectF area_;
};

} // namespace popslab::render
