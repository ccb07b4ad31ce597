#include "PopsState.h"

#include "SessionFields.h"
#include "common/Limits.h"
#include "traffic/Exercise.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace popslab::pops {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Session)
};

} // namespace

QJsonObject popsStateToJson(const PopsState& s, const QString& sessionDir) {
    QJsonObject parameters;
    for (const auto& [k, v] : s.request.parameters)
        parameters[QString::fromStdString(k)] = QString::fromStdString(v);
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
    if (s.zoom) out["zoom"] = QJsonObject{{"scale", s.zoom->scale}, {"centre", QJsonArray{s.zoom->x, s.zoom->y}}};
    if (!s.scheduleFile.isEmpty()) out["scheduleFile"] = QDir(sessionDir).relativeFilePath(s.scheduleFile);
    if (!s.exercise.empty()) {
        QJsonArray placements;
        for (auto p : s.placements)
            placements.append(qint64(p));
        out["exercise"] =
            QJsonObject{{"document", QJsonDocument::fromJson(QByteArray::fromStdString(s.exercise)).object()},
                        {"placements", placements}};
    }
    return out;
}

std::variant<PopsState, QString> popsStateFromJson(const QJsonObject& o, const QString& sessionDir,
                                                   const QString& where) {
    PopsState s;
    const QString at = where.isEmpty() ? QString() : where + ".";
    const QJsonObject r = o["request"].toObject();
    int d = 0, g = 0;
    // d and g are checked against the core's limits when the request is built (the
    // refusal is shown inline); here only that they are numbers a request can hold.
    if (auto e = gui::integerField(r, "d", at + "request.d", kMaxProcessors, d, 1)) return *e;
    if (auto e = gui::integerField(r, "g", at + "request.g", kMaxGroups, g, 1)) return *e;
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
    if (auto e = gui::integerField(o, "slot", at + "slot", kMaxSlots, s.slot)) return *e;
    if (o.contains("selected")) {
        int p = 0;
        if (auto e = gui::integerField(o, "selected", at + "selected", kMaxProcessors, p)) return *e;
        s.selected = std::uint32_t(p);
    }
    s.page = o["page"].toInt() == 1 ? 1 : 0;
    s.matrix = o["matrix"].toBool();
    if (o.contains("zoom")) {
        const QJsonObject z = o["zoom"].toObject();
        const QJsonArray centre = z["centre"].toArray();
        const double scale = z["scale"].toDouble(-1);
        // The canvas zooms from a fifth to 200 times the fitted figure; the centre is a
        // point of a layout at most kMaxLayoutUnits across.
        if (!(scale >= kMinCanvasZoom && scale <= kMaxCanvasZoom))
            return Text::tr("%1 must be a number from %2 to %3")
                .arg(at + "zoom.scale")
                .arg(kMinCanvasZoom)
                .arg(kMaxCanvasZoom);
        if (centre.size() != 2 || !centre[0].isDouble() || !centre[1].isDouble() ||
            !(std::abs(centre[0].toDouble()) <= kMaxLayoutUnits) ||
            !(std::abs(centre[1].toDouble()) <= kMaxLayoutUnits))
            return Text::tr("%1 must be two numbers [x, y], each from -%2 to %2")
                .arg(at + "zoom.centre")
                .arg(kMaxLayoutUnits);
        s.zoom = CanvasZoom{scale, centre[0].toDouble(), centre[1].toDouble()};
    }
    const QJsonObject plot = o["plot"].toObject();
    s.plot.vary = plot["vary"].toString("d");
    s.plot.fixed = plot["fixed"].toString("n");
    s.plot.value = std::clamp(plot["value"].toInt(0), 0, int(kMaxProcessors));
    for (const QJsonValue& a : plot["algorithms"].toArray())
        s.plot.algorithms << a.toString();
    if (o.contains("exercise")) {
        const QJsonObject e = o["exercise"].toObject();
        const std::string text = QJsonDocument(e["document"].toObject()).toJson(QJsonDocument::Compact).toStdString();
        auto read = pops::readExerciseText(text);
        if (auto* error = std::get_if<std::string>(&read))
            return Text::tr("%1: %2").arg(at + "exercise.document", QString::fromStdString(*error));
        const QJsonArray placements = e["placements"].toArray();
        const std::size_t messages = std::get<pops::Exercise>(read).messages.size();
        if (std::size_t(placements.size()) != messages)
            return Text::tr("%1 must have one entry per message").arg(at + "exercise.placements");
        // A message's slot (0-based, -1 unplaced) is below the number of messages: no
        // schedule of m messages needs more than m slots, and the table has a row a slot,
        // so a larger one is refused here rather than allocated for.
        const qint64 slotLimit = qint64(std::max<std::size_t>(1, messages));
        for (qsizetype k = 0; k < placements.size(); ++k) {
            const QJsonValue p = placements[k];
            const double slot = p.toDouble(-2);
            // Range first: converting a double far out of range to an integer is undefined.
            if (!p.isDouble() || !(slot >= -1 && slot < double(slotLimit)) || slot != double(qint64(slot)))
                return Text::tr("%1[%2] must be -1 (not placed) or a slot from 0 to %3 (the %4 slots that %5 messages "
                                "can need), not %6")
                    .arg(at + "exercise.placements")
                    .arg(k)
                    .arg(slotLimit - 1)
                    .arg(slotLimit)
                    .arg(messages)
                    .arg(p.isDouble() ? QString::number(slot, 'g', 17) : Text::tr("a value of another kind"));
            s.placements.push_back(qint64(slot));
        }
        s.exercise = text;
    }
    return s;
}

} // namespace popslab::pops
