// A schedule in Python (format v1, any slotted network): popslab.Schedule with its
// length, its transmissions as a NumPy structured array and its document text, and
// popslab.validate, which answers what `popslab-cli validate --json` prints.
#pragma once

#include "slotted/Schedule.h"

#include <functional>
#include <memory>
#include <pybind11/pybind11.h>
#include <string>

namespace popslab::python {

struct PythonSchedule {
    std::shared_ptr<const Schedule> schedule;
    // What the building algorithm says of its answer (a family's own dict: lower bound,
    // proven minimum, ...), or None.
    pybind11::object quality = pybind11::none();
    // Draws it as SVG (the family's painters, PythonFigure.h); none: not drawn.
    std::function<std::string()> figure;
};

// Adds Schedule and validate() to the module.
void addSchedules(pybind11::module_& m);

} // namespace popslab::python
