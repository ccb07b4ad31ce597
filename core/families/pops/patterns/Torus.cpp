// Torus communication (paper 000, section 7): a sqrt(n) x sqrt(n) torus where each
// node sends to its right and lower neighbours (all four when bidirectional).
#include "common/IntMath.h"
#include "patterns/AlternatingPair.h"
#include "patterns/Patterns.h"
#include "scheduling/EmbeddedStructure.h"
#include "scheduling/Embedding.h"

namespace popslab::pops {

namespace {

// Horizontal messages (E_h) and vertical messages (E_v) are separate phases, as in
// the proof of Theorem 5; the reverse directions follow for a bidirectional torus.
std::vector<std::vector<Edge>> torusPhases(std::uint32_t n, bool bi) {
    const auto s = std::uint32_t(isqrt(n));
    std::vector<std::vector<Edge>> phases(bi ? 4 : 2);
    for (std::uint32_t r = 0; r < s; ++r)
        for (std::uint32_t c = 0; c < s; ++c) {
            const std::uint32_t u = r * s + c;
            phases[0].push_back({u, r * s + (c + 1) % s});
            phases[1].push_back({u, ((r + 1) % s) * s + c});
            if (bi) {
                phases[2].push_back({u, r * s + (c + s - 1) % s});
                phases[3].push_back({u, ((r + s - 1) % s) * s + c});
            }
        }
    return phases;
}

Schedule buildTorus(const PatternRequest& r, const std::vector<ProcessorId>& mu) {
    Schedule s = emptySchedule(r);
    scheduleEmbedded(s, mu, torusPhases(r.n(), isBidirectional(r)), {r.wholePhaseInOneSlot});
    return s;
}

} // namespace

Pattern torusPattern() {
    Pattern p;
    p.id = "torus";
    p.displayName = "Torus";
    p.paper = "000";
    p.section = "section 7, Figs. 8-10";
    p.description = "Every node of a sqrt(n) x sqrt(n) torus sends to its right and lower "
                    "neighbours (to all four when bidirectional), with wrap-around.";
    p.parameters = {directionParameter("uni: right and down; bi: all four neighbours")};
    p.conditions = {{"n", "n is a perfect square of at least 4 (the torus is sqrt(n) x sqrt(n))",
                     [](const PatternRequest& r) { return r.n() >= 4 && isPerfectSquare(r.n()); }}};
    p.lowerBoundText = "max(1, ceil(n/g^2)) per direction";
    p.lowerBound = [](const PatternRequest& r) {
        const std::uint64_t dirs = isBidirectional(r) ? 4 : 2;
        const std::uint64_t c = std::uint64_t(r.g) * r.g;
        return dirs * std::max<std::uint64_t>(1, ceilDiv(r.n(), c));
    };

    Algorithm natural;
    natural.id = "natural";
    natural.displayName = "Natural embedding";
    natural.paper = "000";
    natural.section = "Fig. 8a";
    natural.explanation = "mu(u) = u: whole rows share a group, so row messages crowd the "
                          "groups' own couplers.";
    natural.formulaText = "none in the paper (Fig. 8a: 8 + 4 slots for n = 16, d = 8)";
    natural.formula = [](const PatternRequest&) { return std::optional<std::uint64_t>(); };
    natural.build = [](const PatternRequest& r) { return buildTorus(r, naturalEmbedding(PopsNetwork(r.d, r.g))); };

    Algorithm pair;
    pair.id = "alternating-pair";
    pair.displayName = "Alternating-pair embedding (ring's)";
    pair.paper = "000";
    pair.section = "Fig. 8b";
    pair.explanation = "The ring's alternating-pair embedding applied to the torus nodes in "
                       "row order: rows are optimal, columns are not.";
    pair.conditions = {powersOfTwo()};
    pair.formulaText = "none in the paper (Fig. 8b: 4 + 8 slots for n = 16, d = 8)";
    pair.formula = [](const PatternRequest&) { return std::optional<std::uint64_t>(); };
    pair.build = [](const PatternRequest& r) {
        const PopsNetwork net(r.d, r.g);
        return buildTorus(r, embeddingFromGroups(net, alternatingPairRingGroups(net)));
    };

    Algorithm rotated;
    rotated.id = "rotated";
    rotated.displayName = "Alternating-pair with row rotation";
    rotated.paper = "000";
    rotated.section = "Theorem 5, Figs. 8c, 9, 10";
    rotated.explanation = "The ring's assignment with row r rotated r places to the left, "
                          "so column messages use every coupler once per slot too.";
    rotated.conditions = {powersOfTwo(), {"d", "d >= 2 sqrt(n)", [](const PatternRequest& r) {
                                              return std::uint64_t(r.d) * r.d >= 4ull * r.n();
                                          }}};
    rotated.formulaText = "2d^2/n (4d^2/n bidirectional)";
    rotated.formula = [](const PatternRequest& r) -> std::optional<std::uint64_t> {
        return (isBidirectional(r) ? 4 : 2) * (std::uint64_t(r.d) * r.d / r.n());
    };
    rotated.build = [](const PatternRequest& r) {
        const PopsNetwork net(r.d, r.g);
        return buildTorus(r, embeddingFromGroups(net, rotatedTorusGroups(net)));
    };

    p.algorithms = {natural, pair, rotated};
    return p;
}

} // namespace popslab::pops
