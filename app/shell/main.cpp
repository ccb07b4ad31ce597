// popslab: the POPS Lab window. `popslab FILE` opens a session or a schedule document;
// `popslab --screenshot OUT.png [--language L] [--theme T] [--presentation]
// [--screen WxH] FILE` opens it, writes the window as an image and quits (the package's
// check, the AppStream screenshots and the gallery use it); --version and --help
// answer without a display.
#include "AboutText.h"
#include "Gallery.h"
#include "MainWindow.h"
#include "SafeApplication.h"
#include "SaveFile.h"
#include "SceneExport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QIcon>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QTemporaryFile>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <optional>

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
    QCommandLineOption language{"language", "The interface's language: en, de or zh_CN (default: the last chosen).",
                                "L"};
    QCommandLineOption theme{"theme", "The theme: light or dark (default: the system's).", "T"};
    QCommandLineOption presentation{"presentation", "Start in presentation mode (F5)."};
    QCommandLineOption gallery{
        "gallery",
        "Write every family's pages in each language and theme (or those --language and --theme name) to "
        "DIR/<family>/<page>-<language>-<theme>-<screen>.png and what the audit finds to DIR/audit-<screen>.json, "
        "then quit (scripts/dev.sh gallery).",
        "DIR"};
    QCommandLineOption screen{"screen",
                              "With --screenshot: draw the window on a screen of W x H pixels (from 320x240 to "
                              "7680x4320), filling it, without a display.",
                              "WxH"};
    Options() {
        parser.setApplicationDescription("POPS Lab: explore optical interconnection networks for parallel computers.");
        parser.addHelpOption();
        parser.addOption(version);
        parser.addOptions({screenshot, gallery, language, theme, presentation, screen});
        parser.addPositionalArgument("FILE", "A session (.popslab), a schedule or an exercise (.json) to open (with "
                                             "--gallery: opened before the walk).");
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

// --screen WxH: the size, or nothing when absent; -1 x -1 when malformed or out of range.
std::optional<QSize> screenSize(int argc, char* argv[]) {
    std::optional<QSize> last; // given twice, the last counts, as for every other option (the first had)
    for (int i = 1; i < argc; ++i) {
        QString value;
        if (std::strcmp(argv[i], "--screen") == 0 && i + 1 < argc)
            value = QString::fromLocal8Bit(argv[i + 1]);
        else if (std::strncmp(argv[i], "--screen=", 9) == 0)
            value = QString::fromLocal8Bit(argv[i] + 9);
        else
            continue;
        const QStringList parts = value.split('x');
        bool w = false, h = false;
        const int width = parts.value(0).toInt(&w), height = parts.value(1).toInt(&h);
        if (parts.size() != 2 || !w || !h || width < 320 || width > 7680 || height < 240 || height > 4320)
            return QSize(-1, -1);
        last = QSize(width, height);
    }
    return last;
}

// A screen of that size for Qt's offscreen platform: the window is laid out and drawn
// as on such a display, with no display at all (a projector at 1366x768, a 4K screen).
bool useOffscreenScreen(QSize size, QTemporaryFile& config) {
    if (!config.open()) return false;
    config.write(QString(R"({"synchronousWindowSystemEvents": false, "windowFrameMargins": false, "screens": [)"
                         R"({"name": "screen", "x": 0, "y": 0, "width": %1, "height": %2, "logicalDpi": 96, )"
                         R"("logicalBaseDpi": 96, "dpr": 1}]})")
                     .arg(size.width())
                     .arg(size.height())
                     .toUtf8());
    config.flush();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toLocal8Bit());
    return true;
}

// --language, --theme and --presentation: the error, if one is malformed.
std::optional<QString> applyLook(popslab::gui::MainWindow& window, const Options& o) {
    if (o.parser.isSet(o.language)) {
        const QString code = o.parser.value(o.language);
        if (!QStringList{"en", "de", "zh_CN"}.contains(code))
            return QString("--language %1: one of en, de, zh_CN is needed").arg(code);
        window.setLanguage(code);
    }
    if (o.parser.isSet(o.theme)) {
        const QString theme = o.parser.value(o.theme);
        if (theme != "light" && theme != "dark") return QString("--theme %1: light or dark is needed").arg(theme);
        window.setDarkTheme(theme == "dark");
    }
    if (o.parser.isSet(o.presentation)) window.setPresentation(true);
    return std::nullopt;
}

// Opens FILE in the shown window and waits, within the limit, for it to open: whether it
// did (the error, if refused, is the window's lastFileError()).
bool openAndWait(popslab::gui::MainWindow& window, const QString& file, std::chrono::seconds limit, bool& done) {
    bool ok = false;
    QEventLoop loop;
    QObject::connect(&window, &popslab::gui::MainWindow::fileOpened, &loop, [&](const QString&, bool success) {
        done = true;
        ok = success;
        loop.quit();
    });
    QTimer::singleShot(limit, &loop, &QEventLoop::quit);
    window.openFile(file, true);
    if (!done) loop.exec();
    return ok;
}

// --gallery DIR [FILE]: the window on the whole screen, walked through every page, with
// FILE's session opened first (large networks, for the audit of dense figures).
int writeGallery(popslab::gui::MainWindow& window, const Options& o) {
    popslab::gui::GalleryOptions g;
    g.dir = o.parser.value(o.gallery);
    if (!QDir().mkpath(g.dir)) {
        std::fprintf(stderr, "popslab --gallery: cannot make the folder %s\n", qPrintable(g.dir));
        return 2;
    }
    if (o.parser.isSet(o.language)) g.languages = QStringList{o.parser.value(o.language)};
    if (o.parser.isSet(o.theme)) g.themes = QStringList{o.parser.value(o.theme)};
    for (const QString& code : g.languages)
        if (!QStringList{"en", "de", "zh_CN"}.contains(code)) {
            std::fprintf(stderr, "popslab --gallery: --language %s: one of en, de, zh_CN is needed\n",
                         qPrintable(code));
            return 2;
        }
    for (const QString& theme : g.themes)
        if (theme != "light" && theme != "dark") {
            std::fprintf(stderr, "popslab --gallery: --theme %s: light or dark is needed\n", qPrintable(theme));
            return 2;
        }
    const QSize size = QGuiApplication::primaryScreen()->size();
    g.screen =
        QString("%1%2x%3").arg(o.parser.isSet(o.presentation) ? "present-" : "").arg(size.width()).arg(size.height());
    window.setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
    window.show();
    if (const QStringList files = o.parser.positionalArguments(); !files.isEmpty()) {
        bool done = false;
        if (!openAndWait(window, files.first(), std::chrono::seconds(std::max(screenshotSeconds(), 60LL)), done)) {
            std::fprintf(stderr, "popslab --gallery: cannot open %s: %s\n", qPrintable(files.first()),
                         qPrintable(done ? window.lastFileError() : QString("it did not open within the limit")));
            return 2;
        }
    }
    if (o.parser.isSet(o.presentation)) window.setPresentation(true);
    popslab::gui::GalleryResult result;
    if (auto error = popslab::gui::runGallery(window, g, result)) {
        std::fprintf(stderr, "popslab --gallery: %s\n", qPrintable(*error));
        return 2;
    }
    std::printf("popslab --gallery: %d screenshots, %d findings (%s)\n", result.screenshots, result.findings,
                qPrintable(g.screen));
    return 0;
}

// --screenshot: opens the file, waits for its work within the bound, writes the window.
int takeScreenshot(popslab::gui::MainWindow& window, Options& o, const QStringList& files, bool onScreen) {
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
    bool done = false;
    if (onScreen) window.setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
    window.show();
    bool ok = openAndWait(window, files.first(), limit, done);
    // What the command line asks for wins over what the session says.
    if (auto bad = applyLook(window, o)) {
        std::fprintf(stderr, "popslab --screenshot: %s\n", qPrintable(*bad));
        return 2;
    }
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
    window.waitForStill(std::chrono::milliseconds(150)); // the slot's animation ends
    const QString out = o.parser.value(o.screenshot);
    const QImage shot = window.grab().toImage();
    if (auto error = popslab::files::saveFile(
            out, [&shot](QIODevice& device) { return popslab::render::writePng(device, shot); })) {
        std::fprintf(stderr, "popslab --screenshot: %s\n", qPrintable(*error));
        return 2;
    }
    return ok ? 0 : 1;
}

} // namespace

int main(int argc, char* argv[]) {
    if (answersInTerminal(argc, argv)) return answerInTerminal(argc, argv);
    std::optional<QSize> screen = screenSize(argc, argv);
    // A screenshot or the gallery without a display (no X, no Wayland, no platform asked
    // for) is drawn on a screen of 1920 x 1080 of its own rather than failing to start.
    const bool drawsOnly = std::any_of(argv + 1, argv + argc, [](const char* a) {
        return std::strncmp(a, "--screenshot", 12) == 0 || std::strncmp(a, "--gallery", 9) == 0;
    });
    if (drawsOnly && !screen && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        screen = QSize(1920, 1080);
    if (screen && !screen->isValid()) {
        std::fprintf(stderr, "popslab: --screen WxH is needed, from 320x240 to 7680x4320\n");
        return 2;
    }
    QTemporaryFile screenConfig(QDir::tempPath() + "/popslab-screen-XXXXXX.json");
    if (screen && !useOffscreenScreen(*screen, screenConfig)) {
        std::fprintf(stderr, "popslab: --screen: cannot write the screen's description in %s\n",
                     qPrintable(QDir::tempPath()));
        return 2;
    }
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
    if (o.parser.isSet(o.gallery)) return writeGallery(window, o);
    if (screenSize(argc, argv) && !o.parser.isSet(o.screenshot)) {
        std::fprintf(stderr, "popslab: --screen draws a screenshot; it needs --screenshot OUT.png or --gallery DIR\n");
        return 2;
    }
    const QStringList files = o.parser.positionalArguments();
    if (o.parser.isSet(o.screenshot)) return takeScreenshot(window, o, files, screen.has_value());
    if (auto bad = applyLook(window, o)) {
        std::fprintf(stderr, "popslab: %s\n", qPrintable(*bad));
        return 2;
    }
    if (!files.isEmpty()) window.openFile(files.first());
    window.show();
    return app.exec();
}
