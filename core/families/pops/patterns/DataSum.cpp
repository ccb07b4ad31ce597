// Data sum (paper 002, section 3.1): the sum of all processors' values ends at p(0,0).
#include "common/IntMath.h"
#include "patterns/Patterns.h"
#include "scheduling/Combiner.h"

#include <numeric>

namespace popslab::pops {

namespace {

// One m x m -> m/2 x m/2 reduction of section 3.1 (Figs. 3-4) on the block of
// groups 0..m-1 and processors col..col+m-1, in two slots. Slot 1 folds along the
// antidiagonal (line 9); the paper then slides the lower half of the antidiagonal up
// over c(i - m/2, i), which line 9 already uses in row i (see errata), so here the
// upper half slides down over the free coupler c(i + m/2, i) instead. Slot 2 moves
// triangles A2 and B2 into the top-left block (lines 11-12) and the lower
// antidiagonal onto that block's diagonal over c(i - m/2, i), free in slot 2.
void foldStep(Combiner& c, const PopsNetwork& net, std::uint32_t m, std::uint32_t col) {
    auto p = [&](std::uint32_t i, std::uint32_t j) { return net.processor(i, col + j); };
    const std::uint32_t h = m / 2;
    std::vector<Transfer> first, second;
    for (std::uint32_t i = 0; i < m; ++i)
        for (std::uint32_t j = 0; j < m; ++j)
            if (i + j > m - 1) first.push_back({p(i, j), p(m - 1 - j, m - 1 - i)});
    for (std::uint32_t i = 0; i < h; ++i)
        first.push_back({p(i, m - 1 - i), p(i + h, h - 1 - i)});
    c.slot(first);
    for (std::uint32_t i = 0; i < m; ++i)
        for (std::uint32_t j = 0; j < m; ++j) {
            if (i < h && j >= h && i + j < m - 1) second.push_back({p(i, j), p(j - h, h - 1 - i)});     // line 11
            if (i >= h && j + 1 < h && i + j < m - 1) second.push_back({p(i, j), p(h - j - 1, i - h)}); // line 12
        }
    for (std::uint32_t i = h; i < m; ++i)
        second.push_back({p(i, m - 1 - i), p(i - h, i - h)});
    c.slot(second);
}

// The m x m algorithm: halve the block log2 m times (2 log2 m slots); the block's sum
// ends at p(0, col).
void foldBlock(Combiner& c, const PopsNetwork& net, std::uint32_t m, std::uint32_t col) {
    for (; m > 1; m /= 2)
        foldStep(c, net, m, col);
}

Schedule buildCustom(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    Schedule s = emptySchedule(r);
    Combiner c(s);
    const std::uint32_t d = r.d, g = r.g;
    if (d <= g) {
        // Halve the number of groups log2(g/d) times, one slot each: p(i, j), i >= m/2,
        // sends to p(floor(i/d) d - m/2 + j, i mod d). Then the d x d algorithm.
        for (std::uint32_t m = g; m > d; m /= 2) {
            std::vector<Transfer> t;
            for (std::uint32_t i = m / 2; i < m; ++i)
                for (std::uint32_t j = 0; j < d; ++j)
                    t.push_back({net.processor(i, j), net.processor((i / d) * d - m / 2 + j, i % d)});
            c.slot(t);
        }
        foldBlock(c, net, d, 0);
    } else {
        // d/g passes of the g x g algorithm, one block of g processors per group each;
        // then the d/g block sums, all in group 0, are added pairwise over c(0,0).
        for (std::uint32_t col = 0; col < d; col += g)
            foldBlock(c, net, g, col);
        for (std::uint32_t step = g; step < d; step *= 2) {
            std::vector<Transfer> t;
            for (std::uint32_t col = 0; col + step < d; col += 2 * step)
                t.push_back({col + step, col});
            c.phase(t);
        }
    }
    c.goalAt(0);
    return s;
}

// The hypercube data sum of Ranka and Sahni: along bits 0, 1, ..., processor i with
// lowest set bit b sends its partial to i - 2^b; each move simulated by Theorem 1.
Schedule buildHypercube(const PatternRequest& r) {
    Schedule s = emptySchedule(r);
    Combiner c(s);
    for (std::uint32_t bit = 0; (1u << bit) < r.n(); ++bit) {
        std::vector<Transfer> t;
        for (ProcessorId i = 1u << bit; i < r.n(); i += 2u << bit)
            t.push_back({i, i - (1u << bit)});
        c.twoSlot(t);
    }
    c.goalAt(0);
    return s;
}

} // namespace

Pattern dataSumPattern() {
    Pattern p;
    p.id = "data-sum";
    p.displayName = "Data sum";
    p.paper = "002";
    p.section = "section 3.1";
    p.description = "The values of all processors are summed into p(0,0).";
    p.parameters = dataParameters();
    p.conditions = {powersOfTwo()}; // n = d g, so the same as d and g powers of two
    p.lowerBoundText = "ceil(log2 n)";
    p.lowerBound = [](const PatternRequest& r) { return std::uint64_t(ceilLog2(r.n())); };
    p.dataCount = [](const PatternRequest& r) { return std::size_t(r.n()); };
    p.expected = [](const PatternRequest& r, const std::vector<std::int64_t>& data) {
        std::vector<std::optional<std::int64_t>> out(r.n());
        out[0] = std::accumulate(data.begin(), data.end(), std::int64_t(0));
        return out;
    };

    Algorithm custom;
    custom.id = "custom";
    custom.displayName = "Folding data sum";
    custom.paper = "002";
    custom.section = "section 3.1, Figs. 3-4";
    custom.explanation = "Fold the m x m array of processors along its antidiagonal and rotate "
                         "the triangles into the top-left quarter: two slots per halving of m.";
    custom.formulaText =
        "log2 n when d <= g; (d/g) 2 log2 g + d/g - 1 when d > g (paper: ceil(d/g) log2 n; see errata)";
    custom.formula = [](const PatternRequest& r) -> std::optional<std::uint64_t> {
        if (r.d <= r.g) return floorLog2(r.n());
        const std::uint64_t passes = r.d / r.g;
        return passes * 2 * floorLog2(r.g) + passes - 1;
    };
    custom.build = buildCustom;

    Algorithm cube;
    cube.id = "hypercube-simulation";
    cube.displayName = "Hypercube algorithm, simulated";
    cube.paper = "002";
    cube.section = "section 3.1 with Theorem 1";
    cube.explanation = "The hypercube data sum, log2 n moves, each simulated by Theorem 1's routing.";
    cube.formulaText = "2 ceil(d/g) log2 n (log2 n when d = 1)";
    cube.formula = simulatedHypercubeSlots;
    cube.build = buildHypercube;
    p.algorithms = {custom, cube};
    return p;
}

} // namespace popslab::pops
