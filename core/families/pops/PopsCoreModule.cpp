#include "PopsCoreModule.h"

#include "PopsCatalogue.h"
#include "PopsChannels.h"
#include "PopsNetwork.h"
#include "slotted/Schedule.h"
#include "traffic/FractionalBound.h"
#include "traffic/OptimalSearch.h"

namespace popslab::pops {

// POPS(d,g) is format v1's first and default network, "pops".
FamilyModule popsCoreModule() {
    SlottedNetworkType network{"pops", [](std::uint64_t d, std::uint64_t g) { return PopsNetwork::check(d, g); },
                               [](const NetworkSpec& spec) -> std::unique_ptr<ChannelRules> {
                                   return std::make_unique<PopsChannels>(spec.d, spec.g);
                               }};
    // The optimal scheduler's SAT solver and the LP solver of its fractional bound.
    auto libraries = [] {
        return std::vector<std::string>{satSolverVersion() + " (MIT)", lpSolverVersion() + " (GPL-3.0-or-later)"};
    };
    return {"pops", popsCatalogue, {network}, libraries};
}

} // namespace popslab::pops
