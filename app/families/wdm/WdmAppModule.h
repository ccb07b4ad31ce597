// Everything the WDM star family brings to the app, listed once in app/families/Modules.h.
// Each member is defined in the layer it belongs to (beside it), so that a program
// links only the layers it uses.
#pragma once

#include "AppModule.h"

namespace popslab::wdm {

struct WdmAppModule {
    static gui::SessionPart sessionPart();                   // session/WdmSessionPart.cpp
    static void addCommands(cli::CommandTable& table);       // cli/WdmCommands.cpp
    static cli::FamilyRender render();                       // cli/WdmRender.cpp
    static lesson::FamilyScene scene();                      // scene/WdmScene.cpp
    static python::FamilyPython python();                    // python/WdmPython.cpp
    static cli::FamilyPlot plot();                           // cli/WdmPlot.cpp
    static gui::Workbench* createWorkbench(QObject* parent); // gui/WdmWorkbench.cpp
};

} // namespace popslab::wdm
