// What a user asks for: a network POPS(d,g), a pattern, an algorithm and parameters.
#pragma once

#include "common/Diagnostic.h"
#include "slotted/Schedule.h"

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>

namespace popslab::pops {

struct PatternRequest {
    std::uint32_t d = 1;
    std::uint32_t g = 1;
    std::string pattern;
    std::string algorithm;
    std::map<std::string, std::string> parameters;
    // Teaching view: put each phase's whole message set into one slot, conflicts
    // included, instead of scheduling it (algorithms built from phases honour it).
    bool wholePhaseInOneSlot = false;

    std::uint32_t n() const { return d * g; }
    // A parameter's value, or `fallback` when the request does not give it.
    std::string parameter(const std::string& name, const std::string& fallback) const;
};

// The request a schedule document names: its network, pattern, algorithm and parameters
// (so a schedule read from a file can be re-run and compared with its formula).
PatternRequest requestOf(const Schedule& schedule);

// Thrown by builders and parameter parsers with the diagnostic to show.
class BuildError : public std::runtime_error {
public:
    explicit BuildError(Diagnostic d) : std::runtime_error(d.message), diagnostic(std::move(d)) {}
    Diagnostic diagnostic;
};

// Parses a non-negative integer parameter, with a diagnostic naming it and its range.
std::uint64_t integerParameter(const PatternRequest& request, const std::string& name, std::uint64_t fallback,
                               std::uint64_t min, std::uint64_t max);

} // namespace popslab::pops
