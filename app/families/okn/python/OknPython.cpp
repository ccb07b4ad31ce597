// popslab.okn: collectives on the reconfigurable optical network OK_N (paper 003),
// simulated as `popslab-cli okn --json` answers them.
#include "FamilyPython.h"
#include "OknAppModule.h"
#include "OknJson.h"
#include "OknLimits.h"
#include "OknRegistry.h"
#include "OknSweep.h"
#include "PythonCall.h"
#include "PythonFigure.h"
#include "PythonPlot.h"

#include <limits>

namespace py = pybind11;

namespace popslab::okn {

namespace {

constexpr std::uint64_t kMaxOption = std::numeric_limits<std::uint32_t>::max();

void add(py::module_& m, py::module_&) {
    m.def(
        "simulate",
        [](const std::string& operation, const std::string& algorithm, const py::object& nodes, const py::object& ports,
           const py::object& delay, const py::object& steps) {
            // In the CLI's order: a misspelt operation is the mistake to report first.
            if (!oknOperation(operation))
                throw py::value_error(
                    "operation must be broadcast, scatter, multinode-broadcast or total-exchange, not '" + operation +
                    "'");
            OknRequest request;
            request.operation = operation;
            request.algorithm = algorithm;
            request.network.nodes = std::uint32_t(python::whole(nodes, "nodes", 0, kMaxOption));
            request.network.ports = std::uint32_t(python::whole(ports, "ports", 0, kMaxOption));
            request.network.delay =
                Time(python::whole(delay, "delay", 0, std::uint64_t(std::numeric_limits<Time>::max())));
            if (!steps.is_none()) request.steps = std::uint32_t(python::whole(steps, "steps", 0, kMaxOption));
            if (auto refused = checkOkn(request)) throw py::value_error(refused->message);
            py::dict shown;
            shown["operation"] = request.operation;
            shown["algorithm"] = request.algorithm;
            shown["nodes"] = request.network.nodes;
            shown["ports"] = request.network.ports;
            shown["delay"] = request.network.delay;
            if (request.steps) shown["steps"] = *request.steps;
            return python::drawn(python::answer([request] {
                                     auto ran = runOkn(request, false);
                                     if (auto* d = std::get_if<OknDiagnostic>(&ran)) throw python::Refused{d->message};
                                     const OknRun& run = std::get<OknRun>(ran);
                                     if (!run.simulation.ok())
                                         throw python::Refused{"the simulator rejected the program: " +
                                                               run.simulation.violation->message};
                                     return runJson(request, run);
                                 }),
                                 "okn", shown);
        },
        py::arg("operation"), py::arg("algorithm"), py::arg("nodes"), py::arg("ports"), py::arg("delay"),
        py::arg("steps") = py::none(),
        "Builds the algorithm's event program, simulates it and returns the completion time beside the paper's "
        "formula: the object `popslab-cli okn --json` prints.");
}

// `plot --network okn`: the simulated completion time of each algorithm as delay,
// ports or nodes runs from start to stop, the others held (the varied one need not be given).
py::dict plotData(const std::vector<std::string>& algorithms, const std::string& vary, const py::dict& options) {
    python::onlyOptions(options, {"operation", "nodes", "ports", "delay", "start", "stop"}, "okn");
    const auto axis = oknAxis(vary);
    if (!axis) throw py::value_error("vary must be delay, ports or nodes with network okn");
    auto held = [&](const char* name, OknAxis varied, std::uint64_t placeholder, std::uint64_t limit) {
        const py::object v = python::option(options, name);
        if (v.is_none() && *axis == varied) return placeholder;
        if (v.is_none())
            throw py::value_error(std::string(name) + " is required with network okn (all but the one vary names)");
        return python::whole(v, name, 0, limit);
    };
    const std::uint64_t nodes = held("nodes", OknAxis::Nodes, 2, kMaxOknNodes),
                        ports = held("ports", OknAxis::Ports, 1, kMaxOknPorts),
                        delay = held("delay", OknAxis::Delay, 0, std::uint64_t(kMaxOknDelay));
    const py::object start = python::option(options, "start"), stop = python::option(options, "stop");
    if (start.is_none() || stop.is_none()) throw py::value_error("start and stop are required with network okn");
    const py::object operation = python::option(options, "operation");
    const std::string op = operation.is_none() ? std::string() : operation.cast<std::string>();
    OknSweepRequest request{{op, "", {std::uint32_t(nodes), std::uint32_t(ports), Time(delay)}, std::nullopt},
                            algorithms,
                            *axis,
                            python::whole(start, "start", 0, std::uint64_t(1) << 62),
                            python::whole(stop, "stop", 0, std::uint64_t(1) << 62)};
    const auto swept = python::compute([&] {
        auto result = runOknSweep(request);
        if (auto* d = std::get_if<OknDiagnostic>(&result)) throw python::Refused{d->message};
        return std::move(std::get<std::vector<OknSweepSeries>>(result));
    });
    std::vector<python::PlotColumn> columns;
    for (const OknSweepSeries& s : swept) {
        python::PlotColumn measured{s.algorithm, {}}, formula{s.algorithm + " formula", {}};
        for (const OknSweepPoint& p : s.points) {
            measured.points.emplace_back(double(p.value), double(p.simulated));
            formula.points.emplace_back(double(p.value), double(p.formula));
        }
        columns.push_back(std::move(measured));
        columns.push_back(std::move(formula));
    }
    return python::plotDict(columns);
}

} // namespace

python::FamilyPython OknAppModule::python() {
    return {"okn", "The reconfigurable optical network OK_N (paper 003).", add, plotData};
}

} // namespace popslab::okn
