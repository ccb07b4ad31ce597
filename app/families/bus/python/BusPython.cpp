// popslab.bus: pipelined and reconfigurable optical buses (paper 001, sections 2-3),
// simulated pulse by pulse as `popslab-cli bus --json` answers them.
#include "BusAppModule.h"
#include "BusQuery.h"
#include "FamilyPython.h"
#include "PythonCall.h"
#include "PythonFigure.h"

#include <limits>

namespace py = pybind11;

namespace popslab::bus {

namespace {

constexpr std::uint64_t kMaxOption = std::numeric_limits<std::uint32_t>::max();

std::optional<std::uint32_t> optionalWhole(const py::object& v, const char* name) {
    if (v.is_none()) return std::nullopt;
    return std::uint32_t(python::whole(v, name, 0, kMaxOption));
}

// A value list in the command's vocabulary: "shift:1", "random", "list:3,0,2", or a
// Python sequence of whole numbers (a list: itself).
std::optional<std::string> valueText(const py::object& v, const char* name) {
    if (v.is_none()) return std::nullopt;
    if (py::isinstance<py::str>(v)) return v.cast<std::string>();
    std::string out = "list:";
    bool first = true;
    for (const py::handle x : py::iter(v)) {
        out += (first ? "" : ",") + std::to_string(python::whole(x, name, 0, std::uint64_t(1) << 62));
        first = false;
    }
    return out;
}

void add(py::module_& m, py::module_&) {
    m.def(
        "run",
        [](const std::string& kind, const py::object& processors, const py::object& tau, const py::object& perm,
           const py::object& seed, const py::object& bits, const py::object& segments, const py::object& writer,
           const py::object& rows, const py::object& columns, const py::object& source) {
            BusQuery q;
            q.kind = kind;
            q.processors = optionalWhole(processors, "processors");
            q.tau = std::uint32_t(python::whole(tau, "tau", 0, kMaxOption));
            q.seed = python::whole(seed, "seed", 0, kMaxOption);
            q.perm = valueText(perm, "perm");
            q.bits = valueText(bits, "bits");
            q.segments = valueText(segments, "segments");
            q.writer = optionalWhole(writer, "writer");
            q.rows = optionalWhole(rows, "rows");
            q.columns = optionalWhole(columns, "columns");
            if (!py::isinstance<py::sequence>(source) || py::isinstance<py::str>(source) || py::len(source) != 2)
                throw py::value_error("source must be (row, column)");
            q.sourceRow = std::uint32_t(python::whole(source[py::int_(0)], "source row", 0, kMaxOption));
            q.sourceColumn = std::uint32_t(python::whole(source[py::int_(1)], "source column", 0, kMaxOption));
            // The bus page's state (a .popslab session's fields).
            py::dict shown;
            shown["kind"] = q.kind;
            shown["tau"] = q.tau;
            shown["seed"] = q.seed;
            for (auto [key, value] : {std::pair{"processors", q.processors}, std::pair{"writer", q.writer},
                                      std::pair{"rows", q.rows}, std::pair{"columns", q.columns}})
                if (value) shown[key] = *value;
            for (auto [key, value] :
                 {std::pair{"permutation", q.perm}, std::pair{"bits", q.bits}, std::pair{"segments", q.segments}})
                if (value) shown[key] = *value;
            shown["sourceRow"] = q.sourceRow;
            shown["sourceColumn"] = q.sourceColumn;
            return python::drawn(python::answer([q] {
                                     auto answered = answerBus(q);
                                     if (auto* bad = std::get_if<std::string>(&answered)) throw python::Refused{*bad};
                                     return std::get<BusQueryAnswer>(answered).json;
                                 }),
                                 "bus", shown);
        },
        py::arg("kind"), py::arg("processors") = py::none(), py::kw_only(), py::arg("tau") = 1,
        py::arg("perm") = py::none(), py::arg("seed") = 1, py::arg("bits") = py::none(),
        py::arg("segments") = py::none(), py::arg("writer") = py::none(), py::arg("rows") = py::none(),
        py::arg("columns") = py::none(), py::arg("source") = py::make_tuple(0, 0),
        "Simulates a bus operation pulse by pulse -- kind appb or folded (perm), coincident or unidirectional "
        "(writer), larpbs (bits, segments), appb2d (rows, columns, source) -- and checks that every read finds "
        "exactly the message it needs: the object `popslab-cli bus --json` prints. perm, bits and segments take "
        "the command's values (\"shift:1\", \"random\", \"list:3,0,2\") or a list of numbers.");
}

} // namespace

python::FamilyPython BusAppModule::python() {
    return {"bus", "Pipelined and reconfigurable optical buses (paper 001, sections 2-3).", add};
}

} // namespace popslab::bus
