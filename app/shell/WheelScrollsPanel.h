// The wheel over a panel's choice or number scrolls the panel, unless the field has the
// focus (clicked, or reached by Tab): scrolling the POPS parameters had turned "direction"
// from "one way" to "both ways" on the way down (walk 9). letPanelShrink applies it to
// every field of a panel, those added later included.
#pragma once

class QWidget;

namespace popslab::gui {

void letWheelScroll(QWidget* field);

} // namespace popslab::gui
