#include "traffic/MessageTypes.h"

#include "common/Work.h"
#include "traffic/KeyedLists.h"

#include <algorithm>
#include <unordered_map>

namespace popslab::pops {

MessageTypes messageTypes(const PopsNetwork& net, std::span<const Message> messages, std::uint32_t receives) {
    MessageTypes out;
    out.receivesPerSlot = std::max<std::uint32_t>(1, receives);
    out.typeOf.reserve(messages.size());
    std::unordered_map<std::uint64_t, std::uint32_t> byPair;
    for (std::uint32_t k = 0; k < messages.size(); ++k) {
        work::tick();
        const Message& m = messages[k];
        auto [it, fresh] = byPair.try_emplace((std::uint64_t(m.src) << 32) | m.dst, std::uint32_t(out.types.size()));
        if (fresh)
            out.types.push_back({m.src, m.dst, std::uint32_t(net.couplerIndex(net.couplerFor(m.src, m.dst))), {}});
        out.types[it->second].messages.push_back(k);
        out.typeOf.push_back(it->second);
    }
    KeyedLists couplers, senders, receivers;
    for (std::uint32_t t = 0; t < out.types.size(); ++t) {
        couplers.add(out.types[t].coupler, t);
        senders.add(out.types[t].src, t);
        receivers.add(out.types[t].dst, t);
    }
    out.byCoupler = couplers.take();
    out.bySender = senders.take();
    out.byReceiver = receivers.take();
    return out;
}

} // namespace popslab::pops
