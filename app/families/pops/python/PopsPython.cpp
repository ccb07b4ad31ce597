// popslab.pops and popslab.traffic: POPS(d,g) schedules of the papers' patterns
// (`popslab-cli schedule`) and of a user's own messages (the custom pattern: first fit,
// or the proven optimum from the SAT solver), as popslab.Schedule objects.
#include "FamilyPython.h"
#include "FigureExport.h"
#include "PopsAppModule.h"
#include "PythonCall.h"
#include "PythonFigure.h"
#include "PythonPlot.h"
#include "PythonSchedule.h"
#include "SceneAnimation.h"
#include "patterns/Registry.h"
#include "sweep/Sweep.h"
#include "traffic/MessageSet.h"

#include <limits>

namespace py = pybind11;

namespace popslab::pops {

namespace {

constexpr std::uint64_t kMaxOption = std::numeric_limits<std::uint32_t>::max();

// What ScheduleQuality says, with the keys of its JSON elsewhere (camelCase).
py::object qualityDict(const std::optional<ScheduleQuality>& q) {
    if (!q) return py::none();
    py::dict out;
    out["length"] = q->length;
    out["lowerBound"] = q->lowerBound;
    out["couplerLoad"] = q->couplerLoad;
    out["senderLoad"] = q->senderLoad;
    out["receiverLoad"] = q->receiverLoad;
    out["searched"] = q->searched;
    out["provenMinimum"] = q->provenMinimum;
    out["proven"] = q->proven();
    out["timedOut"] = q->timedOut;
    out["tooLarge"] = q->tooLarge;
    out["paperSlots"] = q->paperSlots ? py::object(py::int_(*q->paperSlots)) : py::object(py::none());
    return out;
}

// A parameter's value as the CLI's --param key=value gives it: text.
std::string text(const py::handle& v) {
    if (py::isinstance<py::bool_>(v)) return v.cast<bool>() ? "true" : "false";
    return py::str(v).cast<std::string>();
}

// Builds the request's schedule (the CLI's `schedule`): checked, built, validated by the
// caller when it asks; the search's own time-limit=S gets that long and a margin.
py::object build(PatternRequest request) {
    const Registry& registry = Registry::instance();
    if (request.algorithm.empty()) {
        auto chosen = registry.defaultAlgorithm(request);
        if (auto* d = std::get_if<Diagnostic>(&chosen)) throw py::value_error(d->message);
        request.algorithm = std::get<std::string>(chosen);
    }
    int seconds = 0;
    if (auto limit = request.parameters.find("time-limit"); limit != request.parameters.end()) {
        const int asked = std::atoi(limit->second.c_str());
        if (asked >= 1 && asked <= 3600) seconds = asked + int(kMaxCommandSeconds);
    }
    BuildResult built = python::compute(
        [&] {
            BuildResult b = registry.build(request);
            if (!b.ok()) throw python::Refused{b.diagnostic->message};
            return b;
        },
        seconds);
    auto schedule = std::make_shared<const Schedule>(std::move(*built.schedule));
    // The Network page's figure of this very schedule (no rebuild), at its last slot.
    auto figure = [schedule] {
        return python::animationSvg([&](render::SceneAnimation& a) {
            PaintOptions options;
            options.palette = render::Palette::light();
            return figureSteps(schedule, options, a);
        });
    };
    return py::cast(python::PythonSchedule{schedule, qualityDict(built.quality), figure});
}

PatternRequest network(const py::handle& d, const py::handle& g) {
    PatternRequest r;
    r.d = std::uint32_t(python::whole(d, "d", 0, kMaxOption));
    r.g = std::uint32_t(python::whole(g, "g", 0, kMaxOption));
    return r;
}

void addPops(py::module_& m) {
    m.def(
        "schedule",
        [](const py::object& d, const py::object& g, const std::string& pattern, const py::object& algorithm,
           const py::kwargs& parameters) {
            PatternRequest r = network(d, g);
            r.pattern = pattern;
            if (!algorithm.is_none()) r.algorithm = algorithm.cast<std::string>();
            for (const auto& [key, value] : parameters)
                r.parameters[py::str(key).cast<std::string>()] = text(value);
            return build(std::move(r));
        },
        py::arg("d"), py::arg("g"), py::arg("pattern"), py::arg("algorithm") = py::none(),
        "The schedule of a pattern on POPS(d,g) built by an algorithm of the papers (none: the pattern's default), "
        "as `popslab-cli schedule` writes it; the pattern's parameters as keywords (M=4, seed=1).");
}

void addTraffic(py::module_& m) {
    m.def(
        "schedule",
        [](const py::object& d, const py::object& g, const py::object& messages, const std::string& algorithm,
           const py::kwargs& parameters) {
            PatternRequest r = network(d, g);
            r.pattern = "custom";
            r.algorithm = algorithm;
            // A list of (source, destination) pairs or an (m, 2) array: the custom
            // pattern's list:s-d,... as `--param messages=list:...` gives it.
            std::vector<Message> list;
            for (const py::handle pair :
                 py::iter(py::module_::import("numpy").attr("asarray")(messages).attr("tolist")())) {
                if (!py::isinstance<py::sequence>(pair) || py::len(pair) != 2)
                    throw py::value_error("messages must be (source, destination) pairs or an (m, 2) array");
                const auto s = python::whole(pair[py::int_(0)], "a message's source", 0, kMaxOption);
                const auto t = python::whole(pair[py::int_(1)], "a message's destination", 0, kMaxOption);
                list.push_back(Message{std::uint32_t(s), std::uint32_t(t), 0});
            }
            r.parameters["messages"] = messageListText(list);
            for (const auto& [key, value] : parameters)
                r.parameters[py::str(key).cast<std::string>()] = text(value);
            return build(std::move(r));
        },
        py::arg("d"), py::arg("g"), py::arg("messages"), py::arg("algorithm") = "optimal",
        "Your own traffic on POPS(d,g): `optimal` (the SAT solver: the shortest schedule, proven) or `greedy` (first "
        "fit). The schedule's `quality` says the lower bound and whether the length is proven minimal. Keywords "
        "are the custom pattern's parameters (time-limit=S, receives-per-slot=r).");
}

void add(py::module_& family, py::module_& package) {
    addPops(family);
    py::module_ traffic = package.def_submodule("traffic", "Your own traffic on POPS: schedules, optimal or greedy.");
    addTraffic(traffic);
}

// `plot --network pops`: each algorithm's sequence length (built and validated) beside
// the paper's formula and the lower bound, as d, g or n varies with one of n, d and g held.
py::dict plotData(const std::vector<std::string>& algorithms, const std::string& vary, const py::dict& options) {
    python::onlyOptions(options, {"pattern", "d", "g", "n", "max_n", "parameters"}, "pops");
    const py::object pattern = python::option(options, "pattern");
    if (pattern.is_none()) throw py::value_error("pattern is required with network pops");
    SweepRequest request;
    request.pattern = pattern.cast<std::string>();
    if (const py::object parameters = python::option(options, "parameters"); !parameters.is_none())
        for (const auto& [key, value] : parameters.cast<py::dict>())
            request.parameters[py::str(key).cast<std::string>()] = text(value);
    if (vary != "d" && vary != "g" && vary != "n") throw py::value_error("vary must be d, g or n");
    const bool dSet = options.contains("d"), gSet = options.contains("g"), nSet = options.contains("n");
    if (vary == "n" && !dSet && !gSet) throw py::value_error("vary n needs d or g fixed");
    if (int(nSet) + int(dSet) + int(gSet) != 1) throw py::value_error("give exactly one of n, d and g");
    request.vary = vary == "d" || (vary == "n" && gSet) ? SweepAxis::D : SweepAxis::G;
    const char* fixedName = nSet ? "n" : dSet ? "d" : "g";
    request.fixed = nSet ? SweepFixed::N : dSet ? SweepFixed::D : SweepFixed::G;
    request.fixedValue = std::uint32_t(python::whole(options[fixedName], fixedName, 0, kMaxOption));
    const py::object maxN = python::option(options, "max_n");
    request.maxN = maxN.is_none() ? 1024 : std::uint32_t(python::whole(maxN, "max_n", 0, kMaxOption));
    const Pattern* p = Registry::instance().pattern(request.pattern);
    if (!p) throw py::value_error("unknown pattern '" + request.pattern + "'");
    std::vector<python::PlotColumn> columns;
    for (const std::string& id : algorithms) {
        request.algorithm = id;
        const auto rows = python::compute([&] {
            auto result = runSweep(request);
            if (auto* d = std::get_if<Diagnostic>(&result)) throw python::Refused{d->message};
            return std::move(std::get<std::vector<SweepRow>>(result));
        });
        python::PlotColumn measured{id, {}}, formula{id + " formula", {}}, bound{id + " lower bound", {}};
        for (const SweepRow& r : rows) {
            const double x = vary == "n" ? r.n : vary == "d" ? r.d : r.g;
            measured.points.emplace_back(x, double(r.measured));
            formula.points.emplace_back(x, r.formula ? std::optional<double>(double(*r.formula)) : std::nullopt);
            bound.points.emplace_back(x, double(r.lowerBound));
        }
        columns.push_back(std::move(measured));
        columns.push_back(std::move(formula));
        columns.push_back(std::move(bound));
    }
    return python::plotDict(columns);
}

} // namespace

python::FamilyPython PopsAppModule::python() {
    return {"pops", "The Partitioned Optical Passive Stars network POPS(d,g) (papers 000, 001, 002).", add, plotData};
}

} // namespace popslab::pops
