// The look every plot shares (the window, `popslab-cli plot`, each family's figures):
// colour-blind safe series colours and shapes, light and dark styles, log2 axes, a
// title row, whole-number ticks and the hint an empty plot shows.
#pragma once

#include <QColor>
#include <QString>
#include <cstddef>
#include <qcustomplot.h>
#include <vector>

namespace popslab::plots {

// The k-th series colour (Okabe-Ito), lightened where it reads too faint on the dark plot.
QColor seriesColour(std::size_t k, bool dark = false);
// Bars of series k in the theme's colours (outlined darker, filled lighter, or hatched),
// which restyle() gives again on the other theme (an export, a theme switched).
void styleSeriesBars(QCPBars& bars, std::size_t k, bool dark, bool hatched);
QCPScatterStyle::ScatterShape seriesShape(std::size_t k);
// Colours of the theme, and text sized from the plot's own font: a plot follows the
// window's font (presentation mode enlarges it) from then on.
void style(QCustomPlot& plot, bool dark);
// The theme changed: the colours again, keeping what is plotted; replots.
void restyle(QCustomPlot& plot, bool dark);
// The legend in a row of its own below the axes, two entries a row: never over a curve.
void legendBelow(QCustomPlot& plot);
void setLog2(QCPAxis* axis, bool log);
void title(QCustomPlot& plot, const QString& text, bool dark);
void wholeNumbers(QCPAxis* axis);
// Whether text holds Chinese characters (which break between any two, and stand upright).
bool hasIdeographs(const QString& text);
// Chinese text in lines of at most `room` pixels, broken between characters (a Latin
// run such as "log2" kept whole).
QString wrapIdeographs(const QString& text, const QFontMetrics& metrics, int room);
void emptyHint(QCustomPlot& plot, const QString& text, bool dark);
// The theme's ink for a plot's words, and the see-through backing behind a mark's words
// (presenting, a curve ran through "n = 8 shown; the lines swept with ...").
QColor plotInk(bool dark);
QColor markBacking(bool dark);
// Text `points` large when the plot's font is the application's: scaled with the plot's
// font, so a plot in presentation mode reads as the panels beside it do.
QFont plotFont(const QCustomPlot& plot, double points, bool bold = false);
} // namespace popslab::plots
