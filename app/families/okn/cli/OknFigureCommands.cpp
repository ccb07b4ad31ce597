#include "OknCommands.h"

namespace popslab::cli {

void registerOknFigureCommands(CommandTable&) {
    registerOknRender();
    registerOknPlot();
}

} // namespace popslab::cli
