// SIMD hypercube and mesh moves on POPS (paper 002, section 2; paper 001, section
// 4.2): every processor sends its datum to its hypercube neighbour along bit b, or
// to its mesh neighbour in one direction, through the two-slot routing of
// Theorems 1-2; `single-hop` sends each datum straight, for comparison.
#include "common/IntMath.h"
#include "patterns/Patterns.h"
#include "scheduling/SingleHopScheduler.h"
#include "scheduling/TwoSlotRouting.h"

namespace popslab::pops {

namespace {

// The destination of each processor's datum.
using Permutation = std::vector<ProcessorId>;

Permutation hypercubePartner(const PatternRequest& r) {
    const auto bit = integerParameter(r, "bit", 0, 0, floorLog2(r.n()) - (r.n() > 1 ? 1 : 0));
    Permutation pi(r.n());
    for (ProcessorId i = 0; i < r.n(); ++i)
        pi[i] = i ^ (ProcessorId(1) << bit);
    return pi;
}

// Mesh processor (row, column) is POPS processor row*N + column (Theorem 2).
Permutation meshNeighbour(const PatternRequest& r) {
    const auto N = std::uint32_t(isqrt(r.n()));
    const std::string dir = r.parameter("direction", "right");
    Permutation pi(r.n());
    for (std::uint32_t row = 0; row < N; ++row)
        for (std::uint32_t col = 0; col < N; ++col) {
            std::uint32_t tr = row, tc = col;
            if (dir == "right")
                tc = (col + 1) % N;
            else if (dir == "left")
                tc = (col + N - 1) % N;
            else if (dir == "down")
                tr = (row + 1) % N;
            else
                tr = (row + N - 1) % N; // up
            pi[row * N + col] = tr * N + tc;
        }
    return pi;
}

// One datum per processor, delivered to pi(x).
Schedule buildMove(const PatternRequest& r, const Permutation& pi, bool twoSlot) {
    Schedule s = emptySchedule(r);
    std::vector<Message> messages;
    for (ProcessorId x = 0; x < r.n(); ++x) {
        const ItemIndex item = s.addItem(x, std::span(&pi[x], 1));
        if (pi[x] != x) messages.push_back({x, pi[x], item});
    }
    if (twoSlot)
        appendTwoSlotMove(s, messages);
    else
        appendPhase(s, messages, {r.wholePhaseInOneSlot});
    return s;
}

std::vector<std::optional<std::int64_t>> moved(const Permutation& pi, const std::vector<std::int64_t>& data) {
    std::vector<std::optional<std::int64_t>> out(pi.size());
    for (ProcessorId x = 0; x < pi.size(); ++x)
        out[pi[x]] = data[x];
    return out;
}

std::optional<std::uint64_t> twoSlotFormula(const PatternRequest& r) {
    return r.d == 1 ? 1 : 2 * ceilDiv(r.d, r.g);
}

Algorithm twoSlot(const char* section, std::function<Permutation(const PatternRequest&)> pi) {
    Algorithm a;
    a.id = "two-slot";
    a.displayName = "Two-slot routing";
    a.paper = "002";
    a.section = section;
    a.explanation = "Each datum goes to p(i mod g, floor(i/g)) and on to its destination; "
                    "groups larger than g take ceil(d/g) passes of two slots.";
    a.formulaText = "1 when d = 1, else 2 ceil(d/g)";
    a.formula = twoSlotFormula;
    a.build = [pi](const PatternRequest& r) { return buildMove(r, pi(r), true); };
    return a;
}

Algorithm singleHop(std::function<Permutation(const PatternRequest&)> pi) {
    Algorithm a;
    a.id = "single-hop";
    a.displayName = "Generic single-hop scheduler";
    a.paper = "000";
    a.section = "section 3 (Lemmas 1-3)";
    a.explanation = "Each datum takes its unique route; data sharing a coupler go in successive slots.";
    a.formulaText = "none in the paper (the largest coupler load)";
    a.formula = [](const PatternRequest&) { return std::optional<std::uint64_t>(); };
    a.build = [pi](const PatternRequest& r) { return buildMove(r, pi(r), false); };
    return a;
}

std::uint64_t moveLowerBound(const PatternRequest& r) {
    // Every datum crosses at least one coupler: n messages over g^2 couplers.
    return std::max<std::uint64_t>(1, ceilDiv(r.n(), std::uint64_t(r.g) * r.g));
}

} // namespace

Pattern hypercubeMovePattern() {
    Pattern p;
    p.id = "hypercube-move";
    p.displayName = "Hypercube move";
    p.paper = "002";
    p.section = "section 2.1, Theorem 1 (001 section 4.2)";
    p.description = "Every processor i sends its datum to i with bit b flipped.";
    p.parameters = {{"bit", "the hypercube dimension b, 0..log2(n)-1", "0", {}}};
    for (auto& spec : dataParameters())
        p.parameters.push_back(spec);
    p.conditions = {{"n", "n is a power of two of at least 2 (a hypercube)",
                     [](const PatternRequest& r) { return r.n() >= 2 && isPowerOfTwo(r.n()); }}};
    p.lowerBoundText = "max(1, ceil(n/g^2))";
    p.lowerBound = moveLowerBound;
    p.algorithms = {twoSlot("Theorem 1", hypercubePartner), singleHop(hypercubePartner)};
    p.dataCount = [](const PatternRequest& r) { return std::size_t(r.n()); };
    p.expected = [](const PatternRequest& r, const std::vector<std::int64_t>& data) {
        return moved(hypercubePartner(r), data);
    };
    return p;
}

Pattern meshMovePattern() {
    Pattern p;
    p.id = "mesh-move";
    p.displayName = "Mesh move";
    p.paper = "002";
    p.section = "section 2.2, Theorem 2";
    p.description = "Every processor of an N x N mesh with wraparound sends its datum one step "
                    "right, left, up or down (mesh (i, j) is processor iN + j).";
    p.parameters = {{"direction", "right, left, up or down", "right", {"right", "left", "up", "down"}}};
    for (auto& spec : dataParameters())
        p.parameters.push_back(spec);
    p.conditions = {{"n", "n = N^2 with d or g dividing N", [](const PatternRequest& r) {
                         const auto N = std::uint32_t(isqrt(r.n()));
                         return r.n() >= 4 && N * N == r.n() && (N % r.d == 0 || N % r.g == 0);
                     }}};
    p.lowerBoundText = "max(1, ceil(n/g^2))";
    p.lowerBound = moveLowerBound;
    p.algorithms = {twoSlot("Theorem 2", meshNeighbour), singleHop(meshNeighbour)};
    p.dataCount = [](const PatternRequest& r) { return std::size_t(r.n()); };
    p.expected = [](const PatternRequest& r, const std::vector<std::int64_t>& data) {
        return moved(meshNeighbour(r), data);
    };
    return p;
}

} // namespace popslab::pops
