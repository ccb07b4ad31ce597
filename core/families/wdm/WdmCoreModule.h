// The WDM star family as the core's module list sees it (core/families/Modules.cpp).
#pragma once

#include "common/FamilyModule.h"

namespace popslab::wdm {

FamilyModule wdmCoreModule();

} // namespace popslab::wdm
