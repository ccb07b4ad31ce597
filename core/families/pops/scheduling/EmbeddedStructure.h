// A logical communication structure (V, E) -- ring, torus -- delivered through an
// embedding mu: each edge <u,v> is a message M(mu(u), mu(v)) carrying its own item.
#pragma once

#include "PopsNetwork.h"
#include "scheduling/SingleHopScheduler.h"
#include "slotted/Schedule.h"

#include <utility>
#include <vector>

namespace popslab::pops {

using Edge = std::pair<std::uint32_t, std::uint32_t>;

// Adds one item per edge, records mu in the schedule, and schedules each edge set as
// one phase with the generic scheduler.
void scheduleEmbedded(Schedule& schedule, const std::vector<ProcessorId>& mu,
                      const std::vector<std::vector<Edge>>& phases, const SchedulerOptions& options = {});

} // namespace popslab::pops
