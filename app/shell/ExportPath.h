// Where an exported figure or plot goes: one save dialog for every export of the window,
// offering each format by name (SVG, PDF, PNG, and LaTeX: a TikZ picture for a figure,
// a pgfplots axis for a plot), the chosen filter's suffix added to a name without one.
// A bare suggested name opens in the folder of the last export (at first the user's
// pictures folder), not the directory the program was started from.
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace popslab::gui {

enum class ExportKind {
    Figure, // a network figure: .tex is a TikZ picture
    Plot,   // a plot: .tex is a pgfplots axis
    Either, // the window's page, a figure or a plot
};

class ExportPath {
    Q_DECLARE_TR_FUNCTIONS(ExportPath)
public:
    // The path chosen, or empty when the user cancelled.
    static QString ask(QWidget* parent, const QString& title, const QString& suggested, ExportKind kind);
    // A file name for what the window shows, from its subject ("POPS(4,4) – Network" ->
    // "POPS(4,4)-Network"): every export had been offered as "figure.svg".
    static QString nameFor(const QString& subject);
};

} // namespace popslab::gui
