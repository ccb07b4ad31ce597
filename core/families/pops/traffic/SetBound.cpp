#include "traffic/SetBound.h"

#include "common/Work.h"
#include "traffic/SlotPattern.h"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

namespace popslab::pops {

namespace {

// All the branch and bound may spend on one message set: a few milliseconds.
constexpr std::uint64_t kNodeBudget = 4'000'000;

} // namespace

std::optional<std::uint32_t> slotShare(const MessageTypes& types, const std::vector<std::uint32_t>& set,
                                       std::uint64_t& nodeBudget) {
    const auto pattern = heaviestSlotPattern(types, set, std::vector<double>(set.size(), 1.0), nodeBudget);
    if (!pattern) return std::nullopt;
    return std::uint32_t(pattern->types.size());
}

SetBound setBound(const PopsNetwork& net, const MessageTypes& types, std::uint64_t atLeast) {
    // The types inside each group and between each pair of groups.
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<std::uint32_t>> byGroups;
    for (std::uint32_t t = 0; t < types.types.size(); ++t) {
        const auto a = net.group(types.types[t].src), b = net.group(types.types[t].dst);
        byGroups[{std::min(a, b), std::max(a, b)}].push_back(t);
    }
    SetBound best;
    best.value = atLeast;
    std::uint64_t budget = kNodeBudget;
    auto weightOf = [&](std::uint32_t t) { return std::uint64_t(types.types[t].weight()); };
    auto consider = [&](std::vector<std::uint32_t> set) {
        std::uint64_t total = 0;
        for (auto t : set)
            total += weightOf(t);
        if (total <= best.value) return; // alpha >= 1: it cannot beat the best
        std::stable_sort(set.begin(), set.end(), [&](auto a, auto b) { return weightOf(a) > weightOf(b); });
        if (set.size() > kMaxSetTypes) set.resize(kMaxSetTypes);
        // Every prefix of the heaviest types is a set: alpha grows slower than the weight
        // while the set stays tight (Lemma 3's eight types), then catches up.
        std::vector<std::uint32_t> prefix;
        std::uint64_t weight = 0;
        for (auto t : set) {
            prefix.push_back(t);
            weight += weightOf(t);
            if (weight <= best.value) continue;
            work::tick(prefix.size());
            const auto alpha = slotShare(types, prefix, budget);
            if (!alpha) return; // out of budget: no bound from here
            const std::uint64_t value = (weight + *alpha - 1) / *alpha;
            if (value > best.value) best = SetBound{value, weight, *alpha, prefix};
        }
    };
    if (types.types.size() <= kMaxSetTypes) { // a small set whole: the bound may span every group
        std::vector<std::uint32_t> all(types.types.size());
        for (std::uint32_t t = 0; t < all.size(); ++t)
            all[t] = t;
        consider(std::move(all));
    }
    for (const auto& [groups, inside] : byGroups) {
        if (budget == 0) break;
        if (groups.first == groups.second) {
            consider(inside);
            continue;
        }
        std::vector<std::uint32_t> set = inside; // between the two groups, and inside each
        for (auto g : {groups.first, groups.second})
            if (auto it = byGroups.find({g, g}); it != byGroups.end())
                set.insert(set.end(), it->second.begin(), it->second.end());
        consider(std::move(set));
    }
    if (best.value == atLeast) best = SetBound{};
    return best;
}

} // namespace popslab::pops
