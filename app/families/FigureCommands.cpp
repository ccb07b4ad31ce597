// Every network family's drawing commands, for popslab-cli-draw: one line a family
// that draws from the command line.
#include "CommandTable.h"
#include "PopsCommands.h"

namespace popslab::cli {

void registerFamilyFigureCommands(CommandTable& table) {
    registerPopsFigureCommands(table);
}

} // namespace popslab::cli
