#include "scheduling/Relay.h"

#include "scheduling/SlotPlan.h"
#include "scheduling/TwoSlotRouting.h"

namespace popslab::pops {

void appendRelays(Schedule& s, const std::vector<Relay>& relays) {
    std::vector<Send> toIntermediate, fromIntermediate;
    for (const Relay& r : relays) {
        toIntermediate.push_back({r.src, {r.via}, r.item});
        fromIntermediate.push_back({r.via, r.dsts, r.item});
    }
    appendSlot(s, toIntermediate);
    appendSlot(s, fromIntermediate);
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

} // namespace popslab::pops
