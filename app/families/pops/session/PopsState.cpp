#include "PopsState.h"

#include "families/pops/traffic/Exercise.h"

#include "SessionFields.h"
#include "common/Limits.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace popslab::gui {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Session)
};

} // namespace

QJsonObject popsStateToJson(const PopsState& s, const QString& sessionDir) {
    QJsonObject parameters;
    for (const auto& [k, v] : s.request.parameters) parameters[QString::fromStdString(k)] = QString::fromStdString(v);
    QJsonObject out{{"request", QJsonObject{{"d", int(s.request.d)},
                                            {"g", int(s.request.g)},
                                            {"pattern", QString::fromStdString(s.request.pattern)},
                                            {"algorithm", QString::fromStdString(s.request.algorithm)},
                                            {"parameters", parameters},
                                            {"wholePhase", s.request.wholePhaseInOneSlot}}},
                    {"slot", s.slot},
                    {"page", s.page},
                    {"matrix", s.matrix},
                    {"plot", QJsonObject{{"vary", s.plot.vary},
                                         {"fixed", s.plot.fixed},
                                         {"value", s.plot.value},
                                         {"algorithms", QJsonArray::fromStringList(s.plot.algorithms)}}}};
    if (s.selected) out["selected"] = int(*s.selected);
    if (!s.scheduleFile.isEmpty()) out["scheduleFile"] = QDir(sessionDir).relativeFilePath(s.scheduleFile);
    if (!s.exercise.empty()) {
        QJsonArray placements;
        for (auto p : s.placements) placements.append(qint64(p));
        out["exercise"] = QJsonObject{
            {"document", QJsonDocument::fromJson(QByteArray::fromStdString(s.exercise)).object()},
            {"placements", placements}};
    }
    return out;
}

std::variant<PopsState, QString> popsStateFromJson(const QJsonObject& o, const QString& sessionDir, const QString& where) {
    PopsState s;
    const QString at = where.isEmpty() ? QString() : where + ".";
    const QJsonObject r = o["request"].toObject();
    int d = 0, g = 0;
    // d and g are checked against the core's limits when the request is built (the
    // refusal is shown inline); here only that they are numbers a request can hold.
    if (auto e = integerField(r, "d", at + "request.d", kMaxProcessors, d)) return *e;
    if (auto e = integerField(r, "g", at + "request.g", kMaxGroups, g)) return *e;
    s.request.d = std::uint32_t(d);
    s.request.g = std::uint32_t(g);
    s.request.pattern = r["pattern"].toString().toStdString();
    s.request.algorithm = r["algorithm"].toString().toStdString();
    s.request.wholePhaseInOneSlot = r["wholePhase"].toBool();
    const QJsonObject parameters = r["parameters"].toObject();
    if (parameters.size() > 64) return Text::tr("%1 has more than 64 entries").arg(at + "request.parameters");
    s.request.parameters.clear();
    for (auto it = parameters.begin(); it != parameters.end(); ++it)
        s.request.parameters[it.key().toStdString()] = it.value().toVariant().toString().toStdString();
    if (o.contains("scheduleFile")) s.scheduleFile = QDir(sessionDir).absoluteFilePath(o["scheduleFile"].toString());
    if (auto e = integerField(o, "slot", at + "slot", kMaxSlots, s.slot)) return *e;
    if (o.contains("selected")) {
        int p = 0;
        if (auto e = integerField(o, "selected", at + "selected", kMaxProcessors, p)) return *e;
        s.selected = std::uint32_t(p);
    }
    s.page = o["page"].toInt() == 1 ? 1 : 0;
    s.matrix = o["matrix"].toBool();
    const QJsonObject plot = o["plot"].toObject();
    s.plot.vary = plot["vary"].toString("d");
    s.plot.fixed = plot["fixed"].toString("n");
    s.plot.value = std::clamp(plot["value"].toInt(64), 1, int(kMaxProcessors));
    for (const QJsonValue& a : plot["algorithms"].toArray()) s.plot.algorithms << a.toString();
    if (o.contains("exercise")) {
        const QJsonObject e = o["exercise"].toObject();
        const std::string text = QJsonDocument(e["document"].toObject()).toJson(QJsonDocument::Compact).toStdString();
        auto read = readExerciseText(text);
        if (auto* error = std::get_if<std::string>(&read))
            return Text::tr("%1: %2").arg(at + "exercise.document", QString::fromStdString(*error));
        const QJsonArray placements = e["placements"].toArray();
        if (std::size_t(placements.size()) != std::get<Exercise>(read).messages.size())
            return Text::tr("%1 must have one entry per message").arg(at + "exercise.placements");
        for (const QJsonValue& p : placements) {
            const qint64 slot = p.toInteger(-2);
            if (slot < -1 || slot >= qint64(kMaxSlots))
                return Text::tr("%1 holds a slot outside -1 .. %2").arg(at + "exercise.placements").arg(kMaxSlots - 1);
            s.placements.push_back(slot);
        }
        s.exercise = text;
    }
    return s;
}

} // namespace popslab::gui
