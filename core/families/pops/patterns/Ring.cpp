// Ring communication (paper 000, section 6): node k sends to k +_n 1 (and, for a
// bidirectional ring, to k -_n 1, Lemma 4).
#include "common/IntMath.h"
#include "patterns/AlternatingPair.h"
#include "patterns/Patterns.h"
#include "scheduling/EmbeddedStructure.h"
#include "scheduling/Embedding.h"

namespace popslab::pops {

namespace {

std::vector<std::vector<Edge>> ringPhases(std::uint32_t n, bool bi) {
    std::vector<std::vector<Edge>> phases(bi ? 2 : 1);
    for (std::uint32_t u = 0; u < n; ++u) {
        phases[0].push_back({u, (u + 1) % n});
        if (bi) phases[1].push_back({u, (u + n - 1) % n});
    }
    return phases;
}

Schedule buildRing(const PatternRequest& r, const std::vector<ProcessorId>& mu) {
    Schedule s = emptySchedule(r);
    scheduleEmbedded(s, mu, ringPhases(r.n(), isBidirectional(r)), {r.wholePhaseInOneSlot});
    return s;
}

} // namespace

Pattern ringPattern() {
    Pattern p;
    p.id = "ring";
    p.displayName = "Ring";
    p.paper = "000";
    p.section = "section 6, Figs. 5-7";
    p.description = "Every node of an n-node ring sends one message to the next node "
                    "(and to the previous one when bidirectional).";
    p.parameters = {directionParameter("uni: to the next node; bi: to both neighbours")};
    p.conditions = {atLeastProcessors(2)};
    p.lowerBoundText = "max(1, ceil(n/g^2)) per direction";
    p.lowerBound = [](const PatternRequest& r) {
        const std::uint64_t dirs = isBidirectional(r) ? 2 : 1;
        const std::uint64_t c = std::uint64_t(r.g) * r.g;
        return std::max<std::uint64_t>(dirs, ceilDiv(dirs * r.n(), c));
    };

    Algorithm natural;
    natural.id = "natural";
    natural.displayName = "Natural embedding";
    natural.paper = "000";
    natural.section = "Lemma 6";
    natural.explanation = "mu(k) = k: each group holds d consecutive ring nodes, so d-1 of "
                          "its d messages share the group's own coupler.";
    natural.formulaText = "d-1 (2d-2 bidirectional), for d >= 2 and g >= 2";
    natural.formula = [](const PatternRequest& r) -> std::optional<std::uint64_t> {
        if (r.d < 2 || r.g < 2) return std::nullopt; // Lemma 6 assumes both
        return (isBidirectional(r) ? 2 : 1) * std::uint64_t(r.d - 1);
    };
    natural.build = [](const PatternRequest& r) { return buildRing(r, naturalEmbedding(PopsNetwork(r.d, r.g))); };

    Algorithm pair;
    pair.id = "alternating-pair";
    pair.displayName = "Alternating-pair embedding";
    pair.paper = "000";
    pair.section = "Theorem 4, Figs. 5-7";
    pair.explanation = "Sections of g^2 nodes in subsections of 2g; in subsection J group "
                       "numbers grow alternately by 2J and 2J+1, so each slot uses every "
                       "coupler once.";
    pair.conditions = {powersOfTwo()};
    pair.formulaText = "d^2/n, or 1 when d <= sqrt(n) (doubled bidirectional)";
    pair.formula = [](const PatternRequest& r) -> std::optional<std::uint64_t> {
        const std::uint64_t perDirection = std::max<std::uint64_t>(1, std::uint64_t(r.d) * r.d / r.n());
        return (isBidirectional(r) ? 2 : 1) * perDirection;
    };
    pair.build = [](const PatternRequest& r) {
        const PopsNetwork net(r.d, r.g);
        return buildRing(r, embeddingFromGroups(net, alternatingPairRingGroups(net)));
    };

    p.algorithms = {natural, pair};
    return p;
}

} // namespace popslab::pops
