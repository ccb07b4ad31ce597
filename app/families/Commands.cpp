// Every network family's subcommands of popslab-cli: one line a family, in the order
// `popslab-cli --help` lists them.
#include "BusCommands.h"
#include "CommandTable.h"
#include "OknCommands.h"
#include "OtisCommands.h"
#include "PopsCommands.h"
#include "WdmCommands.h"

namespace popslab::cli {

void registerFamilyCommands(CommandTable& table) {
    registerPopsCommands(table);
    registerOknCommands(table);
    registerWdmCommands(table);
    registerBusCommands(table);
    registerOtisCommands(table);
}

} // namespace popslab::cli
