// Draws an OK_N run at a moment of its timeline: the nodes -- on a circle, or for a
// broadcast or scatter as the tree the data took (each node below the node it first
// received from, as in paper 003's Figs. 2-3) -- each node's ports, every link that
// exists at that time (dashed while it is still configuring), and the messages in
// flight as dots moving along their links. Shared by the window and exports.
#pragma once

#include "OknRegistry.h"
#include "OknSimulator.h"
#include "Palette.h"

#include <QCoreApplication>
#include <QPen>

namespace popslab::okn {

class OknPainter {
    Q_DECLARE_TR_FUNCTIONS(OknPainter)

public:
    static constexpr int kLegendRows = 4; // its eight symbols, two a row
    enum class Layout { Circle, Tree };
    // Whether a run of `request` is drawn at all (larger ones are simulated and reported,
    // their timeline not kept), and how: one source as the tree the data took (Figs.
    // 2-3) while it stays legible, else a circle.
    static bool drawable(const okn::OknRequest& request);
    static Layout layoutFor(const okn::OknRequest& request);
    OknPainter(const okn::OknNetwork& network, const std::vector<okn::TimelineEntry>& timeline,
               Layout layout = Layout::Circle);
    // The run of `request`, in its layout, its title naming the operation and algorithm
    // ("Broadcast, Sequential – OK_N, N = 41, ..."): an exported figure had not said what it
    // showed (walk 10).
    static OknPainter forRequest(const okn::OknRequest& request, const std::vector<okn::TimelineEntry>& timeline);

    // `screenText` is render::screenTextScale() where the figure is drawn on screen (the
    // legend takes more room for larger text), 1 for an export.
    QRectF bounds(double screenText = 1) const;
    QPointF nodePosition(okn::Node node) const;
    static QColor reachedFill(const render::Palette& palette); // a node reached, as the legend shows it
    // The node drawn at `scenePoint`, if any (the window's tooltip).
    std::optional<okn::Node> nodeAt(QPointF scenePoint, double screenText = 1) const;
    // `subject`: the operation and algorithm before the title (exports); the window leaves
    // them to the form beside the figure (presenting, the longer title had shrunk to 13 px).
    void paint(QPainter& painter, okn::Time time, const render::Palette& palette, double screenText = 1,
               bool subject = true) const;
    // A node's disc, as large as the screen's text asks where the layout has room.
    double nodeRadius(okn::Node node, double screenText = 1) const { return radiusOf(node, screenText); }
    // Where a node's k transmit ports are drawn: a square each on its outer side.
    std::vector<QRectF> portBoxes(okn::Node node, double screenText = 1) const;
    // The messages in flight at `time`: each one's dot, on its link between the two discs.
    struct InFlight {
        QPointF at;
        double radius;
    };
    std::vector<InFlight> inFlight(okn::Time time, double screenText = 1) const;
    // The distinct times at which something starts or ends, in order: the steps of a
    // timeline view.
    std::vector<okn::Time> eventTimes() const { return traceTimes(timeline_); }

private:
    // Lines grow with a large figure's text (`grow`): at N = 500 they had been 0.2 px wide.
    static QPen configuringPen(const render::Palette& palette, double grow);
    bool marksTooSmall(const QPainter& p, double screenText) const;
    void paintInFlight(QPainter& p, okn::Time t, const render::Palette& palette, double screenText) const;
    // What the symbols mean, along the bottom: nodes reached, ports, messages, links.
    void paintLegend(QPainter& p, const render::Palette& palette, double screenText) const;
    // On the circle where the nodes are too small for their numbers: every k-th node numbered
    // just inside the ring, k of 1, 2, 5, 10, ... as the room allows.
    void paintRingNumbers(QPainter& p, const render::Palette& palette, double screenText) const;
    double legendPitch(double screenText) const;
    double titleRise(double screenText) const;
    // What the title's box grows by with larger screen text (titleRise: that, and what keeps
    // it clear of the top node).
    double titleGrowth(double screenText) const { return 22 * textGrow_ * (std::max(1.0, screenText) - 1); }
    struct Interval {
        okn::Node from, to;
        okn::Time start, up, end; // configuring from start, up at `up`, until end (torn down)
    };
    okn::OknNetwork network_;
    const std::vector<okn::TimelineEntry>& timeline_;
    void layOutCircle();
    void layOutTree();
    void layOutRadial(const std::vector<double>& column, const std::vector<std::uint32_t>& depth, double leaves,
                      std::uint32_t deepest);
    struct Stagger {
        std::vector<double> drop;      // how much lower each node hangs than its level
        double room;                   // the radius the nodes may have; 0: nothing staggered
        std::vector<double> clearance; // each node's: how close the edges it does not join pass
    };
    static Stagger staggerLeaves(const std::vector<double>& column, const std::vector<std::uint32_t>& depth,
                                 const std::vector<std::vector<okn::Node>>& children,
                                 const std::vector<std::pair<okn::Node, okn::Node>>& edges);

    std::vector<Interval> links_;
    bool exchange_ = false;               // several nodes send their own data from the start
    std::vector<std::uint32_t> expected_; // each node's: the messages meant for it
    std::vector<QPointF> position_;
    std::vector<QPointF> outward_;                           // where each node's port ticks go
    std::vector<std::pair<okn::Node, okn::Node>> treeEdges_; // (informer, node), tree layout only
    QRectF bounds_;
    double nodeRadius_ = 12;
    bool staggered_ = false; // a tree whose leaves hang in two rows (staggerLeaves)
    double roomRadius_ = 12;
    double circleRadius_ = 0;           // the circle's, where the nodes lie on one (else 0)
    double textGrow_ = 1;               // the title and legend grow with a large figure
    std::vector<double> radius_, room_; // per node where the layout varies them (rings), else empty
    double fontCap_ = 9;                // a node number's largest size, points
    double radiusOf(okn::Node x,
                    double screenText) const; // the largest a node may grow to without touching its neighbours
    QString subject_;                         // the operation and algorithm, before the title
};

} // namespace popslab::okn
