// Every slotted network family's channel rules: one line a family.
#include "families/pops/PopsChannels.h"
#include "families/pops/PopsNetwork.h"
#include "slotted/Schedule.h"

namespace popslab {

// Format v1 knows one slotted network, "type": "pops".
std::optional<std::string> networkProblem(const std::string& type, std::uint64_t d, std::uint64_t g) {
    if (type != "pops") return "\"" + type + "\" is not a slotted network (\"pops\")";
    return PopsNetwork::check(d, g);
}

std::unique_ptr<ChannelRules> channelRules(const NetworkSpec& network) {
    return std::make_unique<PopsChannels>(network.d, network.g);
}

} // namespace popslab
