// popslab.wdm: the WDM passive star with an embedded n-cube (paper 004), as
// `popslab-cli wdm --json` and `wdm-route --json` answer it.
#include "FamilyPython.h"
#include "PythonCall.h"
#include "WdmAnalysis.h"
#include "WdmAppModule.h"
#include "WdmFormulas.h"
#include "WdmJson.h"
#include "WdmRouting.h"

#include <limits>

namespace py = pybind11;

namespace popslab::wdm {

namespace {

constexpr std::uint64_t kMaxOption = std::numeric_limits<std::uint32_t>::max();

// The network as the CLI's --dimensions, --transmitters and --receivers read it.
WdmParameters network(const py::handle& n, const py::handle& T, const py::handle& R) {
    const WdmParameters p{std::uint32_t(python::whole(n, "dimensions", 0, kMaxOption)),
                          std::uint32_t(python::whole(T, "transmitters", 0, kMaxOption)),
                          std::uint32_t(python::whole(R, "receivers", 0, kMaxOption))};
    if (auto d = checkWdm(p)) throw py::value_error(d->message);
    return p;
}

void add(py::module_& m, py::module_&) {
    m.def(
        "analyse",
        [](const py::object& dimensions, const py::object& transmitters, const py::object& receivers) {
            const WdmParameters p = network(dimensions, transmitters, receivers);
            return python::answer([p] {
                auto analysed = analyseWdm(p);
                if (auto* d = std::get_if<Diagnostic>(&analysed)) throw python::Refused{d->message};
                return reportJson(std::get<WdmReport>(analysed));
            });
        },
        py::arg("dimensions"), py::arg("transmitters"), py::arg("receivers"),
        "The transmission graph, its wavelengths and the super topology measured beside the paper's formulas: "
        "the object `popslab-cli wdm --json` prints.");
    m.def(
        "route",
        [](const py::object& dimensions, const py::object& transmitters, const py::object& receivers,
           const py::object& source, const py::object& destination) {
            const WdmParameters p = network(dimensions, transmitters, receivers);
            const std::uint64_t last = (std::uint64_t(1) << p.n) - 1;
            const auto range = [&](const py::object& v, const char* name) {
                const std::uint64_t x = python::whole(v, name, 0, kMaxOption);
                if (x > last)
                    throw py::value_error(std::string(name) +
                                          " must be between 0 and 2^n - 1 = " + std::to_string(last));
                return x;
            };
            const std::uint64_t a = range(source, "source"), b = range(destination, "destination");
            return python::answer([p, a, b] {
                const WdmNetwork net(p);
                return routeJson(p, a, b, route(net, a, b), distance(net, a, b));
            });
        },
        py::arg("dimensions"), py::arg("transmitters"), py::arg("receivers"), py::arg("source"), py::arg("destination"),
        "An optimal route through the super topology, hop by hop: the object `popslab-cli wdm-route --json` prints.");
}

} // namespace

python::FamilyPython WdmAppModule::python() {
    return {"wdm", "The WDM passive star with its hypercube super topology (paper 004).", add};
}

} // namespace popslab::wdm
