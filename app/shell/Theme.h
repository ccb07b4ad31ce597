// Light and dark themes for the whole window. The system's choice is read once at
// start; the View menu can override it.
#pragma once

#include <QPalette>
#include <QString>

class QStyleOptionComboBox;
class QWidget;

namespace popslab::gui {

bool systemPrefersDark();
// Applies the theme to the application (Fusion style, so both palettes render alike).
void applyTheme(bool dark);
// The text a combo box shows for `option`: its choice, ended in "…" where its field is too
// narrow for it (the style draws this, rather than a choice cut at the arrow).
QString comboLabelText(const QStyleOptionComboBox& option, const QWidget* combo);

} // namespace popslab::gui
