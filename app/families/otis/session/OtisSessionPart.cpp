#include "OtisAppModule.h"
#include "OtisState.h"
#include "Session.h"

namespace popslab::otis {

using namespace gui;

// Sessions have held OTIS since it arrived: nothing to migrate.
SessionPart OtisAppModule::sessionPart() {
    return {"otis",
            [](const QJsonObject& state, const QString&, const QString& where) {
                int step = -1;
                return stateError(otisStateFromJson(state, where.isEmpty() ? "otis" : where, step));
            },
            [](const QJsonObject&) -> std::optional<QJsonObject> { return std::nullopt; },
            [](int) -> std::optional<int> { return std::nullopt; }, [] { return otisStateToJson(OtisSettings{}, -1); }};
}

} // namespace popslab::otis
