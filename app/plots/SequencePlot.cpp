#include "SequencePlot.h"

#include "SaveFile.h"
#include "SceneExport.h"

#include <QFileInfo>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace popslab::plots {

namespace {

const QColor kColours[] = {QColor(0, 114, 178),   QColor(213, 94, 0),   QColor(0, 158, 115),
                           QColor(204, 121, 167), QColor(86, 180, 233), QColor(230, 159, 0)};
const QCPScatterStyle::ScatterShape kShapes[] = {QCPScatterStyle::ssDisc,     QCPScatterStyle::ssSquare,
                                                 QCPScatterStyle::ssTriangle, QCPScatterStyle::ssDiamond,
                                                 QCPScatterStyle::ssCross,    QCPScatterStyle::ssPlus};

void style(QCustomPlot& plot, bool dark) {
    const QColor ink = dark ? QColor(230, 230, 230) : QColor(20, 20, 20);
    const QColor grid = dark ? QColor(70, 70, 76) : QColor(220, 220, 220);
    plot.setBackground(dark ? QColor(30, 30, 34) : Qt::white);
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis}) {
        axis->setBasePen(QPen(ink));
        axis->setTickPen(QPen(ink));
        axis->setSubTickPen(QPen(ink));
        axis->setTickLabelColor(ink);
        axis->setLabelColor(ink);
        axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
        QFont f("DejaVu Sans", 10);
        axis->setTickLabelFont(f);
        f.setPointSize(11);
        axis->setLabelFont(f);
    }
    plot.legend->setBrush(dark ? QColor(40, 40, 46) : QColor(255, 255, 255, 230));
    plot.legend->setTextColor(ink);
    plot.legend->setBorderPen(QPen(grid));
    plot.legend->setFont(QFont("DejaVu Sans", 9));
}

void setLog2(QCPAxis* axis, bool log) {
    if (log) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
        ticker->setLogBase(2);
        ticker->setSubTickCount(0);
        axis->setTicker(ticker);
        axis->setNumberFormat("f");
        axis->setNumberPrecision(0);
    } else {
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    }
}

void title(QCustomPlot& plot, const QString& text, bool dark) {
    if (plot.plotLayout()->rowCount() > 1) plot.plotLayout()->removeAt(0), plot.plotLayout()->simplify();
    if (text.isEmpty()) return;
    plot.plotLayout()->insertRow(0);
    auto* element = new QCPTextElement(&plot, text, QFont("DejaVu Sans", 12, QFont::Bold));
    element->setTextColor(dark ? QColor(230, 230, 230) : QColor(20, 20, 20));
    plot.plotLayout()->addElement(0, 0, element);
}

// Slots are whole: ticks at whole numbers only (1, 2, 3 or 5, 10, 15 as room allows).
void wholeNumbers(QCPAxis* axis) {
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    axis->setTicker(ticker);
    axis->setSubTicks(false);
}

// An empty plot says what to do instead of showing empty axes and an empty legend.
void emptyHint(QCustomPlot& plot, const QString& text, bool dark) {
    plot.legend->setVisible(false);
    auto* hint = new QCPItemText(&plot);
    hint->position->setType(QCPItemPosition::ptAxisRectRatio);
    hint->position->setCoords(0.5, 0.5);
    hint->setText(text);
    hint->setColor(dark ? QColor(200, 200, 200) : QColor(90, 90, 90));
    hint->setFont(QFont("DejaVu Sans", 11));
}

} // namespace

void Plots::drawSequence(QCustomPlot& plot, const SequencePlotSpec& spec, const std::vector<Series>& series) {
    plot.clearPlottables();
    style(plot, spec.dark);
    const bool byD = spec.vary == SweepAxis::D;
    bool logY = true, logX = true, any = false;
    double xMin = 1e300, xMax = 0, yMin = 1e300, yMax = 0;
    for (const Series& s : series)
        for (const SweepRow& r : s.rows) {
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
        g->setName(series[k].label);
        g->setPen(QPen(kColours[k % 6], 2));
        g->setScatterStyle(QCPScatterStyle(kShapes[k % 6], kColours[k % 6], kColours[k % 6], 7));
        for (const SweepRow& r : series[k].rows)
            g->addData(spec.x(r), double(r.measured));
    }
    // The lower bound of the first series' pattern, dashed.
    if (!series.empty()) {
        QCPGraph* bound = plot.addGraph();
        bound->setName(tr("lower bound"));
        bound->setPen(QPen(spec.dark ? QColor(170, 170, 170) : QColor(110, 110, 110), 1.5, Qt::DashLine));
        std::vector<std::pair<double, double>> points;
        for (const Series& s : series)
            for (const SweepRow& r : s.rows)
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
        f->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kColours[k % 6], 1.2), Qt::NoBrush, 12));
        bool has = false;
        for (const SweepRow& r : series[k].rows)
            if (r.formula) f->addData(spec.x(r), double(*r.formula)), has = true;
        if (!has) plot.removeGraph(f);
    }
    const QString fixed = spec.fixed == SweepFixed::N ? "n" : spec.fixed == SweepFixed::D ? "d" : "g";
    plot.xAxis->setLabel(spec.againstN ? tr("n (processors), %1 = %2").arg(fixed).arg(spec.fixedValue)
                         : byD         ? tr("d (processors per group), %1 = %2").arg(fixed).arg(spec.fixedValue)
                                       : tr("g (groups), %1 = %2").arg(fixed).arg(spec.fixedValue));
    plot.yAxis->setLabel(tr("sequence length (slots)"));
    setLog2(plot.xAxis, any && logX);
    setLog2(plot.yAxis, any && logY);
    if (any) {
        plot.xAxis->setRange(logX ? xMin / 1.5 : xMin - 1, logX ? xMax * 1.5 : xMax + 1);
        plot.yAxis->setRange(logY ? yMin / 1.6 : 0, logY ? yMax * 1.6 : yMax * 1.1 + 1);
    }
    plot.legend->setVisible(true);
    plot.axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    plot.clearItems();
    if (!any && !spec.emptyHint.isEmpty()) emptyHint(plot, spec.emptyHint, spec.dark);
    title(plot, spec.title, spec.dark);
    plot.replot();
}

void Plots::drawOkn(QCustomPlot& plot, const QString& titleText, const QString& xLabel,
                    const std::vector<OknSeries>& series, bool logX, bool dark, const QString& yLabel,
                    const QString& emptyHint) {
    plot.clearPlottables();
    style(plot, dark);
    double xMin = 1e300, xMax = -1e300, yMax = 0;
    bool anyFormula = false; // a NaN formula draws no circle
    for (std::size_t k = 0; k < series.size(); ++k) {
        QCPGraph* g = plot.addGraph();
        g->setName(series[k].label);
        g->setPen(QPen(kColours[k % 6], 2));
        g->setScatterStyle(QCPScatterStyle(kShapes[k % 6], kColours[k % 6], kColours[k % 6], 6));
        QCPGraph* f = plot.addGraph();
        f->setName(tr("%1: paper's formula").arg(series[k].label));
        f->setLineStyle(QCPGraph::lsNone);
        f->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kColours[k % 6], 1.2), Qt::NoBrush, 11));
        f->removeFromLegend(); // the title says what the hollow circles are
        for (auto [x, sim, formula] : series[k].points) {
            g->addData(x, sim);
            f->addData(x, formula);
            anyFormula = anyFormula || !std::isnan(formula);
            xMin = std::min(xMin, x), xMax = std::max(xMax, x), yMax = std::max({yMax, sim, formula});
        }
    }
    setLog2(plot.xAxis, logX);
    setLog2(plot.yAxis, false);
    plot.xAxis->setLabel(xLabel);
    plot.yAxis->setLabel(yLabel.isEmpty() ? tr("completion time (message units)") : yLabel);
    if (xMax >= xMin) {
        const double pad = logX ? 0 : std::max(0.5, (xMax - xMin) * 0.04);
        plot.xAxis->setRange(logX ? xMin / 1.5 : xMin - pad, logX ? xMax * 1.5 : xMax + pad);
        plot.yAxis->setRange(0, yMax * 1.1 + 1);
    }
    plot.legend->setVisible(true);
    plot.axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    plot.clearItems();
    if (xMax < xMin && !emptyHint.isEmpty()) ::popslab::plots::emptyHint(plot, emptyHint, dark);
    title(plot, anyFormula ? tr("%1 (circles: the paper's formula)").arg(titleText) : titleText, dark);
    plot.replot();
}

void Plots::drawUtilisation(QCustomPlot& plot, const ValidationReport& report, std::optional<std::uint32_t> slot,
                            bool dark) {
    plot.clearPlottables();
    style(plot, dark);
    auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
    bars->setName(tr("coupler utilisation"));
    bars->setPen(QPen(kColours[0].darker(120)));
    bars->setBrush(kColours[0].lighter(130));
    bars->setWidth(0.8);
    for (std::size_t t = 0; t < report.sequenceLength; ++t)
        bars->addData(double(t + 1), 100.0 * report.utilisation(t));
    if (slot && *slot < report.sequenceLength) {
        auto* current = new QCPBars(plot.xAxis, plot.yAxis);
        current->setName(tr("current slot"));
        current->setPen(QPen(QColor(213, 94, 0)));
        current->setBrush(QBrush(QColor(213, 94, 0), Qt::BDiagPattern));
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
    title(plot, tr("Mean utilisation %1%").arg(100.0 * report.meanUtilisation(), 0, 'f', 1), dark);
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
    for (std::size_t k = 0; k < series.size(); ++k) {
        auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
        bars->setName(series[k].label);
        const QColor c = kColours[k % std::size(kColours)];
        bars->setPen(QPen(c.darker(130)));
        // The second series hatched: told apart in grey print too.
        bars->setBrush(k % 2 ? QBrush(c, Qt::BDiagPattern) : QBrush(c.lighter(115)));
        bars->setWidth(width);
        bars->setBarsGroup(group);
        for (std::size_t x = 0; x < series[k].values.size(); ++x) {
            bars->addData(double(x), series[k].values[x]);
            yMax = std::max(yMax, series[k].values[x]);
        }
        xMax = std::max(xMax, double(series[k].values.size()));
    }
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone); // a label under every bar
    plot.xAxis->setSubTicks(false);
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setLabel(xLabel);
    plot.yAxis->setLabel(yLabel);
    plot.xAxis->setRange(-0.6, std::max(1.0, xMax) - 0.4);
    plot.yAxis->setRange(0, yMax * 1.12 + 1);
    plot.legend->setVisible(!series.empty());
    plot.axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    title(plot, titleText, dark);
    plot.replot();
}

std::optional<QString> Plots::save(QCustomPlot& plot, const QString& path, int width, int height, int dpi) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != "svg" && suffix != "pdf" && suffix != "png")
        return tr("unknown plot format '%1': use .svg, .pdf or .png").arg(suffix);
    // Through saveFile, as every file POPS Lab writes (QCustomPlot's own savePdf and
    // savePng would write over the path directly).
    return files::saveFile(path, [&](QIODevice& file) -> std::optional<QString> {
        if (suffix == "svg") {
            QSvgGenerator svg;
            svg.setOutputDevice(&file);
            svg.setSize(QSize(width, height));
            svg.setViewBox(QRect(0, 0, width, height));
            svg.setTitle(tr("POPS Lab plot"));
            QCPPainter painter(&svg);
            plot.toPainter(&painter, width, height);
            painter.end();
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
            image.setDotsPerMeterX(int(dpi / 0.0254));
            image.setDotsPerMeterY(int(dpi / 0.0254));
            QCPPainter painter(&image);
            painter.setMode(QCPPainter::pmNoCaching);
            painter.scale(scale, scale);
            plot.toPainter(&painter, width, height);
            painter.end();
            if (auto bad = render::writePng(file, image)) return bad;
        }
        return std::nullopt;
    });
}

QString Plots::csv(const std::vector<Series>& series) {
    QString out = "algorithm,d,g,n,measured,formula,lower_bound,utilisation,valid\n";
    for (const Series& s : series)
        for (const SweepRow& r : s.rows)
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

} // namespace popslab::plots
