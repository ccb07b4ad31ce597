// Intragroup permutations (paper 001, section 4.4): the data of a group, or of every
// group, are permuted within their group; one hop would queue d data on the group's
// own coupler, so the faster algorithms detour through other groups.
#include "common/IntMath.h"
#include "patterns/Patterns.h"
#include "scheduling/BatchedGroupPermutation.h"
#include "scheduling/SingleHopScheduler.h"

#include <charconv>
#include <random>
#include <sstream>

namespace popslab::pops {

namespace {

BuildError badPerm(const std::string& why) {
    return BuildError({DiagnosticCode::InvalidParameter, "perm",
                       "shift:k, random or list:s0,s1,... (a permutation of 0..d-1)", "parameter perm: " + why});
}

// sigma of group e on 0..d-1: perm=shift:k (default shift:1), random (its own per
// group, from seed) or list:... (the same for every group).
std::vector<std::uint32_t> sigma(const PatternRequest& r, GroupId e) {
    const std::string kind = r.parameter("perm", "shift:1");
    const std::uint32_t d = r.d;
    std::vector<std::uint32_t> s(d);
    if (kind.rfind("shift:", 0) == 0) {
        std::uint64_t k = 0;
        const std::string t = kind.substr(6);
        auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), k);
        if (ec != std::errc() || end != t.data() + t.size() || t.empty()) throw badPerm("'" + t + "' is not a shift");
        for (std::uint32_t j = 0; j < d; ++j)
            s[j] = std::uint32_t((j + k) % d);
    } else if (kind == "random") {
        std::mt19937_64 rng(integerParameter(r, "seed", 1, 0, UINT64_MAX) * 1000003 + e);
        for (std::uint32_t j = 0; j < d; ++j)
            s[j] = j;
        for (std::uint32_t j = d; j > 1; --j)
            std::swap(s[j - 1], s[rng() % j]);
    } else if (kind.rfind("list:", 0) == 0) {
        std::stringstream in(kind.substr(5));
        std::string part;
        std::vector<bool> seen(d, false);
        std::uint32_t count = 0;
        while (std::getline(in, part, ',')) {
            std::uint64_t v = 0;
            auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
            if (ec != std::errc() || end != part.data() + part.size() || v >= d || count >= d || seen[v])
                throw badPerm("'" + part + "' is not a new index below d = " + std::to_string(d));
            seen[v] = true;
            s[count++] = std::uint32_t(v);
        }
        if (count != d)
            throw badPerm("has " + std::to_string(count) + " entries, d = " + std::to_string(d) + " needed");
    } else {
        throw badPerm("'" + kind + "' is not shift:k, random or list:...");
    }
    return s;
}

bool derangement(const PatternRequest& r, GroupId e) {
    const auto s = sigma(r, e);
    for (std::uint32_t j = 0; j < s.size(); ++j)
        if (s[j] == j) return false;
    return true;
}

std::vector<GroupId> groupsOf(const PatternRequest& r, bool all) {
    if (!all) return {GroupId(integerParameter(r, "group", 0, 0, r.g - 1))};
    std::vector<GroupId> out(r.g);
    for (GroupId e = 0; e < r.g; ++e)
        out[e] = e;
    return out;
}

// Items: one datum per processor; those of the permuted groups go to p(e, sigma_e(j)).
struct Setup {
    Schedule s;
    std::vector<ItemIndex> item; // per processor
};

Setup setup(const PatternRequest& r, bool all) {
    const PopsNetwork net(r.d, r.g);
    Setup out{emptySchedule(r), {}};
    std::vector<bool> permuted(r.g, false);
    std::vector<std::vector<std::uint32_t>> sig(r.g);
    for (GroupId e : groupsOf(r, all))
        permuted[e] = true, sig[e] = sigma(r, e);
    for (ProcessorId x = 0; x < r.n(); ++x) {
        const GroupId e = net.group(x);
        if (!permuted[e]) {
            out.item.push_back(out.s.addItem(x));
            continue;
        }
        const ProcessorId to = net.processor(e, sig[e][net.indexInGroup(x)]);
        out.item.push_back(out.s.addItem(x, std::span(&to, 1)));
    }
    return out;
}

void send(Schedule& s, const PopsNetwork& net, ProcessorId from, ProcessorId to, ItemIndex item) {
    if (from != to) s.addTransmission(from, net.couplerFor(from, to), to, item);
}

Schedule buildSingleHop(const PatternRequest& r, bool all) {
    const PopsNetwork net(r.d, r.g);
    Setup st = setup(r, all);
    std::vector<Message> messages;
    for (GroupId e : groupsOf(r, all)) {
        const auto sg = sigma(r, e);
        for (std::uint32_t j = 0; j < r.d; ++j)
            if (sg[j] != j)
                messages.push_back({net.processor(e, j), net.processor(e, sg[j]), st.item[net.processor(e, j)]});
    }
    appendPhase(st.s, messages, {r.wholePhaseInOneSlot});
    return std::move(st.s);
}

// Slot pairs: in pair q, processor qg+i of group e sends via p((e+i) mod g, i), the
// intermediate in another group, which forwards in the second slot (the paper's
// p(i, 0) for group 0; with every group at once the index i keeps them apart).
Schedule buildSlotPairs(const PatternRequest& r, bool all) {
    const PopsNetwork net(r.d, r.g);
    Setup st = setup(r, all);
    const auto groups = groupsOf(r, all);
    std::vector<std::vector<std::uint32_t>> sigmas; // once per group, not once per pair of slots
    for (GroupId e : groups)
        sigmas.push_back(sigma(r, e));
    for (std::uint32_t q = 0; q * r.g < r.d; ++q) {
        std::vector<std::tuple<ProcessorId, ProcessorId, ProcessorId>> hops; // src, via, dst
        for (std::size_t k = 0; k < groups.size(); ++k) {
            const GroupId e = groups[k];
            const auto& sg = sigmas[k];
            for (std::uint32_t i = 0; i < r.g && q * r.g + i < r.d; ++i) {
                const std::uint32_t j = q * r.g + i;
                hops.emplace_back(net.processor(e, j), net.processor((e + i) % r.g, i % r.d), net.processor(e, sg[j]));
            }
        }
        st.s.beginSlot();
        for (auto [src, via, dst] : hops)
            send(st.s, net, src, via, st.item[src]);
        st.s.beginSlot();
        for (auto [src, via, dst] : hops)
            send(st.s, net, via, dst, st.item[src]);
    }
    return std::move(st.s);
}

// Fig. 11: in slot q, p(e, qg) goes straight to its destination over c(e, e), the
// data relayed in slot q-1 are forwarded, and p(e, qg+i), 0 < i < g, go to the
// intermediates p((e+i) mod g, 0).
Schedule buildOptimal(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    Setup st = setup(r, false);
    const GroupId e = groupsOf(r, false).front();
    const auto sg = sigma(r, e);
    const std::uint32_t slots = std::uint32_t(ceilDiv(r.d - 1, r.g)) + 1;
    for (std::uint32_t q = 0; q < slots; ++q) {
        st.s.beginSlot();
        if (q * r.g < r.d) {
            const ProcessorId x = net.processor(e, q * r.g);
            send(st.s, net, x, net.processor(e, sg[q * r.g]), st.item[x]);
        }
        for (std::uint32_t i = 1; q > 0 && i < r.g && (q - 1) * r.g + i < r.d; ++i) {
            const ProcessorId source = net.processor(e, (q - 1) * r.g + i);
            send(st.s, net, net.processor((e + i) % r.g, 0), net.processor(e, sg[(q - 1) * r.g + i]), st.item[source]);
        }
        for (std::uint32_t i = 1; i < r.g && q * r.g + i < r.d; ++i) {
            const ProcessorId x = net.processor(e, q * r.g + i);
            send(st.s, net, x, net.processor((e + i) % r.g, 0), st.item[x]);
        }
    }
    return std::move(st.s);
}

// Fig. 12, through the shared routing (scheduling/BatchedGroupPermutation).
Schedule buildBatched(const PatternRequest& r) {
    Setup st = setup(r, true);
    std::vector<std::vector<std::uint32_t>> sg(r.g);
    for (GroupId i = 0; i < r.g; ++i)
        sg[i] = sigma(r, i);
    appendBatchedGroupPermutation(st.s, sg, st.item);
    return std::move(st.s);
}

Algorithm make(const char* id, const char* name, const char* section, const char* explanation, const char* formulaText,
               std::function<std::optional<std::uint64_t>(const PatternRequest&)> formula,
               std::function<Schedule(const PatternRequest&)> build) {
    return makeAlgorithm(id, name, "001", section, explanation, formulaText, std::move(formula), std::move(build));
}

std::vector<std::optional<std::int64_t>> permuted(const PatternRequest& r, bool all,
                                                  const std::vector<std::int64_t>& data) {
    const PopsNetwork net(r.d, r.g);
    std::vector<std::optional<std::int64_t>> out(r.n());
    for (GroupId e : groupsOf(r, all)) {
        const auto sg = sigma(r, e);
        for (std::uint32_t j = 0; j < r.d; ++j)
            out[net.processor(e, sg[j])] = data[net.processor(e, j)];
    }
    return out;
}

Pattern base(const char* id, const char* name, const char* description, bool all) {
    Pattern p;
    p.id = id;
    p.displayName = name;
    p.paper = "001";
    p.section = "section 4.4";
    p.description = description;
    if (!all) p.parameters.push_back({"group", "the group to permute, 0..g-1", "0", {}});
    p.parameters.push_back({"perm", "shift:k, random or list:s0,s1,... (on 0..d-1)", "shift:1", {}});
    for (auto& spec : dataParameters())
        p.parameters.push_back(spec);
    p.dataCount = [](const PatternRequest& r) { return std::size_t(r.n()); };
    p.expected = [all](const PatternRequest& r, const std::vector<std::int64_t>& data) {
        return permuted(r, all, data);
    };
    return p;
}

} // namespace

Pattern intragroupPermutationPattern() {
    Pattern p = base("intragroup-permutation", "Intragroup permutation",
                     "The d data of one group are permuted within it: p(e, j) -> p(e, sigma(j)).", false);
    p.lowerBoundText = "ceil((d-1)/g) + 1 when sigma moves every datum (Theorem 4.3), else 0";
    p.lowerBound = [](const PatternRequest& r) {
        return derangement(r, groupsOf(r, false).front()) ? ceilDiv(r.d - 1, r.g) + 1 : std::uint64_t(0);
    };
    p.algorithms = {
        make(
            "single-hop", "Single hop", "section 4.4 (after [7, 13])",
            "Every datum takes the group's own coupler c(e, e): one per slot.", "d when sigma moves every datum",
            [](const PatternRequest& r) -> std::optional<std::uint64_t> {
                if (!derangement(r, groupsOf(r, false).front())) return std::nullopt;
                return r.d;
            },
            [](const PatternRequest& r) { return buildSingleHop(r, false); }),
        make(
            "slot-pairs", "Slot pairs", "section 4.4",
            "g data per pair of slots, each through an intermediate in another group.", "2 ceil(d/g)",
            [](const PatternRequest& r) { return std::optional<std::uint64_t>(2 * ceilDiv(r.d, r.g)); },
            [](const PatternRequest& r) { return buildSlotPairs(r, false); }),
        make(
            "optimal", "Pipelined relays (optimal)", "section 4.4, Fig. 11, Theorem 4.3",
            "One datum straight and g-1 relayed per slot, relays forwarded in the next slot.", "ceil((d-1)/g) + 1",
            [](const PatternRequest& r) { return std::optional<std::uint64_t>(ceilDiv(r.d - 1, r.g) + 1); },
            buildOptimal)};
    return p;
}

Pattern allGroupsPermutationPattern() {
    Pattern p = base("all-groups-permutation", "Permutation in every group",
                     "Every group permutes its data: p(i, j) -> p(i, sigma_i(j)).", true);
    p.lowerBoundText = "ceil(2n/(g+g^2)) when every sigma_i moves every datum (Theorem 4.4), else 0";
    p.lowerBound = [](const PatternRequest& r) {
        for (GroupId e = 0; e < r.g; ++e)
            if (!derangement(r, e)) return std::uint64_t(0);
        return ceilDiv(2ull * r.n(), std::uint64_t(r.g) + std::uint64_t(r.g) * r.g);
    };
    p.algorithms = {
        make(
            "single-hop", "Single hop", "section 4.4 (after [7, 13])",
            "Every datum takes its group's own coupler: d slots.", "d when every sigma_i moves every datum",
            [](const PatternRequest& r) -> std::optional<std::uint64_t> {
                for (GroupId e = 0; e < r.g; ++e)
                    if (!derangement(r, e)) return std::nullopt;
                return r.d;
            },
            [](const PatternRequest& r) { return buildSingleHop(r, true); }),
        make(
            "slot-pairs", "Slot pairs", "section 4.4", "The slot-pair algorithm in every group at once.", "2 ceil(d/g)",
            [](const PatternRequest& r) { return std::optional<std::uint64_t>(2 * ceilDiv(r.d, r.g)); },
            [](const PatternRequest& r) { return buildSlotPairs(r, true); }),
        make(
            "batched", "Batches of g + g^2", "section 4.4, Fig. 12, Theorem 4.4",
            "Per slot pair and group: two data straight, g-1 through other groups.", "2 ceil(n/(g+g^2))",
            [](const PatternRequest& r) {
                return std::optional<std::uint64_t>(2 * ceilDiv(r.n(), std::uint64_t(r.g) + std::uint64_t(r.g) * r.g));
            },
            buildBatched)};
    return p;
}

} // namespace popslab::pops
