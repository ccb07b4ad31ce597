// Everything the OTIS family brings to the app, listed once in app/families/Modules.h.
// Each member is defined in the layer it belongs to (beside it), so that a program
// links only the layers it uses.
#pragma once

#include "AppModule.h"

namespace popslab::otis {

struct OtisAppModule {
    static gui::SessionPart sessionPart();                   // session/OtisSessionPart.cpp
    static void addCommands(cli::CommandTable& table);       // cli/OtisCommands.cpp
    static cli::FamilyRender render();                       // cli/OtisRender.cpp
    static lesson::FamilyScene scene();                      // scene/OtisScene.cpp
    static python::FamilyPython python();                    // python/OtisPython.cpp
    static constexpr bool plot = false;                      // its plots are the window's, not `plot`'s
    static gui::Workbench* createWorkbench(QObject* parent); // gui/OtisWorkbench.cpp
};

} // namespace popslab::otis
