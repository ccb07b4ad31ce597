#include "Plots.h"

#include "Palette.h"
#include "PgfplotsAxis.h"
#include "PlotStyle.h"
#include "SaveFile.h"
#include "SceneExport.h"
#include "SvgTextRuns.h"

#include <QBuffer>
#include <QFileInfo>
#include <QLocale>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <qcustomplot.h>
#include <set>

namespace popslab::plots {

namespace {
// The most values drawn as bars; more are dots (a bar had been narrower than a pixel).
constexpr std::size_t kMostBars = 150;
} // namespace

void Plots::drawMeasured(QCustomPlot& plot, const QString& titleText, const QString& xLabel,
                         const std::vector<MeasuredSeries>& series, bool logX, bool dark, const QString& yLabel,
                         const QString& emptyHintText) {
    plot.clearPlottables();
    style(plot, dark);
    double xMin = 1e300, xMax = -1e300, yMax = 0, yMin = 1e300;
    bool anyFormula = false; // a NaN formula draws no circle
    // Every x some series has a point at: a series without one there breaks its line (OK_N's
    // S2 exists at k = 1, 3 and 7 only, and a line from 3 to 7 had told of values between).
    std::set<double> swept;
    for (const MeasuredSeries& m : series)
        for (const auto& [x, sim, formula] : m.points)
            swept.insert(x);
    for (std::size_t k = 0; k < series.size(); ++k) {
        QCPGraph* g = plot.addGraph();
        g->setName(series[k].label);
        g->setPen(QPen(seriesColour(k, dark), 2));
        // A series on the very points of one before hides it: its legend entry says whose,
        // and it is dashed so both show, and a reader does not look for a line that is not
        // there (OK_N's TE2 and TE3, B2 and the binomial tree).
        for (std::size_t j = 0; j < k; ++j) {
            const auto simulated = [](const MeasuredSeries& m) {
                std::vector<std::pair<double, double>> xy;
                for (const auto& [x, sim, formula] : m.points)
                    xy.emplace_back(x, sim);
                return xy;
            };
            if (!series[k].points.empty() && simulated(series[k]) == simulated(series[j])) {
                // On two lines: "Spanning binomial tree (on the points of Informed nodes
                // resend (B2))" ran past the OK_N plot's pane.
                g->setName(tr("%1\n(on the points of %2)").arg(series[k].label, series[j].label));
                g->setPen(QPen(seriesColour(k, dark), 2, Qt::DashLine));
                break;
            }
        }
        // Past 60 points the marks would merge into a band 8 px thick (N from 2 to 1000): the
        // line alone, and the formula's circles at about 40 of its points.
        // A series with gaps keeps its marks: a point between two gaps has no line to show it.
        const std::size_t many = series[k].points.size();
        bool gaps = false;
        for (std::size_t i = 1; i < many; ++i) {
            const auto next = swept.upper_bound(std::get<0>(series[k].points[i - 1]));
            gaps = gaps || (next != swept.end() && *next < std::get<0>(series[k].points[i]));
        }
        const bool thin = many > 60 && !gaps;
        const std::size_t every = thin ? (many + 39) / 40 : 1;
        g->setScatterStyle(thin ? QCPScatterStyle(QCPScatterStyle::ssNone)
                                : QCPScatterStyle(seriesShape(k), seriesColour(k, dark), seriesColour(k, dark), 6));
        QCPGraph* f = plot.addGraph();
        f->setName(tr("%1: paper's formula").arg(series[k].label));
        f->setLineStyle(QCPGraph::lsNone);
        f->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(seriesColour(k, dark), 1.2), Qt::NoBrush, 11));
        f->removeFromLegend(); // the title says what the hollow circles are
        std::optional<double> before;
        for (std::size_t i = 0; i < many; ++i) {
            const auto [x, sim, formula] = series[k].points[i];
            if (before && swept.upper_bound(*before) != swept.end() && *swept.upper_bound(*before) < x)
                g->addData((*before + x) / 2, std::numeric_limits<double>::quiet_NaN()); // a gap
            before = x;
            g->addData(x, sim);
            if (i % every == 0 || i + 1 == many) f->addData(x, formula);
            anyFormula = anyFormula || !std::isnan(formula);
            xMin = std::min(xMin, x), xMax = std::max(xMax, x), yMax = std::max({yMax, sim, formula});
            yMin = std::min({yMin, sim, std::isnan(formula) ? sim : formula});
        }
    }
    // Curves 16 times apart or more (OK_N's sequential broadcast beside the trees) share
    // a log axis: on a linear one the lower curves would lie flat on the floor.
    const bool logY = xMax >= xMin && yMin > 0 && yMax / yMin >= 16;
    setLog2(plot.xAxis, logX);
    setLog2(plot.yAxis, logY);
    // Counts on a linear axis tick at whole numbers (OTIS's diameters read 2.5, 7.5 hops).
    bool wholeX = true, wholeY = true;
    for (const MeasuredSeries& m : series)
        for (const auto& [x, sim, formula] : m.points) {
            wholeX = wholeX && x == std::floor(x);
            wholeY = wholeY && sim == std::floor(sim) && (std::isnan(formula) || formula == std::floor(formula));
        }
    if (!logX && wholeX) wholeNumbers(plot.xAxis);
    if (!logY && wholeY) wholeNumbers(plot.yAxis);
    plot.xAxis->setLabel(xLabel);
    plot.yAxis->setLabel(yLabel.isEmpty() ? tr("completion time (message units)") : yLabel);
    if (xMax >= xMin) {
        const double pad = logX ? 0 : std::max(0.5, (xMax - xMin) * 0.04);
        plot.xAxis->setRange(logX ? xMin / 1.5 : xMin - pad, logX ? xMax * 1.5 : xMax + pad);
        plot.yAxis->setRange(logY ? yMin / 1.5 : 0, logY ? yMax * 1.5 : yMax * 1.1 + 1);
    }
    plot.legend->setVisible(true);
    legendBelow(plot);
    plot.clearItems();
    if (xMax < xMin && !emptyHintText.isEmpty()) emptyHint(plot, emptyHintText, dark);
    title(plot, anyFormula ? tr("%1 (circles: the paper's formula)").arg(titleText) : titleText, dark);
    plot.replot();
}

void Plots::drawUtilisation(QCustomPlot& plot, const ValidationReport& report, std::optional<std::uint32_t> slot,
                            bool dark) {
    plot.clearPlottables();
    style(plot, dark);
    auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
    bars->setName(tr("coupler utilisation"));
    styleSeriesBars(*bars, 0, dark, false);
    bars->setWidth(0.8);
    for (std::size_t t = 0; t < report.sequenceLength; ++t)
        bars->addData(double(t + 1), 100.0 * report.utilisation(t));
    if (slot && *slot < report.sequenceLength) {
        auto* current = new QCPBars(plot.xAxis, plot.yAxis);
        current->setName(tr("current slot"));
        styleSeriesBars(*current, 1, dark, true);
        current->setWidth(0.8);
        current->addData(double(*slot + 1), 100.0 * report.utilisation(*slot));
    }
    setLog2(plot.xAxis, false);
    setLog2(plot.yAxis, false);
    wholeNumbers(plot.xAxis);
    plot.xAxis->setLabel(tr("slot"));
    plot.yAxis->setLabel(tr("couplers used (%)"));
    plot.xAxis->setRange(0.3, double(std::max<std::size_t>(report.sequenceLength, 1)) + 0.7);
    plot.yAxis->setRange(0, 105);
    plot.legend->setVisible(false);
    title(plot, tr("Mean utilisation %1%").arg(QLocale().toString(100.0 * report.meanUtilisation(), 'f', 1)), dark);
    plot.replot();
}

void Plots::drawBars(QCustomPlot& plot, const QString& titleText, const QString& xLabel, const QString& yLabel,
                     const std::vector<BarSeries>& series, bool dark) {
    plot.clearPlottables();
    plot.clearItems();
    style(plot, dark);
    setLog2(plot.xAxis, false);
    setLog2(plot.yAxis, false);
    auto* group = plot.findChild<QCPBarsGroup*>(); // one, kept across redraws
    if (!group) group = new QCPBarsGroup(&plot);
    const double width = 0.8 / double(std::max<std::size_t>(series.size(), 1));
    double xMax = 0, yMax = 0;
    // Past a few hundred values a bar is thinner than a pixel: drawn as dots instead, off the
    // axes (a bus of 999 had shown empty axes: processor 0's bar under the y axis, the
    // others' under the x axis).
    std::size_t most = 0;
    for (const BarSeries& s : series)
        most = std::max(most, s.values.size());
    const bool dots = most > kMostBars;
    for (std::size_t k = 0; k < series.size() && dots; ++k) {
        auto* graph = plot.addGraph();
        graph->setName(series[k].label);
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setPen(QPen(seriesColour(k, dark))); // the series' own colour, which restyle() themes
        graph->setScatterStyle(QCPScatterStyle(k % 2 ? QCPScatterStyle::ssCross : QCPScatterStyle::ssDisc, 4));
        for (std::size_t x = 0; x < series[k].values.size(); ++x) {
            graph->addData(double(x), series[k].values[x]);
            yMax = std::max(yMax, series[k].values[x]);
        }
        xMax = std::max(xMax, double(series[k].values.size()));
    }
    for (std::size_t k = 0; k < series.size() && !dots; ++k) {
        auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
        bars->setName(series[k].label);
        // The second series hatched: told apart in grey print too.
        styleSeriesBars(*bars, k, dark, k % 2);
        bars->setWidth(width);
        bars->setBarsGroup(group);
        for (std::size_t x = 0; x < series[k].values.size(); ++x) {
            bars->addData(double(x), series[k].values[x]);
            yMax = std::max(yMax, series[k].values[x]);
        }
        xMax = std::max(xMax, double(series[k].values.size()));
    }
    // A label under every bar while they have room (about 16 of them); beyond, every
    // 2nd, 5th, 10th ... bar, so "0123456789101112" never runs together.
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    double step = 1;
    for (const double s : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0}) {
        step = s;
        if (xMax / s <= 16) break;
    }
    ticker->setTickStep(step);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    plot.xAxis->setSubTicks(false);
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setLabel(xLabel);
    plot.yAxis->setLabel(yLabel);
    const double xPad = dots ? xMax * 0.03 : 0.6;
    plot.xAxis->setRange(-xPad, std::max(1.0, xMax) - 1 + xPad);
    plot.yAxis->setRange(dots ? -(yMax * 1.12 + 1) * 0.04 : 0, yMax * 1.12 + 1);
    wholeNumbers(plot.yAxis); // counts: no tick at 2.5
    plot.legend->setVisible(!series.empty());
    legendBelow(plot);
    title(plot, titleText, dark);
    plot.replot();
}

std::optional<QString> Plots::save(QCustomPlot& plot, const QString& path, int width, int height, int dpi) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != "svg" && suffix != "pdf" && suffix != "png" && suffix != "tex")
        return tr("unknown plot format '%1': use .svg, .pdf, .png or .tex (pgfplots)").arg(suffix);
    // A plot on a dark window is written light unless the user asked for the theme.
    const bool dark = plot.property("popslabDark").toBool();
    const bool lighten = dark && !render::exportsFollowTheme();
    if (lighten) restyle(plot, false);
    // Laid out at the size written, titles wrapped and the legend fitted to it: toPainter
    // alone kept the last layout's wrapping, and a plot the command line never showed had
    // its axis titles one word a line and its legend cut ("Natural r").
    const QRect viewport = plot.viewport();
    plot.setViewport(QRect(0, 0, width, height));
    // Laid out now, its repaint queued: an immediate one showed the window's plot at the
    // export's size until the viewport came back.
    plot.replot(QCustomPlot::rpQueuedRefresh);
    plot.replot(QCustomPlot::rpQueuedRefresh); // the axes' wrapping needs the first layout
    struct Restore {
        QCustomPlot& plot;
        bool on;
        QRect viewport;
        ~Restore() {
            if (on) restyle(plot, true);
            plot.setViewport(viewport);
            plot.replot(QCustomPlot::rpQueuedReplot);
        }
    } restore{plot, lighten, viewport};
    // Through saveFile, as every file POPS Lab writes (QCustomPlot's own savePdf and
    // savePng would write over the path directly).
    return files::saveFile(path, [&](QIODevice& file) -> std::optional<QString> {
        if (suffix == "tex") {
            const QByteArray text = pgfplotsText(plot, width, height).toUtf8();
            if (file.write(text) != text.size()) return tr("the file was not written whole");
        } else if (suffix == "svg") {
            QBuffer buffer; // its text runs joined before it is written (a title's "n²")
            buffer.open(QIODevice::WriteOnly);
            {
                QSvgGenerator svg;
                svg.setOutputDevice(&buffer);
                svg.setSize(QSize(width, height));
                svg.setViewBox(QRect(0, 0, width, height));
                svg.setTitle(tr("POPS Lab plot"));
                QCPPainter painter(&svg);
                plot.toPainter(&painter, width, height);
                painter.end();
            }
            const QByteArray bytes = render::joinTextRuns(buffer.data());
            if (file.write(bytes) != bytes.size()) return tr("the file was not written whole");
        } else if (suffix == "pdf") {
            QPdfWriter pdf(&file);
            pdf.setCreator("POPS Lab");
            pdf.setResolution(96);
            pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
            pdf.setPageSize(QPageSize(QSizeF(width, height) * 72.0 / 96.0, QPageSize::Point));
            QCPPainter painter(&pdf);
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            painter.setMode(QCPPainter::pmNonCosmetic);
            plot.toPainter(&painter, width, height);
            painter.end();
        } else {
            const double scale = dpi / 96.0;
            QImage image(QSize(int(width * scale), int(height * scale)), QImage::Format_ARGB32);
            if (image.isNull()) return tr("not enough memory for the image of %1").arg(path);
            image.fill(Qt::transparent); // toPainter fills the plot's own background, as savePng does
            QCPPainter painter(&image);
            painter.setMode(QCPPainter::pmNoCaching);
            painter.scale(scale, scale);
            plot.toPainter(&painter, width, height);
            painter.end();
            // The resolution is recorded once drawn: set before, it enlarged the text a second
            // time over a layout measured at 96 dpi (the title cut at the top at 150 dpi).
            image.setDotsPerMeterX(int(dpi / 0.0254));
            image.setDotsPerMeterY(int(dpi / 0.0254));
            if (auto bad = render::writePng(file, image)) return bad;
        }
        return std::nullopt;
    });
}

} // namespace popslab::plots
