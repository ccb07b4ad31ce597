// Why a request cannot be built, in structured form: the app translates it from the
// code and fields; `message` is the English text for the command-line tool.
#pragma once

#include <string>

namespace popslab {

enum class DiagnosticCode {
    InvalidNetwork,   // d or g out of range
    UnknownPattern,
    UnknownAlgorithm,
    UnknownParameter,
    InvalidParameter, // a parameter value that does not parse or is out of range
    ConditionViolated,// the algorithm's theorem does not cover this network
    TooLarge,         // the schedule would exceed the core's size limits
};

struct Diagnostic {
    DiagnosticCode code{};
    std::string parameter; // the parameter at fault: "d", "g", "n", "root", ...
    std::string condition; // the violated condition as the paper states it
    std::string message;   // one English line naming both
};

} // namespace popslab
