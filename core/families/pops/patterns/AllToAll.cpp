// All-to-all personalized communication (paper 000, section 4): every processor
// sends its own message to every processor, itself included (n^2 messages).
#include "common/IntMath.h"
#include "patterns/Patterns.h"
#include "scheduling/SingleHopScheduler.h"

namespace popslab::pops {

namespace {

// Theorem 1. Subsets N_i = union over j of N_i^j, N_i^j = {ig + jd + k : 0 <= k < g}
// (g processors of group j); phase r sends everything from N_{r/p} to N_{r mod p},
// p = n/c. The paper leaves the split of a phase into g^2 slots to Lemma 3; here
// slot (a, b) of a phase sends from processor k of N_is^j to processor (k + b) mod g of
// N_id^q with q = j + k + a (mod g): per slot each source group uses each offset once
// (Lemma 2) and each destination reads once, and over the g^2 slots every pair meets.
Schedule buildPhased(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    const std::uint32_t d = r.d, g = r.g, p = d / g;
    const std::uint64_t total = std::uint64_t(r.n()) * r.n();
    Schedule s = emptySchedule(r);
    s.reserveItems(total);
    s.reserveTransmissions(total);
    for (std::uint32_t phase = 0; phase < p * p; ++phase) {
        const std::uint32_t is = phase / p, id = phase % p;
        for (std::uint32_t a = 0; a < g; ++a) {
            for (std::uint32_t b = 0; b < g; ++b) {
                s.beginSlot();
                for (std::uint32_t j = 0; j < g; ++j) {
                    for (std::uint32_t k = 0; k < g; ++k) {
                        const ProcessorId x = net.processor(j, is * g + k);
                        const GroupId q = (j + k + a) % g;
                        const ProcessorId y = net.processor(q, id * g + (k + b) % g);
                        const ItemIndex item = s.addItem(x, std::span(&y, 1));
                        s.addTransmission(x, Coupler{q, j}, y, item);
                    }
                }
            }
        }
    }
    return s;
}

// Any d, g: n phases, each a permutation in which processor (j, a) sends to
// ((j + s + a) mod g, (a + t) mod d) for phase (s, t). Over all phases every pair
// meets once, and within a phase group j's messages spread evenly over the g
// destination groups, so the generic scheduler needs ceil(d/g) slots per phase.
Schedule buildSingleHop(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    const std::uint32_t d = r.d, g = r.g;
    Schedule s = emptySchedule(r);
    s.reserveItems(std::uint64_t(r.n()) * r.n());
    std::vector<Message> phase(r.n());
    for (std::uint32_t sh = 0; sh < g; ++sh) {
        for (std::uint32_t t = 0; t < d; ++t) {
            for (std::uint32_t j = 0; j < g; ++j) {
                for (std::uint32_t a = 0; a < d; ++a) {
                    const ProcessorId x = net.processor(j, a);
                    const ProcessorId y = net.processor((j + sh + a) % g, (a + t) % d);
                    phase[x] = Message{x, y, s.addItem(x, std::span(&y, 1))};
                }
            }
            appendPhase(s, phase, {r.wholePhaseInOneSlot});
        }
    }
    return s;
}

} // namespace

Pattern allToAllPattern() {
    Pattern p;
    p.id = "all-to-all";
    p.displayName = "All-to-all personalized";
    p.paper = "000";
    p.section = "section 4, Fig. 3";
    p.description = "Every processor sends a distinct message to every processor (n^2 "
                    "messages, each processor's message to itself included).";
    p.size = [](const PatternRequest& r) { return std::uint64_t(r.n()) * r.n(); }; // n^2 messages
    p.lowerBoundText = "max(n^2/g^2, n) = max(d^2, n)";
    p.lowerBound = [](const PatternRequest& r) { return std::max<std::uint64_t>(std::uint64_t(r.d) * r.d, r.n()); };

    Algorithm phased;
    phased.id = "phased";
    phased.displayName = "Phased (optimal)";
    phased.paper = "000";
    phased.section = "Theorem 1, Fig. 3";
    phased.explanation = "(n/c)^2 phases, one per pair of node subsets N_i, each sent in g^2 "
                         "slots that use every coupler.";
    phased.conditions = {powersOfTwo(), {"d", "d >= sqrt(n)", [](const PatternRequest& r) {
                                             return std::uint64_t(r.d) * r.d >= r.n();
                                         }}};
    phased.formulaText = "d^2";
    phased.formula = [](const PatternRequest& r) { return std::optional<std::uint64_t>(std::uint64_t(r.d) * r.d); };
    phased.build = buildPhased;

    Algorithm single;
    single.id = "single-hop";
    single.displayName = "Generic single-hop scheduler";
    single.paper = "000";
    single.section = "sections 3-4 (Lemmas 1-3)";
    single.explanation = "n permutation phases spread evenly over the couplers, each "
                         "scheduled by the generic scheduler: n ceil(d/g) slots.";
    single.formulaText = "none in the paper";
    single.formula = [](const PatternRequest&) { return std::optional<std::uint64_t>(); };
    single.build = buildSingleHop;

    p.algorithms = {phased, single};
    return p;
}

} // namespace popslab::pops
