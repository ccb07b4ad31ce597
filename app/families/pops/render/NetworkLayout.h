// Where everything of POPS(d,g) sits in the figure of paper 000, Figs. 1-2: source
// node-groups on the left with their transmitters, the g coupler groups in the
// middle, destination node-groups on the right with their receivers (the same
// processors drawn twice, as the papers do). Pure geometry in scene units.
#pragma once

#include "PopsNetwork.h"

#include <QPointF>
#include <QRectF>

namespace popslab::pops {

class NetworkLayout {
public:
    explicit NetworkLayout(const pops::PopsNetwork& network);

    const pops::PopsNetwork& network() const { return network_; }
    QRectF bounds() const { return bounds_; }

    QRectF sourceProcessor(ProcessorId p) const;      // left column
    QRectF destinationProcessor(ProcessorId p) const; // right column
    QRectF sourceGroup(GroupId j) const;              // frame around SNG_j
    QRectF destinationGroup(GroupId i) const;         // frame around DNG_i
    QRectF coupler(Coupler c) const;
    QRectF couplerGroup(GroupId i) const;                // frame around c(i, *)
    QRectF couplerGroupTitle(GroupId i) const;           // "couplers to group i", above it
    QPointF transmitter(ProcessorId x, GroupId j) const; // T(x, j): right edge of x
    QPointF receiver(ProcessorId y, GroupId j) const;    // R(y, j): left edge of y
    QPointF couplerInput(Coupler c) const;
    QPointF couplerOutput(Coupler c) const;

    // Scene sizes, so painters scale text and strokes with the figure.
    double processorHeight() const { return rowHeight_ * 0.8; }
    double rowHeight() const { return rowHeight_; }
    // One coupler's row in its group's column (with d < g, shorter than a processor's).
    double couplerRow() const { return couplerRow_; }

private:
    double processorY(ProcessorId p) const;
    double couplerY(Coupler c) const;

    pops::PopsNetwork network_;
    double couplerX_ = 260, destinationX_ = 520; // columns spread with the height
    double rowHeight_ = 1, couplerRow_ = 1, groupGap_ = 1, couplerGroupGap_ = 1;
    double height_ = 0;
    double processorTop_ = 0; // one group's processors, centred beside a taller column of couplers (g = 1)
    QRectF bounds_;
};

} // namespace popslab::pops
