// The figure of a large POPS(d,g), where one line a fibre would be a texture: the g
// groups as blocks, the g x g couplers as cells, with the slot's load -- along the top
// each source group with how many of its d processors send, down the left each
// destination group with how many receive, and in the cells the couplers the slot uses
// (clashes hatched and counted, as in the coupler matrix). A note above says what is
// drawn and how to see every processor. Scene units as the other painters'.
#pragma once

#include "NetworkPainter.h"

namespace popslab::pops {

class AggregatePainter {
    Q_DECLARE_TR_FUNCTIONS(AggregatePainter)

public:
    AggregatePainter(const pops::PopsNetwork& network, const Schedule* schedule);

    QRectF bounds() const;
    // The cell of coupler c, and the blocks of source group j and destination group i.
    QRectF cell(Coupler c) const;
    QRectF sourceBlock(GroupId j) const;
    QRectF destinationBlock(GroupId i) const;
    void paint(QPainter& painter, const PaintOptions& options) const;

    // How many processors of each group send (first) and receive (second) in the slot.
    std::pair<std::vector<std::uint32_t>, std::vector<std::uint32_t>>
    groupLoad(std::optional<std::uint32_t> slot) const;

private:
    double cellSize() const; // scene units a group
    static double noteHeight();
    void paintBlocks(QPainter& p, const PaintOptions& o) const;

    pops::PopsNetwork network_;
    const Schedule* schedule_;
};

} // namespace popslab::pops
