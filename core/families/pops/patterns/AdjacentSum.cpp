// Adjacent sum (paper 002, section 3.4): the same X arrays as the consecutive sum, but
// p(i, j) is to compute the sum of p(i, (j + k) mod d).X[k] over 0 <= k < M.
#include "common/IntMath.h"
#include "patterns/ArraySums.h"
#include "patterns/Patterns.h"
#include "scheduling/BatchedGroupPermutation.h"
#include "scheduling/TwoSlotRouting.h"

#include <algorithm>

namespace popslab::pops {

namespace {

std::vector<ItemIndex> adjacentTerms(const PopsNetwork& net, const XArrays& x, ProcessorId p) {
    const std::uint32_t d = net.d(), j = net.indexInGroup(p);
    std::vector<ItemIndex> terms;
    for (std::uint32_t k = 0; k < x.M; ++k)
        terms.push_back(x.at(net.processor(net.group(p), (j + k) % d), k));
    return terms;
}

// d <= g: the first consecutive-sum algorithm "with virtually no change" on each POPS(d,d):
// transpose, then in slot s processor p(x, t) reads the array of p(x, t + s) from p(t + s, x).
SlotPlan planSmallGroups(const PopsNetwork& net, const XArrays& x, const SquareBlock& b) {
    SlotPlan plan;
    planTranspose(plan, 0, net, b, x);
    for (std::uint32_t s = 1; s < x.M; ++s)
        for (std::uint32_t i = 0; i < b.m; ++i)
            for (std::uint32_t y = 0; y < b.m; ++y)
                plan.slot(s).push_back(
                    {b.at(net, y, i), {b.at(net, i, (y + b.m - s) % b.m)}, x.array[b.at(net, i, y)]});
    return plan;
}

// d > g, one pass per POPS(g,g) block: its g arrays of a group go to the processors that
// need a value from them, min(M, g) slots. A reader needing all g arrays (only when M > g)
// reads the diagonal p(i, i)'s array in the transpose slot: c(i, i) carries no transpose.
SlotPlan planPass(const PopsNetwork& net, const XArrays& x, const SquareBlock& b) {
    SlotPlan plan;
    planTranspose(plan, 0, net, b, x);
    const std::uint32_t d = net.d(), g = b.m;
    for (std::uint32_t i = 0; i < g; ++i) {
        std::vector<std::vector<std::vector<ProcessorId>>> readers(std::min(x.M, g),
                                                                   std::vector<std::vector<ProcessorId>>(g));
        for (std::uint32_t t = 0; t < d; ++t) {
            std::vector<std::uint32_t> needed; // block positions whose array t needs
            for (std::uint32_t a = 0; a < g; ++a) {
                const std::uint32_t k = (b.indexBase + a + d - t) % d;
                if (k >= 1 && k < x.M) needed.push_back(a);
            }
            std::size_t slot = 1;
            if (needed.size() == g) readers[0][i].push_back(net.processor(i, t));
            for (std::uint32_t a : needed)
                if (!(needed.size() == g && a == i)) readers[slot++][a].push_back(net.processor(i, t));
        }
        for (std::size_t s = 0; s < readers.size(); ++s)
            for (std::uint32_t a = 0; a < g; ++a)
                plan.slot(s).push_back({b.at(net, a, i), std::move(readers[s][a]), x.array[b.at(net, i, a)]});
    }
    return plan;
}

Schedule buildCustom(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    Schedule s = emptySchedule(r);
    const XArrays x = addXArrays(s, arrayLength(r));
    if (x.M > 1)
        planBlocks(r, [&](const SquareBlock& b) {
            return r.d <= r.g ? planSmallGroups(net, x, b) : planPass(net, x, b);
        }).writeTo(s);
    sumAtEveryProcessor(s, [&](ProcessorId p) { return adjacentTerms(net, x, p); });
    return s;
}

// Shift the arrays of every group circularly left by one, M - 1 times, each shift by
// the multiple intragroup permutation of paper 001 (Fig. 12); after shift s, p(i, j)
// holds the array of p(i, j + s) and takes X[s] from it.
Schedule buildShift(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    Schedule s = emptySchedule(r);
    const XArrays x = addXArrays(s, arrayLength(r));
    const std::vector<std::vector<std::uint32_t>> left(r.g, [&] {
        std::vector<std::uint32_t> sigma(r.d);
        for (std::uint32_t j = 0; j < r.d; ++j)
            sigma[j] = (j + r.d - 1) % r.d;
        return sigma;
    }());
    std::vector<ItemIndex> held(x.array);
    for (std::uint32_t shift = 1; shift < x.M; ++shift) {
        appendBatchedGroupPermutation(s, left, held);
        for (ProcessorId p = 0; p < r.n(); ++p) // p now holds the array of p(i, j + shift)
            held[p] = x.array[net.processor(net.group(p), (net.indexInGroup(p) + shift) % r.d)];
    }
    sumAtEveryProcessor(s, [&](ProcessorId p) { return adjacentTerms(net, x, p); });
    return s;
}

// Hypercube moves within each group's subcube: X[k] of p(i, j) must reach p(i, j - k).
// For each bit b of k (b < log2 M) the elements with that bit shift by -2^b at once, one
// bundle a processor: a move along bit b, then -- for bundles that started with bit b
// clear -- along bits b+1, b+2, ... (the borrow), log2 d - b moves; each simulated by
// Theorem 1.
Schedule buildHypercube(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    Schedule s = emptySchedule(r);
    const XArrays x = addXArrays(s, arrayLength(r));
    const std::uint32_t D = floorLog2(r.d), logM = floorLog2(x.M);
    std::vector<std::vector<ItemIndex>> at(r.n()); // elements each processor holds
    for (ProcessorId p = 0; p < r.n(); ++p)
        at[p].assign(x.element.begin() + std::size_t(p) * x.M, x.element.begin() + std::size_t(p + 1) * x.M);
    auto kOf = [&](ItemIndex e) { return std::uint32_t(e % x.M); }; // elements are items 0.. in order p*M + k
    for (std::uint32_t b = 0; b < logM; ++b) {
        std::vector<ItemIndex> traveller(r.n());
        std::vector<std::vector<ItemIndex>> moving(r.n());
        for (ProcessorId p = 0; p < r.n(); ++p) {
            std::vector<ItemIndex> stay;
            for (ItemIndex e : at[p])
                ((kOf(e) >> b) & 1 ? moving[p] : stay).push_back(e);
            at[p] = std::move(stay);
            traveller[p] = moving[p].size() == 1 ? moving[p][0] : s.addBundle(p, moving[p]);
        }
        for (std::uint32_t c = b; c < D; ++c) {
            std::vector<Message> moves;
            const std::uint32_t borrow = (1u << c) - (1u << b); // bits b..c-1 set
            for (ProcessorId p = 0; p < r.n(); ++p)
                if (((p >> b) & ((1u << (c - b)) - 1)) == 0) { // p's bundle still travels
                    const ProcessorId holder = p + borrow;
                    moves.push_back({holder, holder ^ (1u << c), traveller[p]});
                }
            appendTwoSlotMove(s, moves);
        }
        for (ProcessorId p = 0; p < r.n(); ++p) {
            const ProcessorId to = net.processor(net.group(p), (net.indexInGroup(p) + r.d - (1u << b)) % r.d);
            at[to].insert(at[to].end(), moving[p].begin(), moving[p].end());
        }
    }
    sumAtEveryProcessor(s, [&](ProcessorId p) { return adjacentTerms(net, x, p); });
    return s;
}

std::int64_t expectedSum(const PatternRequest& r, const std::vector<std::int64_t>& data, ProcessorId p) {
    const std::uint32_t M = arrayLength(r), j = p % r.d;
    std::int64_t sum = 0;
    for (std::uint32_t k = 0; k < M; ++k)
        sum += data[std::size_t(p - j + (j + k) % r.d) * M + k];
    return sum;
}

} // namespace

Pattern adjacentSumPattern() {
    Pattern p = arraySumPattern("adjacent-sum", "Adjacent sum", "section 3.4",
                                "Each processor has an array X of M values; p(i,j) sums X[k] of p(i,(j+k) mod d) "
                                "over 0 <= k < M.",
                                expectedSum);
    Algorithm custom = makeAlgorithm(
        "custom", "Array broadcast", "002", "section 3.4 (first algorithm of section 3.3)",
        "Transpose the arrays, then each goes to the M - 1 processors that need one of its values.",
        "M for d <= g; (d/g) min(M, g) for d > g (0 when M = 1)",
        [](const PatternRequest& r) -> std::optional<std::uint64_t> {
            const std::uint64_t M = arrayLength(r);
            if (M == 1) return 0;
            return r.d <= r.g ? M : (r.d / r.g) * std::min<std::uint64_t>(M, r.g);
        },
        buildCustom);
    custom.conditions = {squarePartitions()};
    Algorithm shift = makeAlgorithm(
        "shift", "Circular shifts", "002", "section 3.4 with paper 001, Fig. 12",
        "Shift every group's arrays left by one, M - 1 times, each shift a multiple intragroup permutation.",
        "2 ceil(d/(1+g)) (M - 1)",
        [](const PatternRequest& r) -> std::optional<std::uint64_t> {
            return 2 * ceilDiv(r.d, 1 + r.g) * (arrayLength(r) - 1);
        },
        buildShift);
    Algorithm cube = makeAlgorithm(
        "hypercube-simulation", "Hypercube moves, simulated", "002", "section 3.4 with Theorem 1",
        "Each X[k] moves k places down its group, by powers of two along the subcube; every move simulated by "
        "Theorem 1.",
        "2 ceil(d/g) (sum over b < log2 M of (log2 d - b)) (paper, for [11]'s algorithm: 2 ceil(d/g)(M + log2(n/M)))",
        [](const PatternRequest& r) -> std::optional<std::uint64_t> {
            std::uint64_t moves = 0;
            for (std::uint32_t b = 0; b < floorLog2(arrayLength(r)); ++b)
                moves += floorLog2(r.d) - b;
            return 2 * ceilDiv(r.d, r.g) * moves;
        },
        buildHypercube);
    cube.conditions = {hypercubeOfArrays()};
    p.algorithms = {custom, shift, cube};
    return p;
}

} // namespace popslab::pops
