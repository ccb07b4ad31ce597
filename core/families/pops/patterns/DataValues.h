// The data a pattern is run on: `values=random` (with `seed=`), `ramp`
// (1, 2, 3, ...) or `list:v0,v1,...`, one value per input item of the schedule in
// the order the builder creates them. They are pattern parameters, so a schedule
// document can be re-run and re-checked.
#pragma once

#include "patterns/PatternRequest.h"

#include <cstdint>
#include <vector>

namespace popslab::pops {

// `count` values from the request's values/seed parameters; BuildError naming
// `values` when the list is malformed or has the wrong length.
std::vector<std::int64_t> dataValues(const PatternRequest& request, std::size_t count);

} // namespace popslab::pops
