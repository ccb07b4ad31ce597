#pragma once

class QComboBox;
class QToolButton;
class QWidget;

namespace popslab::gui {

// The transport controls shared by the slot timeline and the OK_N time axis, so that
// both play, step and change speed with the same look.
QToolButton* mediaButton();    // flat; its icon comes from MediaIcons.h
QComboBox* playbackSpeedBox(); // 0.25x to 4x, item data the factor, 1x selected

} // namespace popslab::gui
