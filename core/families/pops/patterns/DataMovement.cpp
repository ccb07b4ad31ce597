// Concentrate, distribute and generalize (paper 002, sections 4.1-4.3).
#include "common/IntMath.h"
#include "patterns/Patterns.h"
#include "scheduling/Relay.h"

#include <algorithm>
#include <charconv>
#include <random>
#include <sstream>

namespace popslab::pops {

namespace {

BuildError badList(const char* name, const std::string& why) {
    return BuildError({DiagnosticCode::InvalidParameter, name, std::string(name) + "=random, all or list:...",
                       std::string("parameter ") + name + ": " + why});
}

// A strictly increasing list of processors from `list:a,b,...`.
std::vector<ProcessorId> processorList(const PatternRequest& r, const char* name, const std::string& text) {
    std::vector<ProcessorId> out;
    std::stringstream in(text);
    std::string part;
    while (std::getline(in, part, ',')) {
        std::uint64_t v = 0;
        auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
        if (ec != std::errc() || end != part.data() + part.size() || part.empty())
            throw badList(name, "'" + part + "' is not a processor");
        if (v >= r.n()) throw badList(name, "processor " + part + " is not below n = " + std::to_string(r.n()));
        if (!out.empty() && v <= out.back()) throw badList(name, "the list must be strictly increasing");
        out.push_back(ProcessorId(v));
    }
    return out;
}

} // namespace

// selected=random|all|list:... -- the selected processors, in increasing order.
std::vector<ProcessorId> selectedProcessors(const PatternRequest& r) {
    const std::string kind = r.parameter("selected", "random");
    std::vector<ProcessorId> out;
    if (kind == "all") {
        for (ProcessorId x = 0; x < r.n(); ++x)
            out.push_back(x);
    } else if (kind == "random") {
        std::mt19937_64 rng(integerParameter(r, "seed", 1, 0, UINT64_MAX) + 17);
        for (ProcessorId x = 0; x < r.n(); ++x)
            if (rng() & 1u) out.push_back(x);
    } else if (kind.rfind("list:", 0) == 0) {
        out = processorList(r, "selected", kind.substr(5));
    } else {
        throw badList("selected", "'" + kind + "' is not random, all or list:...");
    }
    return out;
}

namespace {

// dest=random|list:... -- dest(0) < dest(1) < ... < dest(q-1) for the data in p(0..q-1).
std::vector<ProcessorId> destinations(const PatternRequest& r) {
    const std::string kind = r.parameter("dest", "random");
    if (kind.rfind("list:", 0) == 0) {
        auto out = processorList(r, "dest", kind.substr(5));
        if (out.empty()) throw badList("dest", "the list is empty");
        return out;
    }
    if (kind != "random") throw badList("dest", "'" + kind + "' is not random or list:...");
    std::mt19937_64 rng(integerParameter(r, "seed", 1, 0, UINT64_MAX) + 29);
    std::vector<ProcessorId> all(r.n());
    for (ProcessorId x = 0; x < r.n(); ++x)
        all[x] = x;
    const std::size_t q = std::max<std::size_t>(1, r.n() / 2);
    for (std::size_t k = 0; k < q; ++k)
        std::swap(all[k], all[k + rng() % (r.n() - k)]);
    std::vector<ProcessorId> out(all.begin(), all.begin() + std::ptrdiff_t(q));
    std::sort(out.begin(), out.end());
    return out;
}

std::uint64_t passes(const PatternRequest& r) {
    return ceilDiv(r.d, r.g);
}

// ---- concentrate ----

Schedule buildConcentrate(const PatternRequest& r, bool hypercube) {
    const PopsNetwork net(r.d, r.g);
    const std::uint32_t d = r.d, g = r.g;
    const auto selected = selectedProcessors(r);
    Schedule s = emptySchedule(r);
    std::vector<ItemIndex> item(r.n());
    std::vector<ProcessorId> rankOf(r.n(), UINT32_MAX);
    for (std::uint32_t k = 0; k < selected.size(); ++k)
        rankOf[selected[k]] = k;
    for (ProcessorId x = 0; x < r.n(); ++x) {
        const ProcessorId rank = rankOf[x];
        item[x] = rank == UINT32_MAX ? s.addItem(x) : s.addItem(x, std::span(&rank, 1));
    }
    if (hypercube) {
        std::vector<std::pair<ItemIndex, ProcessorId>> routes;
        std::vector<ProcessorId> at;
        for (ProcessorId x : selected)
            routes.push_back({item[x], rankOf[x]}), at.push_back(x);
        std::vector<unsigned> bits;
        for (unsigned b = 0; (1u << b) < r.n(); ++b)
            bits.push_back(b);
        appendHypercubeRoutes(s, routes, at, bits);
        return s;
    }
    if (d <= g) {
        // d = g: lines 24-27; d < g: lines 28-31.
        std::vector<Relay> relays;
        for (ProcessorId x : selected) {
            const std::uint32_t rank = rankOf[x], i = net.group(x);
            const ProcessorId via = d == g ? net.processor(rank % d, i) : net.processor(rank % g, rank / g);
            relays.push_back({x, via, {rank}, item[x]});
        }
        appendRelays(s, relays);
    } else {
        // d > g: d/g passes of two slots. The paper passes over g x g blocks of columns,
        // which can clash on c(floor(r/d), r mod g) (see errata); passing over ranks
        // instead -- pass q carries the ranks r with (r mod d) in [qg, qg+g), through
        // p(r mod g, floor(r/d)) -- is conflict-free and as fast.
        for (std::uint32_t q = 0; q < d / g; ++q) {
            std::vector<Relay> relays;
            for (ProcessorId x : selected) {
                const std::uint32_t rank = rankOf[x];
                if ((rank % d) / g != q) continue;
                relays.push_back({x, net.processor(rank % g, rank / d), {rank}, item[x]});
            }
            appendRelays(s, relays);
        }
    }
    return s;
}

// ---- distribute ----

Schedule buildDistribute(const PatternRequest& r, bool hypercube) {
    const PopsNetwork net(r.d, r.g);
    const std::uint32_t d = r.d, g = r.g;
    const auto dest = destinations(r);
    Schedule s = emptySchedule(r);
    std::vector<ItemIndex> item;
    for (ProcessorId k = 0; k < dest.size(); ++k)
        item.push_back(s.addItem(k, std::span(&dest[k], 1)));
    if (hypercube) {
        std::vector<std::pair<ItemIndex, ProcessorId>> routes;
        std::vector<ProcessorId> at;
        for (ProcessorId k = 0; k < dest.size(); ++k)
            routes.push_back({item[k], dest[k]}), at.push_back(k);
        std::vector<unsigned> bits;
        for (unsigned b = 0; (1u << b) < r.n(); ++b)
            bits.insert(bits.begin(), b);
        appendHypercubeRoutes(s, routes, at, bits);
        return s;
    }
    for (std::uint32_t q = 0; q < passes(r); ++q) {
        std::vector<Relay> relays;
        for (ProcessorId k = 0; k < dest.size(); ++k) {
            const std::uint32_t i = net.group(k), j = net.indexInGroup(k);
            ProcessorId via;
            if (d == g)
                via = net.processor(j, i); // lines 32-35
            else if (d < g)
                via = net.processor(k % g, k / g); // lines 36-39
            else if (j / g == q)
                via = net.processor(j % g, i); // d > g: pass q
            else
                continue;
            relays.push_back({k, via, {dest[k]}, item[k]});
        }
        appendRelays(s, relays);
    }
    return s;
}

// ---- generalize ----

// Step 1 shifts every dest value to the next processor (lowDest); step 2 sends each
// datum, with its range (lowDest, dest], through p(j, i) to every processor of the
// range at once. The range travels as control items (worth 0) the datum depends on.
Schedule buildGeneralize(const PatternRequest& r) {
    const PopsNetwork net(r.d, r.g);
    const std::uint32_t d = r.d, g = r.g;
    const auto dest = destinations(r);
    const std::uint32_t q = std::uint32_t(dest.size());
    Schedule s = emptySchedule(r);
    std::vector<ItemIndex> datum, shifted(q);
    for (ProcessorId k = 0; k < q; ++k)
        datum.push_back(s.addItem(k));
    auto viaFor = [&](ProcessorId k, std::uint32_t pass) -> std::optional<ProcessorId> {
        const std::uint32_t i = net.group(k), j = net.indexInGroup(k);
        if (d == g) return net.processor(j, i);
        if (d < g) return net.processor(k % g, k / g);
        if (j / g != pass) return std::nullopt;
        return net.processor(j % g, i);
    };
    // Step 1: p(k) sends dest(k) to p(k+1) (lines 40-41 style routing, then 46).
    for (ProcessorId k = 0; k + 1 < q; ++k) {
        const ProcessorId next = k + 1;
        shifted[k + 1] = s.addItem(k, std::span(&next, 1));
    }
    for (std::uint32_t pass = 0; pass < passes(r); ++pass) {
        std::vector<Relay> relays;
        for (ProcessorId k = 0; k + 1 < q; ++k)
            if (auto via = viaFor(k, pass)) relays.push_back({k, *via, {k + 1}, shifted[k + 1]});
        appendRelays(s, relays);
    }
    // Step 2: the packets, each the datum with its range.
    std::vector<ItemIndex> packet(q);
    for (ProcessorId k = 0; k < q; ++k) {
        std::vector<ProcessorId> range;
        const std::uint32_t low = k == 0 ? 0 : dest[k - 1] + 1;
        for (ProcessorId y = low; y <= dest[k]; ++y)
            range.push_back(y);
        std::vector<ItemIndex> deps{datum[k]};
        if (k > 0) deps.push_back(shifted[k]);
        packet[k] = s.addItem(k, range, deps);
    }
    for (std::uint32_t pass = 0; pass < passes(r); ++pass) {
        std::vector<Relay> relays;
        for (ProcessorId k = 0; k < q; ++k)
            if (auto via = viaFor(k, pass))
                relays.push_back(
                    {k, *via, std::vector<ProcessorId>(s.deliverTo(packet[k]).begin(), s.deliverTo(packet[k]).end()),
                     packet[k]});
        appendRelays(s, relays);
    }
    return s;
}

std::optional<std::uint64_t> twoPerPass(const PatternRequest& r) {
    return 2 * passes(r);
}
// Paper 002's algorithms with their common fields.
Algorithm algorithm(const char* id, const char* name, const char* section, const char* explanation,
                    const char* formulaText, std::function<std::optional<std::uint64_t>(const PatternRequest&)> formula,
                    std::function<Schedule(const PatternRequest&)> build) {
    return makeAlgorithm(id, name, "002", section, explanation, formulaText, std::move(formula), std::move(build));
}

Pattern movementPattern(const char* id, const char* name, const char* section, const char* description) {
    Pattern p = makePattern(id, name, "002", section, description);
    p.conditions = {powersOfTwo()}; // n = d g, so the same as d and g powers of two
    p.lowerBoundText = "0 (the data may already be where they belong)";
    p.lowerBound = [](const PatternRequest&) { return std::uint64_t(0); };
    return p;
}

// Distribute and generalize (sections 4.2-4.3) both send the first q data to the
// increasing destinations dest(0) < ... < dest(q-1).
void addDestinations(Pattern& p) {
    p.parameters = {{"dest", "random or list:d0,d1,... (increasing)", "random", {}}};
    for (auto& spec : dataParameters())
        p.parameters.push_back(spec);
    p.dataCount = [](const PatternRequest& r) { return destinations(r).size(); };
}

} // namespace

Pattern concentratePattern() {
    Pattern p = movementPattern("concentrate", "Concentrate", "section 4.1",
                                "Each selected processor's datum goes to p(r), r its rank among the selected.");
    p.parameters = {{"selected", "random, all or list:p0,p1,... (increasing)", "random", {}}};
    for (auto& spec : dataParameters())
        p.parameters.push_back(spec);
    p.dataCount = [](const PatternRequest& r) { return std::size_t(r.n()); };
    p.expected = [](const PatternRequest& r, const std::vector<std::int64_t>& data) {
        std::vector<std::optional<std::int64_t>> out(r.n());
        const auto selected = selectedProcessors(r);
        for (std::size_t k = 0; k < selected.size(); ++k)
            out[k] = data[selected[k]];
        return out;
    };
    p.algorithms = {algorithm("custom", "Two-slot concentrate", "section 4.1, lines 24-31",
                              "Route via p(r mod g, ...) to p(floor(r/d), r mod d); d/g passes when d > g.",
                              "2 ceil(d/g)", twoPerPass,
                              [](const PatternRequest& r) { return buildConcentrate(r, false); }),
                    algorithm("hypercube-simulation", "Hypercube algorithm, simulated", "section 4.1 with Theorem 1",
                              "Monotone routes along bits 0, 1, ..., each move simulated by Theorem 1.",
                              "2 ceil(d/g) log2 n (log2 n when d = 1)", simulatedHypercubeSlots,
                              [](const PatternRequest& r) { return buildConcentrate(r, true); })};
    return p;
}

Pattern distributePattern() {
    Pattern p = movementPattern("distribute", "Distribute", "section 4.2",
                                "The datum of p(k), k < q, goes to p(dest(k)), dest increasing.");
    addDestinations(p);
    p.expected = [](const PatternRequest& r, const std::vector<std::int64_t>& data) {
        std::vector<std::optional<std::int64_t>> out(r.n());
        const auto dest = destinations(r);
        for (std::size_t k = 0; k < dest.size(); ++k)
            out[dest[k]] = data[k];
        return out;
    };
    p.algorithms = {algorithm("custom", "Two-slot distribute", "section 4.2, lines 32-39",
                              "Route via p(j, i) (or p((id+j) mod g, ...)) to p(dest); d/g passes when d > g.",
                              "2 ceil(d/g)", twoPerPass,
                              [](const PatternRequest& r) { return buildDistribute(r, false); }),
                    algorithm("hypercube-simulation", "Hypercube algorithm, simulated", "section 4.2 with Theorem 1",
                              "Monotone routes along bits log2(n)-1, ..., 0, each move simulated by Theorem 1.",
                              "2 ceil(d/g) log2 n (log2 n when d = 1)", simulatedHypercubeSlots,
                              [](const PatternRequest& r) { return buildDistribute(r, true); })};
    return p;
}

Pattern generalizePattern() {
    Pattern p = movementPattern("generalize", "Generalize", "section 4.3",
                                "The datum of p(k), k < q, goes to every p(x) with dest(k-1) < x <= dest(k).");
    addDestinations(p);
    p.expected = [](const PatternRequest& r, const std::vector<std::int64_t>& data) {
        std::vector<std::optional<std::int64_t>> out(r.n());
        const auto dest = destinations(r);
        ProcessorId low = 0;
        for (std::size_t k = 0; k < dest.size(); ++k) {
            for (ProcessorId y = low; y <= dest[k]; ++y)
                out[y] = data[k];
            low = dest[k] + 1;
        }
        return out;
    };
    p.algorithms = {algorithm(
        "custom", "Shift and broadcast", "section 4.3, lines 40-46",
        "Shift the dest values one processor on (two slots), then send each datum "
        "through p(j, i) to its whole range at once (two slots); d/g passes each when d > g.",
        "4 ceil(d/g)", [](const PatternRequest& r) { return std::optional<std::uint64_t>(4 * passes(r)); },
        buildGeneralize)};
    return p;
}

} // namespace popslab::pops
