// From the bus tab's settings to a simulated run: the values as the core takes them
// (or what is wrong with them), then the run. The window's worker and `popslab-cli
// render --network bus` go through here alike, so both draw the same run.
#pragma once

#include "BusOperations.h"
#include "BusState.h"
#include "common/Diagnostic.h"

#include <optional>
#include <variant>
#include <vector>

namespace popslab::bus {

// The ASOS and the 2DAROB: drawn with their switch states, nothing simulated.
bool illustrationOnly(const QString& kind);
// Every kind the settings may name.
bool knownBusKind(const QString& kind);

struct BusRequests {
    BusSettings settings;
    bus::PermutationRequest permutation; // appb, folded
    bus::PrefixSumRequest prefixSum;     // larpbs
};

struct BusAnswer {
    bus::BusRun run;
    std::optional<bus::PrefixSumRun> prefix; // larpbs
    std::vector<std::uint8_t> bits;          // larpbs: the bits summed
};

// The core's range check (processors, tau), then the lists and permutations parsed:
// the requests, the core's refusal, or a value that does not parse (translated).
std::variant<BusRequests, Diagnostic, QString> resolveBus(const BusSettings& settings);
// The simulation, pulse by pulse: slow for thousands of processors, so on a worker.
std::variant<BusAnswer, Diagnostic> runBus(const BusRequests& requests);
// The last clock unit worth showing: the last read, or the end of the bus cycle.
bus::Time busEndTime(const bus::BusRun& run);

} // namespace popslab::bus
