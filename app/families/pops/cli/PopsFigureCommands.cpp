#include "PopsCommands.h"

namespace popslab::cli {

void registerPopsFigureCommands(CommandTable& table) {
    table.add({"render", {}, renderCommand});
    registerPopsPlot();
}

} // namespace popslab::cli
