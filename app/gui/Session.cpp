#include "Session.h"

#include "common/Limits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace popslab::gui {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Session)
};


} // namespace

std::optional<QString> saveSession(const QString& path, const Session& s) {
    QJsonObject parameters;
    for (const auto& [k, v] : s.request.parameters) parameters[QString::fromStdString(k)] = QString::fromStdString(v);
    QJsonObject request{{"d", int(s.request.d)},
                        {"g", int(s.request.g)},
                        {"pattern", QString::fromStdString(s.request.pattern)},
                        {"algorithm", QString::fromStdString(s.request.algorithm)},
                        {"parameters", parameters},
                        {"wholePhase", s.request.wholePhaseInOneSlot}};
    QJsonObject view{{"dark", s.dark}, {"presentation", s.presentation}, {"tab", s.tab}};
    if (s.selected) view["selected"] = int(*s.selected);
    QJsonObject plot{{"vary", s.plot.vary}, {"fixed", s.plot.fixed}, {"value", s.plot.value},
                     {"algorithms", QJsonArray::fromStringList(s.plot.algorithms)}};
    QJsonObject root{{"format", kSessionFormat}, {"request", request}, {"slot", s.slot}, {"view", view}, {"plot", plot}};
    if (s.okn) {
        const okn::OknRequest& r = s.okn->request;
        QJsonObject okn{{"operation", QString::fromStdString(r.operation)},
                        {"algorithm", QString::fromStdString(r.algorithm)},
                        {"nodes", int(r.network.nodes)},
                        {"ports", int(r.network.ports)},
                        {"delay", int(r.network.delay)},
                        {"time", s.okn->timeIndex},
                        {"vary", s.okn->vary},
                        {"from", s.okn->from},
                        {"to", s.okn->to}};
        if (r.steps) okn["steps"] = int(*r.steps);
        root["okn"] = okn;
    }
    if (!s.scheduleFile.isEmpty())
        root["scheduleFile"] = QFileInfo(path).absoluteDir().relativeFilePath(s.scheduleFile);

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return Text::tr("cannot write %1: %2").arg(path, file.errorString());
    file.write(QJsonDocument(root).toJson());
    if (!file.commit()) return Text::tr("cannot write %1: %2").arg(path, file.errorString());
    return std::nullopt;
}

std::optional<QString> loadSession(const QString& path, Session& out) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return Text::tr("cannot open %1: %2").arg(path, file.errorString());
    if (file.size() > qint64(kMaxSessionBytes)) return Text::tr("%1 is larger than a session can be (1 MiB)").arg(path);
    return readSession(file.read(qint64(kMaxSessionBytes) + 1), path, out);
}

std::optional<QString> readSession(const QByteArray& text, const QString& path, Session& out) {
    if (text.size() > qint64(kMaxSessionBytes)) return Text::tr("%1 is larger than a session can be (1 MiB)").arg(path);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (doc.isNull()) return Text::tr("%1 is not valid JSON: %2").arg(path, error.errorString());
    const QJsonObject root = doc.object();
    if (root["format"].toString() != kSessionFormat)
        return Text::tr("%1: \"format\" is not \"%2\"").arg(path, kSessionFormat);
    const QJsonObject r = root["request"].toObject();
    auto count = [&](const QJsonObject& o, const char* key, const QString& field, int& value) -> std::optional<QString> {
        const QJsonValue v = o[key];
        if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() != double(v.toInt()))
            return Text::tr("%1: %2 must be a non-negative integer").arg(path, field);
        value = v.toInt();
        return std::nullopt;
    };
    Session s;
    int d = 0, g = 0;
    if (auto e = count(r, "d", "request.d", d)) return e;
    if (auto e = count(r, "g", "request.g", g)) return e;
    s.request.d = std::uint32_t(d);
    s.request.g = std::uint32_t(g);
    s.request.pattern = r["pattern"].toString().toStdString();
    s.request.algorithm = r["algorithm"].toString().toStdString();
    s.request.wholePhaseInOneSlot = r["wholePhase"].toBool();
    const QJsonObject parameters = r["parameters"].toObject();
    for (auto it = parameters.begin(); it != parameters.end(); ++it)
        s.request.parameters[it.key().toStdString()] = it.value().toVariant().toString().toStdString();
    if (root.contains("scheduleFile"))
        s.scheduleFile = QFileInfo(path).absoluteDir().absoluteFilePath(root["scheduleFile"].toString());
    if (auto e = count(root, "slot", "slot", s.slot)) return e;
    const QJsonObject view = root["view"].toObject();
    s.dark = view["dark"].toBool();
    s.presentation = view["presentation"].toBool();
    s.tab = view["tab"].toInt();
    if (view.contains("selected")) {
        int p = 0;
        if (auto e = count(view, "selected", "view.selected", p)) return e;
        s.selected = std::uint32_t(p);
    }
    const QJsonObject plot = root["plot"].toObject();
    s.plot.vary = plot["vary"].toString("d");
    s.plot.fixed = plot["fixed"].toString("n");
    s.plot.value = plot["value"].toInt(64);
    for (const QJsonValue& a : plot["algorithms"].toArray()) s.plot.algorithms << a.toString();
    if (root.contains("okn")) {
        const QJsonObject o = root["okn"].toObject();
        OknSettings k;
        int nodes = 0, ports = 0, delay = 0;
        if (auto e = count(o, "nodes", "okn.nodes", nodes)) return e;
        if (auto e = count(o, "ports", "okn.ports", ports)) return e;
        if (auto e = count(o, "delay", "okn.delay", delay)) return e;
        if (auto e = count(o, "time", "okn.time", k.timeIndex)) return e;
        if (auto e = count(o, "from", "okn.from", k.from)) return e;
        if (auto e = count(o, "to", "okn.to", k.to)) return e;
        if (o.contains("steps")) {
            int steps = 0;
            if (auto e = count(o, "steps", "okn.steps", steps)) return e;
            k.request.steps = std::uint32_t(steps);
        }
        k.request.operation = o["operation"].toString().toStdString();
        k.request.algorithm = o["algorithm"].toString().toStdString();
        const okn::OknOperation* operation = okn::oknOperation(k.request.operation);
        if (!operation)
            return Text::tr("%1: okn.operation \"%2\" is not an OK_N operation").arg(path, o["operation"].toString());
        if (!operation->algorithm(k.request.algorithm))
            return Text::tr("%1: okn.algorithm \"%2\" is not an algorithm of %3")
                .arg(path, o["algorithm"].toString(), o["operation"].toString());
        k.request.network = {std::uint32_t(nodes), std::uint32_t(ports), okn::Time(delay)};
        k.vary = o["vary"].toString("delay");
        s.okn = k;
    }
    out = s;
    return std::nullopt;
}

} // namespace popslab::gui
