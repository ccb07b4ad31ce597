// A lesson's bus scene: the session's run, each clock unit a step (the ASOS and the
// 2DAROB, still figures, one step) -- as the window's bus page.
#include "BusAppModule.h"
#include "BusFigure.h"
#include "FamilyScene.h"
#include "SceneAnimation.h"

#include <memory>

namespace popslab::bus {

std::optional<QString> busFigure(const BusSettings& s, std::unique_ptr<BusScene>& scene, bus::Time& end) {
    end = 0;
    if (illustrationOnly(s.kind)) {
        scene = busSwitchScene(s.kind == "asos", s.rows, s.columns, s.crossed);
        return std::nullopt;
    }
    auto resolved = resolveBus(s);
    if (auto* d = std::get_if<Diagnostic>(&resolved)) return QString::fromStdString(d->message);
    if (auto* text = std::get_if<QString>(&resolved)) return *text;
    auto ran = runBus(std::get<BusRequests>(resolved));
    if (auto* d = std::get_if<Diagnostic>(&ran)) return QString::fromStdString(d->message);
    const BusAnswer& answer = std::get<BusAnswer>(ran);
    // The simulator resolves every read; a read that found the wrong message is drawn as such.
    scene = busRunScene(answer.run, s.rows, s.columns, s.sourceRow, s.sourceColumn, answer.bits);
    end = busEndTime(answer.run);
    return std::nullopt;
}

namespace {

std::optional<QString> busScene(const QJsonObject& json, const QString&, const render::Palette& palette,
                                render::SceneAnimation& out) {
    std::int64_t shown = -1;
    auto read = busStateFromJson(json, "families.bus", shown);
    if (auto* error = std::get_if<QString>(&read)) return *error;
    const BusSettings& s = std::get<BusSettings>(read);
    std::unique_ptr<BusScene> drawn;
    bus::Time end = 0;
    if (auto bad = busFigure(s, drawn, end)) return "families.bus: " + *bad;
    std::shared_ptr<const BusScene> scene = std::move(drawn);
    if (!scene) return QString("this run is simulated but too large to draw");
    out.scene = scene->bounds();
    out.background = palette.background;
    out.steps = int(std::min<bus::Time>(end + 1, render::kMaxAnimationSteps)); // clock units 0..end
    out.stepName = [](int step) { return QString("t = %1").arg(step); };       // as the diagram's rows
    out.paint = [scene, palette](QPainter& q, int step, double) { scene->paint(q, palette, bus::Time(step)); };
    return std::nullopt;
}

} // namespace

lesson::FamilyScene BusAppModule::scene() {
    return {"bus", busScene};
}

} // namespace popslab::bus
