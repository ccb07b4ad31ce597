#include "scheduling/SingleHopScheduler.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace popslab::pops {

namespace {

// Per-coupler counts for one phase: a table when the g^2 couplers are few next to the
// phase, a hash map of the couplers it uses otherwise (g^2 may dwarf a phase of n messages).
class CouplerCounts {
public:
    CouplerCounts(const PopsNetwork& net, std::size_t messages) {
        if (net.couplerCount() <= 4 * messages + 4096) table_.assign(net.couplerCount(), 0);
    }
    std::uint32_t& operator[](std::uint32_t coupler) { return table_.empty() ? map_[coupler] : table_[coupler]; }

private:
    std::vector<std::uint32_t> table_;
    std::unordered_map<std::uint32_t, std::uint32_t> map_;
};

// Writes the phase's messages into consecutive new slots, given each one's slot.
void emit(Schedule& schedule, const PopsNetwork& net, std::span<const Message> phase,
          const std::vector<std::uint32_t>& slotOf, std::size_t slots) {
    std::vector<std::uint32_t> start(slots + 1, 0);
    for (auto s : slotOf)
        ++start[s + 1];
    for (std::size_t s = 0; s < slots; ++s)
        start[s + 1] += start[s];
    std::vector<std::uint32_t> order(phase.size());
    {
        std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
        for (std::uint32_t k = 0; k < phase.size(); ++k)
            order[fill[slotOf[k]]++] = k;
    }
    for (std::size_t s = 0; s < slots; ++s) {
        schedule.beginSlot();
        for (auto k = start[s]; k < start[s + 1]; ++k) {
            const Message& m = phase[order[k]];
            schedule.addTransmission(m.src, net.couplerFor(m.src, m.dst), m.dst, m.item);
        }
    }
}

bool atMostOneEach(const PopsNetwork& net, std::span<const Message> phase, std::uint32_t receives) {
    std::vector<std::uint32_t> sent(net.processorCount(), 0), received(net.processorCount(), 0);
    for (const Message& m : phase)
        if (++sent[m.src] > 1 || ++received[m.dst] > receives) return false;
    return true;
}

std::size_t firstFit(const PopsNetwork& net, std::span<const Message> phase, std::uint32_t receives,
                     std::vector<std::uint32_t>& slotOf) {
    auto key = [](std::uint64_t slot, std::uint64_t what) { return (slot << 32) | what; };
    std::unordered_set<std::uint64_t> couplerBusy;
    std::unordered_map<std::uint64_t, ItemIndex> sending;
    std::unordered_map<std::uint64_t, std::uint32_t> reading;
    // Below firstFree[c] every slot of coupler c is taken: the scan starts there, which
    // keeps first fit exact and linear when many messages share a coupler.
    std::unordered_map<std::uint32_t, std::uint64_t> firstFree;
    std::size_t slots = 0;
    for (std::uint32_t k = 0; k < phase.size(); ++k) {
        const Message& m = phase[k];
        const auto coupler = net.couplerIndex(net.couplerFor(m.src, m.dst));
        std::uint64_t& free = firstFree[coupler];
        while (couplerBusy.count(key(free, coupler)))
            ++free;
        for (std::uint64_t s = free;; ++s) {
            if (couplerBusy.count(key(s, coupler))) continue;
            auto sender = sending.find(key(s, m.src));
            if (sender != sending.end() && sender->second != m.item) continue;
            auto reader = reading.find(key(s, m.dst));
            if (reader != reading.end() && reader->second >= receives) continue;
            couplerBusy.insert(key(s, coupler));
            sending[key(s, m.src)] = m.item;
            ++reading[key(s, m.dst)];
            slotOf[k] = std::uint32_t(s);
            slots = std::max<std::size_t>(slots, s + 1);
            break;
        }
    }
    return slots;
}

} // namespace

std::size_t maxCouplerLoad(const PopsNetwork& net, std::span<const Message> phase) {
    CouplerCounts load(net, phase.size());
    std::uint32_t most = 0;
    for (const Message& m : phase)
        most = std::max(most, ++load[net.couplerIndex(net.couplerFor(m.src, m.dst))]);
    return most;
}

std::size_t appendPhase(Schedule& schedule, std::span<const Message> phase, const SchedulerOptions& options) {
    if (phase.empty()) return 0;
    const PopsNetwork net = PopsNetwork(schedule.network.d, schedule.network.g);
    std::vector<std::uint32_t> slotOf(phase.size(), 0);
    std::size_t slots = 1;
    if (!options.wholePhaseInOneSlot) {
        if (atMostOneEach(net, phase, schedule.network.receivesPerSlot)) {
            CouplerCounts load(net, phase.size());
            for (std::uint32_t k = 0; k < phase.size(); ++k) {
                const auto c = net.couplerIndex(net.couplerFor(phase[k].src, phase[k].dst));
                slotOf[k] = load[c]++;
                slots = std::max<std::size_t>(slots, load[c]);
            }
        } else {
            slots = firstFit(net, phase, schedule.network.receivesPerSlot, slotOf);
        }
    }
    emit(schedule, net, phase, slotOf, slots);
    return slots;
}

} // namespace popslab::pops
