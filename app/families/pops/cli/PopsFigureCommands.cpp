#include "PopsCommands.h"

namespace popslab::cli {

void registerPopsFigureCommands(CommandTable& table) {
    (void)table; // render and plot are the shell's commands; POPS adds its network to both
    registerPopsRender();
    registerPopsPlot();
}

} // namespace popslab::cli
