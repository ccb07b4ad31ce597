#include "WdmState.h"

#include "SessionFields.h"
#include "WdmLimits.h"

#include <QCoreApplication>

namespace popslab::wdm {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Session)
};
} // namespace

QJsonObject wdmStateToJson(const WdmSettings& s) {
    return {{"dimensions", int(s.parameters.n)},
            {"transmitters", int(s.parameters.T)},
            {"receivers", int(s.parameters.R)},
            {"from", qint64(s.from)},
            {"to", qint64(s.to)}};
}

std::variant<WdmSettings, QString> wdmStateFromJson(const QJsonObject& o, const QString& where) {
    const QString at = where.isEmpty() ? QString() : where + ".";
    int n = 0, T = 0, R = 0, from = 0, to = 0;
    if (auto e = gui::integerField(o, "dimensions", at + "dimensions", kMaxWdmDimensions, n, 1)) return *e;
    if (auto e = gui::integerField(o, "transmitters", at + "transmitters", kMaxWdmDimensions, T, 1)) return *e;
    if (auto e = gui::integerField(o, "receivers", at + "receivers", kMaxWdmDimensions, R, 1)) return *e;
    if (auto e = gui::integerField(o, "from", at + "from", (std::int64_t(1) << 30) - 1, from)) return *e;
    if (auto e = gui::integerField(o, "to", at + "to", (std::int64_t(1) << 30) - 1, to)) return *e;
    WdmSettings s{{std::uint32_t(n), std::uint32_t(T), std::uint32_t(R)}, std::uint32_t(from), std::uint32_t(to)};
    if (auto d = wdm::checkWdm(s.parameters))
        return Text::tr("%1: %2 must satisfy %3")
            .arg(at + QString::fromStdString(d->parameter), QString::fromStdString(d->parameter),
                 QString::fromStdString(d->condition));
    const std::uint64_t N = std::uint64_t(1) << s.parameters.n;
    if (s.from >= N || s.to >= N) return Text::tr("%1 must name processors 0..%2").arg(at + "from/to").arg(N - 1);
    return s;
}

} // namespace popslab::wdm
