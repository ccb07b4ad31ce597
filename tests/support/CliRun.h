// Running popslab-cli in a test: its exit code, output and error, and the peak memory of
// the children run so far. Shared by the command-line suites.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QTest>
#include <sys/resource.h>

namespace clitest {

// The largest resident set of any child process so far, in KiB (Linux: ru_maxrss).
inline long childPeakKiB() {
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return usage.ru_maxrss;
}

struct Run {
    int exit = -1;
    QByteArray out, err;
};

inline Run cli(const QStringList& args, const QByteArray& input = {}) {
    QProcess p;
    p.start(POPSLAB_CLI, args);
    p.waitForStarted();
    if (!input.isEmpty()) p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline QStringList network(int d, int g, const char* pattern, const char* algorithm) {
    return {"--network",        "pops",      "--d",   QString::number(d), "--g",
            QString::number(g), "--pattern", pattern, "--algorithm",      algorithm};
}

inline void oneLineError(const Run& r, const char* mentions) {
    QCOMPARE(r.exit, 2);
    QVERIFY2(r.err.trimmed().count('\n') == 0, r.err.constData());
    QVERIFY2(r.err.contains(mentions), r.err.constData());
}

} // namespace clitest

using namespace clitest;
