#include "LessonCommand.h"

#include "CliSupport.h"
#include "FamilyOptions.h"
#include "Lesson.h"
#include "LessonPage.h"
#include "Palette.h"
#include "RenderTable.h"

#include <QFileInfo>
#include <cstdio>

namespace popslab::cli {

namespace {

// Every scene's figure, built as the window would draw it: what the reader cannot know
// (a network the core refuses, a run too large to draw) is found here, at its place.
std::optional<std::string> buildScenes(const QString& path, const gui::Lesson& lesson, const render::Palette& palette,
                                       std::vector<render::SceneFigure>& figures) {
    const QString dir = QFileInfo(path).absolutePath();
    for (std::size_t k = 0; k < lesson.scenes.size(); ++k) {
        const gui::Scene& scene = lesson.scenes[k];
        const QString at = QString("%1: scenes[%2].session").arg(path).arg(k);
        const FamilyRender* family = familyNamed(familyRenders(), scene.session.family);
        if (!family || !family->scene)
            return (at + ".view.family: \"" + scene.session.family + "\" draws no figure").toStdString();
        render::SceneFigure figure{scene.title, scene.notes, {}};
        const auto state = scene.session.families.find(scene.session.family);
        const QJsonObject json = state == scene.session.families.end() ? QJsonObject() : state->second;
        if (auto error = family->scene(json, dir, palette, figure.steps)) return (at + "." + *error).toStdString();
        figures.push_back(std::move(figure));
    }
    return std::nullopt;
}

int check(const QString& path) {
    gui::Lesson lesson;
    if (auto error = gui::loadLesson(path, lesson)) return fail("lesson", error->toStdString());
    std::vector<render::SceneFigure> figures;
    if (auto error = buildScenes(path, lesson, render::Palette::light(), figures)) return fail("lesson", *error);
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
    if (auto error = buildScenes(path, lesson, dark ? render::Palette::dark() : render::Palette::light(), figures))
        return fail("lesson", *error);
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
