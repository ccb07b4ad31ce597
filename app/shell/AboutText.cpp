#include "AboutText.h"

#include "AnimatedGif.h"
#include "AnimatedVideo.h"
#include "Fonts.h"
#include "common/FamilyModule.h"

#include <QApplication>
#include <QCoreApplication>
#include <qcustomplot.h>

namespace popslab::gui {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AboutText)
};
} // namespace

QString aboutText(bool rich) {
    QStringList libraries{
        QString("Qt %1 (LGPL-3.0)").arg(qVersion()),
        QString("QCustomPlot %1 (GPL-3.0)").arg(QCUSTOMPLOT_VERSION_STR),
        render::AnimatedGif::libraryVersion() + " (MIT)",
        render::AnimatedVideo::libraryVersion() + " (GPL-2.0-or-later, with libx264)",
        QString("nlohmann-json (MIT)"),
        render::kLatinFamily + " (Bitstream Vera licence), " + render::kChineseFamily + " (OFL-1.1)",
    };
    qsizetype at = 2; // after Qt and QCustomPlot, as before families brought theirs
    for (const FamilyModule& family : familyModules())
        if (family.libraries)
            for (const std::string& library : family.libraries())
                libraries.insert(at++, QString::fromStdString(library));
    const QString version = Text::tr("POPS Lab %1").arg(QCoreApplication::applicationVersion());
    const QString purpose = Text::tr("Explore optical interconnection networks for parallel computers: schedules built "
                                     "from the papers' constructions and checked by a validator.");
    const QString licence = Text::tr("Licence: GPL-3.0-or-later.");
    const QString built = Text::tr("Built with:");
    if (!rich) return version + "\n" + purpose + "\n" + licence + "\n" + built + "\n  " + libraries.join("\n  ") + "\n";
    return QString("<h3>%1</h3><p>%2</p><p>%3</p><p>%4</p><ul><li>%5</li></ul>")
        .arg(version, purpose, licence, built, libraries.join("</li><li>"));
}

} // namespace popslab::gui
