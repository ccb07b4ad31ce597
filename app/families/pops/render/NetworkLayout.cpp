#include "NetworkLayout.h"

#include <algorithm>

namespace popslab::pops {

namespace {
// Column positions (scene units): processors, ports, couplers.
constexpr double kProcessorWidth = 92; // the number and the items it holds, side by side ("{16 个数据项}" at 7 pt)
constexpr double kSourceX = 0;
constexpr double kCouplerWidth = 44;
constexpr double kRow = 24;          // one processor row
constexpr double kCouplerTitle = 16; // "couplers to group j", over each group of couplers
constexpr double kCouplerNamed = 20; // a coupler's row where its name reads (its box 16 units)
} // namespace

NetworkLayout::NetworkLayout(const pops::PopsNetwork& net) : network_(net) {
    const double n = net.processorCount(), g = net.g();
    rowHeight_ = kRow;
    groupGap_ = kRow * 1.1; // room for the group label
    height_ = n * rowHeight_ + (g - 1) * groupGap_;
    // The g^2 couplers share the same height, with a gap between coupler groups.
    // The gap holds the coupler group's title, which Chinese writes taller than Latin.
    const double units = g * g + (g - 1) * 0.9;
    couplerRow_ = height_ / units;
    // A coupler's row is tall enough for its name ("c(2,1)" at 7 pt) where that leaves the
    // figure at most half as tall again (or 400 units): with d < g POPS(2,4)'s sixteen couplers
    // were 11 units tall and nameless, and the table's "c(2,1)" could not be found in the
    // figure. More couplers than that stay short; a taller figure would be drawn as blocks.
    const double named = g * g * kCouplerNamed + (g - 1) * (kCouplerTitle + 7);
    if (couplerRow_ < kCouplerNamed && named <= std::max(1.5 * height_, 400.0)) couplerRow_ = kCouplerNamed;
    // At least a title's height (16) and its margins: with d < g the rows are short, and
    // "couplers to group 1" read at 5 px under a full-size "couplers to group 0". The
    // column then outgrows the processors', and they spread beside it (below).
    couplerGroupGap_ = std::max(couplerRow_ * 0.9, kCouplerTitle + 7); // + the frames' 3 and the title's 1
    const double column = g * g * couplerRow_ + (g - 1) * couplerGroupGap_;
    // A taller column of couplers spreads the node-groups to its height, each beside its
    // own couplers, rather than leaving them a strip in the middle.
    if (column > height_ && g > 1)
        groupGap_ += (column - height_) / (g - 1);
    else
        processorTop_ = std::max(0.0, (column - height_) / 2);
    height_ = std::max(height_, column);
    // Wider columns for taller figures keep fibres readable and the page near 4:3.
    couplerX_ = std::max(260.0, 0.4 * height_);
    destinationX_ = 2 * couplerX_;
    bounds_ = QRectF(kSourceX - 30, -40, destinationX_ + kProcessorWidth + 60, height_ + 60);
}

double NetworkLayout::processorY(ProcessorId p) const {
    return processorTop_ + p * rowHeight_ + network_.group(p) * groupGap_;
}

double NetworkLayout::couplerY(Coupler c) const {
    return (c.destinationGroup * network_.g() + c.sourceGroup) * couplerRow_ + c.destinationGroup * couplerGroupGap_;
}

QRectF NetworkLayout::sourceProcessor(ProcessorId p) const {
    return {kSourceX, processorY(p) + rowHeight_ * 0.1, kProcessorWidth, processorHeight()};
}

QRectF NetworkLayout::destinationProcessor(ProcessorId p) const {
    return {destinationX_, processorY(p) + rowHeight_ * 0.1, kProcessorWidth, processorHeight()};
}

QRectF NetworkLayout::sourceGroup(GroupId j) const {
    const double top = processorY(network_.processor(j, 0));
    return {kSourceX - 6, top - 4, kProcessorWidth + 12, network_.d() * rowHeight_ + 8};
}

QRectF NetworkLayout::destinationGroup(GroupId i) const {
    const double top = processorY(network_.processor(i, 0));
    return {destinationX_ - 6, top - 4, kProcessorWidth + 12, network_.d() * rowHeight_ + 8};
}

QRectF NetworkLayout::coupler(Coupler c) const {
    const double h = std::max(couplerRow_ * 0.8, 1.0);
    return {couplerX_, couplerY(c) + (couplerRow_ - h) / 2, kCouplerWidth, h};
}

QRectF NetworkLayout::couplerGroup(GroupId i) const {
    const QRectF first = coupler({i, 0}), last = coupler({i, network_.g() - 1});
    return first.united(last).adjusted(-6, -3, 6, 3);
}

QRectF NetworkLayout::couplerGroupTitle(GroupId i) const {
    // Between the frame above (or the figure's top) and this one: the gap is all there is.
    const QRectF frame = couplerGroup(i);
    const double above = i > 0 ? couplerGroup(i - 1).bottom() : frame.top() - 18;
    const double h = std::min(kCouplerTitle, frame.top() - above - 1);
    return {frame.left() - 60, frame.top() - 1 - h, frame.width() + 120, h};
}

QPointF NetworkLayout::transmitter(ProcessorId x, GroupId j) const {
    const QRectF r = sourceProcessor(x);
    const double step = r.height() / (network_.g() + 1);
    return {r.right(), r.top() + step * (j + 1)};
}

QPointF NetworkLayout::receiver(ProcessorId y, GroupId j) const {
    const QRectF r = destinationProcessor(y);
    const double step = r.height() / (network_.g() + 1);
    return {r.left(), r.top() + step * (j + 1)};
}

QPointF NetworkLayout::couplerInput(Coupler c) const {
    const QRectF r = coupler(c);
    return {r.left(), r.center().y()};
}

QPointF NetworkLayout::couplerOutput(Coupler c) const {
    const QRectF r = coupler(c);
    return {r.right(), r.center().y()};
}

} // namespace popslab::pops
