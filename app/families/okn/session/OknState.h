// The OK_N family's part of a session (Qt Core only): the simulated request, the time
// shown and the plot's axis and range.
#pragma once

#include "OknRegistry.h"

#include <QJsonObject>
#include <QString>
#include <variant>

namespace popslab::okn {

struct OknSettings {
    okn::OknRequest request{"broadcast", "latency-hiding", {41, 2, 1}, std::nullopt};
    int timeIndex = 0;
    QString vary = "delay"; // delay | ports | nodes
    int from = 0, to = 10;
};

QJsonObject oknStateToJson(const OknSettings& settings);
// Reads and checks the state; an unknown operation or algorithm, or a number out of
// range, is refused naming the field (under `where`, e.g. "families.okn").
std::variant<OknSettings, QString> oknStateFromJson(const QJsonObject& json, const QString& where);

} // namespace popslab::okn
