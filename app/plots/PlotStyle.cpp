#include "PlotStyle.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <qcustomplot.h>

namespace popslab::plots {

const QColor kSeriesColoursTable[] = {QColor(0, 114, 178),   QColor(213, 94, 0),   QColor(0, 158, 115),
                                      QColor(204, 121, 167), QColor(86, 180, 233), QColor(230, 159, 0)};
// On the dark plot (30, 30, 34) the blue and the vermilion lightened: the bus plot's blue
// line read 3.2:1 there (now 5.4:1; vermilion 4.3 -> 5.2), the others read 4.9:1 or more.
const QColor kDarkSeriesColoursTable[] = {QColor(110, 140, 255), QColor(230, 110, 30), QColor(0, 158, 115),
                                          QColor(204, 121, 167), QColor(86, 180, 233), QColor(230, 159, 0)};

// A series colour in the other theme's table turned into this theme's (a dark plot
// exported light, or a theme switched without a redraw); any other colour kept.
QColor themed(const QColor& c, bool dark) {
    for (std::size_t k = 0; k < 6; ++k)
        if (c.rgb() == (dark ? kSeriesColoursTable : kDarkSeriesColoursTable)[k].rgb())
            return (dark ? kDarkSeriesColoursTable : kSeriesColoursTable)[k];
    return c;
}
const QCPScatterStyle::ScatterShape kSeriesShapesTable[] = {QCPScatterStyle::ssDisc,     QCPScatterStyle::ssSquare,
                                                            QCPScatterStyle::ssTriangle, QCPScatterStyle::ssDiamond,
                                                            QCPScatterStyle::ssCross,    QCPScatterStyle::ssPlus};

QColor plotInk(bool dark) {
    return dark ? QColor(230, 230, 230) : QColor(20, 20, 20);
}

QColor markBacking(bool dark) {
    return dark ? QColor(30, 30, 34, 215) : QColor(255, 255, 255, 215);
}

QFont plotFont(const QCustomPlot& plot, double points, bool bold) {
    const double app = QApplication::font().pointSizeF() > 0 ? QApplication::font().pointSizeF() : 10;
    const double own = plot.font().pointSizeF() > 0 ? plot.font().pointSizeF() : app;
    QFont f("DejaVu Sans");
    f.setPointSizeF(points * std::max(1.0, own / app));
    f.setBold(bold);
    return f;
}

namespace {

// The sizes each text of a plot is designed at, kept on it ("points").
void applyFonts(QCustomPlot& plot) {
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis, plot.xAxis2, plot.yAxis2}) {
        axis->setTickLabelFont(plotFont(plot, 10));
        axis->setLabelFont(plotFont(plot, 11));
    }
    plot.legend->setFont(plotFont(plot, 9));
    for (int i = 0; i < plot.plotLayout()->elementCount(); ++i)
        if (auto* text = qobject_cast<QCPTextElement*>(plot.plotLayout()->elementAt(i)))
            text->setFont(plotFont(plot, 12, true));
    for (int i = 0; i < plot.itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot.item(i)); text && text->property("popslabHint").toBool())
            text->setFont(plotFont(plot, 11));
}

// As many numbers up the side as fit without touching: a short plot (the utilisation
// bars beside the figure) gets fewer, not overlapping ones.
// `text` in lines no wider than `room` where its spaces allow.
QStringList wrapWords(const QString& text, const QFontMetrics& fm, int room) {
    QStringList lines{QString()};
    for (const QString& word : text.split(' ')) {
        const QString longer = lines.back().isEmpty() ? word : lines.back() + ' ' + word;
        if (!lines.back().isEmpty() && fm.horizontalAdvance(longer) > room)
            lines << word;
        else
            lines.back() = longer;
    }
    return lines;
}

// A title wider than its plot is broken into lines at spaces, never cut at both ends.
void wrapTitles(QCustomPlot& plot) {
    for (int i = 0; i < plot.plotLayout()->elementCount(); ++i) {
        auto* element = qobject_cast<QCPTextElement*>(plot.plotLayout()->elementAt(i));
        if (!element || !element->property("popslabTitle").isValid()) continue;
        const QString full = element->property("popslabTitle").toString();
        const QFontMetrics fm(element->font());
        // The viewport, not the widget: an export lays the plot out at its own size.
        const int room = std::max(60, plot.viewport().width() - 24);
        // "N = 41" stays whole: the spaces around "=" do not break.
        QString kept = full;
        kept.replace(" = ", QString::fromUtf8("\u00a0=\u00a0"));
        element->setText(wrapWords(kept, fm, room).join('\n').replace(QChar(0x00a0), ' '));
    }
}

// An empty plot's hint wider than its plot is broken into lines (German "Nichts zu zeichnen:
// siehe den Hinweis oben." had been cut at both ends in OK_N's narrow pane).
void wrapHints(QCustomPlot& plot) {
    for (int i = 0; i < plot.itemCount(); ++i) {
        auto* hint = qobject_cast<QCPItemText*>(plot.item(i));
        if (!hint || !hint->property("popslabHintText").isValid()) continue;
        const QString full = hint->property("popslabHintText").toString();
        const QFontMetrics fm(hint->font());
        // Drawn clipped to the axis rect, inside the viewport by its margins: as wide as the
        // narrower of the two (the OTIS plot's "((G, P)" was cut at the axis rect's edge when
        // it wrapped to the viewport's width).
        const QRect rect = plot.axisRect()->rect();
        const int room = std::max(
            60, std::min(plot.viewport().width() - 24, rect.width() > 0 ? rect.width() - 12 : plot.viewport().width()));
        hint->setText(hasIdeographs(full) ? wrapIdeographs(full, fm, room) : wrapWords(full, fm, room).join('\n'));
    }
}

// An axis title longer than its axis (German "belegte Koppler (%)" beside a short bar
// chart) is broken into lines at spaces, never cut at both ends.
void wrapAxisTitles(QCustomPlot& plot) {
    for (QCPAxisRect* rect : plot.axisRects())
        for (QCPAxis* axis : rect->axes()) {
            if (!axis->property("popslabLabel").isValid() || axis->property("popslabShown") != axis->label())
                axis->setProperty("popslabLabel", axis->label()); // a label the plot set anew
            const QString full = axis->property("popslabLabel").toString();
            const bool vertical = axis->orientation() == Qt::Vertical;
            const int room = std::max(40, vertical ? rect->height() : rect->width());
            const QFontMetrics fm(axis->labelFont());
            QStringList lines = wrapWords(full, fm, room);
            // Chinese writes no spaces: a line still too long breaks between characters (a
            // Latin word is never broken: "couple / rs" reads worse than a taller plot).
            for (int i = 0; i < lines.size(); ++i)
                if (fm.horizontalAdvance(lines[i]) > room && !lines[i].contains(' ') && hasIdeographs(lines[i])) {
                    int cut = int(lines[i].size()) - 1;
                    while (cut > 1 && fm.horizontalAdvance(lines[i].left(cut)) > room)
                        --cut;
                    lines.insert(i + 1, lines[i].mid(cut));
                    lines[i] = lines[i].left(cut);
                }
            const QString shown = lines.join('\n');
            axis->setLabel(shown);
            axis->setProperty("popslabShown", shown);
        }
}

// Whether a count changed (the plot then needs another replot).
bool fitTicks(QCustomPlot& plot) {
    bool changed = false;
    for (QCPAxis* axis : {plot.yAxis, plot.yAxis2}) {
        if (!axis) continue;
        const double line = QFontMetricsF(axis->tickLabelFont()).height();
        // The axis rectangle as the last replot laid it out (the plot's height less its title and x axis).
        const double room = axis->axisRect() && axis->axisRect()->height() > 0 ? axis->axisRect()->height()
                                                                               : plot.height() - 4.0 * line;
        if (!axis->ticker()) continue;
        const int most = std::clamp(int(room / (2.2 * line)), 1, 5);
        changed = changed || axis->ticker()->tickCount() != most;
        axis->ticker()->setTickCount(most);
        // Readability may pick more ticks than asked; a short axis must get no more than fit.
        // (and an axis grown tall again goes back to readable steps).
        axis->ticker()->setTickStepStrategy(most < 5 ? QCPAxisTicker::tssMeetTickCount : QCPAxisTicker::tssReadability);
    }
    return changed;
}

// A legend below the axes (legendBelow) takes two entries a row where both fit the
// plot's width, else one: an entry is never cut at the plot's edge.
void fitLegend(QCustomPlot& plot) {
    QCPLegend* legend = plot.legend;
    if (!legend || legend->layout() != plot.plotLayout() || legend->itemCount() == 0) return;
    int widest = 0;
    for (int i = 0; i < legend->itemCount(); ++i) // a cell of the grid may be empty
        if (QCPAbstractLegendItem* item = legend->item(i))
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    const int room = plot.viewport().width() - legend->margins().left() - legend->margins().right() - 8;
    const int columns = 2 * widest + legend->columnSpacing() <= room ? 2 : 1;
    // Also where entries were added before the wrap was set (the command line's plots had
    // all five in one row, each cut: "Natural reduc").
    const int laidOut = std::min(columns, legend->itemCount());
    if (legend->wrap() == columns && legend->columnCount() == laidOut) return;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // lays the entries out anew
}

// Refits the text when the plot's font or size changes (presentation mode, on and off).
class FontFollower : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::FontChange || event->type() == QEvent::Resize)
            if (auto* plot = qobject_cast<QCustomPlot*>(watched)) {
                if (event->type() == QEvent::FontChange) applyFonts(*plot);
                plot->replot(QCustomPlot::rpQueuedReplot); // fitTicks runs before it
            }
        return false;
    }
};

void applyColours(QCustomPlot& plot, bool dark) {
    plot.setProperty("popslabDark", dark); // for exports, which are light unless asked
    const QColor ink = plotInk(dark);
    const QColor grid = dark ? QColor(70, 70, 76) : QColor(220, 220, 220);
    plot.setBackground(dark ? QColor(30, 30, 34) : Qt::white);
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis, plot.xAxis2, plot.yAxis2}) {
        axis->setBasePen(QPen(ink));
        axis->setTickPen(QPen(ink));
        axis->setSubTickPen(QPen(ink));
        axis->setTickLabelColor(ink);
        axis->setLabelColor(ink);
        axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen); // no line through the bars at 0
    }
    plot.legend->setBrush(dark ? QColor(40, 40, 46) : QColor(255, 255, 255, 230));
    plot.legend->setTextColor(ink);
    plot.legend->setBorderPen(QPen(grid));
    for (int i = 0; i < plot.plotLayout()->elementCount(); ++i)
        if (auto* text = qobject_cast<QCPTextElement*>(plot.plotLayout()->elementAt(i))) text->setTextColor(ink);
    // A colour scale's axis (the map over T and R) in the same ink.
    for (int i = 0; i < plot.plotLayout()->elementCount(); ++i)
        if (auto* scale = qobject_cast<QCPColorScale*>(plot.plotLayout()->elementAt(i)))
            if (QCPAxis* a = scale->axis()) {
                a->setTickLabelColor(ink), a->setLabelColor(ink);
                a->setBasePen(QPen(ink)), a->setTickPen(QPen(ink)), a->setSubTickPen(QPen(ink));
            }
    // Only the texts the style wrote (an empty plot's hint, the network shown's mark); a
    // plot's own labels keep theirs.
    for (int i = 0; i < plot.itemCount(); ++i) {
        QCPAbstractItem* item = plot.item(i);
        if (auto* text = qobject_cast<QCPItemText*>(item); text && text->property("popslabHint").toBool())
            text->setColor(dark ? QColor(200, 200, 200) : QColor(90, 90, 90));
        if (!item->property("popslabMark").toBool()) continue;
        const QColor mark = dark ? QColor(200, 200, 200) : QColor(70, 70, 70);
        if (auto* text = qobject_cast<QCPItemText*>(item)) {
            text->setColor(mark);
            if (text->brush().style() != Qt::NoBrush) text->setBrush(markBacking(dark));
        }
        if (auto* line = qobject_cast<QCPItemStraightLine*>(item)) line->setPen(QPen(mark, 1.2, Qt::DotLine));
    }
    for (int i = 0; i < plot.graphCount(); ++i) { // the series in the theme's colours
        QCPGraph* g = plot.graph(i);
        QPen pen = g->pen();
        pen.setColor(themed(pen.color(), dark));
        g->setPen(pen);
        QCPScatterStyle style = g->scatterStyle();
        QPen edge = style.pen();
        edge.setColor(themed(edge.color(), dark));
        style.setPen(edge);
        if (style.brush().style() == Qt::SolidPattern) style.setBrush(themed(style.brush().color(), dark));
        g->setScatterStyle(style);
    }
    // Bars in shades of a series' colour (themed() knows the colours alone): a dark plot's
    // bars exported light had kept the dark theme's shades.
    for (int i = 0; i < plot.plottableCount(); ++i)
        if (auto* bars = qobject_cast<QCPBars*>(plot.plottable(i)); bars && bars->property("popslabSeries").isValid())
            styleSeriesBars(*bars, bars->property("popslabSeries").toULongLong(), dark,
                            bars->property("popslabHatched").toBool());
    // A line in the ink (the POPS plot's lower bound): a dark plot exported light had drawn it
    // in the dark theme's light grey, all but invisible on white.
    for (int i = 0; i < plot.graphCount(); ++i)
        if (QCPGraph* g = plot.graph(i); g->property("popslabInkLine").toBool()) {
            QPen pen = g->pen();
            pen.setColor(ink);
            g->setPen(pen);
            QCPScatterStyle style = g->scatterStyle();
            QPen edge = style.pen();
            edge.setColor(ink);
            style.setPen(edge);
            g->setScatterStyle(style);
        }
    for (int i = 0; i < plot.graphCount(); ++i) // the network shown's own values (markShownValues)
        if (QCPGraph* g = plot.graph(i); g->property("popslabMark").toBool()) {
            QCPScatterStyle style = g->scatterStyle();
            style.setPen(QPen(ink, 2.2));
            g->setScatterStyle(style);
        }
}

} // namespace

bool hasIdeographs(const QString& text) {
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.script() == QChar::Script_Han; });
}

QString wrapIdeographs(const QString& text, const QFontMetrics& fm, int room) {
    // Tokens: a Chinese character each, a run of anything else ("log2 ") whole.
    QStringList tokens;
    for (QChar c : text) {
        const bool han = c.script() == QChar::Script_Han;
        if (han || tokens.isEmpty() || tokens.back().back().script() == QChar::Script_Han)
            tokens << QString(c);
        else
            tokens.back() += c;
    }
    QStringList lines{QString()};
    for (const QString& t : tokens) {
        if (!lines.back().isEmpty() && fm.horizontalAdvance(lines.back() + t) > room) lines << QString();
        lines.back() += lines.back().isEmpty() ? t.trimmed() : t;
    }
    for (QString& line : lines)
        line = line.trimmed();
    return lines.join('\n');
}

void style(QCustomPlot& plot, bool dark) {
    // Tick labels in the language's numbers ("4.096" in German): QCustomPlot formats them
    // with the widget's locale, which QLocale::setDefault does not change after the fact.
    plot.setLocale(QLocale());
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis}) { // axes and numbers again after an empty plot's hint
        axis->setVisible(true);
        axis->setTickLabels(true);
        axis->grid()->setVisible(true);
    }
    applyColours(plot, dark);
    applyFonts(plot);
    // Once a plot (FontFollower has no meta-object of its own: found by its name).
    if (!plot.findChild<QObject*>("popslabFontFollower", Qt::FindDirectChildrenOnly)) {
        auto* follower = new FontFollower(&plot);
        follower->setObjectName("popslabFontFollower");
        plot.installEventFilter(follower);
        // Whatever ticker a plot sets after styling, its numbers are fitted to the axis as
        // laid out: before each replot, and again after one that changed the axis's height.
        QObject::connect(&plot, &QCustomPlot::beforeReplot, &plot, [p = &plot] {
            wrapTitles(*p);
            wrapAxisTitles(*p);
            wrapHints(*p);
            fitLegend(*p);
            fitTicks(*p);
        });
        QObject::connect(&plot, &QCustomPlot::afterReplot, &plot, [p = &plot] {
            if (fitTicks(*p)) p->replot(QCustomPlot::rpQueuedReplot);
        });
    }
}

void legendBelow(QCustomPlot& plot) {
    QCPLegend* legend = plot.legend;
    if (!legend || legend->layout() == plot.plotLayout()) return;
    if (QCPLayout* inset = legend->layout()) inset->take(legend);
    QCPLayoutGrid* grid = plot.plotLayout();
    grid->addElement(grid->rowCount(), 0, legend);
    grid->setRowStretchFactor(grid->rowCount() - 1, 0.001); // as tall as its entries, the axes take the rest
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(2);
    legend->setMargins(QMargins(6, 2, 6, 2));
    // The legend's frame is drawn round its cell: a few pixels in from the plot's edges, or
    // an exported plot had its frame on the image's left and right edges and its bottom line
    // cut (walk 13).
    grid->setAutoMargins(QCP::msNone);
    grid->setMargins(QMargins(4, 0, 4, 4));
}

void restyle(QCustomPlot& plot, bool dark) {
    applyColours(plot, dark);
    plot.replot();
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
        // QCustomPlot's own format again: a log axis's whole numbers, kept, wrote 12.5 as "13".
        axis->setNumberFormat("gbd");
        axis->setNumberPrecision(6);
    }
}

void title(QCustomPlot& plot, const QString& text, bool dark) {
    // The title row is the one holding a text element (the legend may have a row below).
    for (int i = plot.plotLayout()->elementCount() - 1; i >= 0; --i)
        if (qobject_cast<QCPTextElement*>(plot.plotLayout()->elementAt(i))) plot.plotLayout()->removeAt(i);
    plot.plotLayout()->simplify();
    if (text.isEmpty()) return;
    plot.plotLayout()->insertRow(0);
    auto* element = new QCPTextElement(&plot, text, plotFont(plot, 12, true));
    element->setProperty("popslabTitle", text); // wrapped to the plot's width before each replot
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
    // Its axes' numbers would be a placeholder range's ("0 0 0 0 1 4" under OK_N's refused
    // sweep): left out until a plot has points (style() shows them again).
    plot.xAxis->setTickLabels(false);
    plot.yAxis->setTickLabels(false);
    // Nor their frame and grid: the hint stands alone (WDM's map past n = 12 said why there
    // was no map inside an empty frame of axes).
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis}) {
        axis->setVisible(false);
        axis->grid()->setVisible(false);
    }
    // Out of the plot's grid while it is empty: an empty legend's greatest width (its
    // margins, 12 px) held the grid's column to the title's width, and the axes and this
    // hint shrank to a strip ("e what varies a").
    if (plot.legend->layout() == plot.plotLayout()) {
        plot.plotLayout()->take(plot.legend);
        plot.plotLayout()->simplify();
        plot.axisRect()->insetLayout()->addElement(plot.legend, Qt::AlignRight | Qt::AlignTop);
    }
    auto* hint = new QCPItemText(&plot);
    hint->setProperty("popslabHint", true);
    hint->position->setType(QCPItemPosition::ptAxisRectRatio);
    hint->position->setCoords(0.5, 0.5);
    hint->setText(text);
    hint->setProperty("popslabHintText", text); // wrapped to the plot's width before each replot
    hint->setColor(dark ? QColor(200, 200, 200) : QColor(90, 90, 90));
    hint->setFont(plotFont(plot, 11));
}

QColor seriesColour(std::size_t k, bool dark) {
    return (dark ? kDarkSeriesColoursTable : kSeriesColoursTable)[k % 6];
}

void styleSeriesBars(QCPBars& bars, std::size_t k, bool dark, bool hatched) {
    const QColor c = seriesColour(k, dark);
    bars.setPen(QPen(c.darker(130)));
    bars.setBrush(hatched ? QBrush(c, Qt::BDiagPattern) : QBrush(c.lighter(115)));
    bars.setProperty("popslabSeries", qulonglong(k));
    bars.setProperty("popslabHatched", hatched);
}

QCPScatterStyle::ScatterShape seriesShape(std::size_t k) {
    return kSeriesShapesTable[k % 6];
}

} // namespace popslab::plots
