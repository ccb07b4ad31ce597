// popslab: the POPS Lab window. `popslab FILE` opens a schedule document.
#include "MainWindow.h"
#include "SafeApplication.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QSettings>

int main(int argc, char* argv[]) {
    popslab::gui::SafeApplication app(argc, argv);
    QApplication::setApplicationName("POPS Lab");
    QApplication::setOrganizationName("POPS Lab");
    QApplication::setApplicationVersion(POPSLAB_VERSION);
    QCommandLineParser parser;
    parser.setApplicationDescription("POPS Lab: explore optical interconnection networks.");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("FILE", "A session (.popslab) or a schedule (.json) to open.");
    parser.process(app);

    popslab::gui::MainWindow window;
    QObject::connect(&app, &popslab::gui::SafeApplication::escaped, &window, &popslab::gui::MainWindow::showError);
    // The language chosen last time, else the system's.
    const QString system = QLocale::system().name();
    const QString language = QSettings().value("language", system.startsWith("de") ? "de"
                                                           : system.startsWith("zh") ? "zh_CN" : "en").toString();
    window.setLanguage(language);
    if (!parser.positionalArguments().isEmpty()) window.openFile(parser.positionalArguments().first());
    window.show();
    return app.exec();
}
