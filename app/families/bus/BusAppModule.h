// Everything the optical buses family brings to the app, listed once in app/families/Modules.h.
// Each member is defined in the layer it belongs to (beside it), so that a program
// links only the layers it uses.
#pragma once

#include "AppModule.h"

namespace popslab::bus {

struct BusAppModule {
    static gui::SessionPart sessionPart();                   // session/BusSessionPart.cpp
    static void addCommands(cli::CommandTable& table);       // cli/BusCommands.cpp
    static cli::FamilyRender render();                       // cli/BusRender.cpp
    static lesson::FamilyScene scene();                      // scene/BusScene.cpp
    static python::FamilyPython python();                    // python/BusPython.cpp
    static constexpr bool plot = false;                      // its plots are the window's, not `plot`'s
    static gui::Workbench* createWorkbench(QObject* parent); // gui/BusWorkbench.cpp
};

} // namespace popslab::bus
