#include "FilterSuffix.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace popslab::files {

QString withFilterSuffix(const QString& path, const QString& filter) {
    static const QRegularExpression first(QStringLiteral("\\*\\.(\\w+)"));
    const QRegularExpressionMatch m = first.match(filter);
    if (path.isEmpty() || !m.hasMatch() || !QFileInfo(path).suffix().isEmpty()) return path;
    return path + "." + m.captured(1);
}

QString withOfferedSuffix(const QString& path, const QStringList& offered, const QString& chosen) {
    if (path.isEmpty() || offered.contains(QFileInfo(path).suffix().toLower())) return path;
    return path + "." + chosen;
}

} // namespace popslab::files
