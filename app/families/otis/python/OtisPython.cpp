// popslab.otis: OTIS and the OTIS-Mesh (paper 001, section 5), as `popslab-cli otis
// --json`, `otis-move --json` and `otis-route --json` answer them.
#include "FamilyPython.h"
#include "OtisAnalysis.h"
#include "OtisAppModule.h"
#include "OtisJson.h"
#include "OtisMoves.h"
#include "PythonCall.h"
#include "PythonFigure.h"

#include <limits>

namespace py = pybind11;

namespace popslab::otis {

namespace {

// --groups and --intra as the CLI reads them (readOtisNetwork).
OtisParameters network(const py::handle& groups, const std::string& intra) {
    const auto inside = intraOfName(intra);
    if (!inside) throw py::value_error("intra must be mesh, hypercube or none");
    OtisParameters p;
    p.intra = *inside;
    p.groups = std::uint32_t(python::whole(groups, "groups", 0, std::numeric_limits<std::uint32_t>::max()));
    if (auto d = checkOtis(p)) throw py::value_error(d->message);
    return p;
}

// A processor (G, P): group G, position P, both below N.
ProcessorId processor(const py::handle& given, const OtisNetwork& net, const char* name) {
    const std::string wanted = std::string(name) + " must be (G, P) with 0 <= G, P < " + std::to_string(net.groups());
    if (!py::isinstance<py::sequence>(given) || py::isinstance<py::str>(given) || py::len(given) != 2)
        throw py::value_error(wanted);
    const py::sequence gp = py::reinterpret_borrow<py::sequence>(given);
    for (const py::handle v : gp)
        if (!py::isinstance<py::int_>(v) || v.cast<py::int_>() < py::int_(0) ||
            v.cast<py::int_>() >= py::int_(net.groups()))
            throw py::value_error(wanted);
    return net.id(gp[0].cast<std::uint32_t>(), gp[1].cast<std::uint32_t>());
}

// The OTIS page's state (a .popslab session's fields): the network, the move, the route.
// The network alone and a route are drawn at step 0, before the move.
py::dict state(const OtisParameters& p, const std::string& direction = "i+", ProcessorId from = 0, ProcessorId to = 0) {
    py::dict out;
    out["groups"] = p.groups;
    out["intra"] = intraName(p.intra);
    out["direction"] = direction;
    out["from"] = from;
    out["to"] = to;
    return out;
}

void add(py::module_& m, py::module_&) {
    m.def(
        "analyse",
        [](const py::object& groups, const std::string& intra) {
            const OtisParameters p = network(groups, intra);
            return python::drawn(python::answer([p] {
                                     auto analysed = analyseOtis(p);
                                     if (auto* d = std::get_if<Diagnostic>(&analysed))
                                         throw python::Refused{d->message};
                                     return reportJson(std::get<OtisReport>(analysed));
                                 }),
                                 "otis", state(p), 0); // the network before any move
        },
        py::arg("groups"), py::arg("intra") = "mesh",
        "Links and diameter measured: the object `popslab-cli otis --json` prints.");
    m.def(
        "move",
        [](const py::object& groups, const std::string& direction, const std::string& intra) {
            const OtisParameters p = network(groups, intra);
            const auto d = parseDirection(direction);
            if (!d) throw py::value_error("direction must be one of i+, i-, j+, j-, k+, k-, l+, l-");
            return python::drawn(python::answer([p, d] {
                                     auto result = simulateMove(p, *d);
                                     if (auto* why = std::get_if<Diagnostic>(&result))
                                         throw python::Refused{why->message};
                                     return moveJson(std::get<MoveRun>(result), *d);
                                 }),
                                 "otis", state(p, direction));
        },
        py::arg("groups"), py::arg("direction"), py::arg("intra") = "mesh",
        "One move of the 4D mesh on the OTIS-Mesh, checked by the validator: the object `popslab-cli otis-move "
        "--json` prints.");
    m.def(
        "route",
        [](const py::object& groups, const py::object& source, const py::object& destination,
           const std::string& intra) {
            const OtisParameters p = network(groups, intra);
            const OtisNetwork net(p);
            const ProcessorId a = processor(source, net, "source"), b = processor(destination, net, "destination");
            return python::drawn(
                python::answer([&net, a, b] { return routeJson(net, a, b, shortestRoute(net, a, b)); }), "otis",
                state(p, "i+", a, b), 0);
        },
        py::arg("groups"), py::arg("source"), py::arg("destination"), py::arg("intra") = "mesh",
        "A shortest route between processors (G, P), hop by hop: the object `popslab-cli otis-route --json` "
        "prints.");
}

} // namespace

python::FamilyPython OtisAppModule::python() {
    return {"otis", "OTIS and the OTIS-Mesh (paper 001, section 5).", add};
}

} // namespace popslab::otis
