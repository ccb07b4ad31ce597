// popslab: the POPS Lab window. `popslab FILE` opens a session or a schedule document;
// `popslab --screenshot OUT.png FILE` opens it, writes the window as an image and quits
// (the package's check and the AppStream screenshots use it); --version and --help
// answer without a display.
#include "AboutText.h"
#include "MainWindow.h"
#include "SafeApplication.h"
#include "SaveFile.h"
#include "SceneExport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QIcon>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <chrono>
#include <cstdio>
#include <cstring>

namespace {

// What `popslab --screenshot` waits for a file to open and its work to finish, at most;
// POPSLAB_SCREENSHOT_SECONDS=N sets N (as POPSLAB_CLI_SECONDS does for popslab-cli).
long long screenshotSeconds() {
    bool set = false;
    const int seconds = qEnvironmentVariableIntValue("POPSLAB_SCREENSHOT_SECONDS", &set);
    if (!qEnvironmentVariableIsSet("POPSLAB_SCREENSHOT_SECONDS")) return 60;
    return set && seconds >= 1 && seconds <= 86400 ? seconds : -1; // -1: refused by main
}

struct Options {
    QCommandLineParser parser;
    QCommandLineOption version{{"v", "version"}, "Show the version, the licence and the libraries used."};
    QCommandLineOption screenshot{
        "screenshot",
        "Open FILE, write the window to OUT.png and quit: exit 1 if FILE was refused or its work did not finish within "
        "60 s (the window as it was is written), 2 if OUT.png could not be written.",
        "OUT.png"};
    Options() {
        parser.setApplicationDescription("POPS Lab: explore optical interconnection networks for parallel computers.");
        parser.addHelpOption();
        parser.addOption(version);
        parser.addOption(screenshot);
        parser.addPositionalArgument("FILE", "A session (.popslab), a schedule or an exercise (.json) to open.");
    }
};

void describeApplication() {
    QCoreApplication::setApplicationName("POPS Lab");
    QCoreApplication::setOrganizationName("POPS Lab");
    QCoreApplication::setApplicationVersion(POPSLAB_VERSION);
}

// --help and --version print and quit before a display is needed.
bool answersInTerminal(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"-h", "--help", "-?", "-v", "--version", "--help-all"})
            if (std::strcmp(argv[i], flag) == 0) return true;
    return false;
}

int answerInTerminal(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    describeApplication();
    Options o;
    o.parser.process(app); // prints --help and exits
    std::fputs(qPrintable(popslab::gui::aboutText(false)), stdout);
    return 0;
}

} // namespace

int main(int argc, char* argv[]) {
    if (answersInTerminal(argc, argv)) return answerInTerminal(argc, argv);
    popslab::gui::SafeApplication app(argc, argv);
    describeApplication();
    QGuiApplication::setDesktopFileName("org.popslab.PopsLab"); // the launcher and its icon
    QApplication::setWindowIcon(QIcon(":/icons/popslab.svg"));
    Options o;
    o.parser.process(app);

    popslab::gui::MainWindow window;
    QObject::connect(&app, &popslab::gui::SafeApplication::escaped, &window, &popslab::gui::MainWindow::showError);
    // The language chosen last time, else the system's.
    const QString system = QLocale::system().name();
    const QString language = QSettings()
                                 .value("language", system.startsWith("de")   ? "de"
                                                    : system.startsWith("zh") ? "zh_CN"
                                                                              : "en")
                                 .toString();
    window.setLanguage(language);
    const QStringList files = o.parser.positionalArguments();
    if (o.parser.isSet(o.screenshot)) {
        if (files.isEmpty()) o.parser.showHelp(2);
        // Bounded like any command: whatever the file asks for (an optimal
        // search of an hour), the screenshot is taken within screenshotSeconds(), and a
        // refusal or a stop is said on stderr.
        const long long boundSeconds = screenshotSeconds();
        if (boundSeconds < 0) {
            std::fprintf(stderr,
                         "popslab --screenshot: POPSLAB_SCREENSHOT_SECONDS=%s: a whole number of seconds from 1 to "
                         "86400 is needed\n",
                         qPrintable(qEnvironmentVariable("POPSLAB_SCREENSHOT_SECONDS")));
            return 2;
        }
        const auto limit = std::chrono::seconds(boundSeconds);
        QElapsedTimer clock;
        clock.start();
        bool done = false, ok = false;
        QEventLoop loop;
        QObject::connect(&window, &popslab::gui::MainWindow::fileOpened, &loop, [&](const QString&, bool success) {
            done = true;
            ok = success;
            loop.quit();
        });
        QTimer::singleShot(limit, &loop, &QEventLoop::quit);
        window.show();
        window.openFile(files.first(), true);
        if (!done) loop.exec();
        const auto left = std::max<std::chrono::milliseconds>(std::chrono::milliseconds(0),
                                                              limit - std::chrono::milliseconds(clock.elapsed()));
        const bool rested = window.waitForIdle(left);
        if (!ok && done)
            std::fprintf(stderr, "popslab --screenshot: cannot open %s: %s\n", qPrintable(files.first()),
                         qPrintable(window.lastFileError()));
        if (!rested || !done) {
            const QString busy = window.busyWhenStopped();
            std::fprintf(stderr,
                         "popslab --screenshot: stopped waiting after %lld s, the limit%s%s; the image shows the "
                         "window as it was\n",
                         boundSeconds, busy.isEmpty() ? "" : ", during: ", qPrintable(busy));
            ok = false;
        }
        QTimer::singleShot(800, &loop, &QEventLoop::quit); // the slot's animation ends
        loop.exec();
        const QString out = o.parser.value(o.screenshot);
        const QImage shot = window.grab().toImage();
        if (auto error = popslab::files::saveFile(
                out, [&shot](QIODevice& device) { return popslab::render::writePng(device, shot); })) {
            std::fprintf(stderr, "popslab --screenshot: %s\n", qPrintable(*error));
            return 2;
        }
        return ok ? 0 : 1;
    }
    if (!files.isEmpty()) window.openFile(files.first());
    window.show();
    return app.exec();
}
