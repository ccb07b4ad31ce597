// The bus commands' JSON: a permutation's cycles, correctness and
// reads; a writer's broadcast with each reader's arrival; the prefix sum's sums and
// coincidence slots; each beside the electronic bus's cycles.
#pragma once

#include "BusOperations.h"

#include <string>

namespace popslab::bus {

std::string permutationJson(const BusRun& run, bool pretty = false);
std::string writerJson(const BusRun& run, ProcessorId writer, bool pretty = false);
std::string prefixSumJson(const PrefixSumRun& run, const PrefixSumRequest& request, bool pretty = false);
std::string broadcast2dJson(const BusRun& run, const Broadcast2dRequest& request, bool pretty = false);
// A read's verdict as JSON and text say it: "good", "no message", "several messages", ...
const char* verdictId(ReadVerdict v);

} // namespace popslab::bus
