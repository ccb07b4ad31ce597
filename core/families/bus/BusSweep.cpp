#include "BusSweep.h"

#include "BusLimits.h"
#include "BusPatterns.h"

#include <string>

namespace popslab::bus {

std::variant<std::vector<BusSweepRow>, Diagnostic> sweepBusCycles(BusKind kind, std::uint32_t from, std::uint32_t to,
                                                                  std::uint32_t step, Time tau) {
    if (from < 1 || to > kMaxBusProcessors || from > to)
        return Diagnostic{DiagnosticCode::InvalidParameter, "processors",
                          "1 <= from <= to <= " + std::to_string(kMaxBusProcessors),
                          "the processors swept must lie between 1 and " + std::to_string(kMaxBusProcessors)};
    if (step < 1 || (to - from) / step + 1 > kMaxBusSweepPoints)
        return Diagnostic{DiagnosticCode::TooLarge,
                          "step",
                          "at most " + std::to_string(kMaxBusSweepPoints) + " values",
                          "the sweep has more than " + std::to_string(kMaxBusSweepPoints) + " values",
                          (to - from) / std::max(step, 1u) + 1,
                          kMaxBusSweepPoints,
                          "values"};
    std::vector<BusSweepRow> rows;
    for (std::uint32_t n = from; n <= to; n += step) {
        BusSweepRow row{n, 0, 0, false};
        auto take = [&](const std::variant<BusRun, Diagnostic>& r) -> std::optional<Diagnostic> {
            if (auto* d = std::get_if<Diagnostic>(&r)) return *d;
            const BusRun& run = std::get<BusRun>(r);
            row.cycles = run.trace.cycles;
            row.electronicCycles = run.electronicCycles;
            row.correct = run.trace.correct;
            return std::nullopt;
        };
        std::optional<Diagnostic> refused;
        if (kind == BusKind::Appb || kind == BusKind::Folded)
            refused = take(runPermutation({kind, n, tau, shiftPermutation(n, 1)}));
        else if (kind == BusKind::Unidirectional || kind == BusKind::Coincident)
            refused = take(runWriter({kind, n, tau, 0}));
        else if (kind == BusKind::Pipeline)
            refused = take(runPipeline(n, tau, n)); // every processor writes, every one reads all from its left
        else if (kind == BusKind::Larpbs) {
            auto r = runPrefixSum({n, std::vector<std::uint8_t>(n, 1), {}});
            if (auto* d = std::get_if<Diagnostic>(&r)) return *d;
            const PrefixSumRun& run = std::get<PrefixSumRun>(r);
            row.cycles = run.run.trace.cycles;
            row.electronicCycles = run.run.electronicCycles;
            row.correct = run.run.trace.correct && run.sumsCorrect;
        } else
            return Diagnostic{DiagnosticCode::InvalidParameter, "kind", "a one-dimensional bus",
                              "sweeps run on one bus"};
        if (refused) return *refused;
        rows.push_back(row);
        if (to - n < step) break; // no overflow past `to`
    }
    return rows;
}

} // namespace popslab::bus
