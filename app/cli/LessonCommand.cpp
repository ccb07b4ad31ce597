#include "LessonCommand.h"

#include "CliSupport.h"
#include "Lesson.h"
#include "LessonFigures.h"
#include "LessonPage.h"
#include "Palette.h"

#include <QFileInfo>
#include <cstdio>

namespace popslab::cli {

namespace {

int check(const QString& path) {
    gui::Lesson lesson;
    if (auto error = gui::loadLesson(path, lesson)) return fail("lesson", error->toStdString());
    std::vector<render::SceneFigure> figures;
    if (auto error = lesson::lessonFigures(lesson, path, render::Palette::light(), figures))
        return fail("lesson", error->toStdString());
    std::printf("%s: valid, %s\n", qPrintable(path), counted(lesson.scenes.size(), "scene", "scenes").c_str());
    return kOk;
}

int exportLesson(const QString& path, const QString& output, bool dark) {
    const QString suffix = QFileInfo(output).suffix().toLower();
    if (QFileInfo(output).absoluteFilePath() == QFileInfo(path).absoluteFilePath())
        return fail("lesson", "-o " + output.toStdString() + " is the lesson itself");
    if (suffix != "pdf" && suffix != "html" && suffix != "htm")
        return fail("lesson", "-o must name a .pdf or .html file, not " + output.toStdString());
    gui::Lesson lesson;
    if (auto error = gui::loadLesson(path, lesson)) return fail("lesson", error->toStdString());
    if (lesson.scenes.empty()) return fail("lesson", path.toStdString() + " has no scenes to hand out");
    std::vector<render::SceneFigure> figures;
    if (auto error =
            lesson::lessonFigures(lesson, path, dark ? render::Palette::dark() : render::Palette::light(), figures))
        return fail("lesson", error->toStdString());
    const QString title = lesson.title.isEmpty() ? QFileInfo(path).completeBaseName() : lesson.title;
    auto error = suffix == "pdf" ? render::writeLessonPdf(output, title, figures)
                                 : render::writeLessonPage(output, title, figures);
    if (error) return fail("lesson", error->toStdString());
    return kOk;
}

} // namespace

int lessonCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QString(kLessonSummary) +
                                     "\n  lesson check LESSON: exit 0 when valid, 2 with the place at fault."
                                     "\n  lesson export LESSON -o OUT.pdf|OUT.html: a PDF handout (a page a scene: "
                                     "title, figure at its final step, notes) or one web page that plays every "
                                     "step of every scene.");
    const QCommandLineOption output({"o", "output"}, "export: the handout to write (.pdf or .html).", "FILE");
    const QCommandLineOption dark("dark", "export: draw the figures in the dark palette.");
    parser.addOptions({output, dark});
    parser.addPositionalArgument("action", "check or export");
    parser.addPositionalArgument("lesson", "The .popslab-lesson file.");
    if (auto exit = parseOrExit(parser, arguments, "lesson")) return *exit;
    const QStringList rest = parser.positionalArguments();
    if (rest.size() != 2 || (rest[0] != "check" && rest[0] != "export"))
        return fail("lesson", "usage: popslab-cli lesson check LESSON | lesson export LESSON -o OUT.pdf|OUT.html");
    if (rest[0] == "check") {
        if (parser.isSet(output)) return fail("lesson", "check writes nothing: drop -o");
        return check(rest[1]);
    }
    if (!parser.isSet(output)) return fail("lesson", "export needs -o OUT.pdf or -o OUT.html");
    return exportLesson(rest[1], parser.value(output), parser.isSet(dark));
}

} // namespace popslab::cli
