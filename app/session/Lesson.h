// A .popslab-lesson (format popslab-lesson-1): a title and an ordered list of scenes, each
// a title, the lecturer's notes and a session (a family, its page and its state). A
// scene's session may leave fields out -- the family's defaults apply -- and unknown
// fields are ignored; a bad scene is refused naming its place
// ("scenes[2].session.families.pops.request.d: ..."). Names no family.
#pragma once

#include "Session.h"

#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

namespace popslab::gui {

struct Scene {
    QString title;
    QString notes;
    Session session;
};

struct Lesson {
    QString path; // where it was read from (not stored in the file)
    QString title;
    std::vector<Scene> scenes;
};

inline constexpr const char* kLessonFormat = "popslab-lesson-1";

// Reads a lesson's text; `path` names it in errors and its folder is where the scenes'
// schedule files are found. The error names the file and the place at fault.
std::optional<QString> readLesson(const QByteArray& text, const QString& path, Lesson& lesson);
std::optional<QString> loadLesson(const QString& path, Lesson& lesson);
QJsonObject lessonToJson(const Lesson& lesson);
// Written atomically; the error text, if any.
std::optional<QString> saveLesson(const QString& path, const Lesson& lesson);

} // namespace popslab::gui
