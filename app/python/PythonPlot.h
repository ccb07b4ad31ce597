// popslab.plot(network, algorithms, vary, **options): the data `popslab-cli plot` draws
// -- each algorithm's measured value at every point of the varied parameter, beside the
// paper's formula (and the lower bound where the family has one) -- as a dict of lists that share the
// column "x" (None where an algorithm has no point). Each family computes its series
// (FamilyPython::plot) with the sweeps the command runs.
#pragma once

#include <optional>
#include <pybind11/pybind11.h>
#include <string>
#include <vector>

namespace popslab::python {

struct PlotColumn {
    std::string name;                                             // "kary-tree", "kary-tree formula"
    std::vector<std::pair<double, std::optional<double>>> points; // (x, value)
};

// The columns as one dict: "x" (every x of any column, increasing), then each column.
pybind11::dict plotDict(const std::vector<PlotColumn>& columns);

// The keyword options a family's plot takes: refuses any other, naming it.
void onlyOptions(const pybind11::dict& options, const std::vector<std::string>& known, const std::string& network);
// An option's value, or None.
pybind11::object option(const pybind11::dict& options, const char* name);

// Adds popslab.plot to the module.
void addPlot(pybind11::module_& m);

} // namespace popslab::python
