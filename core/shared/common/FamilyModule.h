// What a network family brings to the core, declared once in its folder
// (families/<id>/<Id>Module.cpp) and listed in families/Modules.cpp -- one line a
// family. The shared layers ask this list, never a family by name: the catalogue for
// the app's menus and the translators, the slotted networks for the schedule reader
// and the validator.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace popslab {

struct FamilyCatalogue;
struct NetworkSpec;
class ChannelRules;

// A network schedule format v1 can name in `network.type`: why a (d, g) cannot be
// modelled (nothing when it can) and the channel rules the validator checks against.
struct SlottedNetworkType {
    std::string type; // "otis-mesh"
    std::function<std::optional<std::string>(std::uint64_t d, std::uint64_t g)> problem;
    std::function<std::unique_ptr<ChannelRules>(const NetworkSpec& network)> channelRules;
};

struct FamilyModule {
    std::string id; // what sessions and the CLI call the family: "okn"
    std::function<FamilyCatalogue()> catalogue;
    // Empty for a family whose networks are not slotted (event-driven, analysed).
    std::vector<SlottedNetworkType> slottedNetworks;
    // The libraries it is built on beyond the shared ones, with versions and licences
    // ("CaDiCaL 1.5.3 (MIT)"), for Help > About; none if empty.
    std::function<std::vector<std::string>()> libraries;
};

// Every family, in the order the app lists them (core/families/Modules.cpp).
const std::vector<FamilyModule>& familyModules();

} // namespace popslab
