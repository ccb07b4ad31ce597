// The two-slot routing of paper 002, Theorems 1 and 2 (and paper 001, Theorem 4.1):
// processor i sends its datum through the intermediate processor
// p(i mod g, floor(i/g)) -- over coupler c(i mod g, group(i)) -- which forwards it
// over coupler c(group(dest), i mod g). With d > g the processors of each group are
// split into ceil(d/g) subgroups of g, one pass of two slots each. With d = 1 every
// message has its own coupler and one slot suffices.
#pragma once

#include "PopsNetwork.h"
#include "scheduling/Message.h"
#include "slotted/Schedule.h"

#include <span>

namespace popslab::pops {

// Appends the slots of one routed move: always 1 slot when d = 1, else exactly
// 2 ceil(d/g) slots (a pass without active senders stays in the schedule as two
// empty slots: a SIMD move takes the same time whoever is active). Each source
// sends at most one message. Returns the number of slots appended.
std::size_t appendTwoSlotMove(Schedule& schedule, std::span<const Message> messages);

// The intermediate processor of Theorem 1 for source i: p(i mod g, floor(i/g)).
ProcessorId twoSlotIntermediate(const PopsNetwork& network, ProcessorId i);

} // namespace popslab::pops
