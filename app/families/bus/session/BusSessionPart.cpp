#include "BusAppModule.h"
#include "BusState.h"
#include "Session.h"

namespace popslab::bus {

using namespace gui;

// Sessions have held the buses since they arrived: nothing to migrate.
SessionPart BusAppModule::sessionPart() {
    return {"bus",
            [](const QJsonObject& state, const QString&, const QString& where) {
                std::int64_t time = -1;
                return stateError(busStateFromJson(state, where.isEmpty() ? "bus" : where, time));
            },
            [](const QJsonObject&) -> std::optional<QJsonObject> { return std::nullopt; },
            [](int) -> std::optional<int> { return std::nullopt; }, [] { return busStateToJson(BusSettings{}, -1); }};
}

} // namespace popslab::bus
