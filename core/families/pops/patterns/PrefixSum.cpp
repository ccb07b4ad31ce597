// Prefix sums (paper 002, section 3.2): p(i, j) ends with the sum of the values of
// every processor up to and including itself (processor order).
#include "common/IntMath.h"
#include "patterns/Patterns.h"
#include "scheduling/Combiner.h"
#include "scheduling/SlotPlan.h"
#include "scheduling/TwoSlotRouting.h"

namespace popslab::pops {

namespace {

// Running sums as items: sum[p] is what p holds; adding a received item makes a new
// computed item (dependsOn both), so goals can check every input is counted once.
class Sums {
public:
    explicit Sums(Schedule& s) : s_(s) {
        const std::uint32_t n = s.network.d * s.network.g;
        for (ProcessorId p = 0; p < n; ++p)
            input_.push_back(s.addItem(p));
    }
    ItemIndex input(ProcessorId p) const { return input_[p]; }
    ItemIndex add(ProcessorId at, std::optional<ItemIndex> a, ItemIndex b) {
        if (!a) return b;
        const ItemIndex deps[] = {*a, b};
        return s_.addItem(at, {}, deps);
    }
    void goal(ProcessorId at, ItemIndex item) {
        std::vector<ItemIndex> inputs(input_.begin(), input_.begin() + at + 1);
        s_.goals.push_back(Goal{item, at, inputs});
    }
    // Rank: the sum of every processor before `at`.
    void goalBefore(ProcessorId at, ItemIndex item) {
        std::vector<ItemIndex> inputs(input_.begin(), input_.begin() + at);
        s_.goals.push_back(Goal{item, at, inputs});
    }

private:
    Schedule& s_;
    std::vector<ItemIndex> input_;
};

// Step 1 on blocks of `side` x `side` processors, all in the same slots: block b
// covers groups base_b..base_b+side-1 and columns col_b..col_b+side-1. After it,
// t[p(base+r, col+c)] is the prefix of row r's block values up to column c.
// Transpose (1 slot), log2(side) doubling levels of 2 slots over the transposed rows
// (p(last, j) -> p(j, last) -> p(*, j)), then the transpose back (1 slot), whose
// last column may also carry the running total into the next block's first column.
struct Block {
    std::uint32_t base, col;
    bool carry;
};

// With `excl` (rank), the transpose back is shifted one column on: the holder of
// column c sends to p(r, c+1), so every processor receives its exclusive prefix in
// excl[], and the last column's holder carries into the next block.
void groupPrefix(Schedule& s, Sums& sums, const PopsNetwork& net, std::vector<ItemIndex>& t,
                 const std::vector<Block>& blocks, std::uint32_t side,
                 std::vector<std::optional<ItemIndex>>* excl = nullptr) {
    // held[block][c * side + r]: what p(base + c, col + r) holds after the transpose.
    std::vector<std::vector<ItemIndex>> held(blocks.size(), std::vector<ItemIndex>(side * side));
    auto p = [&](const Block& b, std::uint32_t r, std::uint32_t c) { return net.processor(b.base + r, b.col + c); };
    std::vector<Send> sends;
    for (std::size_t k = 0; k < blocks.size(); ++k)
        for (std::uint32_t r = 0; r < side; ++r)
            for (std::uint32_t c = 0; c < side; ++c) {
                sends.push_back({p(blocks[k], r, c), {p(blocks[k], c, r)}, t[p(blocks[k], r, c)]});
                held[k][c * side + r] = t[p(blocks[k], r, c)];
            }
    appendSlot(s, sends);
    for (std::uint32_t m = 2; m <= side; m *= 2) {
        std::vector<Send> first, second;
        std::vector<std::size_t> blockOf;
        for (std::size_t k = 0; k < blocks.size(); ++k)
            for (std::uint32_t start = 0; start < side; start += m) {
                const std::uint32_t last = start + m / 2 - 1;
                for (std::uint32_t j = 0; j < side; ++j) {
                    first.push_back({p(blocks[k], last, j), {p(blocks[k], j, last)}, held[k][last * side + j]});
                    std::vector<ProcessorId> to;
                    for (std::uint32_t q = start + m / 2; q < start + m; ++q)
                        to.push_back(p(blocks[k], q, j));
                    second.push_back({p(blocks[k], j, last), to, held[k][last * side + j]});
                    blockOf.push_back(k);
                }
            }
        appendSlot(s, first);
        appendSlot(s, second);
        for (std::size_t x = 0; x < second.size(); ++x) {
            const Block& b = blocks[blockOf[x]];
            for (ProcessorId y : second[x].dst) {
                const std::uint32_t q = net.group(y) - b.base, j = net.indexInGroup(y) - b.col;
                auto& h = held[blockOf[x]][q * side + j];
                h = sums.add(y, h, second[x].item);
            }
        }
    }
    sends.clear();
    for (std::size_t k = 0; k < blocks.size(); ++k)
        for (std::uint32_t c = 0; c < side; ++c)
            for (std::uint32_t r = 0; r < side; ++r) {
                std::vector<ProcessorId> to;
                if (!excl)
                    to.push_back(p(blocks[k], r, c));
                else if (c + 1 < side)
                    to.push_back(p(blocks[k], r, c + 1));
                if (blocks[k].carry && c == side - 1)
                    to.push_back(net.processor(blocks[k].base + r, blocks[k].col + side));
                if (!to.empty()) sends.push_back({p(blocks[k], c, r), to, held[k][c * side + r]});
            }
    appendSlot(s, sends);
    if (excl)
        for (std::size_t k = 0; k < blocks.size(); ++k)
            for (std::uint32_t c = 0; c + 1 < side; ++c)
                for (std::uint32_t r = 0; r < side; ++r)
                    (*excl)[p(blocks[k], r, c + 1)] = held[k][c * side + r];
    for (std::size_t k = 0; k < blocks.size(); ++k) {
        const Block& b = blocks[k];
        for (std::uint32_t c = 0; c < side; ++c)
            for (std::uint32_t r = 0; r < side; ++r)
                t[p(b, r, c)] = held[k][c * side + r];
        if (b.carry)
            for (std::uint32_t r = 0; r < side; ++r) {
                const ProcessorId next = net.processor(b.base + r, b.col + side);
                if (excl) (*excl)[next] = held[k][(side - 1) * side + r];
                t[next] = sums.add(next, held[k][(side - 1) * side + r], t[next]);
            }
    }
}

Schedule buildCustom(const PatternRequest& r, bool exclusive) {
    const PopsNetwork net(r.d, r.g);
    const std::uint32_t d = r.d, g = r.g;
    Schedule s = emptySchedule(r);
    Sums sums(s);
    std::vector<ItemIndex> t(r.n());
    for (ProcessorId x = 0; x < r.n(); ++x)
        t[x] = sums.input(x);
    std::vector<std::optional<ItemIndex>> excl(r.n());
    auto* ex = exclusive ? &excl : nullptr;
    if (d <= g) {
        // g/d partitions of d groups, in parallel.
        std::vector<Block> blocks;
        for (std::uint32_t base = 0; base < g; base += d)
            blocks.push_back({base, 0, false});
        groupPrefix(s, sums, net, t, blocks, d, ex);
    } else {
        // d/g passes over g x g blocks of columns, each carrying into the next.
        for (std::uint32_t col = 0; col < d; col += g)
            groupPrefix(s, sums, net, t, {{0, col, col + g < d}}, g, ex);
    }
    // Step 2: prefixes of the group totals, by doubling over the groups (one slot a
    // level: p(last, d-1) -> c(*, last) -> p(*, d-1)); `before` is the exclusive one.
    std::vector<ItemIndex> total(g);
    std::vector<std::optional<ItemIndex>> before(g);
    for (GroupId i = 0; i < g; ++i) {
        const ProcessorId last = net.processor(i, d - 1);
        // Exclusive mode: the group total is the last processor's exclusive prefix plus its own value.
        total[i] = exclusive ? sums.add(last, excl[last], sums.input(last)) : t[last];
    }
    for (std::uint32_t m = 2; m <= g; m *= 2) {
        std::vector<Send> sends;
        for (std::uint32_t start = 0; start < g; start += m) {
            const GroupId last = start + m / 2 - 1;
            std::vector<ProcessorId> to;
            for (GroupId k = start + m / 2; k < start + m; ++k)
                to.push_back(net.processor(k, d - 1));
            sends.push_back({net.processor(last, d - 1), to, total[last]});
        }
        appendSlot(s, sends);
        for (const Send& x : sends)
            for (ProcessorId y : x.dst) {
                const GroupId k = net.group(y);
                total[k] = sums.add(y, total[k], x.item);
                before[k] = sums.add(y, before[k], x.item);
            }
    }
    // Broadcast each group's exclusive prefix within the group (1 slot), and add.
    std::vector<Send> sends;
    for (GroupId i = 0; i < g; ++i) {
        if (!before[i]) continue;
        std::vector<ProcessorId> to;
        for (std::uint32_t j = 0; j + 1 < d; ++j)
            to.push_back(net.processor(i, j));
        sends.push_back({net.processor(i, d - 1), to, *before[i]});
    }
    appendSlot(s, sends);
    for (ProcessorId x = 0; x < r.n(); ++x) {
        const GroupId i = net.group(x);
        if (!exclusive) {
            sums.goal(x, before[i] ? sums.add(x, t[x], *before[i]) : t[x]);
        } else if (auto rank = before[i] ? std::optional(sums.add(x, excl[x], *before[i])) : excl[x]) {
            sums.goalBefore(x, *rank);
        }
    }
    return s;
}

// The hypercube prefix sum: along bits 0, 1, ..., every processor sends its running
// total to its partner; both add it to their total, the upper one to its prefix too.
Schedule buildHypercube(const PatternRequest& r, bool exclusive) {
    Schedule s = emptySchedule(r);
    Sums sums(s);
    std::vector<ItemIndex> prefix(r.n()), total(r.n());
    std::vector<std::optional<ItemIndex>> before(r.n());
    for (ProcessorId x = 0; x < r.n(); ++x)
        prefix[x] = total[x] = sums.input(x);
    for (std::uint32_t bit = 0; (1u << bit) < r.n(); ++bit) {
        std::vector<Message> move;
        for (ProcessorId x = 0; x < r.n(); ++x)
            move.push_back({x, x ^ (1u << bit), total[x]});
        appendTwoSlotMove(s, move);
        std::vector<ItemIndex> received(r.n());
        for (const Message& m : move)
            received[m.dst] = m.item;
        for (ProcessorId x = 0; x < r.n(); ++x) {
            total[x] = sums.add(x, total[x], received[x]);
            if (x & (1u << bit)) {
                prefix[x] = sums.add(x, prefix[x], received[x]);
                before[x] = sums.add(x, before[x], received[x]);
            }
        }
    }
    for (ProcessorId x = 0; x < r.n(); ++x) {
        if (!exclusive)
            sums.goal(x, prefix[x]);
        else if (before[x])
            sums.goalBefore(x, *before[x]);
    }
    return s;
}

Pattern prefixPattern(bool rank) {
    Pattern p;
    p.id = rank ? "rank" : "prefix-sum";
    p.displayName = rank ? "Rank" : "Prefix sum";
    p.paper = "002";
    p.section = "section 3.2";
    p.description = rank ? "Each processor learns how many selected processors come before it."
                         : "p(i, j) ends with the sum of the values of every processor up to itself.";
    // Processor p's goal names its p + 1 inputs: n(n+1)/2 entries in all.
    p.size = [](const PatternRequest& r) { return std::uint64_t(r.n()) * (r.n() + 1) / 2; };
    if (rank) {
        p.parameters = {{"selected", "random, all or list:p0,p1,... (increasing)", "random", {}},
                        {"seed", "seed of the random selection", "1", {}}};
        p.data = [](const PatternRequest& r) {
            std::vector<std::int64_t> flags(r.n(), 0);
            for (ProcessorId x : selectedProcessors(r))
                flags[x] = 1;
            return flags;
        };
    } else {
        p.parameters = dataParameters();
    }
    p.conditions = {powersOfTwo()}; // n = d g, so the same as d and g powers of two
    p.lowerBoundText = "ceil(log2 n)";
    p.lowerBound = [](const PatternRequest& r) { return std::uint64_t(ceilLog2(r.n())); };
    p.dataCount = [](const PatternRequest& r) { return std::size_t(r.n()); };
    p.expected = [rank](const PatternRequest& r, const std::vector<std::int64_t>& data) {
        std::vector<std::optional<std::int64_t>> out(r.n());
        std::int64_t sum = 0;
        for (ProcessorId x = 0; x < r.n(); ++x) {
            if (rank && x > 0) out[x] = sum; // p(0) has nothing before it
            sum += data[x];
            if (!rank) out[x] = sum;
        }
        return out;
    };

    Algorithm custom;
    custom.id = "custom";
    custom.displayName = "Transpose and double";
    custom.paper = "002";
    custom.section = "section 3.2";
    custom.explanation = rank ? "The prefix-sum algorithm on the selection flags, its transpose back shifted one "
                                "column on so that each processor receives the count before it."
                              : "Group prefix sums by transposing and doubling (one pass per g x g block when d > g, "
                                "carrying the running total), then prefix sums of the group totals, broadcast in "
                                "each group.";
    custom.conditions = {{"d", "d >= 2 (for d = 1 the paper simulates the hypercube algorithm)",
                          [](const PatternRequest& r) { return r.d >= 2; }}};
    custom.formulaText = "3 + log2 n + log2 d for d <= g; 2(d/g)(1 + log2 g) + log2 g + 1 for d > g "
                         "(paper: ... + log2 d + 1; see errata)";
    custom.formula = [](const PatternRequest& r) -> std::optional<std::uint64_t> {
        if (r.d <= r.g) return 3 + floorLog2(r.n()) + floorLog2(r.d);
        return 2 * (r.d / r.g) * (1 + floorLog2(r.g)) + floorLog2(r.g) + 1;
    };
    custom.build = [rank](const PatternRequest& r) { return buildCustom(r, rank); };

    Algorithm cube;
    cube.id = "hypercube-simulation";
    cube.displayName = "Hypercube algorithm, simulated";
    cube.paper = "002";
    cube.section = "section 3.2 with Theorem 1";
    cube.explanation = "The hypercube prefix sum, log2 n exchanges, each simulated by Theorem 1's routing.";
    cube.formulaText = "2 ceil(d/g) log2 n (log2 n when d = 1)";
    cube.formula = simulatedHypercubeSlots;
    cube.build = [rank](const PatternRequest& r) { return buildHypercube(r, rank); };
    p.algorithms = {custom, cube};
    return p;
}

} // namespace

Pattern prefixSumPattern() {
    return prefixPattern(false);
}
Pattern rankPattern() {
    return prefixPattern(true);
}

} // namespace popslab::pops
