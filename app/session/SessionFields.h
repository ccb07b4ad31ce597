// What every family's part of a session reads the same way (Qt Core only).
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>
#include <QString>
#include <cstdint>
#include <optional>

namespace popslab::gui {

// A whole number field from `min` to `max` (the form's range: "d ... from 0" had stood
// beside a form starting at 1), or the error naming it, its numbers grouped as the
// language writes them.
inline std::optional<QString> integerField(const QJsonObject& o, const char* key, const QString& field,
                                           std::int64_t max, int& value, std::int64_t min = 0) {
    const QJsonValue v = o[key];
    const double x = v.toDouble(-1);
    if (!v.isDouble() || x < double(min) || x > double(max) || x != double(std::int64_t(x)))
        return QCoreApplication::translate("Session", "%1 must be an integer from %2 to %3")
            .arg(field, QLocale().toString(qlonglong(min)), QLocale().toString(qlonglong(max)));
    value = int(x);
    return std::nullopt;
}

} // namespace popslab::gui
