// The slotted networks of every family (FamilyModule::slottedNetworks), asked by type.
#include "common/FamilyModule.h"
#include "slotted/ChannelRules.h"
#include "slotted/Schedule.h"

#include <stdexcept>

namespace popslab {

namespace {

const SlottedNetworkType* slottedNetwork(const std::string& type) {
    for (const FamilyModule& family : familyModules())
        for (const SlottedNetworkType& network : family.slottedNetworks)
            if (network.type == type) return &network;
    return nullptr;
}

} // namespace

const std::string& defaultNetworkType() {
    static const std::string type = [] {
        for (const FamilyModule& family : familyModules())
            if (!family.slottedNetworks.empty()) return family.slottedNetworks.front().type;
        return std::string();
    }();
    return type;
}

bool isSlottedNetwork(const std::string& type) {
    return slottedNetwork(type) != nullptr;
}

std::optional<std::string> networkProblem(const std::string& type, std::uint64_t d, std::uint64_t g) {
    if (const SlottedNetworkType* network = slottedNetwork(type)) return network->problem(d, g);
    std::string known;
    for (const FamilyModule& family : familyModules())
        for (const SlottedNetworkType& network : family.slottedNetworks)
            known += (known.empty() ? "\"" : ", \"") + network.type + "\"";
    return "\"" + type + "\" is not a slotted network (" + known + ")";
}

std::unique_ptr<ChannelRules> channelRules(const NetworkSpec& network) {
    if (const SlottedNetworkType* type = slottedNetwork(network.type)) return type->channelRules(network);
    // The reader refuses such a document (networkProblem); a schedule built in code with
    // a type no family defines is a programming error, stopped here with its name.
    throw std::invalid_argument("\"" + network.type + "\" is not a slotted network");
}

} // namespace popslab
