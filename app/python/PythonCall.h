// How the Python module runs the core: the computation on a worker thread under a
// WorkControl with the command-line tool's limits, while the calling thread keeps
// Python's signals answered -- Ctrl+C (KeyboardInterrupt) cancels the work at its next
// check. Whatever the core refuses or throws arrives as a ValueError with the message
// `popslab-cli` prints (the parameter, the condition, the limit), never as a crash.
#pragma once

#include <functional>
#include <optional>
#include <pybind11/pybind11.h>
#include <string>
#include <type_traits>

namespace popslab::python {

// A refusal in the module's own words; raised as ValueError.
struct Refused {
    std::string message;
};

// Runs `work` as described above and returns its answer. `seconds` is the time limit
// (the CLI's kMaxCommandSeconds unless a search asks for more).
std::string run(const std::function<std::string()>& work, int seconds = 0);
// run() for any result: what `work` returns.
template <class Work> auto compute(Work&& work, int seconds = 0) {
    std::optional<std::invoke_result_t<Work>> out;
    run(
        [&] {
            out.emplace(work());
            return std::string();
        },
        seconds);
    return std::move(*out);
}
// A JSON text as the Python object json.loads makes of it (dicts keep the key order).
pybind11::object fromJson(const std::string& text);
// run() and fromJson(): what `popslab-cli ... --json` prints, as a Python object.
pybind11::object answer(const std::function<std::string()>& work, int seconds = 0);

// An argument a person passes: a whole number from `low` to `high`, or a ValueError
// naming the parameter and the range.
std::uint64_t whole(const pybind11::handle& value, const char* name, std::uint64_t low, std::uint64_t high);

} // namespace popslab::python
