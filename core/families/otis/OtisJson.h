// The OTIS commands' JSON.
#pragma once

#include "OtisAnalysis.h"
#include "OtisMoves.h"

#include <string>

namespace popslab::otis {

std::string reportJson(const OtisReport& r, bool pretty = false);
std::string moveJson(const MoveRun& run, Direction d, bool pretty = false);
std::string routeJson(const OtisNetwork& net, ProcessorId from, ProcessorId to, const std::vector<OtisHop>& hops,
                      bool pretty = false);

} // namespace popslab::otis
