// The OTIS commands' JSON.
#pragma once

#include "OtisAnalysis.h"
#include "OtisMoves.h"

#include <string>

namespace popslab::otis {

std::string reportJson(const OtisReport& r, bool pretty = false);
std::string moveJson(const MoveRun& run, Direction d, bool pretty = false);
// "length" null and no hops where there is no route (the plain OTIS).
std::string routeJson(const OtisNetwork& net, ProcessorId from, ProcessorId to,
                      const std::optional<std::vector<OtisHop>>& route, bool pretty = false);

} // namespace popslab::otis
