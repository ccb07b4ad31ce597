// POPS's sequence plot, in the window and with `popslab-cli plot --network pops`:
// sequence length against d or g for several algorithms (measured on built and
// validated schedules, with the paper's formula and the lower bound beside them).
#pragma once

#include "sweep/Sweep.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

class QCustomPlot;

namespace popslab::pops {

// One algorithm's curve.
struct Series {
    QString label;
    std::vector<pops::SweepRow> rows;
};

struct SequencePlotSpec {
    pops::SweepAxis vary = pops::SweepAxis::D;
    pops::SweepFixed fixed = pops::SweepFixed::N;
    std::uint32_t fixedValue = 64;
    QString title;
    bool dark = false;
    // Plot against n instead of the varying d or g (with d or g fixed, n varies too).
    bool againstN = false;
    // What an empty plot says in its middle (the window: how to get points); none if empty.
    QString emptyHint;
    // The network the window shows (d, g): marked where the sweep passes through it.
    std::optional<std::pair<std::uint32_t, std::uint32_t>> current;
    // The value on the x axis for a row.
    double x(const pops::SweepRow& r) const { return againstN ? r.n : vary == pops::SweepAxis::D ? r.d : r.g; }
};

class SequencePlot {
    Q_DECLARE_TR_FUNCTIONS(Plots)
public:
    // Replaces the plot's content: per series a graph of measured points and one of
    // the paper's formula (each with the property "series" = its index), and the
    // lower bound. Axes are log2 where every value allows; x is logarithmic anyway.
    static void draw(QCustomPlot& plot, const SequencePlotSpec& spec, const std::vector<Series>& series);
    // Series values as CSV: one row per point and algorithm.
    static QString csv(const std::vector<Series>& series);

private:
    static void markCurrent(QCustomPlot& plot, const SequencePlotSpec& spec, const std::vector<Series>& series);
    // A log x axis with a tick at each value swept (x not all powers of two).
    static QString fixedName(const SequencePlotSpec& spec); // "n", "d" or "g"
    static QString emptyTitle(const SequencePlotSpec& spec);
    static void tickAtValues(QCustomPlot& plot, const SequencePlotSpec& spec, const std::vector<Series>& series);
};

} // namespace popslab::pops
