// Panels that give way: at 1366x768, in German, in presentation mode, a panel beside the
// figure must fit the width the window gives it rather than push the figure into a
// sideways scroll bar. Its choices shrink to a few characters (the whole text in the
// list and the tooltip), its form rows put each label above its field, and its
// labels wrap. The shell applies it to every family's panels and pages; no family
// needs to know.
#pragma once

class QDockWidget;
class QMainWindow;
class QWidget;

namespace popslab::gui {

void letPanelShrink(QWidget* panel);

// The width `panel` needs for its visible choices to show whole (their size hints leave the
// text out): each one's text, its arrow, and its margins measured from where it sits, its
// own width maybe still the one laid out for the language before. 0 without a choice.
int choicesWidth(const QDockWidget* panel);
// The width `panel` needs for its visible tables' columns to show whole, each as wide as its
// header and widest cell (presenting on 1920 x 1080 the slot table's "item" was cut). 0
// without a table.
int tablesWidth(const QDockWidget* panel);
// The width `panel` needs for its contents not to scroll sideways, its up-down bar included
// (a panel first shown after an exercise had opened on a page without panels was 2 px short:
// the up-down bar that came with the widening took them). 0 where it is not a scroll area.
int unscrolledWidth(const QDockWidget* panel);

// The height a panel's contents need at its width, its title bar included; 0 where it is not
// a scroll area.
int contentsHeight(const QDockWidget* panel);

// Panels stacked on one side of `window` share its height: where one has less than a
// third, each gets an equal part (the logical structure under the parameters was
// squeezed to its caption, in presentation mode too). With `relayout` (another family,
// window size or presentation mode), parameters cut at their panel's foot take what they
// need, up to 55 % of the side, or else end between two rows; otherwise a division the
// user dragged stays.
void shareStackedHeights(QMainWindow* window, bool relayout);

} // namespace popslab::gui
