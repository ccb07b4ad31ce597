#include "CliMain.h"

#include "CliSupport.h"
#include "common/Limits.h"
#include "common/OutputFile.h"
#include "common/Work.h"

#include <QCoreApplication>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <iostream>
#include <unistd.h>

namespace popslab::cli {

namespace {
bool stdoutWasClosed = false;
} // namespace

// Every write to standard output is checked: a closed pipe is an error rather
// than a signal that ends the program without a word, and a closed descriptor 1 gets
// /dev/full in its place, so that writes to it fail (and a file the command opens
// cannot take its number and receive the output meant for the terminal).
void guardStandardOutput() {
    if (stdoutWasClosed) return;
    std::signal(SIGPIPE, SIG_IGN);
    // popslab-cli hands drawing to popslab-cli-draw with /dev/full already in place.
    if (qEnvironmentVariableIsSet("POPSLAB_STDOUT_CLOSED")) stdoutWasClosed = true;
    if (stdoutWasClosed) markStandardOutputClosed();
    if (::fcntl(STDOUT_FILENO, F_GETFD) == -1) {
        stdoutWasClosed = true;
        qputenv("POPSLAB_STDOUT_CLOSED", "1");
        markStandardOutputClosed();
        const int fd = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
        if (fd >= 0 && fd != STDOUT_FILENO) {
            ::dup2(fd, STDOUT_FILENO);
            ::close(fd);
        }
    }
}

namespace {

// The command's exit status, or kBadInput when what it wrote to standard output was lost.
int checkedStandardOutput(const QString& name, int status) {
    errno = 0;
    std::cout.flush();
    const bool failed = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout);
    if (!failed) return status;
    const int error = errno ? errno : EIO; // the write that failed set it, or an earlier one did
    return fail(name, stdoutWasClosed ? std::string("cannot write to standard output: it is closed")
                                      : "cannot write to standard output: " + errnoText(error));
}

} // namespace

int runCommandLine(const CommandTable& table, int (*delegate)(const CliCommand& command)) {
    guardStandardOutput(); // main() called it before Qt opened anything; harmless again
    trackInputFiles(true); // no command writes over a file it reads (OutputFile)
    QCoreApplication::setApplicationName("popslab-cli");
    QCoreApplication::setApplicationVersion(POPSLAB_VERSION);
    QStringList args = QCoreApplication::arguments();
    const QString usage = table.usage();
    if (args.size() < 2 || args[1] == "-h" || args[1] == "--help") {
        std::fputs(qPrintable(usage), args.size() < 2 ? stderr : stdout);
        return checkedStandardOutput("--help", args.size() < 2 ? kBadInput : kOk);
    }
    if (args[1] == "--version" || args[1] == "-v") {
        std::printf("popslab-cli %s\n", POPSLAB_VERSION);
        return checkedStandardOutput("--version", kOk);
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
    if (qEnvironmentVariableIsSet("POPSLAB_CLI_SECONDS") && (!custom || seconds < 1 || seconds > 86400))
        return fail(name, "POPSLAB_CLI_SECONDS=" + qEnvironmentVariable("POPSLAB_CLI_SECONDS").toStdString() +
                              ": a whole number of seconds from 1 to 86400 is needed");
    // An optimal search's own time-limit=SECONDS gets that long, and the build
    // around it a margin.
    int limit = custom && seconds > 0 ? seconds : int(kMaxCommandSeconds);
    // `--param time-limit=S` and `--param=time-limit=S` alike; a value out of range is
    // refused by the command itself.
    for (QString a : args) {
        if (a.startsWith("--param=")) a = a.mid(8);
        if (!a.startsWith("time-limit=")) continue;
        const int asked = a.mid(11).toInt();
        if (asked >= 1 && asked <= 3600) limit = std::max(limit, asked + int(kMaxCommandSeconds));
    }
    if (name != "validate" && name != "grade") control.setTimeLimit(std::chrono::seconds(limit));
    WorkScope scope(control);
    try {
        return checkedStandardOutput(name, command->run(args));
    } catch (const WorkBudgetExceeded& e) {
        if (e.timeLimit.count() > 0) {
            const std::string stopped =
                "stopped after " + std::to_string(e.timeLimit.count()) + " s, the time limit of one command";
            // A read cut short keeps its last report: a document too large to read in time
            // is not helped by a smaller network.
            const WorkReport last = work::currentReport();
            if (last.stage == WorkStage::ReadingSchedule) {
                char read[64];
                std::snprintf(read, sizeof read, "%.1f of %.1f MB", double(last.values[0]) / 1e6,
                              double(last.values[1]) / 1e6);
                return fail(name, stopped + ", while reading the schedule (" + read +
                                      " read); POPSLAB_CLI_SECONDS=SECONDS allows longer");
            }
            if (last.stage == WorkStage::WritingAnimation)
                return fail(name, stopped + ", while writing frame " + std::to_string(last.values[0]) + " of " +
                                      std::to_string(last.values[1]) +
                                      " of the animation; use a smaller --width, fewer --frames-per-step or a shorter "
                                      "--step-ms, or POPSLAB_CLI_SECONDS=SECONDS");
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
