#include "SequencePlot.h"

#include "PlotMarks.h"
#include "PlotStyle.h"

#include <QLocale>
#include <algorithm>
#include <qcustomplot.h>
#include <set>

namespace popslab::pops {

// A dotted upright line through the sweep's point for the network the window shows, so a
// reader finds "this POPS(d,g)" among the sweep's.
void SequencePlot::markCurrent(QCustomPlot& plot, const SequencePlotSpec& spec, const std::vector<Series>& series) {
    if (!spec.current) return;
    for (const Series& s : series)
        for (const pops::SweepRow& r : s.rows)
            if (r.d == spec.current->first && r.g == spec.current->second)
                return plots::markShown(plot, spec.x(r), tr("POPS(%1,%2) shown").arg(r.d).arg(r.g), spec.dark);
}

// The divisors of n (1, 2, 3, 4, 6, 8, 12, 24) spread evenly on a log scale, each a tick of
// its own: a linear axis had crowded them to its left fifth under ticks at 2.5 and 7.5, which
// no group size is.
void SequencePlot::tickAtValues(QCustomPlot& plot, const SequencePlotSpec& spec, const std::vector<Series>& series) {
    plot.xAxis->setScaleType(QCPAxis::stLogarithmic);
    std::set<double> xs;
    for (const Series& s : series)
        for (const pops::SweepRow& r : s.rows)
            xs.insert(spec.x(r));
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    const std::size_t every = (xs.size() + 11) / 12; // at most a dozen names, the largest among them
    std::size_t k = xs.size();
    for (double x : xs)
        if (--k % every == 0) ticks->addTick(x, QLocale().toString(qlonglong(x)));
    plot.xAxis->setTicker(ticks);
    plot.xAxis->setSubTicks(false);
}

QString SequencePlot::fixedName(const SequencePlotSpec& spec) {
    return spec.fixed == pops::SweepFixed::N ? "n" : spec.fixed == pops::SweepFixed::D ? "d" : "g";
}

// An empty plot hides its axes, and with them the value held fixed: the title says it
// ("Ring: sequence length" alone had not said d = 4).
QString SequencePlot::emptyTitle(const SequencePlotSpec& spec) {
    return spec.title.isEmpty() ? spec.title : tr("%1, %2 = %L3").arg(spec.title, fixedName(spec)).arg(spec.fixedValue);
}

void SequencePlot::draw(QCustomPlot& plot, const SequencePlotSpec& spec, const std::vector<Series>& series) {
    plot.clearPlottables();
    plots::style(plot, spec.dark);
    const bool byD = spec.vary == pops::SweepAxis::D;
    bool logY = true, logX = true, any = false;
    double xMin = 1e300, xMax = 0, yMin = 1e300, yMax = 0;
    for (const Series& s : series)
        for (const pops::SweepRow& r : s.rows) {
            const double x = spec.x(r);
            logX = logX && (r.d & (r.d - 1)) == 0 && (r.g & (r.g - 1)) == 0;
            for (double y : {double(r.measured), double(r.lowerBound)}) {
                logY = logY && y > 0;
                yMin = std::min(yMin, y), yMax = std::max(yMax, y);
            }
            xMin = std::min(xMin, x), xMax = std::max(xMax, x);
            any = true;
        }
    for (std::size_t k = 0; k < series.size(); ++k) {
        QCPGraph* g = plot.addGraph();
        g->setProperty("series", int(k)); // views map points back to their rows
        // A series with no point says why it has no line (it had kept its entry unexplained).
        g->setName(series[k].rows.empty()
                       ? tr("%1: no point (its conditions hold at no value here)").arg(series[k].label)
                       : series[k].label);
        g->setPen(QPen(plots::seriesColour(k, spec.dark), 2));
        // On the very points of a series before it (phased and the single-hop scheduler): it
        // would hide that one; said in the legend and dashed, so both show.
        for (std::size_t j = 0; j < k; ++j) {
            const auto points = [&spec](const Series& s) {
                std::vector<std::pair<double, std::uint64_t>> xy;
                for (const pops::SweepRow& r : s.rows)
                    xy.emplace_back(spec.x(r), r.measured);
                return xy;
            };
            if (!series[k].rows.empty() && points(series[k]) == points(series[j])) {
                // On two lines: "Spanning binomial tree (on the points of Informed nodes
                // resend (B2))" ran past the OK_N plot's pane.
                g->setName(tr("%1\n(on the points of %2)").arg(series[k].label, series[j].label));
                g->setPen(QPen(plots::seriesColour(k, spec.dark), 2, Qt::DashLine));
                break;
            }
        }
        g->setScatterStyle(QCPScatterStyle(plots::seriesShape(k), plots::seriesColour(k, spec.dark),
                                           plots::seriesColour(k, spec.dark), 7));
        for (const pops::SweepRow& r : series[k].rows)
            g->addData(spec.x(r), double(r.measured));
    }
    // The lower bound of the first series' pattern, dotted in the ink with a plus at each of
    // its values: where an algorithm meets it, a grey dashed line over the algorithm's had
    // blended into one brown line and the bound could not be seen (walk 10).
    if (!series.empty()) {
        QCPGraph* bound = plot.addGraph();
        bound->setName(tr("lower bound"));
        const QColor ink = plots::plotInk(spec.dark);
        bound->setProperty("popslabInkLine", true); // in the ink of the theme drawn (a dark plot exported light)
        bound->setPen(QPen(ink, 1.5, Qt::DotLine));
        bound->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssPlus, QPen(ink, 1.5), Qt::NoBrush, 11));
        std::vector<std::pair<double, double>> points;
        for (const Series& s : series)
            for (const pops::SweepRow& r : s.rows)
                points.emplace_back(spec.x(r), double(r.lowerBound));
        std::sort(points.begin(), points.end());
        points.erase(std::unique(points.begin(), points.end(), [](auto& a, auto& b) { return a.first == b.first; }),
                     points.end());
        for (auto [x, y] : points)
            bound->addData(x, y);
    }
    // The papers' formulas as hollow circles on top: a mismatch would stand out.
    for (std::size_t k = 0; k < series.size(); ++k) {
        QCPGraph* f = plot.addGraph();
        f->setProperty("series", int(k));
        f->setName(tr("%1: paper's formula").arg(series[k].label));
        f->setLineStyle(QCPGraph::lsNone);
        f->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(plots::seriesColour(k, spec.dark), 1.2), Qt::NoBrush, 12));
        bool has = false;
        for (const pops::SweepRow& r : series[k].rows)
            if (r.formula) f->addData(spec.x(r), double(*r.formula)), has = true;
        if (!has) plot.removeGraph(f);
    }
    const QString fixed = fixedName(spec);
    plot.xAxis->setLabel(spec.againstN ? tr("n (processors), %1 = %2").arg(fixed).arg(spec.fixedValue)
                         : byD         ? tr("d (processors per group), %1 = %2").arg(fixed).arg(spec.fixedValue)
                                       : tr("g (groups), %1 = %2").arg(fixed).arg(spec.fixedValue));
    plot.yAxis->setLabel(tr("sequence length (slots)"));
    plots::setLog2(plot.xAxis, any && logX);
    plots::setLog2(plot.yAxis, any && logY);
    if (any && !logX) tickAtValues(plot, spec, series);
    if (any) {
        plot.xAxis->setRange(xMin / 1.5, xMax * 1.5);
        plot.yAxis->setRange(logY ? yMin / 1.6 : 0, logY ? yMax * 1.6 : yMax * 1.1 + 1);
    }
    plot.legend->setVisible(true);
    plots::legendBelow(plot);
    plot.clearItems();
    if (!any && !spec.emptyHint.isEmpty()) plots::emptyHint(plot, spec.emptyHint, spec.dark);
    markCurrent(plot, spec, series);
    plots::title(plot, any ? spec.title : emptyTitle(spec), spec.dark);
    plot.replot();
}

QString SequencePlot::csv(const std::vector<Series>& series) {
    QString out = "algorithm,d,g,n,measured,formula,lower_bound,utilisation,valid\n";
    for (const Series& s : series)
        for (const pops::SweepRow& r : s.rows)
            out += QString("%1,%2,%3,%4,%5,%6,%7,%8,%9\n")
                       .arg(s.label)
                       .arg(r.d)
                       .arg(r.g)
                       .arg(r.n)
                       .arg(r.measured)
                       .arg(r.formula ? QString::number(*r.formula) : QString())
                       .arg(r.lowerBound)
                       .arg(r.utilisation, 0, 'f', 6)
                       .arg(r.valid ? "yes" : "no");
    return out;
}

} // namespace popslab::pops
