// The OTIS family as the core's module list sees it (core/families/Modules.cpp).
#pragma once

#include "common/FamilyModule.h"

namespace popslab::otis {

FamilyModule otisCoreModule();

} // namespace popslab::otis
