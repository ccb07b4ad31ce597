// The WDM family's part of a session (Qt Core only): the network and the route shown.
#pragma once

#include "WdmNetwork.h"

#include <QJsonObject>
#include <QString>
#include <variant>

namespace popslab::wdm {

struct WdmSettings {
    wdm::WdmParameters parameters{3, 1, 1};
    std::uint32_t from = 0, to = 7;
    friend bool operator==(const WdmSettings&, const WdmSettings&) = default;
};

QJsonObject wdmStateToJson(const WdmSettings& settings);
// Reads and checks the state; a value out of range is refused naming the field.
std::variant<WdmSettings, QString> wdmStateFromJson(const QJsonObject& json, const QString& where);

} // namespace popslab::wdm
