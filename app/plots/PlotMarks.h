// Marks over a sweep's plot that tie it to the window: where the network on show stands
// (or that it is not among the sweep's values), its own values where the sweep's input is
// not the network's, and words at bars that have no value. Placed clear of the plot's
// points and lines on every layout.
#pragma once

#include <QString>
#include <qcustomplot.h>
#include <utility>
#include <vector>

namespace popslab::plots {

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
