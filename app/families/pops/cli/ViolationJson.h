// A violation as `validate --json` and `grade --json` write it.
#pragma once

#include "slotted/Violation.h"

#include <nlohmann/json.hpp>

namespace popslab::pops {

nlohmann::ordered_json violationJson(const Violation& v, const Schedule& s);

} // namespace popslab::pops
