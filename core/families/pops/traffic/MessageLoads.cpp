#include "traffic/MessageLoads.h"

#include "traffic/KeyedLists.h"

#include <algorithm>
#include <unordered_map>

namespace popslab::pops {

MessageGroups messageGroups(const PopsNetwork& net, std::span<const Message> messages, std::uint32_t receives) {
    KeyedLists couplers, senders, receivers;
    MessageGroups out;
    out.receivesPerSlot = std::max<std::uint32_t>(1, receives);
    out.couplerOf.reserve(messages.size());
    for (std::uint32_t k = 0; k < messages.size(); ++k) {
        const auto c = std::uint32_t(net.couplerIndex(net.couplerFor(messages[k].src, messages[k].dst)));
        out.couplerOf.push_back(c);
        couplers.add(c, k);
        senders.add(messages[k].src, k);
        receivers.add(messages[k].dst, k);
    }
    out.byCoupler = couplers.take();
    out.bySender = senders.take();
    out.byReceiver = receivers.take();
    return out;
}

std::uint64_t LoadBound::value() const {
    return std::max({couplerLoad, senderLoad, receiverSlots()});
}

LoadBound loadBound(const PopsNetwork& net, std::span<const Message> messages, std::uint32_t receives) {
    const MessageGroups groups = messageGroups(net, messages, receives);
    LoadBound out;
    out.receivesPerSlot = groups.receivesPerSlot;
    for (const auto& list : groups.byCoupler)
        if (list.size() > out.couplerLoad) {
            out.couplerLoad = list.size();
            const Message& m = messages[list.front()];
            out.busiestCoupler = net.couplerFor(m.src, m.dst);
        }
    for (const auto& list : groups.bySender)
        if (list.size() > out.senderLoad) out.senderLoad = list.size(), out.busiestSender = messages[list.front()].src;
    for (const auto& list : groups.byReceiver)
        if (list.size() > out.receiverLoad)
            out.receiverLoad = list.size(), out.busiestReceiver = messages[list.front()].dst;
    return out;
}

} // namespace popslab::pops
