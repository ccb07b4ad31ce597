// popslab: the POPS Lab window. `popslab FILE` opens a schedule document.
#include "MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("POPS Lab");
    QApplication::setOrganizationName("POPS Lab");
    QApplication::setApplicationVersion(POPSLAB_VERSION);
    QCommandLineParser parser;
    parser.setApplicationDescription("POPS Lab: explore optical interconnection networks.");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("FILE", "A schedule (.json) to open.");
    parser.process(app);

    popslab::gui::MainWindow window;
    const QString system = QLocale::system().name();
    if (system.startsWith("de")) window.setLanguage("de");
    else if (system.startsWith("zh")) window.setLanguage("zh_CN");
    if (!parser.positionalArguments().isEmpty()) window.openFile(parser.positionalArguments().first());
    window.show();
    return app.exec();
}
