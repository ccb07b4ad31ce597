#include "PythonSchedule.h"

#include "PythonCall.h"
#include "slotted/ScheduleJson.h"
#include "slotted/ValidationJson.h"

namespace py = pybind11;

namespace popslab::python {

namespace {

// One row a transmission: slot, source, item (its document id), coupler [i, j] and the
// destinations (a tuple: one processor, or the whole list the transmission names).
py::object transmissions(const Schedule& s) {
    py::list rows;
    for (std::size_t t = 0; t < s.slotCount(); ++t)
        for (const Transmission& x : s.slot(t)) {
            py::tuple destinations(s.destinations(x).size());
            std::size_t k = 0;
            for (ProcessorId p : s.destinations(x))
                destinations[k++] = p;
            rows.append(py::make_tuple(t, x.src, s.itemId(x.item),
                                       py::make_tuple(x.couplerDestination, x.couplerSource), destinations));
        }
    py::module_ numpy = py::module_::import("numpy");
    py::list dtype;
    dtype.append(py::make_tuple("slot", "u4"));
    dtype.append(py::make_tuple("source", "u4"));
    dtype.append(py::make_tuple("item", "u8"));
    dtype.append(py::make_tuple("coupler", "u2", py::make_tuple(2)));
    dtype.append(py::make_tuple("destinations", "O"));
    return numpy.attr("array")(rows, py::arg("dtype") = dtype);
}

std::shared_ptr<const Schedule> readText(const std::string& text) {
    return compute([&] {
        ReadResult read = readScheduleText(text);
        if (auto* error = std::get_if<ReadError>(&read)) throw Refused{error->message};
        return std::make_shared<const Schedule>(std::move(std::get<Schedule>(read)));
    });
}

} // namespace

void addSchedules(py::module_& m) {
    py::class_<PythonSchedule>(m, "Schedule",
                               "A schedule (format v1): slots of transmissions on a slotted network, as the validator "
                               "and `popslab-cli` read and write it.")
        .def_static(
            "from_json",
            [](const std::string& text) {
                return PythonSchedule{readText(text), py::none(), {}};
            },
            py::arg("text"), "Reads a schedule document (format v1).")
        .def_property_readonly(
            "length", [](const PythonSchedule& s) { return s.schedule->slotCount(); }, "The number of slots.")
        .def_property_readonly(
            "transmissions", [](const PythonSchedule& s) { return transmissions(*s.schedule); },
            "A NumPy structured array: slot, source, item, coupler [i, j], destinations.")
        .def(
            "to_json", [](const PythonSchedule& s) { return run([&] { return writeScheduleText(*s.schedule); }); },
            "The schedule document (format v1) as text.")
        .def_readonly("quality", &PythonSchedule::quality,
                      "What the building algorithm says of its answer (lower bound, proven minimum, ...), or None.")
        .def(
            "_repr_svg_",
            [](const PythonSchedule& s) -> py::object {
                if (!s.figure) return py::none(); // read from a document: no family drew it
                try {
                    return py::str(s.figure());
                } catch (const py::value_error&) { // too large to draw: the notebook shows its text
                    return py::none();
                }
            },
            "The network figure at the last slot, as the window draws it (a notebook shows it).")
        .def("__len__", [](const PythonSchedule& s) { return s.schedule->slotCount(); })
        .def("__repr__", [](const PythonSchedule& s) {
            return "<popslab.Schedule: " + std::to_string(s.schedule->slotCount()) + " slots, " +
                   std::to_string(s.schedule->transmissionCount()) + " transmissions>";
        });
    m.def(
        "validate",
        [](const py::object& given) {
            const std::shared_ptr<const Schedule> schedule = py::isinstance<PythonSchedule>(given)
                                                                 ? given.cast<const PythonSchedule&>().schedule
                                                                 : readText(given.cast<std::string>());
            return answer([&] { return validationJson(validate(*schedule), *schedule); });
        },
        py::arg("schedule"),
        "Checks a schedule (a Schedule or a document's text) against every rule of format v1: the object "
        "`popslab-cli validate --json` prints.");
}

} // namespace popslab::python
