// Bus cycles against n: the operation simulated for every n of a
// range -- a shift by one for the permutations, processor 0's broadcast, every
// processor writing for the pipelined bus, all-one bits for the prefix sum (its
// longest case) -- beside the electronic bus's cycles.
#pragma once

#include "BusOperations.h"
#include "common/Diagnostic.h"

#include <variant>
#include <vector>

namespace popslab::bus {

struct BusSweepRow {
    std::uint32_t processors = 0;
    std::uint64_t cycles = 0, electronicCycles = 0;
    bool correct = false;
};

// kind: Appb, Folded, Unidirectional, Pipeline, Coincident or Larpbs; 1 <= from <= to <= the bus
// limit, at most kMaxBusSweepPoints values.
inline constexpr std::uint32_t kMaxBusSweepPoints = 512;
std::variant<std::vector<BusSweepRow>, Diagnostic> sweepBusCycles(BusKind kind, std::uint32_t from, std::uint32_t to,
                                                                  std::uint32_t step, Time tau);

} // namespace popslab::bus
