#include "scheduling/Relay.h"

#include "scheduling/TwoSlotRouting.h"

#include <map>

namespace popslab {

void appendRelays(Schedule& s, const std::vector<Relay>& relays) {
    const PopsNetwork net = s.pops();
    s.beginSlot();
    for (const Relay& r : relays)
        if (r.via != r.src) s.addTransmission(r.src, net.couplerFor(r.src, r.via), r.via, r.item);
    s.beginSlot();
    for (const Relay& r : relays) {
        std::map<GroupId, std::vector<ProcessorId>> byGroup;
        for (ProcessorId y : r.dsts)
            if (y != r.via) byGroup[net.group(y)].push_back(y);
        for (const auto& [group, dsts] : byGroup) s.addTransmission(r.via, Coupler{group, net.group(r.via)}, dsts, r.item);
    }
}

void appendHypercubeRoutes(Schedule& s, std::vector<std::pair<ItemIndex, ProcessorId>> items,
                           std::vector<ProcessorId> positions, const std::vector<unsigned>& bits) {
    for (unsigned bit : bits) {
        std::vector<Message> move;
        for (std::size_t k = 0; k < items.size(); ++k) {
            const ProcessorId here = positions[k], target = items[k].second;
            if (((here ^ target) >> bit) & 1u) {
                move.push_back({here, here ^ (1u << bit), items[k].first});
                positions[k] = here ^ (1u << bit);
            }
        }
        appendTwoSlotMove(s, move);
    }
}

} // namespace popslab
