// Every network family's drawing commands, for popslab-cli-draw: one line a family
// that draws from the command line.
#include "CommandTable.h"
#include "OknCommands.h"
#include "PopsCommands.h"
#include "WdmCommands.h"

namespace popslab::cli {

void registerFamilyFigureCommands(CommandTable& table) {
    registerPopsFigureCommands(table);
    registerOknFigureCommands(table);
    registerWdmFigureCommands(table);
}

} // namespace popslab::cli
