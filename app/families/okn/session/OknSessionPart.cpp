#include "OknAppModule.h"
#include "OknState.h"
#include "Session.h"

namespace popslab::okn {

using namespace gui;

// Sessions written before families kept OK_N under "okn" (tab 2).
SessionPart OknAppModule::sessionPart() {
    return {"okn",
            [](const QJsonObject& state, const QString&, const QString& where) {
                return stateError(oknStateFromJson(state, where.isEmpty() ? "okn" : where));
            },
            [](const QJsonObject& root) -> std::optional<QJsonObject> {
                if (!root.contains("okn")) return std::nullopt;
                return root["okn"].toObject();
            },
            [](int tab) -> std::optional<int> {
                if (tab == 2) return 0;
                return std::nullopt;
            },
            [] { return oknStateToJson(OknSettings{}); }};
}

} // namespace popslab::okn
