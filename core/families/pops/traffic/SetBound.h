// A lower bound stronger than the loads: for a set S of messages, at most
// alpha(S) of them can share a slot (no two on one coupler or from one sender, at most
// receivesPerSlot into one receiver), so every schedule needs ceil(|S| / alpha(S)) slots.
// A coupler's messages are the case alpha = 1 (its load); paper 000's Lemma 3 set is one
// where loads say 2 and alpha = 3 of its 8 messages say 3 -- and t copies of it, 8t/3.
//
// S is taken among the messages of one group or of two groups (where such sets live: a
// slot pattern that shares resources is local to the groups its couplers join), each
// candidate's heaviest types first, and alpha is found exactly by branch and bound over
// at most kMaxSetTypes types; the whole search keeps to a budget of nodes, so the bound is
// found in milliseconds and is only ever weaker, never wrong, when the budget ends.
#pragma once

#include "traffic/MessageTypes.h"

#include <cstdint>
#include <vector>

namespace popslab::pops {

inline constexpr std::uint32_t kMaxSetTypes = 40;

struct SetBound {
    std::uint64_t value = 0;          // ceil(messages / alpha); 0 when no set beat `atLeast`
    std::uint64_t messages = 0;       // |S|, counting copies
    std::uint32_t alpha = 0;          // the most of them that can share a slot
    std::vector<std::uint32_t> types; // S's types
};

// The best set bound above `atLeast` (the load bound), or value 0.
SetBound setBound(const PopsNetwork& network, const MessageTypes& types, std::uint64_t atLeast);

// The most of `set`'s types that fit in one slot (each type at most once: its copies
// share a sender), or nothing when `nodeBudget` branch-and-bound nodes did not settle it.
std::optional<std::uint32_t> slotShare(const MessageTypes& types, const std::vector<std::uint32_t>& set,
                                       std::uint64_t& nodeBudget);

} // namespace popslab::pops
