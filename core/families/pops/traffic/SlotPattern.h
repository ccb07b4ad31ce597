// The heaviest set of message types that fit in one slot: no two on one coupler
// or from one sender, at most receivesPerSlot into one receiver, each type at most once
// (its copies share a sender). With unit weights its size is alpha, the most messages of a
// set that can share a slot (SetBound); with the fractional bound's prices it is the slot
// pattern that column generation adds next (FractionalBound).
#pragma once

#include "traffic/MessageTypes.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace popslab::pops {

struct SlotPattern {
    std::vector<std::uint32_t> types; // indices into MessageTypes::types
    double weight = 0;
};

// Branch and bound over `set` (at most 64 types), weighing type set[i] by weights[i] >= 0;
// nothing when `nodeBudget` nodes did not settle it.
std::optional<SlotPattern> heaviestSlotPattern(const MessageTypes& types, const std::vector<std::uint32_t>& set,
                                               const std::vector<double>& weights, std::uint64_t& nodeBudget);

} // namespace popslab::pops
