// OTIS as the shell and the translators see it.
#pragma once

#include "common/Catalogue.h"

namespace popslab::otis {

FamilyCatalogue otisCatalogue();

} // namespace popslab::otis
