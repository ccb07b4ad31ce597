// Every network family's drawing commands, for popslab-cli-draw: one line a family
// that draws from the command line.
#include "BusCommands.h"
#include "CommandTable.h"
#include "OknCommands.h"
#include "OtisCommands.h"
#include "PopsCommands.h"
#include "WdmCommands.h"

namespace popslab::cli {

void registerFamilyFigureCommands(CommandTable& table) {
    registerPopsFigureCommands(table);
    registerOknFigureCommands(table);
    registerWdmFigureCommands(table);
    registerBusFigureCommands(table);
    registerOtisFigureCommands(table);
}

} // namespace popslab::cli
