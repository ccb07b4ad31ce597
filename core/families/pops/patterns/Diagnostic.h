// Why a request cannot be built, in structured form: the app translates it from the
// code and fields; `message` is the English text for the command-line tool.
#pragma once

#include <cstdint>
#include <string>

namespace popslab {

enum class DiagnosticCode {
    InvalidNetwork,   // d or g out of range
    UnknownPattern,
    UnknownAlgorithm,
    UnknownParameter,
    InvalidParameter, // a parameter value that does not parse or is out of range
    ConditionViolated,// the algorithm's theorem does not cover this network
    TooLarge,         // a size passes one of the core's limits (common/Limits.h)
    OverBudget,       // a sweep would take more work than one answer may (common/Limits.h)
};

struct Diagnostic {
    DiagnosticCode code{};
    std::string parameter; // the parameter at fault: "d", "g", "n", "root", ...
    std::string condition; // the violated condition as the paper states it
    std::string message;   // one English line naming both
    // TooLarge and OverBudget: the value asked for (0 when not known in advance) and the limit.
    std::uint64_t value = 0;
    std::uint64_t limit = 0;
};

} // namespace popslab
