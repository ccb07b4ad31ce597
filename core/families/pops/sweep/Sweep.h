// Sequence length of an algorithm across networks: each point's schedule is built
// and validated, so every number is measured, never taken from the formula. Runs in
// the caller's thread; the GUI runs it on a worker and uses progress and cancel.
#pragma once

#include "common/Diagnostic.h"
#include "common/SweepPoints.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace popslab::pops {

enum class SweepAxis { D, G };
enum class SweepFixed { N, D, G };

struct SweepRequest {
    std::string pattern;
    std::string algorithm;
    std::map<std::string, std::string> parameters;
    SweepAxis vary = SweepAxis::D;
    SweepFixed fixed = SweepFixed::N;
    std::uint32_t fixedValue = 64;
    // With d or g fixed, the other runs over powers of two while n <= maxN.
    std::uint32_t maxN = 1024;
};

struct SweepRow {
    std::uint32_t d = 0, g = 0, n = 0;
    std::uint64_t measured = 0;           // slots of the built schedule
    std::optional<std::uint64_t> formula; // the paper's closed form, where it has one
    std::uint64_t lowerBound = 0;
    double utilisation = 0; // mean coupler utilisation
    bool valid = false;     // the validator found no violation
};

struct SweepPoint {
    std::uint32_t d, g;
};

// The (d, g) points of the sweep in axis order, before conditions are checked.
std::variant<std::vector<SweepPoint>, Diagnostic> sweepPoints(const SweepRequest& request);

// One row per point where the algorithm's conditions hold. A point that fails to
// build (too large) ends the sweep with its diagnostic. Stops early, returning the
// rows so far, once `cancel` becomes true. The cap policy is every family's
// (common/SweepPoints.h): kMaxSweepWork units of work built and validated in all.
std::variant<std::vector<SweepRow>, Diagnostic>
runSweep(const SweepRequest& request, const SweepProgress& progress = {}, const std::atomic<bool>* cancel = nullptr);

} // namespace popslab::pops
