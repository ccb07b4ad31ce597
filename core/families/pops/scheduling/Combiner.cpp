#include "scheduling/Combiner.h"

#include "scheduling/SingleHopScheduler.h"
#include "scheduling/TwoSlotRouting.h"

namespace popslab::pops {

Combiner::Combiner(Schedule& s) : s_(s) {
    const std::uint32_t n = s.network.d * s.network.g;
    for (ProcessorId p = 0; p < n; ++p)
        inputs_.push_back(s.addItem(p));
    partial_ = inputs_;
}

std::vector<Message> Combiner::messages(const std::vector<Transfer>& transfers) const {
    std::vector<Message> out;
    for (auto [from, to] : transfers)
        out.push_back({from, to, partial_[from]});
    return out;
}

void Combiner::combine(const std::vector<Transfer>& transfers) {
    // The received partial is held from the next slot on; computing costs no slot.
    std::vector<ItemIndex> sent;
    for (auto [from, to] : transfers)
        sent.push_back(partial_[from]);
    for (std::size_t k = 0; k < transfers.size(); ++k) {
        const ProcessorId to = transfers[k].second;
        const ItemIndex deps[] = {partial_[to], sent[k]};
        partial_[to] = s_.addItem(to, {}, deps);
    }
}

void Combiner::slot(const std::vector<Transfer>& transfers) {
    const PopsNetwork net = PopsNetwork(s_.network.d, s_.network.g);
    s_.beginSlot();
    for (auto [from, to] : transfers)
        s_.addTransmission(from, net.couplerFor(from, to), to, partial_[from]);
    combine(transfers);
}

void Combiner::phase(const std::vector<Transfer>& transfers) {
    appendPhase(s_, messages(transfers));
    combine(transfers);
}

void Combiner::twoSlot(const std::vector<Transfer>& transfers) {
    appendTwoSlotMove(s_, messages(transfers));
    combine(transfers);
}

void Combiner::goalAt(ProcessorId at) {
    s_.goals.push_back(Goal{partial_[at], at, inputs_});
}

} // namespace popslab::pops
