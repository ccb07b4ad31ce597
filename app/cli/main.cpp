// popslab-cli: build, validate, simulate and sweep from scripts, with Qt Core alone.
// The drawing commands (render, plot) run in popslab-cli-draw, started in our place
// with the same arguments, so that no computing command loads Widgets or QCustomPlot.
#include "CliMain.h"
#include "CliSupport.h"
#include "LessonCommand.h"
#include "PlotTable.h"
#include "RenderTable.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <cstdio>
#include <unistd.h>
#include <vector>

namespace {

char** savedArgv = nullptr;

int runDrawingBinary(const popslab::cli::CliCommand& command) {
    const QString dir = QCoreApplication::applicationDirPath();
    // Beside it in the build tree; where cmake/Packaging.cmake installs it otherwise.
    for (const QString& candidate : {dir + "/popslab-cli-draw", dir + "/" POPSLAB_DRAW_FROM_BIN "/popslab-cli-draw"}) {
        if (!QFileInfo(candidate).isExecutable()) continue;
        const QByteArray path = QFile::encodeName(QDir::cleanPath(candidate));
        ::execv(path.constData(), savedArgv); // returns only on failure
        break;
    }
    return popslab::cli::fail(command.name, "needs popslab-cli-draw, which is not installed beside popslab-cli");
}

} // namespace

int main(int argc, char* argv[]) {
    popslab::cli::guardStandardOutput();
    savedArgv = argv;
    QCoreApplication app(argc, argv);
    // English words with English numbers ("1,048,576"), whatever the system's locale: a German
    // one had put "1.048.576" into English messages, and plots' ticks followed it.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    popslab::cli::CommandTable table;
    popslab::cli::registerFamilyCommands(table);
    // Every family's figures and plots, drawn by popslab-cli-draw.
    table.add({"render", popslab::cli::kRenderSummary, nullptr});
    table.add({"plot", popslab::cli::kPlotSummary, nullptr});
    table.add({"lesson", popslab::cli::kLessonSummary, nullptr}); // reads sessions: every family's part
    return popslab::cli::runCommandLine(table, runDrawingBinary);
}
