// popslab.okn: collectives on the reconfigurable optical network OK_N (paper 003),
// simulated as `popslab-cli okn --json` answers them.
#include "FamilyPython.h"
#include "OknAppModule.h"
#include "OknJson.h"
#include "OknRegistry.h"
#include "PythonCall.h"

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
            return python::answer([request] {
                auto ran = runOkn(request, false);
                if (auto* d = std::get_if<OknDiagnostic>(&ran)) throw python::Refused{d->message};
                const OknRun& run = std::get<OknRun>(ran);
                if (!run.simulation.ok())
                    throw python::Refused{"the simulator rejected the program: " + run.simulation.violation->message};
                return runJson(request, run);
            });
        },
        py::arg("operation"), py::arg("algorithm"), py::arg("nodes"), py::arg("ports"), py::arg("delay"),
        py::arg("steps") = py::none(),
        "Builds the algorithm's event program, simulates it and returns the completion time beside the paper's "
        "formula: the object `popslab-cli okn --json` prints.");
}

} // namespace

python::FamilyPython OknAppModule::python() {
    return {"okn", "The reconfigurable optical network OK_N (paper 003).", add};
}

} // namespace popslab::okn
