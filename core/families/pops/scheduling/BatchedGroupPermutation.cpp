#include "scheduling/BatchedGroupPermutation.h"

#include <tuple>

namespace popslab::pops {

// Slot 1: p(i, qh) goes straight over c(i, i); p(i, qh+s), 0 < s < g, go to group
// t = (i+s) mod g. Slot 2: p(i, qh+g) goes straight; the intermediates forward over
// c(i, t). The paper's intermediate p(t, i) exists only when g <= d; p(t, s) -- or
// p(t, 0) when s is where group t's straight datum lands in slot 1 -- works for every
// d and g.
void appendBatchedGroupPermutation(Schedule& s, const std::vector<std::vector<std::uint32_t>>& sg,
                                   const std::vector<ItemIndex>& item) {
    const PopsNetwork net = PopsNetwork(s.network.d, s.network.g);
    const std::uint32_t d = net.d(), g = net.g(), h = g + 1;
    auto send = [&](ProcessorId from, ProcessorId to, ItemIndex what) {
        if (from != to) s.addTransmission(from, net.couplerFor(from, to), to, what);
    };
    for (std::uint32_t q = 0; q * h < d; ++q) {
        std::vector<std::tuple<ProcessorId, ProcessorId, ProcessorId>> relays;
        s.beginSlot();
        for (GroupId i = 0; i < g; ++i) {
            const ProcessorId first = net.processor(i, q * h);
            send(first, net.processor(i, sg[i][q * h]), item[first]);
            for (std::uint32_t k = 1; k < g && q * h + k < d; ++k) {
                const GroupId t = (i + k) % g;
                const std::uint32_t index = sg[t][q * h] == k ? 0 : k; // keep clear of t's straight datum
                const ProcessorId x = net.processor(i, q * h + k), via = net.processor(t, index);
                send(x, via, item[x]);
                relays.emplace_back(x, via, net.processor(i, sg[i][q * h + k]));
            }
        }
        s.beginSlot();
        for (GroupId i = 0; i < g; ++i)
            if (q * h + g < d) {
                const ProcessorId last = net.processor(i, q * h + g);
                send(last, net.processor(i, sg[i][q * h + g]), item[last]);
            }
        for (auto [x, via, to] : relays)
            send(via, to, item[x]);
    }
}

} // namespace popslab::pops
