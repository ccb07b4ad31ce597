// The generic single-hop scheduler: delivers the message set of one phase in as few
// slots as it can, each message over its unique route (T(x,eta), c(eta,xi), R(y,xi)).
// Phases follow each other: a phase starts after the previous one ends, so items
// computed between phases are held in time.
#pragma once

#include "PopsNetwork.h"
#include "scheduling/Message.h"
#include "slotted/Schedule.h"

#include <span>

namespace popslab::pops {

struct SchedulerOptions {
    // Put the whole phase into a single slot, conflicts and all: how a lecturer shows
    // why a phase needs more than one slot.
    bool wholePhaseInOneSlot = false;
};

// Appends the slots of one phase to `schedule` and returns how many it took.
//
// When every processor sends at most one message and receives at most
// receivesPerSlot, only couplers can clash, and the k-th message on each coupler goes
// into slot k: the phase takes exactly its largest coupler load, the lower bound
// (Lemmas 1-3 of paper 000). Otherwise messages are placed first-fit into the
// earliest slot where coupler, transmitter and receiver are all free: valid, but not
// always as short as the bound.
std::size_t appendPhase(Schedule& schedule, std::span<const Message> phase, const SchedulerOptions& options = {});

// The largest number of messages of `phase` that share one coupler.
std::size_t maxCouplerLoad(const PopsNetwork& network, std::span<const Message> phase);

} // namespace popslab::pops
