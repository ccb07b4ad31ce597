// Why a request cannot be answered, in structured form, for every network family:
// the app translates it from the code and fields (never from the English text);
// `message` is the English line the command-line tool prints.
#pragma once

#include <cstdint>
#include <string>

namespace popslab {

enum class DiagnosticCode {
    InvalidNetwork,   // a network parameter (d, g, N, k, delay) out of its range; `condition` names the range
    UnknownOperation, // a pattern or operation id the family does not know
    UnknownPattern = UnknownOperation,
    UnknownAlgorithm,
    UnknownParameter,
    InvalidParameter,  // a parameter value that does not parse or is out of range
    ConditionViolated, // the algorithm's theorem does not cover this network
    TooLarge,          // a size passes one of the core's limits (common/Limits.h)
    OverBudget,        // a sweep would take more work than one answer may (common/Limits.h)
};

struct Diagnostic {
    DiagnosticCode code{};
    std::string parameter; // the parameter at fault: "d", "g", "n", "nodes", "root", ...
    std::string condition; // the violated condition as the paper states it, or the range
    std::string message;   // one English line naming both
    // TooLarge and OverBudget: the value asked for (0 when not known in advance) and the limit.
    std::uint64_t value = 0;
    std::uint64_t limit = 0;
    // What value and limit count when it is not the parameter itself: "work" (units of
    // work::tick), "values" (points of a sweep); empty: the parameter's own value.
    std::string quantity = {};
    // TooLarge: the largest value of `parameter` that would fit (0: not computed).
    std::uint64_t largestFitting = 0;
};

} // namespace popslab
