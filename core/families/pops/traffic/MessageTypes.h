// Identical messages as one type: real traffic repeats a source and destination
// many times, and t copies of a message are interchangeable in a schedule -- t! schedules
// that differ only in which copy goes where. The optimal search decides per type and slot
// whether a copy goes there (at most one can: the copies share their sender), and asks for
// as many slots as the type has copies; the lower bounds count copies as the type's weight.
#pragma once

#include "PopsNetwork.h"
#include "scheduling/Message.h"

#include <cstdint>
#include <span>
#include <vector>

namespace popslab::pops {

struct MessageType {
    ProcessorId src = 0, dst = 0;
    std::uint32_t coupler = 0;           // the dense index of c(group dst, group src)
    std::vector<std::uint32_t> messages; // its copies, by index in the message set
    std::uint32_t weight() const { return std::uint32_t(messages.size()); }
};

struct MessageTypes {
    std::vector<MessageType> types;    // in the order they first appear
    std::vector<std::uint32_t> typeOf; // per message
    // Lists of type indices that share a coupler / a sender / a receiver: in one slot at
    // most one of a coupler's or a sender's types, at most receivesPerSlot of a receiver's.
    std::vector<std::vector<std::uint32_t>> byCoupler, bySender, byReceiver;
    std::uint32_t receivesPerSlot = 1;
};

MessageTypes messageTypes(const PopsNetwork& network, std::span<const Message> messages, std::uint32_t receivesPerSlot);

} // namespace popslab::pops
