// Checks a schedule against every rule of format v1 (shared/docs/schedule-format.md)
// in time linear in its size, and measures coupler utilisation slot by slot.
#pragma once

#include "slotted/Schedule.h"
#include "slotted/Violation.h"

#include <cstdint>
#include <span>
#include <vector>

namespace popslab {

struct ValidationReport {
    std::vector<Violation> violations; // by slot; end-of-schedule checks last
    std::uint64_t violationCount = 0;  // all found, even past the stored limit
    bool truncated = false;            // violations holds only the first ones

    std::size_t sequenceLength = 0;
    std::uint64_t couplerCount = 0;          // channels in all: POPS g * g
    std::vector<std::uint32_t> couplersUsed; // distinct couplers used, per slot

    bool valid() const { return violationCount == 0; }
    double utilisation(std::size_t slot) const;
    // Couplers used over all slots / (slots * g * g); 0 for an empty schedule.
    double meanUtilisation() const;
    // The stored violations of one slot (end-of-schedule ones have no slot).
    std::span<const Violation> violationsInSlot(std::uint32_t slot) const;
    std::span<const Violation> endViolations() const;
};

struct ValidatorOptions {
    // Stop storing (but keep counting) violations past this many.
    std::size_t maxStoredViolations = 100000;
};

ValidationReport validate(const Schedule& schedule, const ValidatorOptions& options = {});

} // namespace popslab
