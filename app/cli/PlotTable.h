// `popslab-cli plot --network NET ...`: one command, each family plots its own network.
// The command reads what every plot has (algorithms, the varied parameter, the size and
// the file); a family adds its options and draws (its <Id>AppModule::plot()).
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>
#include <vector>

namespace popslab::cli {

struct PlotFrame {
    QStringList algorithms; // --algorithms (and --algorithm)
    QString vary;           // --vary
    QString output;         // -o
    int width = 800, height = 560, dpi = 150;
};

struct FamilyPlot {
    QString network;  // the --network value
    QString name;     // how the help names the family: "OK_N"
    QString measures; // what it plots: "the simulated completion time"
    QString varies;   // what --vary takes: "delay, ports or nodes"
    std::vector<QCommandLineOption> options;
    int (*plot)(const QCommandLineParser& parser, const PlotFrame& frame) = nullptr;
};

// Every family's, in the order of the module list (app/families/FigureCommands.cpp).
const std::vector<FamilyPlot>& familyPlots();
int plotCommand(const QStringList& arguments);
inline const char* kPlotSummary =
    "Plot sequence lengths or completion times of several algorithms as a parameter varies.";

} // namespace popslab::cli
