// A simulated OK_N run's answer as JSON: what `popslab-cli okn --json` prints and the
// Python module's popslab.okn.simulate returns -- the request, the simulated completion
// time beside the paper's formula, and the best standard steps i of a combined total
// exchange (null for the other algorithms).
#pragma once

#include "OknRegistry.h"

#include <string>

namespace popslab::okn {

std::string runJson(const OknRequest& request, const OknRun& run);

} // namespace popslab::okn
