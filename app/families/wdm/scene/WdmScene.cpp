// A lesson's WDM scene: the super topology with the session's route, none of its hops
// and then one more each step -- as the window's WDM star page.
#include "FamilyScene.h"
#include "SceneAnimation.h"
#include "WdmAppModule.h"
#include "WdmRouting.h"
#include "WdmState.h"
#include "WdmSuperTopologyScene.h"

#include <QCoreApplication>
#include <memory>

namespace popslab::wdm {

namespace {

std::optional<QString> wdmScene(const QJsonObject& json, const QString&, const render::Palette& palette,
                                render::SceneAnimation& out) {
    auto read = wdmStateFromJson(json, "families.wdm");
    if (auto* error = std::get_if<QString>(&read)) return *error;
    const WdmSettings& s = std::get<WdmSettings>(read);
    if (s.parameters.n > kMaxSuperTopologyDimensions)
        return QString("families.wdm.dimensions: the super topology is drawn for n <= %1")
            .arg(kMaxSuperTopologyDimensions);
    const wdm::WdmNetwork net(s.parameters);
    const auto route = wdm::route(net, s.from, s.to);
    std::shared_ptr<const WdmScene> scene = superTopologyScene(net, route);
    out.scene = scene->bounds();
    out.background = palette.background;
    out.steps = int(route.size() + 1); // none shown, then one hop more each step
    out.stepName = [hops = route.size()](int step) {
        return QCoreApplication::translate("popslab::wdm::WdmRouteBar", "hop %1 of %2").arg(step).arg(hops);
    };
    out.paint = [scene, palette](QPainter& q, int step, double) { scene->paint(q, palette, {std::size_t(step), {}}); };
    return std::nullopt;
}

} // namespace

lesson::FamilyScene WdmAppModule::scene() {
    return {"wdm", wdmScene};
}

} // namespace popslab::wdm
