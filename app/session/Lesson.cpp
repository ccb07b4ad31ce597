#include "Lesson.h"

#include "SaveFile.h"
#include "common/Limits.h"
#include "common/OutputFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace popslab::gui {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Session) // one context with the session reader: their messages are shared
};

std::optional<QString> textField(const QJsonObject& o, const char* name, const QString& where, QString& out) {
    if (!o.contains(name)) return std::nullopt;
    if (!o[name].isString()) return Text::tr("%1 must be a text").arg(where);
    out = o[name].toString();
    return std::nullopt;
}
} // namespace

std::optional<QString> readLesson(const QByteArray& text, const QString& path, Lesson& out) {
    if (text.size() > qint64(kMaxLessonBytes))
        return Text::tr("%1 is larger than a lesson can be (%2 MiB)").arg(path).arg(kMaxLessonBytes >> 20);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (doc.isNull()) return Text::tr("%1 is not a lesson: %2").arg(path, files::jsonErrorText(error));
    if (!doc.isObject()) return Text::tr("%1 is not a lesson: it holds no JSON object").arg(path);
    const QJsonObject root = doc.object();
    if (root["format"].toString() != kLessonFormat)
        return Text::tr("%1: \"format\" is not \"%2\"").arg(path, kLessonFormat);
    Lesson lesson;
    lesson.path = path;
    if (auto e = textField(root, "title", "title", lesson.title)) return Text::tr("%1: %2").arg(path, *e);
    if (!root["scenes"].isArray()) return Text::tr("%1: scenes must be a list of scenes").arg(path);
    const QJsonArray scenes = root["scenes"].toArray();
    if (scenes.size() > qsizetype(kMaxLessonScenes))
        return Text::tr("%1: scenes holds %2 scenes; a lesson holds at most %3")
            .arg(path)
            .arg(scenes.size())
            .arg(kMaxLessonScenes);
    const QString dir = QFileInfo(path).absolutePath();
    for (qsizetype k = 0; k < scenes.size(); ++k) {
        const QString at = QString("scenes[%1]").arg(k);
        if (!scenes[k].isObject()) return Text::tr("%1: %2 must be an object").arg(path, at);
        const QJsonObject o = scenes[k].toObject();
        Scene scene;
        if (auto e = textField(o, "title", at + ".title", scene.title)) return Text::tr("%1: %2").arg(path, *e);
        if (auto e = textField(o, "notes", at + ".notes", scene.notes)) return Text::tr("%1: %2").arg(path, *e);
        if (!o["session"].isObject()) return Text::tr("%1: %2 must be a session object").arg(path, at + ".session");
        if (auto e = sessionFromJson(o["session"].toObject(), dir, at + ".session", true, scene.session))
            return Text::tr("%1: %2").arg(path, *e);
        scene.session.path = path;
        lesson.scenes.push_back(std::move(scene));
    }
    out = std::move(lesson);
    return std::nullopt;
}

std::optional<QString> loadLesson(const QString& path, Lesson& out) {
    auto read = readInputFile(QFile::encodeName(path).toStdString(), kMaxLessonBytes);
    if (auto* error = std::get_if<FileError>(&read)) {
        if (error->problem == FileProblem::TooLarge)
            return Text::tr("%1 is larger than a lesson can be (%2 MiB)").arg(path).arg(kMaxLessonBytes >> 20);
        return files::fileErrorText(*error);
    }
    return readLesson(QByteArray::fromStdString(std::get<std::string>(read)), path, out);
}

QJsonObject lessonToJson(const Lesson& lesson) {
    QJsonArray scenes;
    for (const Scene& s : lesson.scenes)
        scenes.append(QJsonObject{{"title", s.title}, {"notes", s.notes}, {"session", sessionToJson(s.session)}});
    return {{"format", kLessonFormat}, {"title", lesson.title}, {"scenes", scenes}};
}

std::optional<QString> saveLesson(const QString& path, const Lesson& lesson) {
    return files::saveBytes(path, QJsonDocument(lessonToJson(lesson)).toJson());
}

} // namespace popslab::gui
