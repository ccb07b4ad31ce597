// Everything the POPS family brings to the app, listed once in app/families/Modules.h.
// Each member is defined in the layer it belongs to (beside it), so that a program
// links only the layers it uses.
#pragma once

#include "AppModule.h"

namespace popslab::pops {

struct PopsAppModule {
    static gui::SessionPart sessionPart();                   // session/PopsSessionPart.cpp
    static void addCommands(cli::CommandTable& table);       // cli/PopsCommands.cpp
    static cli::FamilyRender render();                       // cli/PopsRender.cpp
    static lesson::FamilyScene scene();                      // scene/PopsScene.cpp
    static python::FamilyPython python();                    // python/PopsPython.cpp
    static cli::FamilyPlot plot();                           // cli/PopsPlot.cpp
    static gui::Workbench* createWorkbench(QObject* parent); // gui/PopsWorkbench.cpp
};

} // namespace popslab::pops
