#include "Session.h"

#include "SaveFile.h"
#include "common/Limits.h"
#include "common/OutputFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <algorithm>

namespace popslab::gui {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Session)
};
} // namespace

QJsonObject sessionToJson(const Session& s) {
    QJsonObject families;
    for (const auto& [id, state] : s.families)
        families[id] = state;
    // The theme and presentation mode only where the session says them (a lesson's scene
    // does not: the lecturer's window keeps its own).
    QJsonObject view{{"family", s.family}, {"page", s.page}};
    if (s.darkGiven) view["dark"] = s.dark;
    if (s.presentationGiven) view["presentation"] = s.presentation;
    return QJsonObject{{"format", kSessionFormat}, {"view", view}, {"families", families}};
}

std::optional<QString> saveSession(const QString& path, const Session& s) {
    return files::saveBytes(path, QJsonDocument(sessionToJson(s)).toJson());
}

QJsonObject withDefaults(const QJsonObject& defaults, const QJsonObject& given) {
    QJsonObject out = defaults;
    for (auto it = given.begin(); it != given.end(); ++it)
        out[it.key()] = it->isObject() && defaults[it.key()].isObject()
                            ? QJsonValue(withDefaults(defaults[it.key()].toObject(), it->toObject()))
                            : QJsonValue(*it);
    return out;
}

std::optional<QString> loadSession(const QString& path, Session& out) {
    auto read = readInputFile(QFile::encodeName(path).toStdString(), kMaxSessionBytes);
    if (auto* error = std::get_if<FileError>(&read)) {
        if (error->problem == FileProblem::TooLarge)
            return Text::tr("%1 is larger than a session can be (1 MiB)").arg(path);
        return files::fileErrorText(*error);
    }
    return readSession(QByteArray::fromStdString(std::get<std::string>(read)), path, out);
}

std::optional<QString> readSession(const QByteArray& text, const QString& path, Session& out) {
    if (text.size() > qint64(kMaxSessionBytes)) return Text::tr("%1 is larger than a session can be (1 MiB)").arg(path);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (doc.isNull()) return Text::tr("%1 is not a session: %2").arg(path, files::jsonErrorText(error));
    const QJsonObject root = doc.object();
    if (root["format"].toString() != kSessionFormat)
        return Text::tr("%1: \"format\" is not \"%2\"").arg(path, kSessionFormat);
    // A session of today's format may leave fields out, as a lesson's scene may: written by
    // hand, it names what differs from the family's defaults. One written before network
    // families (no "families", no view.family) is migrated as it is.
    const bool current = root.contains("families") || root["view"].toObject().contains("family");
    if (auto e = sessionFromJson(root, QFileInfo(path).absolutePath(), QString(), current, out))
        return Text::tr("%1: %2").arg(path, *e);
    out.path = path;
    return std::nullopt;
}

std::optional<QString> sessionFromJson(const QJsonObject& root, const QString& dir, const QString& where,
                                       bool fillDefaults, Session& out) {
    const QString at = where.isEmpty() ? QString() : where + ".";
    if (root.contains("format") && root["format"].toString() != kSessionFormat)
        return Text::tr("%1 is not \"%2\"").arg(at + "format", kSessionFormat);
    const QJsonObject view = root["view"].toObject();
    Session s;
    s.dark = view["dark"].toBool();
    s.presentation = view["presentation"].toBool();
    s.darkGiven = view.contains("dark");
    s.presentationGiven = view.contains("presentation");
    const bool migrated = !root.contains("families") && !fillDefaults; // written before network families
    if (migrated) {
        const int tab = view["tab"].toInt();
        for (const SessionPart& part : sessionParts()) {
            if (auto state = part.migrate(root)) s.families[part.id] = *state;
            if (auto page = part.oldTab(tab); page && s.family.isEmpty()) {
                s.family = part.id;
                s.page = *page;
            }
        }
    } else {
        const QJsonObject families = root["families"].toObject();
        for (const SessionPart& part : sessionParts())
            if (families.contains(part.id))
                s.families[part.id] = fillDefaults ? withDefaults(part.defaults(), families[part.id].toObject())
                                                   : families[part.id].toObject();
        s.family = view["family"].toString();
        s.page = std::clamp(view["page"].toInt(), 0, 16);
        // A lesson's scene may name only its family: the family's defaults are shown.
        if (fillDefaults && !s.family.isEmpty() && !s.families.count(s.family))
            for (const SessionPart& part : sessionParts())
                if (part.id == s.family) s.families[part.id] = part.defaults();
    }
    // Every family's state is checked now, so a bad session is refused before anything changes.
    for (const SessionPart& part : sessionParts()) {
        auto it = s.families.find(part.id);
        if (it == s.families.end()) continue;
        if (auto e = part.check(it->second, dir, migrated ? QString() : at + "families." + part.id)) return *e;
    }
    if (fillDefaults && !s.family.isEmpty() &&
        std::none_of(sessionParts().begin(), sessionParts().end(),
                     [&](const SessionPart& part) { return part.id == s.family; }))
        return Text::tr("%1 is not a network family of POPS Lab").arg(at + "view.family");
    if (s.family.isEmpty() && !sessionParts().empty()) s.family = sessionParts().front().id;
    out = s;
    return std::nullopt;
}

} // namespace popslab::gui
