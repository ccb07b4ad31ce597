#include "ExportPath.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QStringList>

namespace popslab::gui {

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
    QString path = QFileDialog::getSaveFileName(parent, title, suggested, filters.join(";;"), &chosen);
    if (path.isEmpty()) return {};
    if (QFileInfo(path).suffix().isEmpty()) path += "." + suffixes.value(filters.indexOf(chosen), "svg");
    return path;
}

} // namespace popslab::gui
