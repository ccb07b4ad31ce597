#include "common/SweepPoints.h"

#include "common/Limits.h"
#include "common/Work.h"

namespace popslab {

namespace {

// What the user lowers, in words and with the option's name: "lower to" alone reads as
// a sentence cut short.
std::string lowered(const std::string& parameter) {
    if (parameter == "to") return "the end of the range (to)";
    if (parameter == "nodes") return "the number of nodes (nodes)";
    if (parameter == "max-n") return "the largest n (max-n)";
    return parameter;
}

// `fitting`: how many of the first points fit within the limit (0: not known).
Diagnostic overBudget(const SweepPolicy& policy, std::uint64_t value, std::uint64_t limit, std::size_t fitting = 0) {
    const std::uint64_t largest = fitting && policy.valueAt ? policy.valueAt(fitting - 1) : 0;
    const std::string fits = largest ? " (up to " + std::to_string(largest) + " fits)" : "";
    Diagnostic d{DiagnosticCode::OverBudget, policy.parameter, "",
                 value
                     ? "the sweep needs " + exceedsLimit("work", value, limit) +
                           " (units of work in all, the limit of one answer); lower " + lowered(policy.parameter) + fits
                     : "the sweep would take more than " + std::to_string(limit) +
                           " units of work (the limit of one answer); lower " + lowered(policy.parameter)};
    d.largestFitting = largest;
    d.quantity = "work";
    d.value = value;
    d.limit = limit;
    return d;
}

} // namespace

std::optional<Diagnostic> runSweepPoints(std::size_t points, const SweepPolicy& policy, const SweepEstimate& estimate,
                                         const SweepPointRun& run, const SweepProgress& progress,
                                         const std::atomic<bool>* cancel) {
    if (points > policy.maxPoints) {
        Diagnostic d{DiagnosticCode::TooLarge, policy.parameter, "",
                     exceedsLimit("the number of points", points, policy.maxPoints)};
        d.quantity = "values";
        d.value = points;
        d.limit = policy.maxPoints;
        return d;
    }
    std::uint64_t budget = policy.maxWork;
    if (estimate) {
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < points; ++i) {
            if (cancel && cancel->load()) return std::nullopt;
            total += estimate(i);
            if (total > policy.maxWork) {
                // Sum the rest too, so the refusal says how far over the sweep is.
                for (std::size_t j = i + 1; j < points; ++j)
                    total += estimate(j);
                return overBudget(policy, total, policy.maxWork, i);
            }
        }
        budget = 2 * policy.maxWork; // the estimate is the cap; the count is the backstop
    }
    WorkControl control(budget);
    WorkScope scope(control);
    try {
        for (std::size_t i = 0; i < points; ++i) {
            if (cancel && cancel->load()) return std::nullopt;
            if (auto d = run(i)) return d;
            if (progress) progress(i + 1, points);
        }
    } catch (const WorkBudgetExceeded& e) {
        if (e.control != &control) throw; // an enclosing limit: not the sweep's
        return overBudget(policy, 0, policy.maxWork);
    }
    return std::nullopt;
}

} // namespace popslab
