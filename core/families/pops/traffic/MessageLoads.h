// Who competes with whom in a single-hop schedule of a message set (paper 000, section 3):
// each message M(x,y) takes its unique route T(x, group y), c(group y, group x), R(y, group x);
// a coupler carries one message a slot, a processor sends one item a slot, and reads from
// at most receivesPerSlot couplers a slot (format v1, rules 2-4).
#pragma once

#include "PopsNetwork.h"
#include "scheduling/Message.h"

#include <cstdint>
#include <span>
#include <vector>

namespace popslab::pops {

struct MessageGroups {
    // Each list holds the indices of the messages that share one coupler / sender /
    // receiver (only lists with at least one message).
    std::vector<std::vector<std::uint32_t>> byCoupler, bySender, byReceiver;
    std::vector<std::uint32_t> couplerOf; // per message: the coupler's dense index
    std::uint32_t receivesPerSlot = 1;
};
MessageGroups messageGroups(const PopsNetwork& network, std::span<const Message> messages,
                            std::uint32_t receivesPerSlot);

// The load bound: no schedule is shorter than the largest load of a coupler,
// of a sender, or of a receiver divided by receivesPerSlot (rounded up).
struct LoadBound {
    std::uint64_t couplerLoad = 0, senderLoad = 0, receiverLoad = 0;
    std::uint32_t receivesPerSlot = 1;
    Coupler busiestCoupler{};
    ProcessorId busiestSender = 0, busiestReceiver = 0;
    std::uint64_t receiverSlots() const { return (receiverLoad + receivesPerSlot - 1) / receivesPerSlot; }
    std::uint64_t value() const;
};
LoadBound loadBound(const PopsNetwork& network, std::span<const Message> messages, std::uint32_t receivesPerSlot);

} // namespace popslab::pops
