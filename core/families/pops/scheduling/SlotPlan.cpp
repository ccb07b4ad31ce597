#include "scheduling/SlotPlan.h"

#include <algorithm>
#include <map>

namespace popslab::pops {

std::vector<Send>& SlotPlan::slot(std::size_t t) {
    if (t >= slots_.size()) slots_.resize(t + 1);
    return slots_[t];
}

void SlotPlan::append(SlotPlan later) {
    for (auto& s : later.slots_)
        slots_.push_back(std::move(s));
}

void SlotPlan::overlay(SlotPlan beside) {
    for (std::size_t t = 0; t < beside.slots_.size(); ++t)
        for (Send& s : beside.slots_[t])
            slot(t).push_back(std::move(s));
}

void appendSlot(Schedule& schedule, const std::vector<Send>& sends) {
    const PopsNetwork net = PopsNetwork(schedule.network.d, schedule.network.g);
    schedule.beginSlot();
    for (const Send& x : sends) {
        std::map<GroupId, std::vector<ProcessorId>> byGroup;
        for (ProcessorId y : x.dst)
            if (y != x.src) byGroup[net.group(y)].push_back(y);
        for (const auto& [group, dsts] : byGroup)
            schedule.addTransmission(x.src, Coupler{group, net.group(x.src)}, dsts, x.item);
    }
}

void SlotPlan::writeTo(Schedule& schedule) const {
    for (const auto& sends : slots_) {
        const bool sendsSomething = std::any_of(sends.begin(), sends.end(), [](const Send& x) {
            return std::any_of(x.dst.begin(), x.dst.end(), [&](ProcessorId y) { return y != x.src; });
        });
        if (sendsSomething) appendSlot(schedule, sends);
    }
}

} // namespace popslab::pops
