// A condition of a theorem ("d >= sqrt(n)", "N is a power of k+1") with the parameter
// it constrains: every family's algorithms state their range this way, so a request
// outside it is refused with the paper's own words and never built.
#pragma once

#include <functional>
#include <string>

namespace popslab {

template <class Request> struct RequestCondition {
    std::string parameter;
    std::string text;
    std::function<bool(const Request&)> holds;
    // What the request has instead, for the message (default: the family's own wording).
    std::function<std::string(const Request&)> actual = nullptr;
};

} // namespace popslab
