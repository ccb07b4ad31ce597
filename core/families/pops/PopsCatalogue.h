// POPS(d,g) as the shell and the translators see it: d and g with their ranges, every
// pattern and algorithm of the registry, and the paper figures it reproduces.
#pragma once

#include "common/Catalogue.h"

namespace popslab::pops {

FamilyCatalogue popsCatalogue();

} // namespace popslab::pops
