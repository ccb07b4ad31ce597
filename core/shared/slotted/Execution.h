// Runs a schedule on data. The k-th input item carries data[k]; input items
// past the data are control data (ranks, destinations) worth 0; a computed item is
// the sum of its dependencies, evaluated where the schedule computes it. A
// processor's final value is the value of its goal item (combining operations) or
// of the item delivered to it (data movement) -- provided the schedule really left
// that item there. The result is compared with the pattern's direct computation.
#pragma once

#include "slotted/Schedule.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace popslab {

struct ProcessorOutcome {
    std::optional<std::int64_t> value;    // what the schedule left at the processor
    std::optional<std::int64_t> expected; // what the direct computation says
    bool ok() const { return !expected || value == expected; }
};

struct ExecutionResult {
    std::vector<ProcessorOutcome> processors;
    bool correct() const;
    // Per processor, for views: 1 right, 0 wrong, -1 nothing expected there.
    std::vector<std::int8_t> marks() const;
};

ExecutionResult execute(const Schedule& schedule, const std::vector<std::int64_t>& data,
                        const std::vector<std::optional<std::int64_t>>& expected);

// Views list held items and data values only up to kMaxDataViewItems items and
// kMaxDataViewProcessors processors (common/Limits.h): beyond, a slot change would take too long.
bool dataViewFeasible(const Schedule& schedule);

// For views stepping through a run: what each processor holds when slot `slot` starts
// (slot = slotCount(): the end): its result (its goal, else what is delivered to it) once
// it holds it, the value `execute` checks; before, the item it came to hold last; nothing
// if it holds none. Bundles and the items they carry (array elements) are left out.
std::vector<std::optional<std::int64_t>> latestValues(const Schedule& schedule, const std::vector<std::int64_t>& data,
                                                      std::size_t slot);

} // namespace popslab
