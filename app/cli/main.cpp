// popslab-cli: build, validate and sweep POPS schedules from scripts.
#include "CliSupport.h"
#include "Commands.h"
#include "common/Limits.h"
#include "common/Work.h"

#include <QCoreApplication>
#include <QApplication>

#include <memory>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>

namespace {

const char* kUsage =
    "Usage: popslab-cli <command> [options]\n"
    "\n"
    "POPS Lab command-line tool: schedules on POPS(d,g), built from the papers'\n"
    "constructions and checked by the validator.\n"
    "\n"
    "Commands:\n"
    "  patterns   List every pattern and algorithm with its conditions and formula.\n"
    "  schedule   Build a schedule and write it as format v1 JSON.\n"
    "  validate   Check a schedule document; exit 0 valid, 1 invalid, 2 unreadable.\n"
    "  sweep      Sequence lengths of an algorithm as d or g varies.\n"
    "  render     Draw the network and a slot to SVG, PDF or PNG, as the GUI does.\n"
    "  plot       Plot sequence lengths of several algorithms against d or g.\n"
    "  run        Execute a schedule on data and compare with the direct computation.\n"
    "  okn        Simulate a collective on the reconfigurable network OK_N (paper 003).\n"
    "  okn-sweep  OK_N completion times as delay, ports or nodes vary.\n"
    "\n"
    "Run 'popslab-cli <command> --help' for the options of a command.\n";

int dispatch(const QString& command, const QStringList& args) {
    using namespace popslab::cli;
    if (command == "patterns") return patternsCommand(args);
    if (command == "schedule") return scheduleCommand(args);
    if (command == "validate") return validateCommand(args);
    if (command == "sweep") return sweepCommand(args);
    if (command == "render") return renderCommand(args);
    if (command == "plot") return plotCommand(args);
    if (command == "run") return runCommand(args);
    if (command == "okn") return oknCommand(args);
    if (command == "okn-sweep") return oknSweepCommand(args);
    std::fprintf(stderr, "popslab-cli: unknown command '%s'\n\n%s", qPrintable(command), kUsage);
    return kBadInput;
}

} // namespace

int main(int argc, char* argv[]) {
    // Drawing needs a GUI application (fonts; QCustomPlot is a widget); without a
    // display it draws offscreen.
    const bool drawing = argc > 1 && (qstrcmp(argv[1], "render") == 0 || qstrcmp(argv[1], "plot") == 0);
    if (drawing && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (drawing && qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        // Qt warns on stderr without one; errors must stay one line.
        const QByteArray dir = "/tmp/popslab-runtime-" + QByteArray::number(uint(getuid()));
        ::mkdir(dir.constData(), 0700);
        qputenv("XDG_RUNTIME_DIR", dir);
    }
    std::unique_ptr<QCoreApplication> app(drawing ? new QApplication(argc, argv) : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName("popslab-cli");
    QCoreApplication::setApplicationVersion(POPSLAB_VERSION);
    QStringList args = QCoreApplication::arguments();
    if (args.size() < 2 || args[1] == "-h" || args[1] == "--help") {
        std::fputs(kUsage, args.size() < 2 ? stderr : stdout);
        return args.size() < 2 ? popslab::cli::kBadInput : popslab::cli::kOk;
    }
    if (args[1] == "--version" || args[1] == "-v") {
        std::printf("popslab-cli %s\n", POPSLAB_VERSION);
        return 0;
    }
    const QString command = args[1];
    args.removeAt(1);
    args[0] = "popslab-cli " + command;
    using namespace popslab::cli;
    // Nothing the core throws leaves main: every failure is one line and exit 2. A command
    // that computes answers within the time limit (validate reads whatever it is given).
    // POPSLAB_CLI_SECONDS raises the limit for slow builds (the sanitizer suites set it).
    popslab::WorkControl control;
    bool custom = false;
    const int seconds = qEnvironmentVariableIntValue("POPSLAB_CLI_SECONDS", &custom);
    if (command != "validate")
        control.setTimeLimit(std::chrono::seconds(custom && seconds > 0 ? seconds : int(popslab::kMaxCommandSeconds)));
    popslab::WorkScope scope(control);
    try {
        return dispatch(command, args);
    } catch (const popslab::WorkBudgetExceeded& e) {
        if (e.timeLimit.count() > 0)
            return fail(command, "stopped after " + std::to_string(e.timeLimit.count()) +
                                     " s, the time limit of one command; ask for a smaller network or range");
        return fail(command, "stopped: the work exceeds the limit of " + std::to_string(e.budget) + " units");
    } catch (const popslab::LimitExceeded& e) {
        return fail(command, e.what());
    } catch (const std::bad_alloc&) {
        return fail(command, "not enough memory for this request");
    } catch (const std::exception& e) {
        return fail(command, std::string("internal error: ") + e.what());
    }
}
