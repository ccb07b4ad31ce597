// Figures in notebooks: a result the window draws has _repr_svg_() (popslab.Result, a
// dict equal to the CLI's answer; popslab.Schedule), so Jupyter shows it. The SVG is the
// figure a lesson's scene of the same state shows at its last step -- the family's scene
// builder (FamilyScene) and its painters, the ones `popslab-cli render` and the window
// use -- drawn offscreen in this process (a QGuiApplication on the offscreen platform is
// made on first use).
#pragma once

#include <QString>
#include <functional>
#include <optional>
#include <pybind11/pybind11.h>
#include <string>

namespace popslab::render {
struct SceneAnimation;
}

namespace popslab::python {

// The answer as a popslab.Result that draws `family`'s figure of `state` (the family's
// session state: the fields a .popslab session keeps, the others their defaults) at
// `step` (-1: the last).
pybind11::object drawn(pybind11::object answer, const char* family, const pybind11::dict& state, int step = -1);
// The SVG text of that figure; ValueError when it is not drawn (too large, refused).
std::string figureSvg(const std::string& family, const std::string& stateJson, int step = -1);

// The SVG of a figure a family builds itself (a schedule it holds), at `step` (-1: the
// last): built and drawn under the CLI's limits, Ctrl+C stopping it.
std::string animationSvg(const std::function<std::optional<QString>(render::SceneAnimation&)>& build, int step = -1);

// Adds _figure(family, state_json) (what Result._repr_svg_ calls) to the module.
void addFigures(pybind11::module_& m);

} // namespace popslab::python
