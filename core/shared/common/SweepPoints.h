// The one way a family runs a sweep (a plot's points, `popslab-cli sweep`, `okn-sweep`):
// points in order, with progress and cancel, under one cap policy for every family:
//   - at most `maxPoints` points, refused before anything runs;
//   - at most `maxWork` units of work (work::tick) in all: where the family can estimate
//     a point's work in closed form, the sum is checked before anything runs; either
//     way the work is counted while running, so no estimate error can exceed the cap
//     by more than the estimate's own margin (twice the cap when estimated).
// Runs in the caller's thread; the GUI runs it on a worker (BackgroundJob).
#pragma once

#include "common/Diagnostic.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace popslab {

struct SweepPolicy {
    std::uint64_t maxPoints = 0;
    std::uint64_t maxWork = 0;
    std::string parameter; // what the user lowers when the sweep is too large: "n", "to", "nodes"
    // Where `parameter` is the range's end: its value at point i, so that a refusal says how
    // far the range fits ("lower the end" alone had a lecturer guess again and again).
    std::function<std::uint64_t(std::size_t point)> valueAt = {};
};

using SweepProgress = std::function<void(std::size_t done, std::size_t total)>;
// The work of point i, or nullptr when the family cannot tell in advance.
using SweepEstimate = std::function<std::uint64_t(std::size_t point)>;
// Runs point i; a diagnostic ends the sweep with it.
using SweepPointRun = std::function<std::optional<Diagnostic>(std::size_t point)>;

// Nothing when every point ran (or the sweep was cancelled: the caller keeps what ran);
// the refusal otherwise, TooLarge (quantity "values") or OverBudget (quantity "work").
std::optional<Diagnostic> runSweepPoints(std::size_t points, const SweepPolicy& policy, const SweepEstimate& estimate,
                                         const SweepPointRun& run, const SweepProgress& progress = {},
                                         const std::atomic<bool>* cancel = nullptr);

} // namespace popslab
