#include "patterns/Registry.h"

#include "patterns/DataValues.h"
#include "patterns/Patterns.h"

#include <algorithm>
#include <new>

namespace popslab::pops {

Registry::Registry()
    : patterns_{allToAllPattern(),
                reductionPattern(),
                ringPattern(),
                torusPattern(),
                broadcastPattern(),
                allToAllBroadcastPattern(),
                permutationPattern(),
                hypercubeMovePattern(),
                meshMovePattern(),
                dataSumPattern(),
                concentratePattern(),
                distributePattern(),
                generalizePattern(),
                intragroupPermutationPattern(),
                allGroupsPermutationPattern(),
                prefixSumPattern(),
                rankPattern(),
                consecutiveSumPattern(),
                adjacentSumPattern(),
                customPattern()} {}

const Registry& Registry::instance() {
    static const Registry registry;
    return registry;
}

const Pattern* Registry::pattern(const std::string& id) const {
    for (const Pattern& p : patterns_)
        if (p.id == id) return &p;
    return nullptr;
}

std::optional<Diagnostic> checkNetwork(std::uint64_t d, std::uint64_t g) {
    auto tooLarge = [](const char* parameter, std::uint64_t value, std::uint64_t limit) {
        Diagnostic diag{DiagnosticCode::TooLarge, parameter, "", exceedsLimit(parameter, value, limit)};
        diag.value = value;
        diag.limit = limit;
        return diag;
    };
    if (d < 1 || g < 1) {
        const char* which = d < 1 ? "d" : "g";
        return Diagnostic{DiagnosticCode::InvalidNetwork, which, std::string(which) + " >= 1",
                          std::string(which) + " must be at least 1"};
    }
    if (g > kMaxGroups) return tooLarge("g", g, kMaxGroups);
    if (d * g > kMaxProcessors) return tooLarge("n", d * g, kMaxProcessors);
    return std::nullopt;
}

namespace {

std::string names(const auto& list) {
    std::string out;
    for (const auto& x : list)
        out += (out.empty() ? "" : ", ") + x.id;
    return out;
}

std::optional<Diagnostic> firstFailing(const std::vector<Condition>& conditions, const PatternRequest& r,
                                       const std::string& who) {
    for (const Condition& c : conditions)
        if (!c.holds(r))
            return Diagnostic{DiagnosticCode::ConditionViolated, c.parameter, c.text,
                              who + " applies only where " + c.text + "; " +
                                  (c.actual ? c.actual(r)
                                            : "POPS(" + std::to_string(r.d) + "," + std::to_string(r.g) +
                                                  ") has n = " + std::to_string(r.n()))};
    return std::nullopt;
}

std::optional<Diagnostic> checkParameters(const Pattern& p, const PatternRequest& r) {
    for (const auto& entry : r.parameters) {
        const std::string& key = entry.first;
        const std::string& value = entry.second;
        auto spec = std::find_if(p.parameters.begin(), p.parameters.end(),
                                 [&key](const ParameterSpec& s) { return s.name == key; });
        if (spec == p.parameters.end()) {
            std::string known;
            for (const auto& s : p.parameters)
                known += (known.empty() ? "" : ", ") + s.name;
            return Diagnostic{DiagnosticCode::UnknownParameter, key, "",
                              "pattern " + p.id + " has no parameter '" + key +
                                  "' (known: " + (known.empty() ? "none" : known) + ")"};
        }
        if (!spec->choices.empty() &&
            std::find(spec->choices.begin(), spec->choices.end(), value) == spec->choices.end()) {
            std::string allowed;
            for (const auto& c : spec->choices)
                allowed += (allowed.empty() ? "" : " or ") + c;
            return Diagnostic{DiagnosticCode::InvalidParameter, key, allowed,
                              "parameter " + key + "=" + value + " must be " + allowed};
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Diagnostic> Registry::check(const PatternRequest& r) const {
    if (auto d = checkNetwork(r.d, r.g)) return d;
    const Pattern* p = pattern(r.pattern);
    if (!p)
        return Diagnostic{DiagnosticCode::UnknownPattern, "pattern", "",
                          "unknown pattern '" + r.pattern + "' (known: " + names(patterns_) + ")"};
    const Algorithm* a = p->algorithm(r.algorithm);
    if (!a)
        return Diagnostic{DiagnosticCode::UnknownAlgorithm, "algorithm", "",
                          "pattern " + p->id + " has no algorithm '" + r.algorithm +
                              "' (known: " + names(p->algorithms) + ")"};
    if (auto d = checkParameters(*p, r)) return d;
    if (auto d = firstFailing(p->conditions, r, p->id)) return d;
    if (auto d = firstFailing(a->conditions, r, p->id + "/" + a->id)) return d;
    // Too large to build within the core's limits: refused before anything is allocated.
    if (p->size && p->size(r) > kMaxTransmissions) {
        Diagnostic d{DiagnosticCode::TooLarge, "size", "",
                     p->id + " on POPS(" + std::to_string(r.d) + "," + std::to_string(r.g) + ") needs " +
                         std::to_string(p->size(r)) +
                         " transmissions, receipts or goal inputs, more than the limit of " +
                         std::to_string(kMaxTransmissions)};
        d.value = p->size(r);
        d.limit = kMaxTransmissions;
        return d;
    }
    return std::nullopt;
}

std::variant<std::string, Diagnostic> Registry::defaultAlgorithm(const PatternRequest& r) const {
    const Pattern* p = pattern(r.pattern);
    if (!p) {
        PatternRequest probe = r;
        return *check(probe);
    }
    std::optional<Diagnostic> first;
    for (const Algorithm& a : p->algorithms) {
        PatternRequest probe = r;
        probe.algorithm = a.id;
        auto d = check(probe);
        if (!d) return a.id;
        if (!first) first = d;
    }
    return *first;
}

BuildResult Registry::build(const PatternRequest& r) const {
    if (auto d = check(r)) return {std::nullopt, d};
    const Algorithm* a = pattern(r.pattern)->algorithm(r.algorithm);
    try {
        if (a->buildAssessed) {
            ScheduleQuality quality;
            Schedule schedule = a->buildAssessed(r, quality);
            return {std::move(schedule), std::nullopt, std::move(quality)};
        }
        return {a->build(r), std::nullopt};
    } catch (const BuildError& e) {
        return {std::nullopt, e.diagnostic};
    } catch (const LimitExceeded& e) {
        Diagnostic d{DiagnosticCode::TooLarge, e.quantity, "",
                     r.pattern + "/" + r.algorithm + " on POPS(" + std::to_string(r.d) + "," + std::to_string(r.g) +
                         ") would have " + e.what()};
        d.limit = e.limit;
        return {std::nullopt, d};
    } catch (const std::bad_alloc&) {
        return {std::nullopt,
                Diagnostic{DiagnosticCode::TooLarge, "memory", "", "not enough memory to build the schedule"}};
    }
}

std::optional<std::uint64_t> Registry::formula(const PatternRequest& r) const {
    return pattern(r.pattern)->algorithm(r.algorithm)->formula(r);
}

std::uint64_t Registry::lowerBound(const PatternRequest& r) const {
    const Pattern* p = pattern(r.pattern);
    const Algorithm* a = p->algorithm(r.algorithm);
    return a && a->lowerBound ? a->lowerBound(r) : p->lowerBound(r);
}

} // namespace popslab::pops

namespace popslab::pops {

std::variant<ExecutionResult, Diagnostic> Registry::run(const PatternRequest& r, const Schedule& schedule) const {
    const Pattern* p = pattern(r.pattern);
    if (!p || !p->dataCount || !p->expected)
        return Diagnostic{DiagnosticCode::InvalidParameter, "pattern", "",
                          "pattern " + r.pattern + " has no data to run on"};
    try {
        const auto data = p->data ? p->data(r) : dataValues(r, p->dataCount(r));
        return execute(schedule, data, p->expected(r, data));
    } catch (const BuildError& e) {
        return e.diagnostic;
    }
}

} // namespace popslab::pops

namespace popslab::pops {

std::optional<std::vector<std::int64_t>> Registry::data(const PatternRequest& r) const {
    const Pattern* p = pattern(r.pattern);
    if (!p || !p->dataCount || !p->expected) return std::nullopt;
    try {
        return p->data ? p->data(r) : dataValues(r, p->dataCount(r));
    } catch (const BuildError&) {
        return std::nullopt;
    }
}

} // namespace popslab::pops
