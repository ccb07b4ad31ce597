// The WDM star as the shell and the translators see it.
#pragma once

#include "common/Catalogue.h"

namespace popslab::wdm {

FamilyCatalogue wdmCatalogue();

} // namespace popslab::wdm
