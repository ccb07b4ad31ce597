#include "BusState.h"

#include "BusLimits.h"
#include "SessionFields.h"

#include <QStringList>

namespace popslab::bus {

namespace {
const QStringList kKinds{"appb",   "folded", "unidirectional", "pipeline", "coincident",
                         "larpbs", "appb2d", "asos",           "arob2d"};
constexpr qsizetype kMaxText = 64 * 1024; // a list of 4096 numbers, written out
} // namespace

QJsonObject busStateToJson(const BusSettings& s, std::int64_t time) {
    return {{"kind", s.kind},
            {"processors", int(s.processors)},
            {"tau", int(s.tau)},
            {"permutation", s.permutation},
            {"seed", qint64(s.seed)},
            {"bits", s.bits},
            {"segments", s.segments},
            {"writer", int(s.writer)},
            {"writers", int(s.writers)},
            {"rows", int(s.rows)},
            {"columns", int(s.columns)},
            {"sourceRow", int(s.sourceRow)},
            {"sourceColumn", int(s.sourceColumn)},
            {"crossed", s.crossed},
            {"time", qint64(time)}};
}

std::variant<BusSettings, QString> busStateFromJson(const QJsonObject& o, const QString& where, std::int64_t& time) {
    const QString at = where.isEmpty() ? QString() : where + ".";
    BusSettings s;
    s.kind = o["kind"].toString();
    if (!kKinds.contains(s.kind))
        return QCoreApplication::translate("Session", "%1 must be one of %2").arg(at + "kind", kKinds.join(", "));
    int processors = 0, tau = 0, seed = 0, writer = 0, writers = 0, rows = 0, columns = 0, sourceRow = 0,
        sourceColumn = 0, shown = 0;
    if (auto e = gui::integerField(o, "processors", at + "processors", kMaxBusProcessors, processors, 1)) return *e;
    if (auto e = gui::integerField(o, "tau", at + "tau", kMaxBusTau, tau, 1)) return *e;
    if (auto e = gui::integerField(o, "seed", at + "seed", INT32_MAX, seed)) return *e;
    if (auto e = gui::integerField(o, "writer", at + "writer", kMaxBusProcessors - 1, writer)) return *e;
    if (auto e = gui::integerField(o, "writers", at + "writers", kMaxBusProcessors, writers, 1)) return *e;
    if (auto e = gui::integerField(o, "rows", at + "rows", kMaxBusGridSide, rows, 1)) return *e;
    if (auto e = gui::integerField(o, "columns", at + "columns", kMaxBusGridSide, columns, 1)) return *e;
    if (auto e = gui::integerField(o, "sourceRow", at + "sourceRow", kMaxBusGridSide - 1, sourceRow)) return *e;
    if (auto e = gui::integerField(o, "sourceColumn", at + "sourceColumn", kMaxBusGridSide - 1, sourceColumn))
        return *e;
    for (const char* key : {"permutation", "bits", "segments"}) {
        if (!o[key].isString() || o[key].toString().size() > kMaxText)
            return QCoreApplication::translate("Session", "%1 must be text of at most %2 characters")
                .arg(at + key)
                .arg(kMaxText);
    }
    s.processors = std::uint32_t(processors);
    s.tau = std::uint32_t(tau);
    s.seed = std::uint32_t(seed);
    s.writer = std::uint32_t(writer);
    s.writers = std::uint32_t(writers);
    s.rows = std::uint32_t(rows);
    s.columns = std::uint32_t(columns);
    s.sourceRow = std::uint32_t(sourceRow);
    s.sourceColumn = std::uint32_t(sourceColumn);
    if (o.contains("crossed") && !o["crossed"].isBool())
        return QCoreApplication::translate("Session", "%1 must be true or false").arg(at + "crossed");
    s.crossed = o["crossed"].toBool();
    s.permutation = o["permutation"].toString();
    s.bits = o["bits"].toString();
    s.segments = o["segments"].toString();
    time = -1;
    if (o.contains("time")) {
        if (o["time"].toDouble(-2) == -1) return s;
        if (auto e = gui::integerField(o, "time", at + "time", INT32_MAX, shown)) return *e;
        time = shown;
    }
    return s;
}

} // namespace popslab::bus
