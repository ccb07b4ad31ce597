// A .popslab session (format popslab-session-1): the view -- theme, presentation mode,
// which family and which of its pages is on show -- and each network family's own state,
// a JSON object its workbench reads and writes. Written atomically. Files from before
// families (a top-level "request" and "okn") are migrated by the families themselves.
// Names no family: each brings a SessionPart (its <Id>AppModule::sessionPart()).
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <map>
#include <optional>
#include <variant>
#include <vector>

namespace popslab::gui {

struct Session {
    QString path; // where it was read from (not stored in the file)
    bool dark = false;
    bool presentation = false;
    // Whether the file says them: a session written by hand (or a lesson's scene) that
    // leaves them out keeps the window's theme and presentation mode (opening one while
    // presenting left presentation mode).
    bool darkGiven = true, presentationGiven = true;
    QString family;                          // the family on show
    int page = 0;                            // its page on show
    std::map<QString, QJsonObject> families; // family id -> its state
};

// What the session code knows of a family: how to check its state (the error names the
// field, under `where`) and how to find it in a session written before families.
struct SessionPart {
    QString id;
    std::function<std::optional<QString>(const QJsonObject& state, const QString& sessionDir, const QString& where)>
        check;
    // From the root of a pre-family session: this family's state, if it kept one.
    std::function<std::optional<QJsonObject>(const QJsonObject& root)> migrate;
    // The page the old window's tab index meant for this family, if it was one of its.
    std::function<std::optional<int>(int tab)> oldTab;
    // The state of a new session (what a lesson's scene leaves out is taken from it).
    std::function<QJsonObject()> defaults;
};
// The error of a family's state reader (a std::variant of its state and the error), if any.
template <typename Read> std::optional<QString> stateError(const Read& read) {
    if (auto* e = std::get_if<QString>(&read)) return *e;
    return std::nullopt;
}

// Every family's part, in registration order (app/families/SessionParts.cpp, from the module list).
const std::vector<SessionPart>& sessionParts();

inline constexpr const char* kSessionFormat = "popslab-session-1";

// A session as its JSON document.
QJsonObject sessionToJson(const Session& session);
// `given` with what it leaves out taken from `defaults`, objects merged field by field.
QJsonObject withDefaults(const QJsonObject& defaults, const QJsonObject& given);
// A session from its JSON document (`format` may be left out, not be another); errors name
// the field under `where` ("scenes[2].session"). With `fillDefaults` (a lesson's scenes, and
// sessions of today's format),
// a family's state may leave fields out and the family on show may have none.
std::optional<QString> sessionFromJson(const QJsonObject& root, const QString& sessionDir, const QString& where,
                                       bool fillDefaults, Session& session);

// The error text, if any.
std::optional<QString> saveSession(const QString& path, const Session& session);
// Reads a session, or returns the error naming the field at fault.
std::optional<QString> loadSession(const QString& path, Session& session);
// The same for a session's text (at most kMaxSessionBytes); `path` names it in errors and
// its folder is where relative schedule files are found.
std::optional<QString> readSession(const QByteArray& text, const QString& path, Session& session);

} // namespace popslab::gui
