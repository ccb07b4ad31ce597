#include "PopsCommands.h"

namespace popslab::cli {

void registerPopsFigureCommands(CommandTable& table) {
    table.add({"render", {}, renderCommand});
    table.add({"plot", {}, plotCommand});
}

} // namespace popslab::cli
