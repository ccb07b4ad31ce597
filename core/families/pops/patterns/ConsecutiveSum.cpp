// Consecutive sum (paper 002, section 3.3): every processor has an array X of M
// values; the processors of a group form subgroups of M, and p(i, j) is to compute the
// sum of X[j mod M] over its subgroup.
#include "common/IntMath.h"
#include "patterns/ArraySums.h"
#include "patterns/Patterns.h"
#include "scheduling/TwoSlotRouting.h"

namespace popslab::pops {

namespace {

// The terms of s(i, j): X[j mod M] of every member of p(i, j)'s subgroup.
std::vector<ItemIndex> subgroupTerms(const PopsNetwork& net, const XArrays& x, ProcessorId p) {
    const std::uint32_t j = net.indexInGroup(p), first = j / x.M * x.M;
    std::vector<ItemIndex> terms;
    for (std::uint32_t t = 0; t < x.M; ++t)
        terms.push_back(x.at(net.processor(net.group(p), first + t), j % x.M));
    return terms;
}

// The first d = g algorithm on one block: transpose (row i's array at position y is then
// at p(y, i)), then p(y, i) -> c(i, y) -> p(i, *) M - 1 times, the array read by one more
// subgroup member each slot. When M > g (only with d > g) a subgroup spans M/g blocks,
// and the block's g arrays go to every member that needs them: g slots (section 3.3 (b)).
SlotPlan planBroadcast(const PopsNetwork& net, const XArrays& x, const SquareBlock& b) {
    SlotPlan plan;
    const std::uint32_t M = x.M, m = b.m;
    if (M == 1) return plan;
    planTranspose(plan, 0, net, b, x);
    auto send = [&](std::size_t slot, std::uint32_t i, std::uint32_t y, std::vector<ProcessorId> readers) {
        plan.slot(slot).push_back({b.at(net, y, i), std::move(readers), x.array[b.at(net, i, y)]});
    };
    if (M <= m) {
        for (std::uint32_t s = 1; s < M; ++s)
            for (std::uint32_t i = 0; i < m; ++i)
                for (std::uint32_t y = 0; y < m; ++y)
                    send(s, i, y, {b.at(net, i, y / M * M + (y % M + M - s) % M)});
        return plan;
    }
    const std::uint32_t first = b.indexBase / M * M; // the subgroup this block lies in
    for (std::uint32_t s = 0; s < m; ++s)
        for (std::uint32_t i = 0; i < m; ++i) {
            std::vector<std::vector<ProcessorId>> readers(m);
            for (std::uint32_t j = first; j < first + M; ++j) // member j reads position (j + s) mod m
                if (j != b.indexBase + (j + s) % m) readers[(j + s) % m].push_back(net.processor(b.groupBase + i, j));
            for (std::uint32_t y = 0; y < m; ++y)
                send(1 + s, i, y, std::move(readers[y]));
        }
    return plan;
}

Schedule buildBroadcast(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    Schedule s = emptySchedule(r);
    const XArrays x = addXArrays(s, arrayLength(r));
    planBlocks(r, [&](const SquareBlock& b) { return planBroadcast(net, x, b); }).writeTo(s);
    sumAtEveryProcessor(s, [&](ProcessorId p) { return subgroupTerms(net, x, p); });
    return s;
}

// Step 2 of the second d = g algorithm on block b, windows of L positions: token (x, y),
// a = y mod L, starts at the column processor p(w + a + 1, x) (w: its window's first
// position) with row x's element q(x, y) of the array at w + a + 1, then alternates
// p(x, w + a + 2), p(w + a + 3, x), ... (lines 13-22), adding the element each holds:
// its own X[q] in row x, the transposed Y[q] in column x. After L - 1 hops it is at
// p(x, y) when L is even; for odd L it ends at p(y, x) and one more hop brings it home.
// Returns each token's final item, by block position x * m + y.
std::vector<ItemIndex> planTokens(SlotPlan& plan, std::size_t firstSlot, Schedule& s, const PopsNetwork& net,
                                  const XArrays& x, const SquareBlock& b, std::uint32_t L,
                                  const std::function<std::uint32_t(std::uint32_t)>& qOf) {
    std::vector<ItemIndex> out(std::size_t(b.m) * b.m);
    for (std::uint32_t row = 0; row < b.m; ++row)
        for (std::uint32_t y = 0; y < b.m; ++y) {
            const std::uint32_t w = y / L * L, a = y % L, q = qOf(y);
            auto holder = [&](std::uint32_t h) {
                const std::uint32_t o = w + (a + 1 + h) % L;
                return h % 2 == 0 ? b.at(net, o, row) : b.at(net, row, o);
            };
            auto element = [&](std::uint32_t h) { return x.at(b.at(net, row, w + (a + 1 + h) % L), q); };
            ItemIndex token = element(0);
            for (std::uint32_t h = 1; h < L; ++h) {
                plan.slot(firstSlot + h - 1).push_back({holder(h - 1), {holder(h)}, token});
                const ItemIndex terms[] = {token, element(h)};
                token = s.addItem(holder(h), {}, terms);
            }
            if (holder(L - 1) != b.at(net, row, y))
                plan.slot(firstSlot + L - 1).push_back({holder(L - 1), {b.at(net, row, y)}, token});
            out[std::size_t(row) * b.m + y] = token;
        }
    return out;
}

// Slots of a token walk of L positions: L - 1 hops, one more when L is odd.
std::uint64_t tokenHops(std::uint64_t L) {
    return L <= 1 ? 0 : L - 1 + L % 2;
}

// The second algorithm when subgroups fit in a block: transpose, then the token walk.
SlotPlan planTokenBlock(Schedule& s, const PopsNetwork& net, const XArrays& x, const SquareBlock& b,
                        std::vector<ItemIndex>& result) {
    SlotPlan plan;
    planTranspose(plan, 0, net, b, x);
    const auto tokens = planTokens(plan, 1, s, net, x, b, x.M, [&](std::uint32_t y) { return y % x.M; });
    for (std::uint32_t i = 0; i < b.m; ++i)
        for (std::uint32_t y = 0; y < b.m; ++y)
            result[b.at(net, i, y)] = tokens[std::size_t(i) * b.m + y];
    return plan;
}

// The second algorithm for d > g and M > g: clusters of M/g blocks (a POPS(g, M)). Each
// block computes, for every block T of its cluster, its g arrays' contribution to the
// sums of T's processors (step 1 once, step 2 M/g times), transposes the contributions
// for other blocks (one bundle, one slot) and sends them on, one slot per block T.
SlotPlan planTokenClusters(Schedule& s, const PopsNetwork& net, const XArrays& x, std::vector<ItemIndex>& result) {
    SlotPlan all;
    const std::uint32_t g = net.g(), M = x.M, k = M / g;
    for (std::uint32_t base = 0; base < net.d(); base += M) {
        // contribution[S][T][x * g + y]: block S's part of s(x, base + T g + y), at p(x, base + S g + y)
        std::vector<std::vector<std::vector<ItemIndex>>> contribution(k, std::vector<std::vector<ItemIndex>>(k));
        for (std::uint32_t S = 0; S < k; ++S) {
            const SquareBlock b{0, base + S * g, g};
            SlotPlan plan;
            planTranspose(plan, 0, net, b, x);
            std::size_t slot = 1;
            for (std::uint32_t T = 0; T < k; ++T, slot += tokenHops(g))
                contribution[S][T] =
                    planTokens(plan, slot, s, net, x, b, g, [&](std::uint32_t y) { return T * g + y; });
            for (std::uint32_t i = 0; i < g; ++i)
                for (std::uint32_t y = 0; y < g; ++y) {
                    std::vector<ItemIndex> parts;
                    for (std::uint32_t T = 0; T < k; ++T)
                        if (T != S) parts.push_back(contribution[S][T][i * g + y]);
                    if (i == y) continue; // p(i, i) sends its own straight on
                    const ItemIndex carried = parts.size() == 1 ? parts[0] : s.addBundle(b.at(net, i, y), parts);
                    plan.slot(slot).push_back({b.at(net, i, y), {b.at(net, y, i)}, carried});
                }
            ++slot;
            for (std::uint32_t T = 0; T < k; ++T) {
                if (T == S) continue;
                for (std::uint32_t i = 0; i < g; ++i)
                    for (std::uint32_t y = 0; y < g; ++y)
                        plan.slot(slot).push_back(
                            {b.at(net, y, i), {net.processor(i, base + T * g + y)}, contribution[S][T][i * g + y]});
                ++slot;
            }
            all.append(std::move(plan));
        }
        for (std::uint32_t T = 0; T < k; ++T)
            for (std::uint32_t i = 0; i < g; ++i)
                for (std::uint32_t y = 0; y < g; ++y) {
                    std::vector<ItemIndex> parts;
                    for (std::uint32_t S = 0; S < k; ++S)
                        parts.push_back(contribution[S][T][i * g + y]);
                    const ProcessorId p = net.processor(i, base + T * g + y);
                    result[p] = s.addItem(p, {}, parts);
                }
    }
    return all;
}

Schedule buildToken(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    Schedule s = emptySchedule(r);
    const XArrays x = addXArrays(s, arrayLength(r));
    std::vector<ItemIndex> result(r.n());
    if (x.M == 1) {
        for (ProcessorId p = 0; p < r.n(); ++p)
            result[p] = x.at(p, 0);
    } else if (r.d > r.g && x.M > r.g) {
        planTokenClusters(s, net, x, result).writeTo(s);
    } else {
        planBlocks(r, [&](const SquareBlock& b) { return planTokenBlock(s, net, x, b, result); }).writeTo(s);
    }
    for (ProcessorId p = 0; p < r.n(); ++p)
        addSumGoal(s, result[p], p, subgroupTerms(net, x, p));
    return s;
}

// Recursive halving on the subcube of each subgroup: along bits log2 M - 1, ..., 0, a
// processor keeps the sums for the X indices on its side of the bit and sends the other
// half, one partial sum per move (M/2 + M/4 + ... + 1 = M - 1 moves), each move
// simulated with Theorem 1.
Schedule buildHypercube(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    Schedule s = emptySchedule(r);
    const XArrays x = addXArrays(s, arrayLength(r));
    const std::uint32_t M = x.M;
    std::vector<std::vector<ItemIndex>> partial(r.n(), std::vector<ItemIndex>(M));
    for (ProcessorId p = 0; p < r.n(); ++p)
        for (std::uint32_t q = 0; q < M; ++q)
            partial[p][q] = x.at(p, q);
    for (std::uint32_t bit = floorLog2(M); bit-- > 0;) {
        // The X indices p sends in this round: same bits above `bit` as p, the other bit.
        auto sent = [&](ProcessorId p, std::uint32_t u) {
            const std::uint32_t j = p % M, high = j >> (bit + 1) << (bit + 1);
            return high | ((~j) & (1u << bit)) | u;
        };
        for (std::uint32_t u = 0; u < (1u << bit); ++u) {
            std::vector<Message> moves;
            for (ProcessorId p = 0; p < r.n(); ++p)
                moves.push_back({p, p ^ (1u << bit), partial[p][sent(p, u)]});
            appendTwoSlotMove(s, moves);
            for (const Message& mv : moves) {
                const std::uint32_t q = sent(mv.src, u);
                const ItemIndex terms[] = {partial[mv.dst][q], mv.item};
                partial[mv.dst][q] = s.addItem(mv.dst, {}, terms);
            }
        }
    }
    for (ProcessorId p = 0; p < r.n(); ++p)
        addSumGoal(s, partial[p][p % M], p, subgroupTerms(net, x, p));
    return s;
}

std::int64_t expectedSum(const PatternRequest& r, const std::vector<std::int64_t>& data, ProcessorId p) {
    const std::uint32_t M = arrayLength(r), j = p % r.d, first = p - j + j / M * M;
    std::int64_t sum = 0;
    for (std::uint32_t t = 0; t < M; ++t)
        sum += data[std::size_t(first + t) * M + j % M];
    return sum;
}

std::uint64_t passes(const PatternRequest& r) {
    return r.d <= r.g ? 1 : r.d / r.g;
}

} // namespace

Pattern consecutiveSumPattern() {
    Pattern p = arraySumPattern("consecutive-sum", "Consecutive sum", "section 3.3",
                                "Each processor has an array X of M values; p(i,j) sums X[j mod M] over its "
                                "subgroup of M processors.",
                                expectedSum);
    Algorithm broadcast = makeAlgorithm(
        "broadcast", "Array broadcast", "002", "section 3.3, first algorithm",
        "Transpose the arrays, then broadcast each within its subgroup, one array per reader and slot.",
        "ceil(d/g) M when M <= g; (d/g)(g + 1) when M > g (0 when M = 1; g + 1 is g when g = 1)",
        [](const PatternRequest& r) -> std::optional<std::uint64_t> {
            const std::uint64_t M = arrayLength(r);
            if (M == 1) return 0;
            if (r.d <= r.g || M <= r.g) return passes(r) * M;
            return passes(r) * (r.g + (r.g > 1 ? 1 : 0));
        },
        buildBroadcast);
    broadcast.conditions = {squarePartitions()};
    Algorithm token = makeAlgorithm(
        "token", "Transpose and token", "002", "section 3.3, second algorithm (lines 13-22)",
        "Transpose the arrays once, then a token per processor walks its subgroup collecting single values.",
        "M for d <= g, (d/g) M for M <= g < d (+1 a pass when M is odd); (d/g)(M + 1) when M > g",
        [](const PatternRequest& r) -> std::optional<std::uint64_t> {
            const std::uint64_t M = arrayLength(r), g = r.g;
            if (M == 1) return 0;
            if (r.d <= r.g || M <= g) return passes(r) * (1 + tokenHops(M));
            const std::uint64_t k = M / g, transpose = g > 1 ? 1 : 0;
            return passes(r) * (transpose + k * tokenHops(g) + transpose + (k - 1));
        },
        buildToken);
    token.conditions = {squarePartitions()};
    Algorithm cube = makeAlgorithm(
        "hypercube-simulation", "Hypercube algorithm, simulated", "002", "section 3.3 with Theorem 1",
        "Recursive halving inside each subgroup's subcube: M - 1 moves of one partial sum, each simulated by "
        "Theorem 1.",
        "2 ceil(d/g) (M - 1) (paper: 2 ceil(d/g) M; see errata)",
        [](const PatternRequest& r) -> std::optional<std::uint64_t> {
            return 2 * ceilDiv(r.d, r.g) * (arrayLength(r) - 1);
        },
        buildHypercube);
    cube.conditions = {hypercubeOfArrays()};
    p.algorithms = {broadcast, token, cube};
    return p;
}

} // namespace popslab::pops
