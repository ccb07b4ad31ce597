// A simulated OK_N run as JSON: the request, the completion time beside the formula,
// and every configure, send and tear-down in time order -- what tests/golden/okn pins
// and `popslab-cli okn --trace FILE` writes.
#pragma once

#include "OknRegistry.h"

#include <string>

namespace popslab::okn {

std::string traceJson(const OknRequest& request, const OknRun& run);

} // namespace popslab::okn
