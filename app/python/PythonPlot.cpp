#include "PythonPlot.h"

#include "FamilyPython.h"

#include <map>
#include <pybind11/stl.h>
#include <set>

namespace py = pybind11;

namespace popslab::python {

py::dict plotDict(const std::vector<PlotColumn>& columns) {
    std::set<double> xs;
    for (const PlotColumn& c : columns)
        for (const auto& [x, v] : c.points)
            xs.insert(x);
    py::dict out;
    py::list xList;
    for (double x : xs)
        xList.append(x == double(std::int64_t(x)) ? py::object(py::int_(std::int64_t(x))) : py::object(py::float_(x)));
    out["x"] = xList;
    for (const PlotColumn& c : columns) {
        std::map<double, std::optional<double>> at(c.points.begin(), c.points.end());
        py::list values;
        for (double x : xs) {
            const auto it = at.find(x);
            if (it == at.end() || !it->second)
                values.append(py::none());
            else if (*it->second == double(std::int64_t(*it->second)))
                values.append(py::int_(std::int64_t(*it->second)));
            else
                values.append(py::float_(*it->second));
        }
        out[py::str(c.name)] = values;
    }
    return out;
}

void onlyOptions(const py::dict& options, const std::vector<std::string>& known, const std::string& network) {
    for (const auto& [key, value] : options) {
        const std::string name = py::str(key).cast<std::string>();
        if (std::find(known.begin(), known.end(), name) == known.end()) {
            std::string list;
            for (const std::string& k : known)
                list += (list.empty() ? "" : ", ") + k;
            throw py::value_error("plot of " + network + " takes no option '" + name + "' (it takes " + list + ")");
        }
    }
}

py::object option(const py::dict& options, const char* name) {
    return options.contains(name) ? py::reinterpret_borrow<py::object>(options[name]) : py::none();
}

void addPlot(py::module_& m) {
    m.def(
        "plot",
        [](const std::string& network, const py::object& algorithms, const std::string& vary,
           const py::kwargs& options) {
            std::vector<std::string> ids;
            if (py::isinstance<py::str>(algorithms))
                ids.push_back(algorithms.cast<std::string>());
            else
                ids = algorithms.cast<std::vector<std::string>>();
            if (ids.empty()) throw py::value_error("algorithms must name at least one algorithm");
            std::string networks;
            for (const FamilyPython& f : familyPythons()) {
                if (!f.plot) continue;
                if (network == f.id) return f.plot(ids, vary, options);
                networks += (networks.empty() ? "" : ", ") + std::string(f.id);
            }
            throw py::value_error("network must be one of " + networks + ", not '" + network + "'");
        },
        py::arg("network"), py::arg("algorithms"), py::arg("vary"),
        "The data `popslab-cli plot` draws, as a dict of lists: \"x\" (the varied parameter), then each algorithm's "
        "measured value, its \"<id> formula\" and, where the family has one, its \"<id> lower bound\"; None where an "
        "algorithm has no "
        "point. The options are the command's, with start and stop for --from and --to; a wrong one is refused "
        "naming the options the network takes.");
}

} // namespace popslab::python
