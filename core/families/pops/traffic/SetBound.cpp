#include "families/pops/traffic/SetBound.h"

#include "common/Work.h"

#include <algorithm>
#include <bit>
#include <map>
#include <optional>
#include <unordered_map>

namespace popslab {

namespace {

// Branch and bound for the largest set of types that fit in one slot: `conflict[i]` are
// the types that share a coupler or a sender with i (or a receiver, when it reads one a
// slot); with receivesPerSlot > 1 a receiver's count is checked as types are taken.
class Share {
public:
    Share(const MessageTypes& all, const std::vector<std::uint32_t>& set) : n_(set.size()), r_(all.receivesPerSlot) {
        conflict_.assign(n_, 0);
        receiver_.assign(n_, 0);
        std::unordered_map<ProcessorId, std::uint32_t> receivers;
        for (std::size_t i = 0; i < n_; ++i) {
            const MessageType& a = all.types[set[i]];
            receiver_[i] = receivers.try_emplace(a.dst, std::uint32_t(receivers.size())).first->second;
            for (std::size_t j = 0; j < n_; ++j) {
                const MessageType& b = all.types[set[j]];
                if (i != j && (a.coupler == b.coupler || a.src == b.src || (r_ == 1 && a.dst == b.dst)))
                    conflict_[i] |= std::uint64_t(1) << j;
            }
        }
        reading_.assign(receivers.size(), 0);
    }

    std::optional<std::uint32_t> solve(std::uint64_t& budget) {
        budget_ = &budget;
        best_ = 0;
        const std::uint64_t all = n_ == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n_) - 1;
        if (!branch(all, 0)) return std::nullopt;
        return best_;
    }

private:
    bool branch(std::uint64_t candidates, std::uint32_t size) {
        if (*budget_ == 0) return false;
        --*budget_;
        if (candidates == 0) {
            best_ = std::max(best_, size);
            return true;
        }
        if (size + std::uint32_t(std::popcount(candidates)) <= best_) return true; // cannot beat the best
        const int v = std::countr_zero(candidates);
        const std::uint64_t bit = std::uint64_t(1) << v;
        if (reading_[receiver_[v]] < r_) { // take v
            ++reading_[receiver_[v]];
            const bool done = branch(candidates & ~bit & ~conflict_[v], size + 1);
            --reading_[receiver_[v]];
            if (!done) return false;
        }
        return branch(candidates & ~bit, size); // leave v out
    }

    std::size_t n_;
    std::uint32_t r_;
    std::vector<std::uint64_t> conflict_;
    std::vector<std::uint32_t> receiver_, reading_;
    std::uint64_t* budget_ = nullptr;
    std::uint32_t best_ = 0;
};

// All the branch and bound may spend on one message set: a few milliseconds.
constexpr std::uint64_t kNodeBudget = 4'000'000;

} // namespace

std::optional<std::uint32_t> slotShare(const MessageTypes& types, const std::vector<std::uint32_t>& set,
                                       std::uint64_t& nodeBudget) {
    if (set.empty()) return 0u;
    if (set.size() > 64) return std::nullopt;
    return Share(types, set).solve(nodeBudget);
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
        for (auto t : set) total += weightOf(t);
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
        for (std::uint32_t t = 0; t < all.size(); ++t) all[t] = t;
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
            if (auto it = byGroups.find({g, g}); it != byGroups.end()) set.insert(set.end(), it->second.begin(), it->second.end());
        consider(std::move(set));
    }
    if (best.value == atLeast) best = SetBound{};
    return best;
}

} // namespace popslab
