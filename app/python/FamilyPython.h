// What a family adds to the Python module (<Id>AppModule::python, in
// app/families/<id>/python): its submodule popslab.<id> and its functions there, each
// answering what the family's `popslab-cli ... --json` command prints. Names no family.
#pragma once

#include <pybind11/pybind11.h>
#include <string>
#include <vector>

namespace popslab::python {

struct FamilyPython {
    const char* id; // popslab.<id>
    const char* doc;
    // Adds the family's functions to its submodule; a family may add more submodules
    // to the package (POPS adds popslab.traffic).
    void (*add)(pybind11::module_& family, pybind11::module_& package) = nullptr;
    // Its part of popslab.plot (PythonPlot.h), where `popslab-cli plot --network <id>` has one.
    pybind11::dict (*plot)(const std::vector<std::string>& algorithms, const std::string& vary,
                           const pybind11::dict& options) = nullptr;
};

// Every family's, in the order of the module list (app/families/Pythons.cpp).
const std::vector<FamilyPython>& familyPythons();

} // namespace popslab::python
