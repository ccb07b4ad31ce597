// `popslab-cli render --network NET ...`: one command, each family draws its own
// network with the painters the window uses. The command reads what every figure has
// (the file, the resolution, the palette); a family adds its options and draws
// (its <Id>AppModule::render()).
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>
#include <optional>
#include <vector>

namespace popslab::cli {

struct RenderFrame {
    QString output; // -o
    int dpi = 150;
    bool dark = false;
    // --animate: every step (slot, time unit) as an animated GIF (render::AnimationOptions).
    bool animate = false;
    int width = 960, framesPerStep = 6, stepMs = 1200;
};

struct FamilyRender {
    QString network; // the --network value
    QString name;    // how the help names the family: "OK_N"
    QString shows;   // what it draws: "the run at a time"
    QString steps;   // what --animate steps through: "OK_N time units"
    std::vector<QCommandLineOption> options;
    int (*render)(const QCommandLineParser& parser, const RenderFrame& frame) = nullptr;
};

// Every family's, in the order of the module list (app/families/FigureCommands.cpp).
const std::vector<FamilyRender>& familyRenders();
int renderCommand(const QStringList& arguments);
inline constexpr const char* kRenderSummary =
    "Draw a network and a step of a result to SVG, PDF, PNG or TikZ, as the GUI does.";

} // namespace popslab::cli
