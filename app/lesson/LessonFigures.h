// A lesson's scenes as figures: each scene's session handed to its family's scene
// builder (FamilyScene), so that what the reader cannot know -- a network the core
// refuses, a run too large to draw -- is found at its place
// ("lecture.popslab-lesson: scenes[2].session.families.pops.request: ...").
// Shared by `popslab-cli lesson`, the window's export and its presenter view.
#pragma once

#include "Lesson.h"
#include "LessonHandout.h"
#include "Palette.h"

namespace popslab::lesson {

// One scene's figure (title, notes and every step); `where` prefixes the error's place.
std::optional<QString> sceneFigure(const gui::Scene& scene, const QString& lessonDir, const render::Palette& palette,
                                   const QString& where, render::SceneFigure& out);
// Every scene's, in order; the first refusal stops it.
std::optional<QString> lessonFigures(const gui::Lesson& lesson, const QString& lessonPath,
                                     const render::Palette& palette, std::vector<render::SceneFigure>& out);

} // namespace popslab::lesson
