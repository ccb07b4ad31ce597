// A lesson's POPS scene: the network figure of the session's request (or the schedule
// file it shows), every slot a step -- as the window's Network page draws it.
#include "FamilyScene.h"
#include "FigureExport.h"
#include "PopsAppModule.h"
#include "PopsState.h"
#include "SceneAnimation.h"
#include "patterns/Registry.h"
#include "slotted/ScheduleJson.h"

#include <QFile>

namespace popslab::pops {

namespace {

std::optional<QString> popsScene(const QJsonObject& json, const QString& dir, const render::Palette& palette,
                                 render::SceneAnimation& out) {
    auto read = popsStateFromJson(json, dir, "families.pops");
    if (auto* error = std::get_if<QString>(&read)) return *error;
    const PopsState& state = std::get<PopsState>(read);
    auto schedule = std::make_shared<Schedule>();
    if (!state.scheduleFile.isEmpty()) {
        ReadResult file = readScheduleFile(QFile::encodeName(state.scheduleFile).toStdString());
        if (auto* error = std::get_if<ReadError>(&file))
            return QString("families.pops.scheduleFile: %1").arg(QString::fromStdString(error->message));
        *schedule = std::move(std::get<Schedule>(file));
        if (schedule->network.type != "pops")
            return QString("families.pops.scheduleFile: %1 is a schedule of a %2 network, not of POPS")
                .arg(state.scheduleFile, QString::fromStdString(schedule->network.type));
    } else {
        pops::BuildResult built = pops::Registry::instance().build(state.request);
        if (!built.ok()) return "families.pops.request: " + QString::fromStdString(built.diagnostic->message);
        *schedule = std::move(*built.schedule);
    }
    PaintOptions options;
    options.palette = palette;
    return figureSteps(std::move(schedule), options, out);
}

} // namespace

lesson::FamilyScene PopsAppModule::scene() {
    return {"pops", popsScene};
}

} // namespace popslab::pops
