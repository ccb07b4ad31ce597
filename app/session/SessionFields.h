// What every family's part of a session reads the same way (Qt Core only).
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <optional>

namespace popslab::gui {

// A whole number field from 0 to `max`, or the error naming it.
inline std::optional<QString> integerField(const QJsonObject& o, const char* key, const QString& field,
                                           std::int64_t max, int& value) {
    const QJsonValue v = o[key];
    const double x = v.toDouble(-1);
    if (!v.isDouble() || x < 0 || x > double(max) || x != double(std::int64_t(x)))
        return QCoreApplication::translate("Session", "%1 must be an integer from 0 to %2").arg(field).arg(max);
    value = int(x);
    return std::nullopt;
}

} // namespace popslab::gui
