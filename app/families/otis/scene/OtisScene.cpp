// A lesson's OTIS scene: the network with the session's 4D mesh move (OTIS-Mesh) and
// route, the start and each step of the move a step -- as the window's OTIS page.
#include "FamilyScene.h"
#include "Label.h"
#include "OtisAppModule.h"
#include "OtisPainter.h"
#include "OtisState.h"
#include "SceneAnimation.h"

#include <QCoreApplication>
#include <memory>

namespace popslab::otis {

namespace {

std::optional<QString> otisScene(const QJsonObject& json, const QString&, const render::Palette& palette,
                                 render::SceneAnimation& out) {
    int shownStep = -1;
    auto read = otisStateFromJson(json, "families.otis", shownStep);
    if (auto* error = std::get_if<QString>(&read)) return *error;
    const OtisSettings& s = std::get<OtisSettings>(read);
    const otis::OtisParameters p = otisParameters(s);
    if (p.groups > OtisPainter::kMaxDrawnGroups)
        return QString("families.otis.groups: N = %1 is measured but not drawn: the figure shows at most %2 groups")
            .arg(p.groups)
            .arg(OtisPainter::kMaxDrawnGroups);
    std::shared_ptr<const otis::MoveRun> move;
    if (p.intra == otis::Intra::Mesh)
        if (auto d = otis::parseDirection(s.direction.toStdString())) {
            auto run = otis::simulateMove(p, *d);
            if (auto* why = std::get_if<Diagnostic>(&run))
                return "families.otis: " + QString::fromStdString(why->message);
            move = std::make_shared<const otis::MoveRun>(std::get<otis::MoveRun>(std::move(run)));
            if (!move->valid()) return QString("the validator rejected the move's schedule");
        }
    const otis::OtisNetwork net(p);
    const auto route = otis::shortestRoute(net, s.from, s.to);
    auto painter = std::make_shared<OtisPainter>(p, s.fourD, move.get(), route.value_or(std::vector<otis::OtisHop>{}));
    // Only a route that is not there is framed and said: a scene asking none (from = to = 0,
    // Python's analyse and move) had framed (0, 0) as "a route to itself".
    if (!route) painter->setRouteEnds(s.from, s.to);
    painter->setCentred(true);
    out.scene = painter->bounds();
    out.background = palette.background;
    out.steps = move ? int(move->schedule.slotCount()) + 1 : 1; // where every datum starts, then each step
    out.stepName = [steps = out.steps - 1](int step) {
        if (steps == 0) return QCoreApplication::translate("popslab::otis::OtisStepBar", "no move");
        if (step == 0)
            return render::englishPlural( // "(s)" resolved where no translation is loaded (the command line)
                QCoreApplication::translate("popslab::otis::OtisStepBar", "before the move (%Ln step(s))", nullptr,
                                            steps),
                steps);
        return QCoreApplication::translate("popslab::otis::OtisStepBar", "step %1 of %2").arg(step).arg(steps);
    };
    out.paint = [painter, move, palette](QPainter& q, int step, double) { // in scene units, as SceneAnimation says
        painter->paint(q, palette, step);
    };
    return std::nullopt;
}

} // namespace

lesson::FamilyScene OtisAppModule::scene() {
    return {"otis", otisScene};
}

} // namespace popslab::otis
