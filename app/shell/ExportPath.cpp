#include "ExportPath.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringList>

namespace popslab::gui {

namespace {
QString& lastFolder() {
    static QString folder;
    if (folder.isEmpty()) {
        const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        folder = QDir(pictures).exists() ? pictures : QDir::homePath();
    }
    return folder;
}
} // namespace

QString ExportPath::nameFor(const QString& subject) {
    static const QRegularExpression apart(R"([^\w().,+-]+)", QRegularExpression::UseUnicodePropertiesOption);
    QString name = subject;
    name.replace(apart, "-").replace(",-", "-"); // "(4,4)" keeps its comma, "star, n" not
    name.remove(QRegularExpression("^-+|-+$"));
    return name.isEmpty() ? QStringLiteral("figure") : name.left(80);
}

QString ExportPath::ask(QWidget* parent, const QString& title, const QString& suggested, ExportKind kind) {
    const QString latex = kind == ExportKind::Figure ? tr("TikZ picture for LaTeX (*.tex)")
                          : kind == ExportKind::Plot ? tr("pgfplots axis for LaTeX (*.tex)")
                                                     : tr("LaTeX: TikZ figure or pgfplots plot (*.tex)");
    const QStringList filters{tr("SVG vector graphics (*.svg)"), tr("PDF document (*.pdf)"), tr("PNG image (*.png)"),
                              latex};
    const QStringList suffixes{"svg", "pdf", "png", "tex"};
    QString chosen = filters.front();
    const QString suffix = QFileInfo(suggested).suffix();
    if (const qsizetype k = suffixes.indexOf(suffix); k >= 0) chosen = filters[k];
    const QString start =
        QFileInfo(suggested).fileName() == suggested ? QDir(lastFolder()).filePath(suggested) : suggested;
    QString path = QFileDialog::getSaveFileName(parent, title, start, filters.join(";;"), &chosen);
    if (path.isEmpty()) return {};
    if (QFileInfo(path).suffix().isEmpty()) path += "." + suffixes.value(filters.indexOf(chosen), "svg");
    lastFolder() = QFileInfo(path).absolutePath();
    return path;
}

} // namespace popslab::gui
