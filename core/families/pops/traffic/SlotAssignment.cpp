#include "traffic/SlotAssignment.h"

#include "traffic/MessageLoads.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

namespace popslab::pops {

std::uint32_t SlotAssignment::length() const {
    std::uint32_t most = 0;
    for (auto s : slotOf)
        if (s != kUnplaced) most = std::max(most, s + 1);
    return most;
}

SlotAssignment greedyAssignment(const PopsNetwork& net, std::span<const Message> messages, std::uint32_t receives,
                                const SlotAssignment* start) {
    const MessageGroups groups = messageGroups(net, messages, receives);
    // Each message's pressure: the largest of its coupler's, sender's and receiver's loads.
    std::vector<std::uint64_t> pressure(messages.size(), 0);
    auto raise = [&](const std::vector<std::vector<std::uint32_t>>& lists, std::uint64_t per) {
        for (const auto& list : lists)
            for (auto k : list)
                pressure[k] = std::max<std::uint64_t>(pressure[k], (list.size() + per - 1) / per);
    };
    raise(groups.byCoupler, 1);
    raise(groups.bySender, 1);
    raise(groups.byReceiver, groups.receivesPerSlot);
    std::vector<std::uint32_t> order(messages.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) { return pressure[a] > pressure[b]; });

    auto key = [](std::uint64_t slot, std::uint64_t what) { return (slot << 32) | what; };
    std::unordered_set<std::uint64_t> couplerBusy, senderBusy;
    std::unordered_map<std::uint64_t, std::uint32_t> reading;
    SlotAssignment out{std::vector<std::uint32_t>(messages.size(), kUnplaced)};
    if (start) // kept where they are; the others fit around them
        for (std::uint32_t k = 0; k < messages.size() && k < start->slotOf.size(); ++k) {
            const std::uint64_t s = start->slotOf[k];
            if (s == kUnplaced) continue;
            couplerBusy.insert(key(s, groups.couplerOf[k]));
            senderBusy.insert(key(s, messages[k].src));
            ++reading[key(s, messages[k].dst)];
            out.slotOf[k] = std::uint32_t(s);
        }
    for (auto k : order) {
        if (out.slotOf[k] != kUnplaced) continue;
        const Message& m = messages[k];
        for (std::uint64_t s = 0;; ++s) {
            if (couplerBusy.count(key(s, groups.couplerOf[k])) || senderBusy.count(key(s, m.src))) continue;
            auto reader = reading.find(key(s, m.dst));
            if (reader != reading.end() && reader->second >= groups.receivesPerSlot) continue;
            couplerBusy.insert(key(s, groups.couplerOf[k]));
            senderBusy.insert(key(s, m.src));
            ++reading[key(s, m.dst)];
            out.slotOf[k] = std::uint32_t(s);
            break;
        }
    }
    return out;
}

Schedule messageSchedule(NetworkSpec network, PatternSpec pattern, std::span<const Message> messages,
                         const SlotAssignment& assignment, std::uint32_t padTo) {
    const PopsNetwork net(network.d, network.g);
    Schedule s(std::move(network), std::move(pattern));
    s.reserveItems(messages.size());
    for (const Message& m : messages)
        s.addItem(m.src, std::span(&m.dst, 1));
    const std::uint32_t total = std::max(padTo, assignment.length());
    std::vector<std::vector<std::uint32_t>> bySlot(total);
    for (std::uint32_t k = 0; k < messages.size() && k < assignment.slotOf.size(); ++k)
        if (assignment.slotOf[k] != kUnplaced) bySlot[assignment.slotOf[k]].push_back(k);
    s.reserveTransmissions(messages.size());
    for (const auto& slot : bySlot) {
        s.beginSlot();
        for (auto k : slot)
            s.addTransmission(messages[k].src, net.couplerFor(messages[k].src, messages[k].dst), messages[k].dst, k);
    }
    return s;
}

} // namespace popslab::pops
