// Registration of each network family's part of a session (one entry a family).
#include "BusState.h"
#include "OknState.h"
#include "OtisState.h"
#include "PopsState.h"
#include "Session.h"
#include "WdmState.h"

namespace popslab::gui {

namespace {

template <typename Read> std::optional<QString> errorOf(const Read& read) {
    if (auto* e = std::get_if<QString>(&read)) return *e;
    return std::nullopt;
}

// Sessions written before families kept POPS at the top level (tabs 0 and 1) ...
SessionPart pops() {
    return {"pops",
            [](const QJsonObject& state, const QString& dir, const QString& where) {
                return errorOf(popsStateFromJson(state, dir, where));
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
            }};
}

// ... and OK_N under "okn" (tab 2).
SessionPart okn() {
    return {"okn",
            [](const QJsonObject& state, const QString&, const QString& where) {
                return errorOf(oknStateFromJson(state, where.isEmpty() ? "okn" : where));
            },
            [](const QJsonObject& root) -> std::optional<QJsonObject> {
                if (!root.contains("okn")) return std::nullopt;
                return root["okn"].toObject();
            },
            [](int tab) -> std::optional<int> {
                if (tab == 2) return 0;
                return std::nullopt;
            }};
}

// Sessions have held the WDM star since it arrived: nothing to migrate.
SessionPart wdm() {
    return {"wdm",
            [](const QJsonObject& state, const QString&, const QString& where) {
                return errorOf(wdmStateFromJson(state, where.isEmpty() ? "wdm" : where));
            },
            [](const QJsonObject&) -> std::optional<QJsonObject> { return std::nullopt; },
            [](int) -> std::optional<int> { return std::nullopt; }};
}

// The optical buses, likewise.
SessionPart bus() {
    return {"bus",
            [](const QJsonObject& state, const QString&, const QString& where) {
                std::int64_t time = -1;
                return errorOf(busStateFromJson(state, where.isEmpty() ? "bus" : where, time));
            },
            [](const QJsonObject&) -> std::optional<QJsonObject> { return std::nullopt; },
            [](int) -> std::optional<int> { return std::nullopt; }};
}

// OTIS, likewise.
SessionPart otis() {
    return {"otis",
            [](const QJsonObject& state, const QString&, const QString& where) {
                int step = -1;
                return errorOf(otisStateFromJson(state, where.isEmpty() ? "otis" : where, step));
            },
            [](const QJsonObject&) -> std::optional<QJsonObject> { return std::nullopt; },
            [](int) -> std::optional<int> { return std::nullopt; }};
}

} // namespace

const std::vector<SessionPart>& sessionParts() {
    static const std::vector<SessionPart> parts = {pops(), okn(), wdm(), bus(), otis()};
    return parts;
}

} // namespace popslab::gui
