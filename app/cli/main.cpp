// popslab-cli: build, validate and sweep POPS schedules from scripts.
#include "CliSupport.h"
#include "Commands.h"

#include <QCoreApplication>

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
    "\n"
    "Run 'popslab-cli <command> --help' for the options of a command.\n";

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
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
    if (command == "patterns") return patternsCommand(args);
    if (command == "schedule") return scheduleCommand(args);
    if (command == "validate") return validateCommand(args);
    if (command == "sweep") return sweepCommand(args);
    std::fprintf(stderr, "popslab-cli: unknown command '%s'\n\n%s", qPrintable(command), kUsage);
    return kBadInput;
}
