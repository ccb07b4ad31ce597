#include "Detour.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace popslab::render {

namespace {

// The cubic from p0 to p3 with controls p1, p2 at inner points by parameter (fast, and even
// enough for a gentle curve): one every 4 units of the control polygon's length, at least
// 47, so a node a few units across is not stepped over.
std::vector<QPointF> samples(QPointF p0, QPointF p1, QPointF p2, QPointF p3) {
    const auto length = [](QPointF a, QPointF b) { return std::hypot(b.x() - a.x(), b.y() - a.y()); };
    const int count = std::max(48, int((length(p0, p1) + length(p1, p2) + length(p2, p3)) / 4));
    std::vector<QPointF> out;
    out.reserve(std::size_t(count));
    for (int i = 1; i < count; ++i) {
        const double t = double(i) / count, s = 1 - t;
        out.push_back(p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t));
    }
    return out;
}

// How many obstacles the points run into, each seen as the ellipse its box holds (nodes are
// drawn as ellipses or rounded cells) grown by `clearance`; counting stops at `enough`.
int touched(const std::vector<QPointF>& points, const std::vector<QRectF>& obstacles, double clearance, int enough) {
    double left = points.front().x(), right = left, top = points.front().y(), bottom = top;
    for (const QPointF& q : points) {
        left = std::min(left, q.x()), right = std::max(right, q.x());
        top = std::min(top, q.y()), bottom = std::max(bottom, q.y());
    }
    int count = 0;
    for (const QRectF& box : obstacles) {
        if (box.right() + clearance < left || box.left() - clearance > right || box.bottom() + clearance < top ||
            box.top() - clearance > bottom)
            continue;
        const double rx = box.width() / 2 + clearance, ry = box.height() / 2 + clearance;
        const QPointF c = box.center();
        for (const QPointF& q : points) {
            const double x = (q.x() - c.x()) / rx, y = (q.y() - c.y()) / ry;
            if (x * x + y * y <= 1) {
                if (++count >= enough) return count;
                break;
            }
        }
    }
    return count;
}

} // namespace

QPainterPath detour(QPointF from, QPointF to, const std::vector<QRectF>& obstacles, double clearance, double maxBow) {
    const QPointF d = to - from, across(-d.y(), d.x());
    QPainterPath straight(from);
    straight.lineTo(to);
    int fewest = touched(samples(from, from, to, to), obstacles, clearance, std::numeric_limits<int>::max());
    if (fewest == 0) return straight;
    // Cubic curves whose controls stand off the line, each by up to maxBow of its length in
    // steps of 5 %, either side (an S where a bow cannot pass), at a third and two thirds of
    // its length or, to leave and reach its ends across the line (out between two
    // processors of a cube and back), at its ends: the clear one bent least, else the one
    // touching fewest.
    QPainterPath best = straight;
    double leastBend = 0;
    const int steps = std::max(0, int(std::floor(maxBow / 0.05 + 1e-9)));
    for (const double u1 : {1.0 / 3, 0.0})
        for (const double u2 : {2.0 / 3, 1.0})
            for (int i = -steps; i <= steps; ++i)
                for (int j = -steps; j <= steps; ++j) {
                    const double a = 0.05 * i, b = 0.05 * j;
                    const double bend = std::abs(a) + std::abs(b) + std::abs(a - b) + (u1 == 0) * 0.2 + (u2 == 1) * 0.2;
                    if (fewest == 0 && bend >= leastBend) continue;
                    const QPointF c1 = from + d * u1 + across * a, c2 = from + d * u2 + across * b;
                    const int hits = touched(samples(from, c1, c2, to), obstacles, clearance, fewest + 1);
                    if (hits < fewest || (hits == fewest && bend < leastBend)) {
                        fewest = hits;
                        leastBend = bend;
                        best = QPainterPath(from);
                        best.cubicTo(c1, c2, to);
                    }
                }
    return best;
}

// Whether the segment crosses the rectangle (Liang-Barsky clipping).
bool crosses(const QLineF& line, const QRectF& r) {
    double t0 = 0, t1 = 1;
    const double dx = line.dx(), dy = line.dy();
    const std::array<double, 4> p{-dx, dx, -dy, dy};
    const std::array<double, 4> q{line.x1() - r.left(), r.right() - line.x1(), line.y1() - r.top(),
                                  r.bottom() - line.y1()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    return true;
}

std::vector<QLineF> polyline(const QPainterPath& path, int segments) {
    std::vector<QLineF> out;
    if (path.elementCount() <= 2) {
        out.emplace_back(path.pointAtPercent(0), path.pointAtPercent(1));
        return out;
    }
    for (int i = 0; i < segments; ++i)
        out.emplace_back(path.pointAtPercent(double(i) / segments), path.pointAtPercent(double(i + 1) / segments));
    return out;
}

double distanceTo(const QLineF& segment, QPointF point) {
    const QPointF d = segment.p2() - segment.p1();
    const double len2 = QPointF::dotProduct(d, d);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(point - segment.p1(), d) / len2, 0.0, 1.0) : 0.0;
    const QPointF q = segment.p1() + d * t - point;
    return std::hypot(q.x(), q.y());
}

double distanceTo(const QPainterPath& path, QPointF point) {
    double best = std::numeric_limits<double>::max();
    for (const QLineF& s : polyline(path))
        best = std::min(best, distanceTo(s, point));
    return best;
}

} // namespace popslab::render
