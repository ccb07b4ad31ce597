// The POPS family as the core's module list sees it (core/families/Modules.cpp).
#pragma once

#include "common/FamilyModule.h"

namespace popslab::pops {

FamilyModule popsCoreModule();

} // namespace popslab::pops
