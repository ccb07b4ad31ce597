#include "BusCommands.h"

namespace popslab::cli {

void registerBusCommands(CommandTable& table) {
    table.add({"bus",
               "Pipelined and reconfigurable optical buses (paper 001): a permutation, a writer's broadcast or a "
               "prefix sum, simulated pulse by pulse beside an electronic bus.",
               busCommand});
}

} // namespace popslab::cli
