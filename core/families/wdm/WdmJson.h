// The WDM family's answers as JSON: what `popslab-cli wdm --json` and `wdm-route --json`
// print (the keys outside checkers read) and what tests/golden/wdm pins.
#pragma once

#include "WdmAnalysis.h"
#include "WdmRouting.h"

#include <string>

namespace popslab::wdm {

std::string reportJson(const WdmReport& report, bool pretty = false);
std::string routeJson(const WdmParameters& parameters, Processor from, Processor to, const std::vector<Hop>& hops,
                      std::uint32_t distance, bool pretty = false);

} // namespace popslab::wdm
