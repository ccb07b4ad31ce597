#include "OknCommands.h"

#include "OknAppModule.h"

namespace popslab::okn {

void OknAppModule::addCommands(cli::CommandTable& table) {
    using namespace cli;
    table.add({"okn", "Simulate a collective on the reconfigurable network OK_N (paper 003).", oknCommand});
    table.add({"okn-sweep", "OK_N completion times as delay, ports or nodes vary.", oknSweepCommand});
}

} // namespace popslab::okn
