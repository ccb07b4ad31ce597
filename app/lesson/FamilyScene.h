// What a family draws for a lesson's scene (<Id>AppModule::scene, app/families/<id>/scene):
// from the scene's session state, every step of the figure its page shows -- slots, time
// units, hops -- as a SceneAnimation. The handouts (`popslab-cli lesson export`), the
// window's File > Export lesson and the presenter view's next scene draw it. Names no
// family.
#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>
#include <vector>

namespace popslab::render {
struct Palette;
struct SceneAnimation;
} // namespace popslab::render

namespace popslab::lesson {

struct FamilyScene {
    QString family; // the session's family id: "pops"
    // Builds the figure into `out`, which owns what it draws. The error names the field
    // at fault (under "families.<id>") or why the figure is not drawn.
    std::optional<QString> (*build)(const QJsonObject& state, const QString& sessionDir, const render::Palette& palette,
                                    render::SceneAnimation& out) = nullptr;
};

// Every family's, in the order of the module list (app/families/Scenes.cpp).
const std::vector<FamilyScene>& familyScenes();

} // namespace popslab::lesson
