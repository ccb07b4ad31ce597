#include "PythonCall.h"

#include "common/Limits.h"
#include "common/Work.h"

#include <chrono>
#include <exception>
#include <future>
#include <thread>

namespace py = pybind11;

namespace popslab::python {

namespace {

// The CLI's words for a stopped or refused computation (app/cli/CliMain.cpp).
std::string describe(std::exception_ptr error) {
    try {
        std::rethrow_exception(error);
    } catch (const Refused& r) {
        return r.message;
    } catch (const WorkBudgetExceeded& e) {
        if (e.timeLimit.count() > 0)
            return "stopped after " + std::to_string(e.timeLimit.count()) +
                   " s, the time limit of one command; ask for a smaller network or range";
        return "stopped: the work exceeds the limit of " + std::to_string(e.budget) + " units";
    } catch (const LimitExceeded& e) {
        return e.what();
    } catch (const std::bad_alloc&) {
        return "not enough memory for this request";
    } catch (const std::exception& e) {
        return std::string("internal error: ") + e.what();
    }
}

} // namespace

std::string run(const std::function<std::string()>& work, int seconds) {
    WorkControl control;
    control.setTimeLimit(std::chrono::seconds(seconds > 0 ? seconds : int(kMaxCommandSeconds)));
    std::packaged_task<std::string()> task([&] {
        WorkScope scope(control);
        return work();
    });
    std::future<std::string> result = task.get_future();
    std::thread worker;
    {
        py::gil_scoped_release release; // the work holds no Python object
        worker = std::thread(std::move(task));
    }
    bool interrupted = false;
    for (;;) {
        bool ready = false;
        {
            py::gil_scoped_release release; // other Python threads run while this one waits
            ready = result.wait_for(std::chrono::milliseconds(50)) == std::future_status::ready;
        }
        if (ready) break;
        if (!interrupted && PyErr_CheckSignals() != 0) { // KeyboardInterrupt: stop the work, then raise it
            interrupted = true;
            control.cancel();
        }
    }
    worker.join();
    if (interrupted) throw py::error_already_set();
    try {
        return result.get();
    } catch (...) {
        throw py::value_error(describe(std::current_exception()));
    }
}

py::object fromJson(const std::string& text) {
    return py::module_::import("json").attr("loads")(py::str(text));
}

py::object answer(const std::function<std::string()>& work, int seconds) {
    return fromJson(run(work, seconds));
}

std::uint64_t whole(const py::handle& value, const char* name, std::uint64_t low, std::uint64_t high) {
    const std::string range = " must be a whole number from " + std::to_string(low) + " to " + std::to_string(high);
    // Any integer (a NumPy one too: operator.index), but not True and False.
    if (py::isinstance<py::bool_>(value) || !PyIndex_Check(value.ptr()))
        throw py::value_error(std::string(name) + range);
    PyObject* index = PyNumber_Index(value.ptr());
    if (!index) throw py::error_already_set();
    const py::int_ number = py::reinterpret_steal<py::int_>(index);
    if (number < py::int_(low) || number > py::int_(high))
        throw py::value_error(std::string(name) + range + ", not " + std::string(py::repr(number)));
    return number.cast<std::uint64_t>();
}

} // namespace popslab::python
