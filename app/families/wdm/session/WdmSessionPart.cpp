#include "Session.h"
#include "WdmAppModule.h"
#include "WdmState.h"

namespace popslab::wdm {

using namespace gui;

// Sessions have held the WDM star since it arrived: nothing to migrate.
SessionPart WdmAppModule::sessionPart() {
    return {"wdm",
            [](const QJsonObject& state, const QString&, const QString& where) {
                return stateError(wdmStateFromJson(state, where.isEmpty() ? "wdm" : where));
            },
            [](const QJsonObject&) -> std::optional<QJsonObject> { return std::nullopt; },
            [](int) -> std::optional<int> { return std::nullopt; }, [] { return wdmStateToJson(WdmSettings{}); }};
}

} // namespace popslab::wdm
