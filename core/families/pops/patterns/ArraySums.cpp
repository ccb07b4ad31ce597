#include "patterns/ArraySums.h"

#include "common/IntMath.h"

#include <charconv>

namespace popslab::pops {

namespace {

// M's text as the request gives it; d/2 when it is not given.
std::string givenText(const PatternRequest& r) {
    auto it = r.parameters.find("M");
    return it == r.parameters.end() || it->second.empty() ? std::to_string(r.d / 2) : it->second;
}

// M's value, without throwing (conditions use it); nothing when the text is no number.
std::optional<std::uint64_t> givenLength(const PatternRequest& r) {
    const std::string text = givenText(r);
    std::uint64_t m = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), m);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return m;
}

bool lengthValid(const PatternRequest& r) {
    const auto m = givenLength(r);
    return m && *m >= 1 && *m < r.d && r.d % *m == 0;
}

std::string lengthActual(const PatternRequest& r) {
    return "M = " + givenText(r) + ", d = " + std::to_string(r.d);
}

} // namespace

XArrays addXArrays(Schedule& s, std::uint32_t M) {
    const std::uint32_t n = s.network.d * s.network.g;
    XArrays x;
    x.M = M;
    x.element.reserve(std::size_t(n) * M);
    for (ProcessorId p = 0; p < n; ++p)
        for (std::uint32_t k = 0; k < M; ++k)
            x.element.push_back(s.addItem(p));
    for (ProcessorId p = 0; p < n; ++p)
        x.array.push_back(s.addBundle(p, std::span(x.element).subspan(std::size_t(p) * M, M)));
    return x;
}

std::uint32_t arrayLength(const PatternRequest& r) {
    if (!lengthValid(r))
        throw BuildError({DiagnosticCode::InvalidParameter, "M", "1 <= M < d, M divides d",
                          "parameter M=" + givenText(r) + " must satisfy 1 <= M < d = " + std::to_string(r.d) +
                              " and divide d (paper 002, section 3.3)"});
    return std::uint32_t(*givenLength(r));
}

void addSumGoal(Schedule& s, ItemIndex result, ProcessorId at, std::vector<ItemIndex> inputs) {
    s.goals.push_back(Goal{result, at, std::move(inputs)});
}

void sumAtEveryProcessor(Schedule& s, const std::function<std::vector<ItemIndex>(ProcessorId)>& termsOf) {
    for (ProcessorId p = 0; p < s.network.d * s.network.g; ++p) {
        auto terms = termsOf(p);
        addSumGoal(s, s.addItem(p, {}, terms), p, terms);
    }
}

SlotPlan planBlocks(const PatternRequest& r, const std::function<SlotPlan(const SquareBlock&)>& plan) {
    SlotPlan out;
    if (r.d <= r.g) {
        for (std::uint32_t base = 0; base + r.d <= r.g; base += r.d)
            out.overlay(plan({base, 0, r.d}));
    } else {
        for (std::uint32_t base = 0; base + r.g <= r.d; base += r.g)
            out.append(plan({0, base, r.g}));
    }
    return out;
}

void planTranspose(SlotPlan& plan, std::size_t slot, const PopsNetwork& net, const SquareBlock& b, const XArrays& x) {
    for (std::uint32_t i = 0; i < b.m; ++i)
        for (std::uint32_t j = 0; j < b.m; ++j)
            if (i != j) plan.slot(slot).push_back({b.at(net, i, j), {b.at(net, j, i)}, x.array[b.at(net, i, j)]});
}

Pattern arraySumPattern(
    const char* id, const char* name, const char* section, const char* description,
    std::function<std::int64_t(const PatternRequest&, const std::vector<std::int64_t>&, ProcessorId)> expected) {
    Pattern p = makePattern(id, name, "002", section, description);
    p.parameters = {{"M", "array length M: 1 <= M < d, M divides d (empty: d/2)", "", {}}};
    for (auto& spec : dataParameters())
        p.parameters.push_back(spec);
    p.conditions = {{"M", "1 <= M < d and M divides d", lengthValid, lengthActual}};
    // n M elements, each an item, a part of a bundle, a read and an input of a goal; the
    // block plans take as much again while building (about 150 bytes an element in all).
    p.size = [](const PatternRequest& r) { return 4 * std::uint64_t(r.n()) * arrayLength(r); };
    // Every processor needs data of M - 1 others, so it must read at least once.
    p.lowerBoundText = "1 when M > 1, else 0";
    p.lowerBound = [](const PatternRequest& r) { return std::uint64_t(lengthValid(r) && arrayLength(r) > 1 ? 1 : 0); };
    p.dataCount = [](const PatternRequest& r) { return std::size_t(r.n()) * arrayLength(r); };
    p.expected = [expected](const PatternRequest& r, const std::vector<std::int64_t>& data) {
        std::vector<std::optional<std::int64_t>> out(r.n());
        for (ProcessorId q = 0; q < r.n(); ++q)
            out[q] = expected(r, data, q);
        return out;
    };
    return p;
}

Condition squarePartitions() {
    return {"d", "d divides g or g divides d; when d > g, M divides g or g divides M",
            [](const PatternRequest& r) {
                if (r.g % r.d == 0) return true;
                if (r.d % r.g != 0) return false;
                const auto m = givenLength(r);
                return m && *m > 0 && (r.g % *m == 0 || *m % r.g == 0);
            },
            [](const PatternRequest& r) { return lengthActual(r) + ", g = " + std::to_string(r.g); }};
}

Condition hypercubeOfArrays() {
    return {"M", "n and M are powers of two (subcubes of a hypercube)",
            [](const PatternRequest& r) {
                const auto m = givenLength(r);
                return isPowerOfTwo(r.n()) && m && isPowerOfTwo(*m);
            },
            lengthActual};
}

} // namespace popslab::pops
