#include "CliMain.h"

#include "CliSupport.h"
#include "common/Limits.h"
#include "common/Work.h"

#include <QCoreApplication>

#include <chrono>
#include <cstdio>

namespace popslab::cli {

int runCommandLine(const CommandTable& table, int (*delegate)(const CliCommand& command)) {
    QCoreApplication::setApplicationName("popslab-cli");
    QCoreApplication::setApplicationVersion(POPSLAB_VERSION);
    QStringList args = QCoreApplication::arguments();
    const QString usage = table.usage();
    if (args.size() < 2 || args[1] == "-h" || args[1] == "--help") {
        std::fputs(qPrintable(usage), args.size() < 2 ? stderr : stdout);
        return args.size() < 2 ? kBadInput : kOk;
    }
    if (args[1] == "--version" || args[1] == "-v") {
        std::printf("popslab-cli %s\n", POPSLAB_VERSION);
        return kOk;
    }
    const QString name = args[1];
    const CliCommand* command = table.find(name);
    if (!command) {
        std::fprintf(stderr, "popslab-cli: unknown command '%s'\n\n%s", qPrintable(name), qPrintable(usage));
        return kBadInput;
    }
    if (!command->run) return delegate(*command);
    args.removeAt(1);
    args[0] = "popslab-cli " + name;
    // Nothing the core throws leaves here: every failure is one line and exit 2. A command
    // that computes answers within the time limit (validate reads whatever it is given).
    // POPSLAB_CLI_SECONDS raises the limit for slow builds (the sanitizer suites set it).
    WorkControl control;
    bool custom = false;
    const int seconds = qEnvironmentVariableIntValue("POPSLAB_CLI_SECONDS", &custom);
    // An optimal search's own time-limit=SECONDS (issue 14) gets that long, and the build
    // around it a margin.
    int limit = custom && seconds > 0 ? seconds : int(kMaxCommandSeconds);
    for (const QString& a : args)
        if (a.startsWith("time-limit=")) limit = std::max(limit, a.mid(11).toInt() + int(kMaxCommandSeconds));
    if (name != "validate" && name != "grade") control.setTimeLimit(std::chrono::seconds(limit));
    WorkScope scope(control);
    try {
        return command->run(args);
    } catch (const WorkBudgetExceeded& e) {
        if (e.timeLimit.count() > 0) {
            const std::string stopped = "stopped after " + std::to_string(e.timeLimit.count()) + " s, the time limit of one command";
            // A read cut short keeps its last report: a document too large to read in time
            // is not helped by a smaller network.
            const WorkReport last = work::currentReport();
            if (last.stage == WorkStage::ReadingSchedule) {
                char read[64];
                std::snprintf(read, sizeof read, "%.1f of %.1f MB", double(last.values[0]) / 1e6, double(last.values[1]) / 1e6);
                return fail(name, stopped + ", while reading the schedule (" + read +
                                      " read); POPSLAB_CLI_SECONDS=SECONDS allows longer");
            }
            return fail(name, stopped + "; ask for a smaller network or range");
        }
        return fail(name, "stopped: the work exceeds the limit of " + std::to_string(e.budget) + " units");
    } catch (const LimitExceeded& e) {
        return fail(name, e.what());
    } catch (const std::bad_alloc&) {
        return fail(name, "not enough memory for this request");
    } catch (const std::exception& e) {
        return fail(name, std::string("internal error: ") + e.what());
    }
}

} // namespace popslab::cli
