#include "PopsNetwork.h"

#include <stdexcept>

namespace popslab::pops {

std::optional<std::string> PopsNetwork::check(std::uint64_t d, std::uint64_t g) {
    if (d < 1) return "d must be at least 1";
    if (g < 1) return "g must be at least 1";
    if (g > kMaxGroups) return exceedsLimit("g", g, kMaxGroups);
    if (d > kMaxProcessors || d * g > kMaxProcessors) return exceedsLimit("n = d*g", d * g, kMaxProcessors);
    return std::nullopt;
}

PopsNetwork::PopsNetwork(std::uint32_t d, std::uint32_t g) : d_(d), g_(g) {
    if (auto why = check(d, g)) throw std::invalid_argument(*why);
}

Route PopsNetwork::route(ProcessorId x, ProcessorId y) const {
    const GroupId xi = group(x);
    const GroupId eta = group(y);
    return Route{Transmitter{x, eta}, Coupler{eta, xi}, Receiver{y, xi}};
}

std::uint32_t PopsNetwork::groupOffset(ProcessorId x, ProcessorId y) const {
    return (group(y) + g_ - group(x)) % g_;
}

} // namespace popslab::pops
