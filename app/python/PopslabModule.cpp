// popslab._popslab, the extension the package `popslab` (popslab/__init__.py) is built
// on: the shared schedule and validator, then each family's submodule.
#include "FamilyPython.h"
#include "PythonFigure.h"
#include "PythonPlot.h"
#include "PythonSchedule.h"

namespace py = pybind11;

PYBIND11_MODULE(_popslab, m) {
    // A value of the wrong type (a number for a name, None for a schedule): TypeError
    // naming it, not pybind11's RuntimeError.
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const py::cast_error& e) {
            PyErr_SetString(PyExc_TypeError, e.what());
        }
    });
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
