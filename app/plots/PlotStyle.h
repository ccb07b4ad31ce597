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

QColor seriesColour(std::size_t k);
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
// A dotted upright line through x with `text` at its foot: where a sweep passes through
// the network the window shows ("POPS(4,4) shown", "N = 9 shown"). Nothing where x is
// outside the axis's range.
void markShown(QCustomPlot& plot, double x, const QString& text, bool dark);
// Where the network shown is not among the sweep's values: `text` in the axes' top left
// corner ("n = 999 shown: not in this sweep"), where markShown's line would have vanished
// with no word.
void markShownOutside(QCustomPlot& plot, const QString& text, bool dark);
// The network shown's own values at x, as large hollow diamonds, the k-th in the colour of
// the plot's k-th series, with `legend` in the plot's legend: where the sweep's input is not
// the network's (a LARPBS swept with every bit 1 and no switch open), the line at x is not
// the network's value.
void markShownValues(QCustomPlot& plot, double x, const std::vector<double>& values, const QString& legend, bool dark);
// Words standing up from the axis at bars that have no value ("no read" at a processor the
// bus never reaches): a bar of height 0 and no bar at all looked the same.
void markMissingBars(QCustomPlot& plot, const std::vector<std::pair<double, QString>>& marks, bool dark);

} // namespace popslab::plots
