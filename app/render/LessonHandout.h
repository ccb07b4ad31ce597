// A lesson handed out on paper: a PDF page a scene with its title, its figure at the
// final step as vectors and its notes as searchable text (more pages where the notes run
// on). The scenes' figures are SceneAnimations their families build; names no family.
#pragma once

#include "SceneAnimation.h"

#include <QString>
#include <optional>
#include <vector>

namespace popslab::render {

struct SceneFigure {
    QString title, notes;
    SceneAnimation steps; // every step of the scene's figure
};

// Writes the PDF atomically; the error text, if any.
std::optional<QString> writeLessonPdf(const QString& path, const QString& lessonTitle,
                                      const std::vector<SceneFigure>& scenes);

} // namespace popslab::render
