// What a network family brings to the app: one struct a family, <Id>AppModule in
// app/families/<id>/, with these static members, each optional (a family leaves out
// what it has not, and the list skips it):
//   gui::SessionPart sessionPart()                   its part of a .popslab session
//   void addCommands(cli::CommandTable&)             its subcommands of popslab-cli
//   cli::FamilyRender render()                       `render --network <id>` (optional)
//   cli::FamilyPlot plot()                           `plot --network <id>` (optional)
//   gui::Workbench* createWorkbench(QObject* parent) its pages and panels in the window
// Each member is defined in its layer's folder (session/, cli/, gui/), so a program
// links only the layers it uses; app/families/Modules.h lists the families, and one
// file per layer (SessionParts.cpp, Commands.cpp, FigureCommands.cpp, Workbenches.cpp)
// asks each family for its part, naming none.
#pragma once

class QObject;

namespace popslab::gui {
struct SessionPart;
class Workbench;
} // namespace popslab::gui

namespace popslab::cli {
class CommandTable;
struct FamilyRender;
struct FamilyPlot;
} // namespace popslab::cli
