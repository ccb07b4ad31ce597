#include "OknPainter.h"

#include "Detour.h"
#include "Label.h"
#include "NodeDiscs.h"
#include "OknLimits.h"
#include "common/Limits.h"

#include <QCoreApplication>
#include <QtMath>
#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <set>

namespace popslab::okn {

namespace {
constexpr double kMargin = 50;
constexpr double kTreeMargin = 24;
constexpr double kTitle = 30;   // room for the title line above a tree
constexpr double kColumn = 30;  // tree: distance between neighbouring leaves
constexpr double kRow = 64;     // tree: distance between levels
constexpr double kStagger = 36; // tree: how much lower every other leaf of a run hangs

// Where a node of the tree sits before the figure's margins: its leaf order across, its
// depth down, a dropped leaf lower.
QPointF treePoint(double column, std::uint32_t depth, double drop) {
    return {column * kColumn, depth * kRow + drop};
}

// How close a tree edge comes to a node it does not join, over all edges and nodes: an edge
// across a node reads as its own (Fig. 2's 1 -> 18 crossed 17, so 18 read as 17's child).
// Each node's: how close the edges it does not join pass its centre.
std::vector<double> edgeClearances(const std::vector<QPointF>& at,
                                   const std::vector<std::pair<okn::Node, okn::Node>>& edges) {
    std::vector<double> clearance(at.size(), std::numeric_limits<double>::max());
    for (const auto& [from, to] : edges) {
        QPainterPath edge(at[from]);
        edge.lineTo(at[to]);
        for (okn::Node x = 0; x < at.size(); ++x)
            if (x != from && x != to) clearance[x] = std::min(clearance[x], render::distanceTo(edge, at[x]));
    }
    return clearance;
}

double edgeClearance(const std::vector<QPointF>& at, const std::vector<std::pair<okn::Node, okn::Node>>& edges) {
    const std::vector<double> each = edgeClearances(at, edges);
    return each.empty() ? std::numeric_limits<double>::max() : *std::min_element(each.begin(), each.end());
}

} // namespace

// Every other leaf of each run of leaves a column apart drops half a row, the run's first
// or second as keeps the edges further from the nodes they pass; `room` is the radius the
// nodes may then have (0: no run to stagger), less where an edge passes close.
OknPainter::Stagger OknPainter::staggerLeaves(const std::vector<double>& column,
                                              const std::vector<std::uint32_t>& depth,
                                              const std::vector<std::vector<okn::Node>>& children,
                                              const std::vector<std::pair<okn::Node, okn::Node>>& edges) {
    const std::size_t n = column.size();
    Stagger s{std::vector<double>(n, 0), 0, {}};
    std::vector<std::vector<okn::Node>> byDepth;
    for (okn::Node x = 0; x < n; ++x) {
        if (depth[x] >= byDepth.size()) byDepth.resize(depth[x] + 1);
        byDepth[depth[x]].push_back(x);
    }
    std::vector<QPointF> at(n);
    const auto place = [&] {
        for (okn::Node x = 0; x < n; ++x)
            at[x] = treePoint(column[x], depth[x], s.drop[x]);
    };
    bool staggered = false;
    for (auto& level : byDepth) {
        std::sort(level.begin(), level.end(), [&](okn::Node a, okn::Node b) { return column[a] < column[b]; });
        for (std::size_t first = 0; first < level.size();) {
            std::size_t last = first; // the run: leaves a column apart
            while (last + 1 < level.size() && children[level[last]].empty() && children[level[last + 1]].empty() &&
                   column[level[last + 1]] - column[level[last]] < 1.5)
                ++last;
            if (last > first) {
                staggered = true;
                double best = -1;
                int bestParity = 0;
                for (int parity = 0; parity < 2; ++parity) {
                    for (std::size_t k = first; k <= last; ++k)
                        s.drop[level[k]] = (k - first) % 2 == std::size_t(parity) ? 0 : kStagger;
                    place();
                    const double clearance = edgeClearance(at, edges);
                    if (clearance > best) best = clearance, bestParity = parity;
                }
                for (std::size_t k = first; k <= last; ++k)
                    s.drop[level[k]] = (k - first) % 2 == std::size_t(bestParity) ? 0 : kStagger;
            }
            first = last + 1;
        }
    }
    if (!staggered) return s;
    // As large as the closest two nodes of a level allow (a run of single children stands a
    // column apart too); each node's clearance from the edges that pass it.
    place();
    double closest = 2 * kColumn;
    for (const auto& level : byDepth)
        for (std::size_t k = 1; k < level.size(); ++k)
            closest = std::min(closest, QLineF(at[level[k]], at[level[k - 1]]).length());
    s.room = std::max(1e-3, closest * 0.4);
    s.clearance = edgeClearances(at, edges);
    return s;
}

OknPainter::OknPainter(const okn::OknNetwork& network, const std::vector<okn::TimelineEntry>& timeline, Layout layout)
    : network_(network), timeline_(timeline) {
    // An exchange (several nodes send their own data from the start) colours a node once
    // every message meant for it has arrived: "reached by the message" made every node of
    // a total exchange blue from its first arrival on.
    expected_.assign(network.nodes, 0);
    std::vector<okn::Time> firstArrival(network.nodes, std::numeric_limits<okn::Time>::max());
    for (const auto& e : timeline)
        if (e.kind == okn::EventKind::Send && e.to < network.nodes && e.from < network.nodes) {
            ++expected_[e.to];
            firstArrival[e.to] = std::min(firstArrival[e.to], e.end);
        }
    std::set<okn::Node> sources; // nodes that send before anything reaches them
    for (const auto& e : timeline)
        if (e.kind == okn::EventKind::Send && e.from < network.nodes && e.start < firstArrival[e.from])
            sources.insert(e.from);
    exchange_ = sources.size() > 1;
    // Pair every configuration with the teardown that ends it.
    std::map<std::pair<okn::Node, okn::Node>, std::size_t> open;
    for (const auto& e : timeline) {
        if (e.kind == okn::EventKind::Configure) {
            open[{e.from, e.to}] = links_.size();
            links_.push_back({e.from, e.to, e.start, e.end, std::numeric_limits<okn::Time>::max()});
        } else if (e.kind == okn::EventKind::TearDown) {
            auto it = open.find({e.from, e.to});
            if (it != open.end()) {
                links_[it->second].end = e.start;
                open.erase(it);
            }
        }
    }
    if (layout == Layout::Tree)
        layOutTree();
    else
        layOutCircle();
}

// A ring of 81 had read as unnamed dots: inside the ring, where no port or link is, every
// k-th node's number (0, 5, 10, ...), spaced by two numbers' widths at least.
void OknPainter::paintRingNumbers(QPainter& p, const render::Palette& palette, double screenText) const {
    const okn::Node n = network_.nodes;
    if (n == 0) return;
    p.setFont(render::sceneFont(p, 9 * textGrow_));
    const QFontMetricsF metrics(p.font(), p.device());
    const QSizeF box(metrics.horizontalAdvance(QString::number(n - 1)) * 1.2, metrics.height());
    const double r = radiusOf(0, screenText), inner = circleRadius_ - r - box.height() * 0.8;
    if (inner <= 0) return;
    const double pitch = 2 * M_PI * inner / n; // between neighbours, along the inner circle
    okn::Node step = 0;
    for (const okn::Node k : {1u, 2u, 5u, 10u, 20u, 25u, 50u, 100u, 200u, 250u, 500u, 1000u})
        if (k * pitch >= 2 * box.width()) {
            step = k;
            break;
        }
    if (step == 0) return;
    p.setPen(palette.ink);
    for (okn::Node x = 0; x < n && (x == 0 || n - x >= step); x += step) { // not the last beside 0
        const QPointF at = nodePosition(x) - outward_[x] * (r + box.height() * 0.8);
        render::drawReadableLabel(p, QRectF(at - QPointF(box.width(), box.height()) / 2, box), Qt::AlignCenter,
                                  QString::number(x));
    }
}

void OknPainter::layOutCircle() {
    const double radius = std::max(120.0, network_.nodes * 26.0 / (2 * M_PI));
    circleRadius_ = radius;
    textGrow_ = std::max(1.0, std::max(2 * (radius + kMargin), 420.0) / 560);
    const double title = (textGrow_ - 1) * 26; // the margin holds a title of normal size
    const QPointF centre(radius + kMargin, title + radius + kMargin);
    nodeRadius_ = std::clamp(radius * M_PI / std::max(1u, network_.nodes) * 0.55, 4.0, 16.0);
    roomRadius_ = std::max(nodeRadius_, radius * M_PI / std::max(1u, network_.nodes) * 0.8);
    for (okn::Node x = 0; x < network_.nodes; ++x) {
        const double angle = 2 * M_PI * x / double(std::max(1u, network_.nodes)) - M_PI / 2;
        const QPointF direction(std::cos(angle), std::sin(angle));
        position_.push_back(centre + radius * direction);
        outward_.push_back(direction);
    }
    bounds_ = QRectF(0, 0, std::max(2 * (radius + kMargin), 420.0), title + 2 * (radius + kMargin));
}

// Each node hangs below the node whose message reached it first (the root, node 0,
// on top); leaves side by side in the order they were reached, a parent centred over
// its children.
void OknPainter::layOutTree() {
    const okn::Node n = network_.nodes;
    constexpr okn::Time kNever = std::numeric_limits<okn::Time>::max();
    std::vector<okn::Time> arrival(n, kNever);
    std::vector<okn::Node> parent(n, 0);
    if (n > 0) arrival[0] = std::numeric_limits<okn::Time>::min();
    for (const auto& e : timeline_)
        if (e.kind == okn::EventKind::Send && e.to < n && e.from < n && e.end < arrival[e.to]) {
            arrival[e.to] = e.end;
            parent[e.to] = e.from;
        }
    std::vector<okn::Node> order(n);
    for (okn::Node x = 0; x < n; ++x)
        order[x] = x;
    std::stable_sort(order.begin(), order.end(), [&](okn::Node a, okn::Node b) { return arrival[a] < arrival[b]; });
    std::vector<std::vector<okn::Node>> children(n);
    std::vector<std::uint32_t> depth(n, 0);
    for (okn::Node x : order) { // parents arrive before their children
        if (x == 0) continue;
        if (arrival[x] == kNever || arrival[parent[x]] >= arrival[x]) parent[x] = 0; // never reached: under the root
        depth[x] = depth[parent[x]] + 1;
        children[parent[x]].push_back(x);
        treeEdges_.push_back({parent[x], x});
    }
    std::vector<double> column(n, 0);
    double nextLeaf = 0;
    std::uint32_t deepest = 0;
    // Post-order without recursion (trees can be deep for sequential algorithms).
    std::vector<std::pair<okn::Node, std::size_t>> stack{{0, 0}};
    while (!stack.empty() && n > 0) {
        auto& [x, next] = stack.back();
        if (next < children[x].size()) {
            const okn::Node child = children[x][next++];
            stack.push_back({child, 0});
            continue;
        }
        column[x] = children[x].empty() ? nextLeaf++ : (column[children[x].front()] + column[children[x].back()]) / 2;
        deepest = std::max(deepest, depth[x]);
        stack.pop_back();
    }
    if (deepest <= 1 && n > 8) { // a star (the root informs everyone) reads better on the circle
        treeEdges_.clear();
        layOutCircle();
        return;
    }
    // Side by side, leaves a column apart left their numbers 8 px in the window (Fig. 2's 41
    // nodes, a wide strip in a narrow pane): every other leaf of such a run hangs half a row
    // lower, so the nodes may be half as large again and their numbers read.
    const Stagger stagger = staggerLeaves(column, depth, children, treeEdges_);
    const auto& drop = stagger.drop;
    const bool staggered = stagger.room > 0;
    nodeRadius_ = staggered ? std::clamp(stagger.room, 12.0, 18.0) : 12;
    // On rings where that draws the nodes twice as large against the figure or more: a thin
    // strip, or a tree as wide as the binomial tree of 64 (32 leaves, 6 levels; 2.3 times),
    // whose nodes side by side were 7 px and numberless. Fig. 2 (1.6 times) stays in levels,
    // as the paper draws it.
    const double wide = 2 * kTreeMargin + std::max(0.0, nextLeaf - 1) * kColumn,
                 tall = 2 * kTreeMargin + kTitle + deepest * kRow + (staggered ? kStagger : 0);
    const double outer = deepest * std::max(kRow * 0.9, nextLeaf * 26 / (2 * M_PI * std::max(1u, deepest)));
    const double ringLeaf = std::clamp(2 * M_PI * outer / std::max(1.0, nextLeaf) * 0.4, 4.0, 22.0);
    if (std::max(0.0, nextLeaf - 1) * kColumn > 2.5 * (kTitle + deepest * kRow) ||
        ringLeaf / (2 * (30 + outer) + kTitle) > 2 * nodeRadius_ / std::max(wide, tall)) {
        nodeRadius_ = 12;
        layOutRadial(column, depth, nextLeaf, deepest);
        return;
    }
    staggered_ = staggered; // in levels, not on rings (layOutRadial returned above)
    if (staggered)          // a node an edge passes close to is smaller, clear of it (0 -> 8 passes 7)
        for (okn::Node x = 0; x < n; ++x) {
            radius_.push_back(std::clamp(stagger.clearance[x] - 1.5, 8.0, nodeRadius_));
            room_.push_back(radius_.back());
        }
    fontCap_ = std::max(fontCap_, nodeRadius_ * 0.7);   // the larger nodes' numbers larger too
    roomRadius_ = std::max(nodeRadius_, kColumn * 0.4); // a gap a tenth of the column wide: "25" and "26" never touch
    textGrow_ = std::max(1.0, (2 * kTreeMargin + std::max(0.0, nextLeaf - 1) * kColumn) / 560);
    for (okn::Node x = 0; x < n; ++x) {
        position_.push_back(
            {kTreeMargin + column[x] * kColumn, kTreeMargin + kTitle * textGrow_ + depth[x] * kRow + drop[x]});
        outward_.push_back({0, 1});
    }
    bounds_ = QRectF(0, 0, 2 * kTreeMargin + std::max(0.0, nextLeaf - 1) * kColumn,
                     2 * kTreeMargin + kTitle * textGrow_ + deepest * kRow + (staggered ? kStagger : 0));
    bounds_.setWidth(std::max(bounds_.width(), 420.0)); // room for the title line and the legend
}

// A wide tree (N = 200 on k = 2 was a strip 30 times wider than tall) on rings: the root
// in the middle, depth d on the d-th ring, each node at the angle its leaves' order gives
// it, so parents stay between their children and the figure fills a square.
void OknPainter::layOutRadial(const std::vector<double>& column, const std::vector<std::uint32_t>& depth, double leaves,
                              std::uint32_t deepest) {
    const okn::Node n = network_.nodes;
    const double ring = std::max(kRow * 0.9, leaves * 26 / (2 * M_PI * std::max(1u, deepest)));
    std::vector<std::vector<std::pair<double, okn::Node>>> byDepth(deepest + 1);
    for (okn::Node x = 0; x < n; ++x)
        byDepth[depth[x]].push_back({2 * M_PI * column[x] / std::max(1.0, leaves) - M_PI / 2, x});
    // Each ring out at least as far as its two closest nodes stand 40 apart, where a number
    // reads (a binomial tree's root has children of one leaf and of sixteen side by side:
    // at one ring's distance, 1 to 6 were dots beside a large 63).
    std::vector<double> radius(deepest + 1, 0);
    for (std::uint32_t d = 1; d <= deepest; ++d) {
        std::sort(byDepth[d].begin(), byDepth[d].end());
        double closest = 2 * M_PI;
        for (std::size_t k = 1; k < byDepth[d].size(); ++k)
            closest = std::min(closest, byDepth[d][k].first - byDepth[d][k - 1].first);
        const double apart = byDepth[d].size() > 1 ? 40 / (2 * std::sin(std::min(closest, M_PI) / 2)) : 0;
        radius[d] = std::max({d * ring, radius[d - 1] + ring * 0.8, std::min(apart, 3 * d * ring)});
    }
    const double outer = radius[deepest], middle = 30 + outer; // the leaves' port ticks
    textGrow_ = std::max(1.0, 2 * middle / 560);
    const QPointF centre(middle, kTitle * textGrow_ + middle);
    for (okn::Node x = 0; x < n; ++x) {
        const double angle = 2 * M_PI * column[x] / std::max(1.0, leaves) - M_PI / 2;
        const QPointF direction(std::cos(angle), std::sin(angle));
        position_.push_back(centre + direction * radius[depth[x]]);
        outward_.push_back(depth[x] == 0 ? QPointF(0, 1) : direction);
    }
    // Each node as large as its own neighbours on its ring allow (and the rings' distance):
    // the inner nodes' numbers read where the crowded leaves' cannot. Sized by the ring's
    // closest pair, the binomial tree's 4, 8, 16 and 32 had been 14 px circles beside their
    // children twice as large, and the scatter's node 6 a third of its siblings.
    radius_.assign(n, 12);
    room_.assign(n, 12);
    std::vector<double> limit(n, 12);
    fontCap_ = 20;
    for (std::uint32_t d = 0; d <= deepest; ++d) {
        const auto& level = byDepth[d]; // sorted by angle above
        // Nor, grown on a projector, into the rings inside and outside it (63 over 31).
        double step = d < deepest ? radius[d + 1] - radius[d] : ring;
        if (d > 0) step = std::min(step, radius[d] - radius[d - 1]);
        const auto apartFrom = [&](std::size_t k, std::size_t j) {
            const QPointF v = position_[level[k].second] - position_[level[j].second];
            return std::hypot(v.x(), v.y());
        };
        for (std::size_t k = 0; k < level.size(); ++k) {
            double closest = ring;
            if (level.size() > 1) { // its neighbours either side, round the ring
                closest = std::min(closest, apartFrom(k, (k + 1) % level.size()));
                closest = std::min(closest, apartFrom(k, (k + level.size() - 1) % level.size()));
            }
            const okn::Node x = level[k].second;
            radius_[x] = std::clamp(std::min(closest, step) * 0.4, 4.0, 22.0);
            room_[x] = std::max(radius_[x], std::min(closest, step) * 0.4);
            limit[x] = std::max(radius_[x], std::min(closest, step) * 0.48);
        }
    }
    // A parent as large as its smallest child, where just under half the way to its
    // neighbours allows (the binomial tree's 16 stood smaller than its children).
    std::vector<okn::Node> parent(n, n); // each edge once, not scanned again for every parent
    for (const auto& [from, to] : treeEdges_)
        if (to < n) parent[to] = from;
    std::vector<double> smallestChild(n, std::numeric_limits<double>::max());
    for (std::uint32_t d = deepest; d > 0; --d) {
        for (const auto& [angle, x] : byDepth[d]) // already grown as parents themselves
            if (parent[x] < n) smallestChild[parent[x]] = std::min(smallestChild[parent[x]], radius_[x]);
        for (const auto& [angle, x] : byDepth[d - 1])
            if (smallestChild[x] < std::numeric_limits<double>::max() && smallestChild[x] > radius_[x]) {
                radius_[x] = std::min(smallestChild[x], limit[x]);
                room_[x] = std::max(room_[x], radius_[x]);
            }
    }
    nodeRadius_ = radius_.empty() ? 12 : radius_.front();
    roomRadius_ = room_.empty() ? 12 : room_.front();
    bounds_ = QRectF(0, 0, std::max(2 * middle, 420.0), kTitle * textGrow_ + 2 * middle);
}

QPointF OknPainter::nodePosition(okn::Node node) const {
    return position_[node];
}

OknPainter OknPainter::forRequest(const okn::OknRequest& r, const std::vector<okn::TimelineEntry>& timeline) {
    OknPainter painter(r.network, timeline, layoutFor(r));
    // Named as the Registry's names are translated (the window's translator; English on
    // the command line).
    auto named = [](const std::string& text) { return QCoreApplication::translate("Registry", text.c_str()); };
    if (const okn::OknOperation* op = okn::oknOperation(r.operation)) {
        painter.subject_ = named(op->name);
        if (const okn::OknAlgorithm* a = op->algorithm(r.algorithm)) painter.subject_ += ", " + named(a->name);
    }
    return painter;
}

bool OknPainter::drawable(const okn::OknRequest& r) {
    return r.network.nodes <= kMaxDrawnOknNodes && okn::oknWork(r) <= kMaxDrawnOknWork;
}

OknPainter::Layout OknPainter::layoutFor(const okn::OknRequest& r) {
    const okn::OknOperation* op = okn::oknOperation(r.operation);
    return op && !op->everyNodeSends && r.network.nodes <= 256 ? Layout::Tree : Layout::Circle;
}

// Rows of two below the figure, grown with a large figure (its text would be read at the
// figure's scale); each row has room for two lines (more where the screen's text is
// larger, in presentation mode), so a long meaning wraps instead of shrinking.
double OknPainter::legendPitch(double screenText) const {
    return (screenText > 1 ? 22 * screenText * 1.25 : 28) * textGrow_;
}

std::optional<okn::Node> OknPainter::nodeAt(QPointF q, double screenText) const {
    for (okn::Node x = 0; x < network_.nodes && x < position_.size(); ++x) {
        const QPointF d = q - position_[x];
        if (std::hypot(d.x(), d.y()) <= std::max(radiusOf(x, screenText), 4.0)) return x;
    }
    return std::nullopt;
}

std::vector<QRectF> OknPainter::portBoxes(okn::Node x, double screenText) const {
    std::vector<QRectF> boxes;
    if (x >= outward_.size() || network_.ports > 16) return boxes;
    const QPointF c = nodePosition(x), out = outward_[x], side(-out.y(), out.x());
    // Smaller beside a staggered neighbour: at half the radius a leaf's squares touched the
    // disc of the leaf hanging beside it (7's on 8's in the k-ary tree of 15, presenting).
    const double r = radiusOf(x, screenText), tick = r * (staggered_ ? 0.42 : 0.5);
    for (std::uint32_t port = 0; port < network_.ports; ++port) {
        const double offset = (double(port) - (network_.ports - 1) / 2.0) * tick * 1.3;
        const QPointF at = c + out * (r + tick) + side * offset;
        boxes.push_back(QRectF(at.x() - tick / 2, at.y() - tick / 2, tick, tick));
    }
    return boxes;
}

// Larger screen text (presentation mode) makes the nodes larger too, as far as the
// layout leaves room between them: their numbers are read from the back row.
double OknPainter::radiusOf(okn::Node x, double screenText) const {
    if (radius_.empty() || x >= radius_.size()) return std::min(nodeRadius_ * screenText, roomRadius_);
    return std::min(radius_[x] * screenText, room_[x]);
}

// Larger screen text (presentation mode) gets a taller band for the title above the
// figure: in the figure's own margin it shrank back to 12 px.
// And clear of what stands highest -- a top node's port squares had touched the title
// (Fig. 4's node 0, under "delay").
double OknPainter::titleRise(double screenText) const {
    double top = std::numeric_limits<double>::infinity();
    for (okn::Node x = 0; x < position_.size(); ++x) {
        top = std::min(top, nodePosition(x).y() - radiusOf(x, screenText));
        for (const QRectF& box : portBoxes(x, screenText))
            top = std::min(top, box.top());
    }
    const double titleBottom = 6 + 26 * textGrow_ + 2; // its box (a line of 11 points), with a gap
    return titleGrowth(screenText) + (std::isfinite(top) ? std::max(0.0, titleBottom - top) : 0);
}

QRectF OknPainter::bounds(double screenText) const {
    return bounds_.adjusted(0, -titleRise(screenText), 0, kLegendRows * legendPitch(screenText) + 12 * textGrow_);
}

// A reached node's fill. On the dark theme the palette's dark blue stood 1.5:1 from a node
// not reached yet, and a broadcast's spread barely showed on a projector: a lighter blue,
// over 3:1 from it, its number in black.
QColor OknPainter::reachedFill(const render::Palette& palette) {
    return palette.isDark() ? palette.used.darker(125) : palette.usedFill;
}

// Whether a node's port squares and in-flight dots (about half its radius) come out under
// a pixel and a half as painted.
bool OknPainter::marksTooSmall(const QPainter& p, double screenText) const {
    double largest = 0;
    for (okn::Node x = 0; x < network_.nodes; ++x)
        largest = std::max(largest, radiusOf(x, screenText));
    return largest * 0.5 * std::sqrt(std::abs(p.transform().determinant())) < 1.5;
}

void OknPainter::paintLegend(QPainter& p, const render::Palette& palette, double screenText) const {
    const double pitch = legendPitch(screenText);
    const QRectF all = bounds(screenText);
    const double top = all.bottom() - kLegendRows * pitch - 4, width = (all.width() - 16) / 2, size = 12 * textGrow_;
    p.setFont(render::sceneFont(p, 8 * textGrow_));
    // Two a row: each symbol drawn as the figure draws it, its meaning beside it.
    std::vector<std::pair<std::function<void(QPointF)>, QString>> items{
        {[&](QPointF c) {
             p.setPen(QPen(palette.ink, 1 * textGrow_));
             p.setBrush(reachedFill(palette));
             p.drawEllipse(c, size / 2, size / 2);
         },
         exchange_ ? tr("node that has every message meant for it") : tr("node the message has reached")},
        {[&](QPointF c) {
             p.setPen(QPen(palette.ink, 1 * textGrow_));
             p.setBrush(palette.coupler);
             p.drawEllipse(c, size / 2, size / 2);
         },
         exchange_ ? tr("node still waiting for messages") : tr("node not reached yet")},
        {[&](QPointF c) {
             p.setPen(QPen(palette.ink, 0.6 * textGrow_));
             p.setBrush(palette.used);
             p.drawRect(QRectF(c.x() - size / 3, c.y() - size / 3, size * 2 / 3, size * 2 / 3));
         },
         tr("transmit port held by a link (k per node)")},
        // The hollow squares under every node, which in Chinese had looked like glyphs
        // missing from the font (walk 10).
        {[&](QPointF c) {
             p.setPen(QPen(palette.ink, 0.6 * textGrow_));
             p.setBrush(palette.background);
             p.drawRect(QRectF(c.x() - size / 3, c.y() - size / 3, size * 2 / 3, size * 2 / 3));
         },
         tr("free transmit port")},
        {[&](QPointF c) {
             p.setPen(QPen(palette.ink, 0.6 * textGrow_)); // as the figure draws it, outlined over a node's fill
             p.setBrush(palette.selection);
             p.drawEllipse(c, size / 3, size / 3);
         },
         tr("message in flight")},
        {[&](QPointF c) {
             p.setPen(configuringPen(palette, textGrow_));
             p.drawLine(c - QPointF(size, 0), c + QPointF(size / 2, 0));
         },
         tr("link being configured (the delay)")},
        {[&](QPointF c) {
             p.setPen(QPen(palette.used, 1.6 * textGrow_));
             p.drawLine(c - QPointF(size, 0), c + QPointF(size / 2, 0));
         },
         tr("link up")},
        {[&](QPointF c) {
             p.setPen(QPen(palette.faint, 0.8 * textGrow_));
             p.drawLine(c - QPointF(size, 0), c + QPointF(size / 2, 0));
         },
         tr("tree links not up at this time")}};
    if (treeEdges_.empty()) items.pop_back(); // on the circle there is no tree to draw
    // Where a node is a dot of a few pixels (N = 500 in the window), its ports and the
    // messages in flight are smaller than a pixel: the legend had listed them as if seen.
    // It says they are left out instead.
    // It says they are left out instead, on a row of its own across both columns.
    const bool tooSmall = marksTooSmall(p, screenText);
    if (tooSmall) items.erase(items.begin() + 2, items.begin() + 5);
    // Every row at one size: each fitted on its own, the long meanings read smaller.
    const int flags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;
    const QSizeF box(width - 2 * size - 4, pitch - 2);
    std::vector<QString> texts;
    for (const auto& item : items)
        texts.push_back(item.second);
    // Grown to what reads where it would not (presenting, a tree on rings is shown smaller
    // than one in levels: its legend read 13.6 px), wrapping in its two lines' room.
    const double now = QFontMetricsF(p.font(), p.device()).height() * std::sqrt(std::abs(p.transform().determinant()));
    const double least = render::leastReadablePixels(p) + 0.25;
    if (now > 0 && now < least) {
        QFont grown = p.font();
        grown.setPointSizeF(grown.pointSizeF() * least / now);
        p.setFont(grown);
    }
    render::fitFontToAll(p, QRectF(QPointF(0, 0), box), flags, texts);
    for (std::size_t k = 0; k < items.size(); ++k) {
        const QPointF at(8 + double(k % 2) * width + size, top + double(k / 2) * pitch + pitch / 2);
        items[k].first(at);
        p.setPen(palette.ink);
        render::drawLabel(p, QRectF(QPointF(at.x() + size, at.y() - pitch / 2 + 1), box), flags, items[k].second);
    }
    if (tooSmall) {
        const double row = top + double((items.size() + 1) / 2) * pitch;
        p.setPen(palette.ink);
        render::drawLabel(p, QRectF(8 + 2 * size, row + 1, all.width() - 16 - 2 * size, pitch - 2), flags,
                          tr("Ports and messages in flight are too small to draw at this size."));
    }
}

// A link being configured: dashed in the links' colour, paler. In the tree's faint grey its
// dashes vanished over the tree edge beneath (N = 200's held ports showed no link).
QPen OknPainter::configuringPen(const render::Palette& palette, double grow) {
    QColor c = palette.used;
    // Nearly opaque on the dark theme: half transparent over the dark background it had all
    // but vanished there (the legend's dashed sample too, walk 13).
    c.setAlpha(palette.isDark() ? 230 : 150);
    return QPen(c, 1.4 * grow, Qt::DashLine);
}

// A message in flight is a dot at the share of it sent along the stretch of its link between
// the two nodes' discs. Along the whole link, a short one's dot sat on the leaf it went to
// (presenting, the latency-hiding tree's leaves read as marked). Where that share falls on
// another node -- a link from i to i + 2 of a ring passes over i + 1 -- the dot moves along
// its link to the nearest place clear of every node (on the ring of 41 every node's number
// had been under a dot).
std::vector<OknPainter::InFlight> OknPainter::inFlight(okn::Time t, double screenText) const {
    std::vector<InFlight> dots;
    std::optional<NodeDiscs> discs; // built at the first message in flight
    for (const auto& e : timeline_) {
        if (e.kind != okn::EventKind::Send || !(e.start <= t && t < e.end)) continue;
        if (!discs) {
            std::vector<NodeDiscs::Disc> all(network_.nodes);
            for (okn::Node x = 0; x < network_.nodes; ++x)
                all[x] = {nodePosition(x), radiusOf(x, screenText)};
            discs.emplace(std::move(all));
        }
        const double share = double(t - e.start + 1) / double(e.end - e.start + 1);
        const QPointF a = nodePosition(e.from), b = nodePosition(e.to), d = b - a;
        const double from = radiusOf(e.from, screenText), to = radiusOf(e.to, screenText), dot = from * 0.45;
        const double length = std::hypot(d.x(), d.y()), clear = length - from - to - 2 * dot;
        const QPointF along = length > 0 ? d / length : QPointF();
        auto at = [&](double s) { return a + along * (from + dot + clear * s); };
        const QPointF wanted = clear > 0 ? at(share) : a + d * share;
        std::optional<QPointF> place;
        if (clear > 0 && !discs->covers(wanted, dot, e.from, e.to)) place = wanted;
        for (int step = 1; step <= 20 && clear > 0 && !place; ++step) { // 5 % of the stretch a step, nearer first
            const double s = share + (step % 2 ? 1 : -1) * 0.05 * ((step + 1) / 2);
            if (s >= 0 && s <= 1 && !discs->covers(at(s), dot, e.from, e.to)) place = at(s);
        }
        // No clear place on the link (discs grown for a projector touch): beside it, as near
        // as clears every disc, its ends' too.
        const QPointF across(-along.y(), along.x());
        for (int step = 1; step <= 8 && !place; ++step) {
            const QPointF beside = wanted + across * (step % 2 ? 1 : -1) * dot * 1.5 * ((step + 1) / 2);
            if (!discs->covers(beside, dot, okn::Node(-1), okn::Node(-1))) place = beside;
        }
        dots.push_back({place.value_or(wanted), dot});
    }
    return dots;
}

// Over the nodes, outlined on a node's fill.
void OknPainter::paintInFlight(QPainter& p, okn::Time t, const render::Palette& palette, double screenText) const {
    p.setPen(QPen(palette.ink, 0.6 * textGrow_));
    p.setBrush(palette.selection);
    for (const InFlight& dot : inFlight(t, screenText))
        p.drawEllipse(dot.at, dot.radius, dot.radius);
}

void OknPainter::paint(QPainter& p, okn::Time t, const render::Palette& palette, double screenText,
                       bool subject) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds(screenText), palette.background);
    // The tree's edges stay faintly visible after their links are torn down.
    p.setPen(QPen(palette.faint, 0.8 * textGrow_));
    for (const auto& [from, to] : treeEdges_)
        p.drawLine(nodePosition(from), nodePosition(to));
    // Links existing at t: dashed while configuring, solid once up.
    for (const Interval& l : links_) {
        if (!(l.start <= t && t < l.end)) continue;
        const bool configuring = t < l.up;
        p.setPen(configuring ? configuringPen(palette, textGrow_) : QPen(palette.used, 1.6 * textGrow_));
        p.drawLine(nodePosition(l.from), nodePosition(l.to));
    }
    // Nodes with their number; arrived messages are what the run has done so far.
    std::vector<bool> reached(network_.nodes, false);
    std::vector<std::uint32_t> arrived(network_.nodes, 0);
    reached[0] = !exchange_;
    for (const auto& e : timeline_)
        if (e.kind == okn::EventKind::Send && e.end <= t && e.to < reached.size()) {
            ++arrived[e.to];
            reached[e.to] = !exchange_ || arrived[e.to] >= expected_[e.to];
        }
    // Each node's k transmit ports, as ticks on its outer side: filled while a link
    // (configuring or up) holds the port.
    std::vector<std::uint32_t> used(network_.nodes, 0);
    for (const Interval& l : links_)
        if (l.start <= t && t < l.end) ++used[l.from];
    for (okn::Node x = 0; x < network_.nodes && network_.ports <= 16; ++x) {
        const std::vector<QRectF> ports = portBoxes(x, screenText);
        for (std::uint32_t port = 0; port < ports.size(); ++port) {
            // At 0.6 a free port was a faint smudge on the dark theme; never more than a
            // quarter of the square, which stays a square.
            p.setPen(QPen(palette.ink, std::min(1.0 * textGrow_, ports[port].width() / 4)));
            p.setBrush(port < used[x] ? palette.used : palette.background);
            p.drawRect(ports[port]);
        }
    }
    bool unnumbered = false; // a node too small for its number
    for (okn::Node x = 0; x < network_.nodes; ++x) {
        const QPointF c = nodePosition(x);
        const double r = radiusOf(x, screenText), base = radius_.empty() ? nodeRadius_ : radius_[x];
        // Outlined as the lines grow, but never more than a fifth of the disc: its fill tells
        // reached from waiting.
        p.setPen(QPen(palette.ink, std::min(1.0 * textGrow_, r / 5)));
        const QColor fill = reached[x] ? reachedFill(palette) : palette.coupler;
        p.setBrush(fill);
        p.drawEllipse(c, r, r);
        p.setFont(render::sceneFont(p, std::min(fontCap_, base * 0.9) * r / base));
        const QString number = QString::number(x);
        // Its number where it reads (9 px in the window, 7 on a page, 14 presenting), else none:
        // the crowded leaves of a large tree, whose numbers the tooltip gives.
        const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
        if (r >= 7 && render::readsInBox(p, box, Qt::AlignCenter, number)) {
            p.setPen(palette.isDark() ? render::inkOn(fill) : palette.ink);
            render::drawLabel(p, box, Qt::AlignCenter, number);
        } else {
            unnumbered = true;
        }
    }
    if (unnumbered && circleRadius_ > 0) paintRingNumbers(p, palette, screenText);
    paintInFlight(p, t, palette, screenText);
    paintLegend(p, palette, screenText);
    p.setPen(palette.ink);
    p.setFont(render::sceneFont(p, 11 * textGrow_));
    render::drawLabel(
        p, QRectF(8, 6 - titleRise(screenText), bounds().width() - 16, 26 * textGrow_ + titleGrowth(screenText)),
        Qt::AlignLeft,
        (subject_.isEmpty() || !subject ? QString() : subject_ + " \u2013 ") +
            tr("OK_N, N = %L1, k = %L2, delay = %L3; time %L4")
                .arg(network_.nodes)
                .arg(network_.ports)
                .arg(network_.delay)
                .arg(t));
    p.restore();
}

} // namespace popslab::okn
