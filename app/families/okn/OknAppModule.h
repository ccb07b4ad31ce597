// Everything the OK_N family brings to the app, listed once in app/families/Modules.h.
// Each member is defined in the layer it belongs to (beside it), so that a program
// links only the layers it uses.
#pragma once

#include "AppModule.h"

namespace popslab::okn {

struct OknAppModule {
    static gui::SessionPart sessionPart();                   // session/OknSessionPart.cpp
    static void addCommands(cli::CommandTable& table);       // cli/OknCommands.cpp
    static cli::FamilyRender render();                       // cli/OknRender.cpp
    static lesson::FamilyScene scene();                      // scene/OknScene.cpp
    static python::FamilyPython python();                    // python/OknPython.cpp
    static cli::FamilyPlot plot();                           // cli/OknPlot.cpp
    static gui::Workbench* createWorkbench(QObject* parent); // gui/OknWorkbench.cpp
};

} // namespace popslab::okn
