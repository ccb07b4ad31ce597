// popslab-cli-draw: the drawing commands of popslab-cli (render, plot), which need a
// GUI application (fonts; QCustomPlot is a widget). popslab-cli starts it in its place;
// it takes every command, so it may also be run directly.
#include "CliMain.h"
#include "CliSupport.h"
#include "LessonCommand.h"
#include "PlotTable.h"
#include "RenderTable.h"

#include <QApplication>
#include <QLocale>
#include <sys/stat.h>
#include <unistd.h>

namespace {

int noDelegate(const popslab::cli::CliCommand& command) {
    return popslab::cli::fail(command.name, "internal error: no function for this command");
}

} // namespace

int main(int argc, char* argv[]) {
    popslab::cli::guardStandardOutput();
    // Without a display it draws offscreen.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        // Qt warns on stderr without one; errors must stay one line.
        const QByteArray dir = "/tmp/popslab-runtime-" + QByteArray::number(uint(getuid()));
        ::mkdir(dir.constData(), 0700);
        qputenv("XDG_RUNTIME_DIR", dir);
    }
    QApplication app(argc, argv);
    // English words with English numbers ("1,048,576"), whatever the system's locale: a German
    // one had put "1.048.576" into English messages, and plots' ticks followed it.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    popslab::cli::CommandTable table;
    popslab::cli::registerFamilyCommands(table);
    table.add({"render", popslab::cli::kRenderSummary, popslab::cli::renderCommand});
    table.add({"plot", popslab::cli::kPlotSummary, popslab::cli::plotCommand});
    table.add({"lesson", popslab::cli::kLessonSummary, popslab::cli::lessonCommand});
    return popslab::cli::runCommandLine(table, noDelegate);
}
