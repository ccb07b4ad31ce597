// Slots planned before they are written: constructions that run one POPS(m,m) block
// after another (passes) or several side by side (paper 002's partitions) plan each
// block on its own and then chain or overlay the plans.
#pragma once

#include "PopsNetwork.h"
#include "slotted/Schedule.h"

#include <vector>

namespace popslab::pops {

// A send as planned: `src` sends `item` to every processor in `dst`. Written as one
// transmission per destination group (over the coupler from src's group to it); src
// itself in `dst` needs no transmission.
struct Send {
    ProcessorId src = 0;
    std::vector<ProcessorId> dst;
    ItemIndex item = 0;
};

// Appends one slot with these sends (an empty slot when nothing is sent).
void appendSlot(Schedule& schedule, const std::vector<Send>& sends);

class SlotPlan {
public:
    // Slot t of the plan, created (empty) when needed.
    std::vector<Send>& slot(std::size_t t);
    std::size_t size() const { return slots_.size(); }
    // `later` runs after this plan (a pass after a pass).
    void append(SlotPlan later);
    // `beside` runs at the same time, slot by slot (blocks on disjoint couplers).
    void overlay(SlotPlan beside);
    // Writes the plan; a slot in which nothing is sent is left out.
    void writeTo(Schedule& schedule) const;

private:
    std::vector<std::vector<Send>> slots_;
};

} // namespace popslab::pops
