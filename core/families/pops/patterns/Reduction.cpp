// Global reduction to processor 0 (paper 000, section 5). Each processor starts with
// its input; a receiver combines what it reads with its partial result into a new
// item, so a goal can prove that processor 0 holds every input exactly once.
#include "common/IntMath.h"
#include "patterns/Patterns.h"
#include "scheduling/SingleHopScheduler.h"

namespace popslab::pops {

namespace {

using Step = std::vector<std::pair<ProcessorId, ProcessorId>>; // (sender, receiver)

Schedule runReduction(const PatternRequest& r, const std::vector<Step>& phases) {
    Schedule s = emptySchedule(r);
    std::vector<ItemIndex> partial(r.n());
    std::vector<ItemIndex> inputs(r.n());
    for (ProcessorId x = 0; x < r.n(); ++x)
        partial[x] = inputs[x] = s.addItem(x);
    for (const Step& step : phases) {
        std::vector<Message> phase;
        for (auto [from, to] : step)
            phase.push_back({from, to, partial[from]});
        appendPhase(s, phase, {r.wholePhaseInOneSlot});
        for (auto [from, to] : step) {
            const ItemIndex deps[] = {partial[to], partial[from]};
            partial[to] = s.addItem(to, {}, deps);
        }
    }
    s.goals.push_back(Goal{partial[0], 0, inputs});
    return s;
}

// Phase i sends M(k + 2^(i-1), k) for k = j 2^i (Theorem 2; any n by dropping the
// senders past n - 1). `stride` spaces the nodes: 1 for all processors, d for the
// group leaders 0, d, 2d, ...
void naturalPhases(std::uint32_t count, std::uint32_t stride, std::vector<Step>& phases) {
    for (std::uint64_t half = 1; half < count; half *= 2) {
        Step step;
        for (std::uint64_t k = 0; k + half < count; k += 2 * half)
            step.push_back({ProcessorId((k + half) * stride), ProcessorId(k * stride)});
        phases.push_back(step);
    }
}

// Theorem 3: in phase i <= log d, node dj + d/2^i + t sends to d(j +_g t) + t,
// t < d/2^i, spreading each group's messages over all coupler groups; then the g
// group leaders reduce naturally. For d > sqrt(2n) the same phases carry b/2^(i-1)
// messages per coupler, which the scheduler sends in as many slots.
std::vector<Step> optimalPhases(std::uint32_t d, std::uint32_t g) {
    std::vector<Step> phases;
    for (std::uint32_t half = d / 2; half >= 1; half /= 2) {
        Step step;
        for (std::uint32_t j = 0; j < g; ++j)
            for (std::uint32_t t = 0; t < half; ++t)
                step.push_back({d * j + half + t, d * ((j + t) % g) + t});
        phases.push_back(step);
    }
    naturalPhases(g, d, phases);
    return phases;
}

} // namespace

Pattern reductionPattern() {
    Pattern p;
    p.id = "reduction";
    p.displayName = "Global reduction";
    p.paper = "000";
    p.section = "section 5, Fig. 4";
    p.description = "The n inputs are combined (e.g. summed) into one result at processor 0.";
    p.lowerBoundText = "ceil(log2 n)";
    p.lowerBound = [](const PatternRequest& r) { return std::uint64_t(ceilLog2(r.n())); };

    Algorithm natural;
    natural.id = "natural";
    natural.displayName = "Natural reduction";
    natural.paper = "000";
    natural.section = "Theorem 2, Fig. 4a";
    natural.explanation = "Binary tree on processor numbers: the first log2 d phases stay "
                          "inside the groups and queue on one coupler each.";
    natural.formulaText = "d - 1 + log2 g (n and d powers of two)";
    natural.formula = [](const PatternRequest& r) -> std::optional<std::uint64_t> {
        if (!isPowerOfTwo(r.d) || !isPowerOfTwo(r.g)) return std::nullopt;
        return r.d - 1 + floorLog2(r.g);
    };
    natural.build = [](const PatternRequest& r) {
        std::vector<Step> phases;
        naturalPhases(r.n(), 1, phases);
        return runReduction(r, phases);
    };

    Algorithm optimal;
    optimal.id = "optimal";
    optimal.displayName = "Optimal reduction";
    optimal.paper = "000";
    optimal.section = "Theorem 3, Fig. 4b, and its d > sqrt(2n) extension";
    optimal.explanation = "Halve each group log2 d times, sending the upper half to lower "
                          "halves of other groups so every message has its own coupler.";
    optimal.conditions = {powersOfTwo()};
    optimal.formulaText = "log2 n for d <= sqrt(2n); log2 n + 2(b-1) - log2 b for d = sqrt(2bn)";
    optimal.formula = [](const PatternRequest& r) -> std::optional<std::uint64_t> {
        const std::uint64_t logn = floorLog2(r.n());
        if (r.d <= 2 * r.g) return logn; // d^2 <= 2n  <=>  d <= 2g
        const std::uint64_t b = r.d / (2 * r.g);
        return logn + 2 * (b - 1) - floorLog2(b);
    };
    optimal.build = [](const PatternRequest& r) { return runReduction(r, optimalPhases(r.d, r.g)); };

    p.algorithms = {natural, optimal};
    return p;
}

} // namespace popslab::pops
