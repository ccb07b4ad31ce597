#include "PythonFigure.h"

#include "FamilyScene.h"
#include "Palette.h"
#include "PythonCall.h"
#include "SceneAnimation.h"
#include "Session.h"

#include <QDir>
#include <QGuiApplication>
#include <QJsonDocument>

namespace py = pybind11;

namespace popslab::python {

namespace {

// Fonts and painting need a QGuiApplication; none is shown, so the offscreen platform
// (a notebook server has no display).
void ensureApplication() {
    if (QCoreApplication::instance()) {
        if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
            throw py::value_error("figures need a QGuiApplication, and this process runs a QCoreApplication");
        return;
    }
    static int argc = 3;
    static char name[] = "popslab", option[] = "-platform", platform[] = "offscreen";
    static char* argv[] = {name, option, platform, nullptr};
    static QGuiApplication* application = new QGuiApplication(argc, argv); // lives as long as the process
    (void)application;
}

} // namespace

py::object drawn(py::object answer, const char* family, const py::dict& state, int step) {
    const py::object text = py::module_::import("json").attr("dumps")(state);
    return py::module_::import("popslab").attr("Result")(answer, family, text, step);
}

std::string animationSvg(const std::function<std::optional<QString>(render::SceneAnimation&)>& build, int step) {
    ensureApplication();
    return compute([&] {
        render::SceneAnimation a;
        if (auto error = build(a)) throw Refused{error->toStdString()};
        if (!a.paint || a.steps <= 0 || !(a.scene.width() > 0) || !(a.scene.height() > 0))
            throw Refused{"the figure is empty"};
        return stepSvg(a, step < 0 || step >= a.steps ? a.steps - 1 : step).toStdString();
    });
}

std::string figureSvg(const std::string& family, const std::string& stateJson, int step) {
    const QString id = QString::fromStdString(family);
    QJsonObject state = QJsonDocument::fromJson(QByteArray::fromStdString(stateJson)).object();
    for (const gui::SessionPart& part : gui::sessionParts())
        if (part.id == id && part.defaults) state = gui::withDefaults(part.defaults(), state);
    const lesson::FamilyScene* scene = nullptr;
    for (const lesson::FamilyScene& s : lesson::familyScenes())
        if (s.family == id) scene = &s;
    if (!scene || !scene->build) throw py::value_error(family + " draws no figure");
    return animationSvg(
        [&](render::SceneAnimation& a) {
            return scene->build(state, QDir::currentPath(), render::Palette::light(), a);
        },
        step);
}

void addFigures(py::module_& m) {
    m.def("_figure", &figureSvg, py::arg("family"), py::arg("state"), py::arg("step") = -1,
          "The SVG of a family's figure of a session state (what Result._repr_svg_ shows).");
}

} // namespace popslab::python
