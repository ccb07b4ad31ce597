// A run of OK_N as an animated GIF: one step per event time of the trace
// (a message sent, a configuration up or torn down), the clock moving from the previous
// event to this one over the step's frames, as the window's playback steps.
#pragma once

#include "OknPainter.h"
#include "SceneAnimation.h"

namespace popslab::okn {

// The painter must outlive the animation's use.
render::SceneAnimation oknAnimation(const OknPainter& painter, const render::Palette& palette);

} // namespace popslab::okn
