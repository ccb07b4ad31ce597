#include "traffic/SlotPattern.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <unordered_map>

namespace popslab::pops {

namespace {

// `conflict[i]`: the types that share a coupler or a sender with i (or a receiver, when it
// reads one a slot); with receivesPerSlot > 1 a receiver's count is checked as types are
// taken. The bound of a node is what it holds plus every candidate's weight.
class Search {
public:
    Search(const MessageTypes& all, const std::vector<std::uint32_t>& set, const std::vector<double>& weights)
        : n_(set.size()), r_(all.receivesPerSlot), weights_(weights) {
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

    bool solve(std::uint64_t& budget) {
        budget_ = &budget;
        const std::uint64_t all = n_ == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n_) - 1;
        return branch(all, 0, 0.0);
    }
    std::uint64_t best() const { return best_; }
    double bestWeight() const { return bestWeight_; }

private:
    double weightOf(std::uint64_t mask) const {
        double w = 0;
        for (; mask; mask &= mask - 1)
            w += weights_[std::size_t(std::countr_zero(mask))];
        return w;
    }
    bool branch(std::uint64_t candidates, std::uint64_t taken, double weight) {
        if (*budget_ == 0) return false;
        --*budget_;
        if (weight > bestWeight_) bestWeight_ = weight, best_ = taken;
        if (candidates == 0 || weight + weightOf(candidates) <= bestWeight_) return true; // cannot beat the best
        const int v = std::countr_zero(candidates);
        const std::uint64_t bit = std::uint64_t(1) << v;
        if (reading_[receiver_[v]] < r_) { // take v
            ++reading_[receiver_[v]];
            const bool done = branch(candidates & ~bit & ~conflict_[v], taken | bit, weight + weights_[std::size_t(v)]);
            --reading_[receiver_[v]];
            if (!done) return false;
        }
        return branch(candidates & ~bit, taken, weight); // leave v out
    }

    std::size_t n_;
    std::uint32_t r_;
    const std::vector<double>& weights_;
    std::vector<std::uint64_t> conflict_;
    std::vector<std::uint32_t> receiver_, reading_;
    std::uint64_t* budget_ = nullptr;
    std::uint64_t best_ = 0;
    double bestWeight_ = 0;
};

} // namespace

namespace {

// Types that share nothing with each other -- no coupler, sender or receiver -- are chosen
// independently: the set splits into the connected parts of its sharing, each searched
// alone (traffic around a repeated core is mostly such singletons, and together they would
// make one search of 2^64 nodes).
std::vector<std::vector<std::size_t>> parts(const MessageTypes& all, const std::vector<std::uint32_t>& set) {
    std::vector<std::size_t> root(set.size());
    std::iota(root.begin(), root.end(), std::size_t(0));
    auto find = [&](std::size_t i) {
        while (root[i] != i)
            i = root[i] = root[root[i]];
        return i;
    };
    for (std::size_t i = 0; i < set.size(); ++i)
        for (std::size_t j = i + 1; j < set.size(); ++j) {
            const MessageType& a = all.types[set[i]];
            const MessageType& b = all.types[set[j]];
            if (a.coupler == b.coupler || a.src == b.src || a.dst == b.dst) root[find(i)] = find(j);
        }
    std::vector<std::vector<std::size_t>> out;
    std::unordered_map<std::size_t, std::size_t> index;
    for (std::size_t i = 0; i < set.size(); ++i) {
        auto [it, fresh] = index.try_emplace(find(i), out.size());
        if (fresh) out.emplace_back();
        out[it->second].push_back(i);
    }
    return out;
}

} // namespace

std::optional<SlotPattern> heaviestSlotPattern(const MessageTypes& types, const std::vector<std::uint32_t>& set,
                                               const std::vector<double>& weights, std::uint64_t& nodeBudget) {
    if (set.size() > 64 || weights.size() != set.size()) return std::nullopt;
    SlotPattern out;
    for (const auto& part : parts(types, set)) {
        std::vector<std::uint32_t> members;
        std::vector<double> partWeights;
        for (auto i : part)
            members.push_back(set[i]), partWeights.push_back(weights[i]);
        Search search(types, members, partWeights);
        if (!search.solve(nodeBudget)) return std::nullopt;
        for (std::uint64_t mask = search.best(); mask; mask &= mask - 1)
            out.types.push_back(members[std::size_t(std::countr_zero(mask))]);
        out.weight += search.bestWeight();
    }
    return out;
}

} // namespace popslab::pops
