// Every English text the core shows a user (names, sections, formulas, conditions,
// parameters, figure labels) of every registered family: the build turns them into a
// source lupdate reads (app/texts), so the .ts files offer them to translators.
#pragma once

#include <string>
#include <vector>

namespace popslab {

std::vector<std::string> translatableTexts();

} // namespace popslab
