// A lesson's OK_N scene: the run the session's request simulates, each event time a step
// (as the window's canvas steps through it).
#include "FamilyScene.h"
#include "OknAppModule.h"
#include "OknLimits.h"
#include "OknPainter.h"
#include "OknState.h"
#include "SceneAnimation.h"

#include <QCoreApplication>
#include <cmath>
#include <memory>

namespace popslab::okn {

namespace {

std::optional<QString> oknScene(const QJsonObject& json, const QString&, const render::Palette& palette,
                                render::SceneAnimation& out) {
    auto read = oknStateFromJson(json, "families.okn");
    if (auto* error = std::get_if<QString>(&read)) return *error;
    const okn::OknRequest request = std::get<OknSettings>(read).request;
    if (!OknPainter::drawable(request))
        return QString("a run of N = %1 is simulated but not drawn: the figure shows at most %2 nodes")
            .arg(request.network.nodes)
            .arg(kMaxDrawnOknNodes);
    auto ran = okn::runOkn(request, true);
    if (auto* d = std::get_if<okn::OknDiagnostic>(&ran)) return "families.okn: " + QString::fromStdString(d->message);
    auto run = std::make_shared<const okn::OknRun>(std::move(std::get<okn::OknRun>(ran)));
    if (!run->simulation.ok())
        return "the simulator rejected the program: " + QString::fromStdString(run->simulation.violation->message);
    auto painter = std::make_shared<const OknPainter>(OknPainter::forRequest(request, run->simulation.timeline));
    const std::vector<okn::Time> times = painter->eventTimes();
    out.scene = painter->bounds();
    out.background = palette.background;
    out.steps = int(std::max<std::size_t>(1, times.size()));
    out.stepName = [times](int step) {
        const okn::Time at = times.empty() ? 0 : times[std::size_t(step)], last = times.empty() ? 0 : times.back();
        return QCoreApplication::translate("popslab::okn::OknTimelineBar", "time %L1 of %L2").arg(at).arg(last);
    };
    out.paint = [run, painter, palette, times](QPainter& p, int step, double progress) {
        if (times.empty()) return painter->paint(p, 0, palette);
        const okn::Time to = times[std::size_t(step)], from = step > 0 ? times[std::size_t(step) - 1] : to;
        painter->paint(p, from + okn::Time(std::llround(double(to - from) * progress)), palette);
    };
    return std::nullopt;
}

} // namespace

lesson::FamilyScene OknAppModule::scene() {
    return {"okn", oknScene};
}

} // namespace popslab::okn
