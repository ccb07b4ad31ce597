// Every slotted network family's channel rules: one line a family.
#include "families/otis/OtisChannels.h"
#include "families/pops/PopsChannels.h"
#include "families/pops/PopsNetwork.h"
#include "slotted/Schedule.h"

#include <algorithm>

namespace popslab {

// Format v1's slotted networks: "pops", and OTIS as "otis-mesh" or "otis-hypercube"
// with d = g = N (N groups of N processors).
bool isSlottedNetwork(const std::string& type) {
    return type == "pops" || otis::intraOfType(type).has_value();
}

std::optional<std::string> networkProblem(const std::string& type, std::uint64_t d, std::uint64_t g) {
    if (!isSlottedNetwork(type))
        return "\"" + type + "\" is not a slotted network (\"pops\", \"otis-mesh\", \"otis-hypercube\")";
    if (type == "pops") return PopsNetwork::check(d, g);
    if (d != g) return "an OTIS network has d = g = N (N groups of N processors)";
    if (auto why = otis::checkOtis({std::uint32_t(std::min<std::uint64_t>(g, UINT32_MAX)), *otis::intraOfType(type)}))
        return why->message;
    return std::nullopt;
}

std::unique_ptr<ChannelRules> channelRules(const NetworkSpec& network) {
    if (auto intra = otis::intraOfType(network.type))
        return std::make_unique<otis::OtisChannels>(otis::OtisParameters{network.g, *intra});
    return std::make_unique<PopsChannels>(network.d, network.g);
}

} // namespace popslab
