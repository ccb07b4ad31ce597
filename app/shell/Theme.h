// Light and dark themes for the whole window. The system's choice is read once at
// start; the View menu can override it.
#pragma once

#include <QPalette>

namespace popslab::gui {

bool systemPrefersDark();
// Applies the theme to the application (Fusion style, so both palettes render alike).
void applyTheme(bool dark);

} // namespace popslab::gui
