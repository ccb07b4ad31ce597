// The optical bus family as the core's module list sees it (core/families/Modules.cpp).
#pragma once

#include "common/FamilyModule.h"

namespace popslab::bus {

FamilyModule busCoreModule();

} // namespace popslab::bus
