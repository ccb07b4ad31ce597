// popslab.wdm: the WDM passive star with an embedded n-cube (paper 004), as
// `popslab-cli wdm --json` and `wdm-route --json` answer it.
#include "FamilyPython.h"
#include "PythonCall.h"
#include "PythonFigure.h"
#include "PythonPlot.h"
#include "WdmAnalysis.h"
#include "WdmAppModule.h"
#include "WdmFormulas.h"
#include "WdmJson.h"
#include "WdmRouting.h"
#include "WdmSweep.h"

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

// The WDM page's state of the network (a .popslab session's fields).
py::dict state(const WdmParameters& p) {
    py::dict out;
    out["dimensions"] = p.n;
    out["transmitters"] = p.T;
    out["receivers"] = p.R;
    return out;
}

void add(py::module_& m, py::module_&) {
    m.def(
        "analyse",
        [](const py::object& dimensions, const py::object& transmitters, const py::object& receivers) {
            const WdmParameters p = network(dimensions, transmitters, receivers);
            return python::drawn(python::answer([p] {
                                     auto analysed = analyseWdm(p);
                                     if (auto* d = std::get_if<Diagnostic>(&analysed))
                                         throw python::Refused{d->message};
                                     return reportJson(std::get<WdmReport>(analysed));
                                 }),
                                 "wdm", state(p));
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
            py::dict shown = state(p);
            shown["from"] = a;
            shown["to"] = b;
            return python::drawn(python::answer([p, a, b] {
                                     const WdmNetwork net(p);
                                     return routeJson(p, a, b, route(net, a, b), distance(net, a, b));
                                 }),
                                 "wdm", shown);
        },
        py::arg("dimensions"), py::arg("transmitters"), py::arg("receivers"), py::arg("source"), py::arg("destination"),
        "An optimal route through the super topology, hop by hop: the object `popslab-cli wdm-route --json` prints.");
}

// `plot --network wdm`: the quantities named as algorithms (degree, diameter,
// wavelengths, frame-length), measured on the built graphs beside the paper's, as T, R or
// n runs from start to stop.
py::dict plotData(const std::vector<std::string>& quantities, const std::string& vary, const py::dict& options) {
    python::onlyOptions(options, {"dimensions", "transmitters", "receivers", "start", "stop"}, "wdm");
    const auto axis = wdmAxis(vary);
    if (!axis) throw py::value_error("vary must be transmitters, receivers or dimensions with network wdm");
    for (const std::string& q : quantities)
        if (q != "degree" && q != "diameter" && q != "wavelengths" && q != "frame-length")
            throw py::value_error("algorithms with network wdm names quantities: degree, diameter, wavelengths, "
                                  "frame-length (not '" +
                                  q + "')");
    auto fixed = [&](const char* name, WdmAxis which) -> std::uint32_t {
        if (*axis == which) return 0;
        const py::object v = python::option(options, name);
        if (v.is_none()) throw py::value_error(std::string(name) + " is required with network wdm unless it varies");
        return std::uint32_t(python::whole(v, name, 0, kMaxOption));
    };
    const py::object start = python::option(options, "start"), stop = python::option(options, "stop");
    if (start.is_none() || stop.is_none()) throw py::value_error("start and stop are required with network wdm");
    WdmSweepRequest request{{fixed("dimensions", WdmAxis::Dimensions), fixed("transmitters", WdmAxis::Transmitters),
                             fixed("receivers", WdmAxis::Receivers)},
                            *axis,
                            std::uint32_t(python::whole(start, "start", 0, kMaxOption)),
                            std::uint32_t(python::whole(stop, "stop", 0, kMaxOption))};
    const auto rows = python::compute([&] {
        auto swept = runWdmSweep(request);
        if (auto* d = std::get_if<Diagnostic>(&swept)) throw python::Refused{d->message};
        return std::move(std::get<std::vector<WdmSweepRow>>(swept));
    });
    std::vector<python::PlotColumn> columns;
    for (const std::string& q : quantities) {
        python::PlotColumn measured{q, {}}, formula{q + " formula", {}};
        for (const WdmSweepRow& row : rows) {
            const double x = row.value;
            const auto [m, f] = *plottedQuantity(row.report, q);
            measured.points.emplace_back(x, m);
            formula.points.emplace_back(x, f);
        }
        columns.push_back(std::move(measured));
        columns.push_back(std::move(formula));
    }
    return python::plotDict(columns);
}

} // namespace

python::FamilyPython WdmAppModule::python() {
    return {"wdm", "The WDM passive star with its hypercube super topology (paper 004).", add, plotData};
}

} // namespace popslab::wdm
