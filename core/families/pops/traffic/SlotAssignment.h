// A single-hop schedule of a message set as what it decides: the slot of each message.
// The exercise table, the greedy and the optimal scheduler all produce one; the
// Schedule a validator judges is made from it (messageSchedule).
#pragma once

#include "PopsNetwork.h"
#include "scheduling/Message.h"
#include "slotted/Schedule.h"

#include <cstdint>
#include <span>
#include <vector>

namespace popslab::pops {

inline constexpr std::uint32_t kUnplaced = 0xffffffffu;

struct SlotAssignment {
    std::vector<std::uint32_t> slotOf; // per message, or kUnplaced
    std::uint32_t length() const;      // 1 + the largest slot used (0 if none)
};

// Largest load first, then first fit: each message goes into the earliest slot where its
// coupler and sender are free and its receiver reads fewer than receivesPerSlot. Valid for
// any set, never below the load bound, and with receivesPerSlot = 1 at most 3L - 2 slots for
// the bound L (a message meets at most L - 1 others on each of its three resources).
// With `start`, the messages it places stay there (a valid partial schedule) and the
// others are fitted around them in the same order.
SlotAssignment greedyAssignment(const PopsNetwork& network, std::span<const Message> messages,
                                std::uint32_t receivesPerSlot, const SlotAssignment* start = nullptr);

// The format v1 schedule of an assignment: message k is item k (origin src, deliverTo
// [dst]), sent in its slot over its unique route; an unplaced message is an item with no
// transmission (the validator then reports it undelivered, unless it is a self message).
// `slots` pads the schedule with empty slots (an exercise's table), never cuts it.
Schedule messageSchedule(NetworkSpec network, PatternSpec pattern, std::span<const Message> messages,
                         const SlotAssignment& assignment, std::uint32_t padTo = 0);

} // namespace popslab::pops
