// What a network family brings to the app: one struct a family, <Id>AppModule in
// app/families/<id>/, with these static members. A family that has not one of them says
// so with `static constexpr bool <member> = false;` -- a member neither defined nor
// declared absent (misspelled, or with another signature) stops the build with the
// member's name, so nothing a family brings is dropped in silence:
//   gui::SessionPart sessionPart()                   its part of a .popslab session
//   void addCommands(cli::CommandTable&)             its subcommands of popslab-cli
//   cli::FamilyRender render()                       `render --network <id>`
//   cli::FamilyPlot plot()                           `plot --network <id>`
//   lesson::FamilyScene scene()                      a lesson's scene of the family
//   python::FamilyPython python()                    its submodule of the Python module
//   gui::Workbench* createWorkbench(QObject* parent) its pages and panels in the window
// Each member is defined in its layer's folder (session/, cli/, scene/, python/, gui/), so a program
// links only the layers it uses; app/families/Modules.h lists the families, and one
// file per layer (SessionParts.cpp, Commands.cpp, FigureCommands.cpp, Scenes.cpp, Pythons.cpp,
// Workbenches.cpp)
// asks each family for its part, naming none.
//
// The folder holds nothing else: every family's targets see it, so it must not lead
// to another family's headers.
#pragma once

class QObject;

namespace popslab::gui {
struct SessionPart;
class Workbench;
} // namespace popslab::gui

namespace popslab::lesson {
struct FamilyScene;
} // namespace popslab::lesson

namespace popslab::python {
struct FamilyPython;
} // namespace popslab::python

namespace popslab::cli {
class CommandTable;
struct FamilyRender;
struct FamilyPlot;
} // namespace popslab::cli
