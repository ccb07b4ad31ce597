// Every pattern and algorithm POPS Lab knows, and the one way to build a schedule
// from a request: parameters and conditions are checked first, so an algorithm is
// never asked to build outside its theorem and nothing else is built in its place.
#pragma once

#include "patterns/Algorithm.h"
#include "slotted/Execution.h"

#include <optional>
#include <span>
#include <variant>

namespace popslab::pops {

struct BuildResult {
    std::optional<Schedule> schedule;
    std::optional<Diagnostic> diagnostic;        // set exactly when schedule is not
    std::optional<ScheduleQuality> quality = {}; // from algorithms that assess their answer
    bool ok() const { return schedule.has_value(); }
};

// Whether POPS(d,g) is within the core's limits (common/Limits.h); the refusal if not.
std::optional<Diagnostic> checkNetwork(std::uint64_t d, std::uint64_t g);

class Registry {
public:
    static const Registry& instance();

    std::span<const Pattern> patterns() const { return patterns_; }
    const Pattern* pattern(const std::string& id) const;

    // Checks network, names, parameters and conditions; nothing when all is well.
    std::optional<Diagnostic> check(const PatternRequest& request) const;
    // The first algorithm of the pattern whose conditions hold, for requests that
    // name none; a diagnostic when there is none.
    std::variant<std::string, Diagnostic> defaultAlgorithm(const PatternRequest& request) const;
    BuildResult build(const PatternRequest& request) const;

    // The paper's closed form and the pattern's lower bound at this request; both
    // need a request that passes check().
    std::optional<std::uint64_t> formula(const PatternRequest& request) const;
    std::uint64_t lowerBound(const PatternRequest& request) const;

    // Runs a schedule built for `request` on the request's data and compares each
    // processor's final value with the direct computation; a diagnostic when the
    // pattern has no data semantics or the data parameters are bad.
    std::variant<ExecutionResult, Diagnostic> run(const PatternRequest& request, const Schedule& schedule) const;
    // The data the request runs on, if its pattern has data semantics.
    std::optional<std::vector<std::int64_t>> data(const PatternRequest& request) const;

private:
    Registry();
    std::vector<Pattern> patterns_;
};

} // namespace popslab::pops
