// The transport's icons, drawn rather than taken from the style: in the text colour of
// the palette (the style's media icons are dark grey, which vanishes on the dark theme)
// and at any size (they follow the font, so presentation mode's larger text gets larger
// buttons, readable on a projector).
#pragma once

#include <QColor>
#include <QIcon>

namespace popslab::gui {

enum class MediaGlyph { First, Back, Play, Pause, Forward, Last };

// Pixmaps of `side` and twice `side` logical pixels (for high-density screens), in
// `disabled` where the button cannot be used (the style's own greying left black glyphs
// black: a bus that simulates nothing seemed to offer playback).
QIcon mediaIcon(MediaGlyph glyph, const QColor& color, int side, const QColor& disabled = QColor());

} // namespace popslab::gui
