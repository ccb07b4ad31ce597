// Figures drawn with QCustomPlot, shared by the window and `popslab-cli plot`:
// sequence length against d or g for several algorithms (measured on built and
// validated schedules, with the paper's formula and the lower bound beside them),
// and the per-slot coupler utilisation of one schedule.
#pragma once

#include "families/pops/sweep/Sweep.h"
#include "slotted/Validator.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <tuple>
#include <vector>

class QCustomPlot;

namespace popslab::plots {

// One algorithm's curve.
struct Series {
    QString label;
    std::vector<SweepRow> rows;
};

struct SequencePlotSpec {
    SweepAxis vary = SweepAxis::D;
    SweepFixed fixed = SweepFixed::N;
    std::uint32_t fixedValue = 64;
    QString title;
    bool dark = false;
    // Plot against n instead of the varying d or g (with d or g fixed, n varies too).
    bool againstN = false;
    // What an empty plot says in its middle (the window: how to get points); none if empty.
    QString emptyHint;
    // The value on the x axis for a row.
    double x(const SweepRow& r) const { return againstN ? r.n : vary == SweepAxis::D ? r.d : r.g; }
};

// One OK_N algorithm's curve: (varied value, simulated time, the paper's formula).
struct OknSeries {
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
    // Replaces the plot's content: per series a graph of measured points and one of
    // the paper's formula (each with the property "series" = its index), and the
    // lower bound. Axes are log2 where every value allows.
    static void drawSequence(QCustomPlot& plot, const SequencePlotSpec& spec, const std::vector<Series>& series);
    // OK_N completion time against delay, k or N (paper 003), simulated with the
    // formulas as hollow circles; any measured quantity beside its formula likewise
    // (`yLabel`: the quantity; empty: completion time). Without a point, `emptyHint` in
    // the middle instead of empty axes and an empty legend.
    static void drawOkn(QCustomPlot& plot, const QString& title, const QString& xLabel,
                        const std::vector<OknSeries>& series, bool logX, bool dark, const QString& yLabel = {},
                        const QString& emptyHint = {});
    static void drawUtilisation(QCustomPlot& plot, const ValidationReport& report, std::optional<std::uint32_t> slot,
                                bool dark);
    // Bar series side by side at x = 0, 1, 2, ... (distributions to compare: the WDM
    // star's distances against the plain cube's), in the colour-blind safe colours.
    static void drawBars(QCustomPlot& plot, const QString& title, const QString& xLabel, const QString& yLabel,
                         const std::vector<BarSeries>& series, bool dark);
    // SVG, PDF or PNG by suffix; vector for SVG and PDF. The error text, if any.
    static std::optional<QString> save(QCustomPlot& plot, const QString& path, int width, int height, int dpi = 150);
    // Series values as CSV: one row per point and algorithm.
    static QString csv(const std::vector<Series>& series);
};

} // namespace popslab::plots
