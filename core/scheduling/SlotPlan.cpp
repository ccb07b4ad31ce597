#include "scheduling/SlotPlan.h"

namespace popslab {

std::vector<Send>& SlotPlan::slot(std::size_t t) {
    if (t >= slots_.size()) slots_.resize(t + 1);
    return slots_[t];
}

void SlotPlan::append(SlotPlan later) {
    for (auto& s : later.slots_) slots_.push_back(std::move(s));
}

void SlotPlan::overlay(SlotPlan beside) {
    for (std::size_t t = 0; t < beside.slots_.size(); ++t)
        for (Send& s : beside.slots_[t]) slot(t).push_back(std::move(s));
}

void SlotPlan::writeTo(Schedule& schedule) const {
    const PopsNetwork net = schedule.pops();
    for (const auto& sends : slots_) {
        bool begun = false;
        for (const Send& s : sends) {
            if (s.dst.empty()) continue;
            if (!begun) schedule.beginSlot(), begun = true;
            schedule.addTransmission(s.src, net.couplerFor(s.src, s.dst.front()), s.dst, s.item);
        }
    }
}

} // namespace popslab
