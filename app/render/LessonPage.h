// A lesson as one self-contained web page: every step of every scene as an inline SVG,
// the player's script and style inline, nothing fetched from anywhere (it works from a
// USB stick or an LMS upload). Keys: ArrowRight/ArrowLeft/Space a step (across scenes),
// PageDown/PageUp a scene, Home/End the ends, N the notes; buttons for touch screens.
// #scene-title names the scene on show and #step says "k / m".
#pragma once

#include "LessonHandout.h"

namespace popslab::render {

// Writes the page atomically; the error text, if any.
std::optional<QString> writeLessonPage(const QString& path, const QString& lessonTitle,
                                       const std::vector<SceneFigure>& scenes);

// The steps a scene's page shows: all, or kMaxSceneSteps of them evenly spread, the
// first and the last always among them.
std::vector<int> shownSteps(int steps);

} // namespace popslab::render
