#include "patterns/PatternRequest.h"

#include <charconv>

namespace popslab::pops {

std::string PatternRequest::parameter(const std::string& name, const std::string& fallback) const {
    auto it = parameters.find(name);
    return it == parameters.end() ? fallback : it->second;
}

PatternRequest requestOf(const Schedule& s) {
    PatternRequest r{s.network.d, s.network.g, s.pattern.name, s.pattern.algorithm, {}};
    for (const auto& [key, value] : s.pattern.parameters)
        r.parameters[key] = value.text;
    return r;
}

std::uint64_t integerParameter(const PatternRequest& request, const std::string& name, std::uint64_t fallback,
                               std::uint64_t min, std::uint64_t max) {
    auto it = request.parameters.find(name);
    if (it == request.parameters.end()) return fallback;
    const std::string& text = it->second;
    std::uint64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    const std::string range = std::to_string(min) + " <= " + name + " <= " + std::to_string(max);
    if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
        throw BuildError({DiagnosticCode::InvalidParameter, name, range,
                          "parameter " + name + "=" + text + " is not an integer with " + range});
    return value;
}

} // namespace popslab::pops
