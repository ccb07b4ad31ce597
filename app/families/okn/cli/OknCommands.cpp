#include "OknCommands.h"

namespace popslab::cli {

void registerOknCommands(CommandTable& table) {
    table.add({"okn", "Simulate a collective on the reconfigurable network OK_N (paper 003).", oknCommand});
    table.add({"okn-sweep", "OK_N completion times as delay, ports or nodes vary.", oknSweepCommand});
}

} // namespace popslab::cli
