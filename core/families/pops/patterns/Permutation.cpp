// Permutation routing (paper 000, section 3): processor x sends one message to pi(x).
#include "common/Random.h"
#include "patterns/Patterns.h"
#include "scheduling/SingleHopScheduler.h"

#include <charconv>
#include <random>
#include <sstream>

namespace popslab::pops {

namespace {

BuildError badPermutation(const std::string& why) {
    return BuildError({DiagnosticCode::InvalidParameter, "perm",
                       "random, shift:k or list:p0,p1,... (a permutation of 0..n-1)", "parameter perm: " + why});
}

std::uint64_t parseNumber(const std::string& text) {
    std::uint64_t v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        throw badPermutation("'" + text + "' is not a non-negative integer");
    return v;
}

} // namespace

std::vector<ProcessorId> permutationFromRequest(const PatternRequest& r) {
    const std::uint32_t n = r.n();
    const std::string perm = r.parameter("perm", "random");
    std::vector<ProcessorId> pi(n);
    if (perm == "random") {
        std::mt19937_64 rng(integerParameter(r, "seed", 1, 0, UINT64_MAX)); // a seed gives the same pi everywhere
        pi = randomPermutation(n, rng);
    } else if (perm.rfind("shift:", 0) == 0) {
        const std::uint64_t k = parseNumber(perm.substr(6)) % n;
        for (ProcessorId x = 0; x < n; ++x)
            pi[x] = ProcessorId((x + k) % n);
    } else if (perm.rfind("list:", 0) == 0) {
        std::stringstream in(perm.substr(5));
        std::string part;
        std::vector<bool> seen(n, false);
        std::uint32_t count = 0;
        while (std::getline(in, part, ',')) {
            if (count == n) throw badPermutation("more than n = " + std::to_string(n) + " entries");
            const std::uint64_t y = parseNumber(part);
            if (y >= n) throw badPermutation("entry " + part + " is not below n = " + std::to_string(n));
            if (seen[y]) throw badPermutation("entry " + part + " appears twice");
            seen[y] = true;
            pi[count++] = ProcessorId(y);
        }
        if (count != n)
            throw badPermutation("has " + std::to_string(count) + " entries, n = " + std::to_string(n) + " needed");
    } else {
        throw badPermutation("'" + perm + "' is not random, shift:k or list:...");
    }
    return pi;
}

namespace {
// The messages of the permutation; a fixed point needs no transmission.
std::vector<Message> permutationMessages(const std::vector<ProcessorId>& pi) {
    std::vector<Message> out;
    for (ProcessorId x = 0; x < pi.size(); ++x)
        if (pi[x] != x) out.push_back({x, pi[x], x});
    return out;
}
} // namespace

Pattern permutationPattern() {
    Pattern p;
    p.id = "permutation";
    p.displayName = "Permutation routing";
    p.paper = "000";
    p.section = "section 3";
    p.description = "Processor x sends one message to pi(x).";
    p.parameters = {{"perm", "random, shift:k or list:p0,p1,... (pi as a list)", "random", {}},
                    {"seed", "seed of the random permutation", "1", {}}};
    p.lowerBoundText = "the largest number of messages sharing one coupler";
    p.lowerBound = [](const PatternRequest& r) {
        return std::uint64_t(maxCouplerLoad(PopsNetwork(r.d, r.g), permutationMessages(permutationFromRequest(r))));
    };

    Algorithm single;
    single.id = "single-hop";
    single.displayName = "Generic single-hop scheduler";
    single.paper = "000";
    single.section = "section 3 (Lemmas 1-3)";
    single.explanation = "Each message takes its unique route; messages sharing a coupler go "
                         "in successive slots.";
    single.formulaText = "none in the paper (the largest coupler load)";
    single.formula = [](const PatternRequest&) { return std::optional<std::uint64_t>(); };
    single.build = [](const PatternRequest& r) {
        const auto pi = permutationFromRequest(r);
        Schedule s = emptySchedule(r);
        for (ProcessorId x = 0; x < r.n(); ++x)
            s.addItem(x, std::span(&pi[x], 1));
        appendPhase(s, permutationMessages(pi), {r.wholePhaseInOneSlot});
        return s;
    };
    p.algorithms = {single};
    return p;
}

} // namespace popslab::pops
