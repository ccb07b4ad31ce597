#include "scheduling/TwoSlotRouting.h"

#include "common/IntMath.h"

#include <vector>

namespace popslab::pops {

ProcessorId twoSlotIntermediate(const PopsNetwork& net, ProcessorId i) {
    return net.processor(i % net.g(), i / net.g());
}

std::size_t appendTwoSlotMove(Schedule& s, std::span<const Message> messages) {
    const PopsNetwork net = PopsNetwork(s.network.d, s.network.g);
    if (net.d() == 1) {
        s.beginSlot();
        for (const Message& m : messages)
            if (m.src != m.dst) s.addTransmission(m.src, net.couplerFor(m.src, m.dst), m.dst, m.item);
        return 1;
    }
    const std::uint32_t passes = std::uint32_t(ceilDiv(net.d(), net.g()));
    for (std::uint32_t pass = 0; pass < passes; ++pass) {
        std::vector<const Message*> active;
        for (const Message& m : messages)
            if (net.indexInGroup(m.src) / net.g() == pass) active.push_back(&m);
        // Slot 1: to the intermediate processor (nothing to send if it is the source).
        s.beginSlot();
        for (const Message* m : active) {
            const ProcessorId via = twoSlotIntermediate(net, m->src);
            if (via != m->src) s.addTransmission(m->src, net.couplerFor(m->src, via), via, m->item);
        }
        // Slot 2: from the intermediate processor to the destination.
        s.beginSlot();
        for (const Message* m : active) {
            const ProcessorId via = twoSlotIntermediate(net, m->src);
            if (via != m->dst) s.addTransmission(via, net.couplerFor(via, m->dst), m->dst, m->item);
        }
    }
    return 2 * passes;
}

} // namespace popslab::pops
