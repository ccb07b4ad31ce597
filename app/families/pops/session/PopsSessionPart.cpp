#include "PopsAppModule.h"
#include "PopsState.h"
#include "Session.h"

namespace popslab::pops {

using namespace gui;

// Sessions written before families kept POPS at the top level (tabs 0 and 1).
SessionPart PopsAppModule::sessionPart() {
    return {"pops",
            [](const QJsonObject& state, const QString& dir, const QString& where) {
                return stateError(popsStateFromJson(state, dir, where));
            },
            [](const QJsonObject& root) -> std::optional<QJsonObject> {
                if (!root.contains("request")) return std::nullopt;
                QJsonObject state{{"request", root["request"]},
                                  {"slot", root["slot"]},
                                  {"plot", root["plot"]},
                                  {"page", root["view"].toObject()["tab"].toInt() == 1 ? 1 : 0}};
                if (root.contains("scheduleFile")) state["scheduleFile"] = root["scheduleFile"];
                if (root["view"].toObject().contains("selected"))
                    state["selected"] = root["view"].toObject()["selected"];
                return state;
            },
            [](int tab) -> std::optional<int> {
                if (tab == 0 || tab == 1) return tab;
                return std::nullopt;
            },
            [] { return popsStateToJson(PopsState{}, QString()); }};
}

} // namespace popslab::pops
