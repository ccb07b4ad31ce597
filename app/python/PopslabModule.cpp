// popslab._popslab, the extension the package `popslab` (popslab/__init__.py) is built
// on: the shared schedule and validator, then each family's submodule.
#include "FamilyPython.h"
#include "PythonFigure.h"
#include "PythonPlot.h"
#include "PythonSchedule.h"

namespace py = pybind11;

PYBIND11_MODULE(_popslab, m) {
    m.doc() = "POPS Lab's core: optical interconnection networks, their schedules and simulations.";
    popslab::python::addSchedules(m);
    popslab::python::addPlot(m);
    popslab::python::addFigures(m);
    py::list families;
    for (const popslab::python::FamilyPython& f : popslab::python::familyPythons()) {
        py::module_ sub = m.def_submodule(f.id, f.doc);
        f.add(sub, m);
        families.append(f.id);
    }
    m.attr("families") = families;
}
