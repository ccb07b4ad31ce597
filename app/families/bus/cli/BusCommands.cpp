#include "BusCommands.h"

#include "BusAppModule.h"

namespace popslab::bus {

void BusAppModule::addCommands(cli::CommandTable& table) {
    using namespace cli;
    table.add({"bus",
               "Pipelined and reconfigurable optical buses (paper 001): a permutation, a writer's broadcast or a "
               "prefix sum, simulated pulse by pulse beside an electronic bus.",
               busCommand});
}

} // namespace popslab::bus
