// The line popslab-cli prints about a scheduled message set: its load bound, its
// length, and what is proven -- "optimal 3 slots (proven: 2 slots are impossible)".
#pragma once

#include "patterns/Algorithm.h"

#include <string>

namespace popslab::pops {

// `messages`: the built schedule's items, one a message.
std::string trafficSummary(const pops::PatternRequest& request, const pops::ScheduleQuality& quality,
                           std::size_t messages);

} // namespace popslab::pops
