// The logical structure beside the network: a ring as a circle, a torus as a grid (its
// wrap-around edges as stubs), each node showing the processor mu(u) it is embedded on,
// coloured by that processor's group, and numbered outside (a ring's node beyond it, a
// torus's rows and columns at its edges); the slot's messages are drawn as bold arrows.
#pragma once

#include "NetworkPainter.h"

namespace popslab::pops {

class EmbeddingPainter {
public:
    // Needs a schedule with an embedding; a torus when its pattern is "torus".
    EmbeddingPainter(const pops::PopsNetwork& network, const Schedule& schedule);

    QRectF bounds() const;
    bool isTorus() const { return torus_; }
    // Whether the nodes are numbered at this scale (their numbers read).
    // `painter` is scaled as the figure will be: a ring of 24 had room between its nodes but
    // numbers too small to read, and its legend promised the numbers none was drawn with.
    bool numbersNodes(QPainter& painter, double pixelsPerUnit) const;
    // Where a node's numbers go (numbersNodes measures what paintNodes draws there).
    static QRectF processorBox(QPointF centre);
    QRectF nodeNumberBox(QPointF at) const;
    QPointF nodePosition(std::uint32_t u) const;
    void paint(QPainter& painter, const PaintOptions& options) const;
    // A colour per group, evenly spread around the hue circle.
    static QColor groupColour(GroupId j, std::uint32_t g, bool dark);

private:
    void paintDense(QPainter& painter, const PaintOptions& options) const;
    void paintEdges(QPainter& painter, const PaintOptions& options) const;
    // `dense`: the ring is a band of colours, and the messages run inside it.
    void paintMessages(QPainter& painter, const PaintOptions& options, bool dense) const;
    void paintNodes(QPainter& painter, const PaintOptions& options) const;

    pops::PopsNetwork network_;
    const Schedule& schedule_;
    bool torus_;
    std::uint32_t side_ = 0; // sqrt(n) for a torus
    double pitch_ = 36;      // between neighbouring nodes
    double radius_ = 0;
};

} // namespace popslab::pops
