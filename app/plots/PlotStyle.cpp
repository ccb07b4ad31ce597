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
const QCPScatterStyle::ScatterShape kSeriesShapesTable[] = {QCPScatterStyle::ssDisc,     QCPScatterStyle::ssSquare,
                                                            QCPScatterStyle::ssTriangle, QCPScatterStyle::ssDiamond,
                                                            QCPScatterStyle::ssCross,    QCPScatterStyle::ssPlus};

namespace {

QColor inkOf(bool dark) {
    return dark ? QColor(230, 230, 230) : QColor(20, 20, 20);
}

// Behind a mark's words, the plot's background a little see-through: presenting, a curve
// ran through "n = 8 shown; the lines swept with ...".
QColor markBacking(bool dark) {
    return dark ? QColor(30, 30, 34, 215) : QColor(255, 255, 255, 215);
}

// Text `points` large when the plot's font is the application's: scaled with the
// plot's font, so a plot in presentation mode reads as the panels beside it do.
QFont plotFont(const QCustomPlot& plot, double points, bool bold = false) {
    const double app = QApplication::font().pointSizeF() > 0 ? QApplication::font().pointSizeF() : 10;
    const double own = plot.font().pointSizeF() > 0 ? plot.font().pointSizeF() : app;
    QFont f("DejaVu Sans");
    f.setPointSizeF(points * std::max(1.0, own / app));
    f.setBold(bold);
    return f;
}

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
        const int room = std::max(60, plot.viewport().width() - 24);
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
    const QColor ink = inkOf(dark);
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

QColor seriesColour(std::size_t k) {
    return kSeriesColoursTable[k % 6];
}

QCPScatterStyle::ScatterShape seriesShape(std::size_t k) {
    return kSeriesShapesTable[k % 6];
}

namespace {
// How much of the plot's points and lines falls in `box` (pixels): each point, and each
// line between two points sampled (a line may cross a box with no point in it).
int pointsIn(const QCustomPlot& plot, const QRectF& box) {
    int n = 0;
    for (int g = 0; g < plot.graphCount(); ++g) {
        const QCPGraph* graph = plot.graph(g);
        const bool lines = graph->lineStyle() != QCPGraph::lsNone;
        QPointF before;
        bool joined = false; // a point before this one to draw a line from
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            if (!std::isfinite(it->key) || !std::isfinite(it->value)) {
                joined = false;
                continue;
            }
            const QPointF at(graph->keyAxis()->coordToPixel(it->key), graph->valueAxis()->coordToPixel(it->value));
            n += box.contains(at);
            if (lines && joined)
                for (int k = 1; k < 8; ++k)
                    n += box.contains(before + (at - before) * (k / 8.0));
            before = at;
            joined = true;
        }
    }
    return n;
}

// Each "shown" mark's label at the height where it covers the fewest of the plot's points:
// the top unless lower is clearer.
void placeShownMarks(QCustomPlot& plot) {
    const QRect area = plot.axisRect()->rect();
    for (int i = 0; i < plot.itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(plot.item(i));
        if (!label || !label->property("popslabShownMark").toBool()) continue;
        const QFontMetricsF metrics(label->font());
        const double width = metrics.horizontalAdvance(label->text()) + 8, height = metrics.height() + 2;
        const double at = plot.xAxis->coordToPixel(label->position->key());
        const bool right = label->positionAlignment() & Qt::AlignLeft;
        double best = 0.02;
        int fewest = std::numeric_limits<int>::max();
        for (const double ratio : {0.02, 0.3, 0.55, 0.8}) {
            const QRectF box(right ? at : at - width, area.top() + ratio * area.height(), width, height);
            if (const int n = pointsIn(plot, box.adjusted(-12, -12, 12, 12));
                n < fewest) { // a symbol around a point, and air
                fewest = n;
                best = ratio;
            }
        }
        label->position->setCoords(label->position->key(), best);
    }
}

// A mark's words, in the mark's ink and the axis numbers' font on a backing: recoloured
// with the theme (applyColours).
QCPItemText* markWords(QCustomPlot& plot, const QString& text, bool dark) {
    auto* label = new QCPItemText(&plot);
    label->setProperty("popslabMark", true);
    label->setColor(dark ? QColor(200, 200, 200) : QColor(70, 70, 70));
    label->setFont(plot.xAxis->tickLabelFont());
    label->setBrush(markBacking(dark));
    label->setText(text);
    return label;
}

} // namespace

void markShown(QCustomPlot& plot, double x, const QString& text, bool dark) {
    if (!plot.xAxis->range().contains(x)) return;
    // In the colours the plot was styled in (a caller's flag may lag a theme change).
    if (const QVariant styled = plot.property("popslabDark"); styled.isValid()) dark = styled.toBool();
    const QColor ink = dark ? QColor(200, 200, 200) : QColor(70, 70, 70);
    auto* line = new QCPItemStraightLine(&plot);
    line->setProperty("popslabMark", true); // recoloured with the theme (applyColours)
    line->setPen(QPen(ink, 1.2, Qt::DotLine));
    line->point1->setCoords(x, 1);
    line->point2->setCoords(x, 2);
    QCPItemText* label = markWords(plot, text, dark);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    // On the side with more room, so it never runs off the axes.
    const QCPRange r = plot.xAxis->range();
    const bool right =
        plot.xAxis->scaleType() == QCPAxis::stLogarithmic ? x < std::sqrt(r.lower * r.upper) : x < r.center();
    label->setPositionAlignment(Qt::AlignTop | (right ? Qt::AlignLeft : Qt::AlignRight));
    label->position->setCoords(x, 0.02);
    // At the height where it covers the fewest points (at the top it had run over the bus's
    // rising curve), worked out again on each layout: the plot's size and fonts settle later.
    label->setProperty("popslabShownMark", true);
    if (!plot.property("popslabPlacesMarks").toBool()) {
        plot.setProperty("popslabPlacesMarks", true);
        QObject::connect(&plot, &QCustomPlot::afterLayout, &plot, [p = &plot] { placeShownMarks(*p); });
    }
    label->setPadding(QMargins(4, 0, 4, 0));
}

void markShownOutside(QCustomPlot& plot, const QString& text, bool dark) {
    if (const QVariant styled = plot.property("popslabDark"); styled.isValid()) dark = styled.toBool();
    QCPItemText* label = markWords(plot, text, dark);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.02, 0.02); // top left: sweeps of cycles and times rise to the right
    label->setPositionAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setPadding(QMargins(4, 2, 4, 2));
}

void markShownValues(QCustomPlot& plot, double x, const std::vector<double>& values, const QString& legend, bool dark) {
    if (values.empty() || !plot.xAxis->range().contains(x)) return;
    if (const QVariant styled = plot.property("popslabDark"); styled.isValid()) dark = styled.toBool();
    // The legend's diamond in the ink, with no point of its own.
    QCPGraph* key = plot.addGraph();
    key->setProperty("popslabMark", true); // recoloured with the theme (applyColours): a light export
    key->setName(legend);
    key->setLineStyle(QCPGraph::lsNone);
    key->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(inkOf(dark), 2.2), Qt::NoBrush, 15));
    // Each value's diamond in its series' colour: in the ink both, the electronic bus's 2
    // on the optical line at 2 read as the optical bus's.
    for (std::size_t k = 0; k < values.size(); ++k) {
        QCPGraph* g = plot.addGraph();
        g->setProperty("popslabShownValue", true);
        g->setName(legend);
        g->removeFromLegend();
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(seriesColour(k), 2.6), Qt::NoBrush, 15));
        g->addData(x, values[k]);
    }
}

void markMissingBars(QCustomPlot& plot, const std::vector<std::pair<double, QString>>& marks, bool dark) {
    if (const QVariant styled = plot.property("popslabDark"); styled.isValid()) dark = styled.toBool();
    for (const auto& [x, text] : marks) {
        auto* label = new QCPItemText(&plot);
        label->setProperty("popslabMark", true); // recoloured with the theme (applyColours)
        label->setColor(dark ? QColor(200, 200, 200) : QColor(70, 70, 70));
        label->setFont(plot.xAxis->tickLabelFont());
        label->position->setCoords(x, 0);
        // Upright from the axis, as narrow as a bar of any width.
        label->setRotation(-90);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(4, 0, 4, 0));
        label->setText(text);
    }
    plot.replot(QCustomPlot::rpQueuedReplot); // drawBars has drawn the bars already
}

} // namespace popslab::plots
