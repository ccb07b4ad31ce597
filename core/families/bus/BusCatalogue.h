// The optical buses as the shell and the translators see them.
#pragma once

#include "common/Catalogue.h"

namespace popslab::bus {

FamilyCatalogue busCatalogue();

} // namespace popslab::bus
