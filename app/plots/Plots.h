// Plots every family draws with QCustomPlot, in the window and with `popslab-cli plot`:
// a measured quantity beside the paper's formula, bars to compare, the per-slot channel
// utilisation of a slotted schedule, and saving any of them.
#pragma once

#include "slotted/Validator.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <tuple>
#include <vector>

class QCustomPlot;

namespace popslab::plots {

// One curve of measured points: (varied value, measured value, the paper's formula;
// NaN where the paper gives none).
struct MeasuredSeries {
    QString label;
    std::vector<std::tuple<double, double, double>> points;
};

// One series of a bar chart: the value at x = 0, 1, 2, ...
struct BarSeries {
    QString label;
    std::vector<double> values;
};

class Plots {
    Q_DECLARE_TR_FUNCTIONS(Plots)
public:
    // A measured quantity against a varied parameter, the formulas as hollow circles
    // (`yLabel`: the quantity; empty: completion time). Without a point, `emptyHint` in
    // the middle instead of empty axes and an empty legend.
    static void drawMeasured(QCustomPlot& plot, const QString& title, const QString& xLabel,
                             const std::vector<MeasuredSeries>& series, bool logX, bool dark,
                             const QString& yLabel = {}, const QString& emptyHint = {});
    static void drawUtilisation(QCustomPlot& plot, const ValidationReport& report, std::optional<std::uint32_t> slot,
                                bool dark);
    // Bar series side by side at x = 0, 1, 2, ... (distributions to compare: the WDM
    // star's distances against the plain cube's), in the colour-blind safe colours.
    static void drawBars(QCustomPlot& plot, const QString& title, const QString& xLabel, const QString& yLabel,
                         const std::vector<BarSeries>& series, bool dark);
    // SVG, PDF, PNG or a pgfplots axis (.tex) by suffix; vector for SVG and PDF. The
    // error text, if any.
    static std::optional<QString> save(QCustomPlot& plot, const QString& path, int width, int height, int dpi = 150);
};

} // namespace popslab::plots
