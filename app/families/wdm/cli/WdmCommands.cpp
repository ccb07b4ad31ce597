#include "WdmCommands.h"

#include "WdmAppModule.h"

namespace popslab::wdm {

void WdmAppModule::addCommands(cli::CommandTable& table) {
    using namespace cli;
    table.add({"wdm", "The WDM star with an embedded n-cube (paper 004): wavelengths, super topology, diameter.",
               wdmCommand});
    table.add({"wdm-route", "An optimal route through the WDM star's super topology, hop by hop.", wdmRouteCommand});
    table.add({"wdm-sweep", "Wavelengths, frame length, degree and diameter of the WDM star as T, R or n vary.",
               wdmSweepCommand});
}

} // namespace popslab::wdm
