#include "LessonFigures.h"

#include "FamilyScene.h"
#include "SceneAnimation.h"

#include <QFileInfo>

namespace popslab::lesson {

std::optional<QString> sceneFigure(const gui::Scene& scene, const QString& lessonDir, const render::Palette& palette,
                                   const QString& where, render::SceneFigure& out) {
    const FamilyScene* family = nullptr;
    for (const FamilyScene& f : familyScenes())
        if (f.family == scene.session.family) family = &f;
    if (!family || !family->build) return where + ".view.family: \"" + scene.session.family + "\" draws no figure";
    out = render::SceneFigure{scene.title, scene.notes, {}};
    const auto state = scene.session.families.find(scene.session.family);
    const QJsonObject json = state == scene.session.families.end() ? QJsonObject() : state->second;
    if (auto error = family->build(json, lessonDir, palette, out.steps)) return where + "." + *error;
    return std::nullopt;
}

std::optional<QString> lessonFigures(const gui::Lesson& lesson, const QString& lessonPath,
                                     const render::Palette& palette, std::vector<render::SceneFigure>& out) {
    const QString dir = QFileInfo(lessonPath).absolutePath();
    for (std::size_t k = 0; k < lesson.scenes.size(); ++k) {
        render::SceneFigure figure;
        const QString where = QString("%1: scenes[%2].session").arg(lessonPath).arg(k);
        if (auto error = sceneFigure(lesson.scenes[k], dir, palette, where, figure)) return error;
        out.push_back(std::move(figure));
    }
    return std::nullopt;
}

} // namespace popslab::lesson
