// The OK_N family as the core's module list sees it (core/families/Modules.cpp).
#pragma once

#include "common/FamilyModule.h"

namespace popslab::okn {

FamilyModule oknCoreModule();

} // namespace popslab::okn
