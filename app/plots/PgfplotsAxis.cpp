#include "PgfplotsAxis.h"

#include "TikzText.h"

#include <QHash>
#include <QPicture>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace popslab::plots {

using render::latexSpelling;
using render::tikzNumber;

namespace {

// Reads the plot as QCustomPlot laid it out and writes what it draws, in its order:
// colour map cells, bars and graphs (with their legend entries), then items.
class Writer {
public:
    Writer(QCustomPlot& plot, double bpPerPixel) : plot_(plot), bpPerPixel_(bpPerPixel) {}

    QString axisOptions(QCPAxis* axis, char name);
    QString title();
    QString colourBar();
    void graph(QCPGraph* graph);
    void bars(QCPBars* bars);
    void colourMap(QCPColorMap* map);
    void items();
    QString colourLines() const { return colourLines_.join('\n'); }
    QString body() const { return body_.join('\n'); }

private:
    QString colour(const QColor& c);
    QString text(const QString& text, const QFont& font, const QColor& colour = Qt::black);
    QString pen(const QPen& pen);
    QString point(double x, double y) const { return QStringLiteral("(axis cs:%1,%2)").arg(number(x), number(y)); }
    // Seven significant digits, as pgfplots reads them ("1e-07", "inf"): a value is never
    // rounded to 0, nor an infinity drawn at 0.
    static QString number(double v) {
        if (std::isnan(v)) return QStringLiteral("nan");
        if (std::isinf(v)) return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
        return QString::number(v, 'g', 7).replace(QStringLiteral("e+"), QStringLiteral("e"));
    }
    // A data point at `pixel` on the axes, so a rectangle's hatching is drawn in pixels.
    QPointF data(QPointF pixel) const {
        return {plot_.xAxis->pixelToCoord(pixel.x()), plot_.yAxis->pixelToCoord(pixel.y())};
    }
    void hatch(const QRectF& pixels, const QBrush& brush);
    void legendEntry(QCPAbstractPlottable* p, const QString& image);

    QCustomPlot& plot_;
    double bpPerPixel_;
    QHash<QRgb, QString> colours_;
    QStringList colourLines_, body_;
};

QString Writer::colour(const QColor& c) {
    if (auto it = colours_.find(c.rgb()); it != colours_.end()) return *it;
    const QString name = QStringLiteral("series%1").arg(colours_.size() + 1);
    colours_.insert(c.rgb(), name);
    colourLines_ << QStringLiteral("\\definecolor{%1}%2").arg(name, render::tikzRgb(c));
    return name;
}

// Text in LaTeX's spelling, or (Chinese) its outline as a small inline picture.
QString Writer::text(const QString& t, const QFont& font, const QColor& c) {
    if (auto spelled = latexSpelling(t)) return *spelled;
    // As large beside the document's 10 pt tick labels as the text is beside the window's.
    const double bp = std::clamp(10.0 * font.pointSizeF() / plot_.xAxis->tickLabelFont().pointSizeF(), 6.0, 14.0);
    QString lines;
    const QStringList parts = t.split('\n');
    for (qsizetype k = 0; k < parts.size(); ++k) {
        const QPainterPath outline =
            QTransform::fromTranslate(0, double(k) * bp * 1.25).map(render::textOutline(parts[k], font, bp));
        lines += render::tikzPathOps(outline, 2) + ' ';
    }
    const QString fill = c == Qt::black ? QStringLiteral("black") : colour(c);
    return QStringLiteral("\\tikz[x=1bp, y=-1bp, baseline=0pt] \\fill[%1] %2;").arg(fill, lines.trimmed());
}

QString Writer::pen(const QPen& p) {
    if (p.style() == Qt::NoPen) return QStringLiteral("draw=none");
    QString s = QStringLiteral("draw=%1, line width=%2bp")
                    .arg(colour(p.color()), tikzNumber(std::max(0.4, p.widthF()) * bpPerPixel_, 2));
    if (p.style() == Qt::DotLine) s += QStringLiteral(", dotted");
    if (p.style() == Qt::DashLine || p.style() == Qt::DashDotLine) s += QStringLiteral(", dashed");
    return s;
}

// The axis as drawn: its label, range, scale and the very ticks and tick labels
// QCustomPlot chose for this size (whole numbers, powers of two).
QString Writer::axisOptions(QCPAxis* axis, char name) {
    QStringList o;
    const QString n(QChar::fromLatin1(name));
    if (!axis->label().isEmpty()) o << n + "label={" + text(axis->label(), axis->labelFont()) + "}";
    o << n + "min=" + number(axis->range().lower) << n + "max=" + number(axis->range().upper);
    if (axis->scaleType() == QCPAxis::stLogarithmic) {
        const auto log = axis->ticker().dynamicCast<QCPAxisTickerLog>();
        o << n + "mode=log"
          << "log basis " + n + "=" + number(log ? log->logBase() : 10);
    }
    QStringList ticks, labels;
    const QVector<double> at = axis->tickVector();
    const QVector<QString> said = axis->tickVectorLabels();
    for (qsizetype k = 0; k < at.size(); ++k) {
        if (!axis->range().contains(at[k])) continue;
        ticks << number(at[k]);
        labels << "{" + text(k < said.size() ? said[k] : QString(), axis->tickLabelFont()) + "}";
    }
    o << n + "tick={" + ticks.join(',') + "}" << n + "ticklabels={" + labels.join(',') + "}";
    o << "minor " + n + "tick={}";
    return o.join(",\n  ");
}

QString Writer::title() {
    for (QCPTextElement* e : plot_.findChildren<QCPTextElement*>())
        if (e->property("popslabTitle").isValid())
            return "title={" + text(e->property("popslabTitle").toString(), e->font()) + "}";
    return {};
}

// A colour map's scale as pgfplots' colour bar: the gradient's stops, the data range,
// the quantity (an axis label, or the upright title Chinese gets).
QString Writer::colourBar() {
    const auto scales = plot_.findChildren<QCPColorScale*>();
    if (scales.isEmpty()) return {};
    QCPColorScale* scale = scales.front();
    // Sampled at even steps: pgfplots before compat 1.14 refuses stops at uneven places (the
    // WDM map's scale puts its ends at the smallest and largest value).
    QStringList stops;
    constexpr int kSamples = 40;
    const QCPRange unit(0, 1);
    for (int k = 0; k <= kSamples; ++k) {
        const QColor c = QColor::fromRgba(scale->gradient().color(double(k) / kSamples, unit));
        stops << QStringLiteral("rgb255(%1cm)=(%2,%3,%4)")
                     .arg(tikzNumber(10.0 * k / kSamples, 3))
                     .arg(c.red())
                     .arg(c.green())
                     .arg(c.blue());
    }
    QString label = scale->axis()->label();
    for (QCPTextElement* e : plot_.findChildren<QCPTextElement*>())
        if (!e->property("popslabTitle").isValid()) label = e->text();
    QStringList o{QStringLiteral("colorbar"), "colormap={popslab}{" + stops.join(' ') + "}",
                  "point meta min=" + number(scale->dataRange().lower),
                  "point meta max=" + number(scale->dataRange().upper)};
    QStringList style;
    QStringList ticks, labels; // the scale's own ticks (whole numbers, in the middle of their colours)
    const QVector<double> at = scale->axis()->tickVector();
    const QVector<QString> said = scale->axis()->tickVectorLabels();
    for (qsizetype k = 0; k < at.size(); ++k)
        if (scale->axis()->range().contains(at[k])) {
            ticks << number(at[k]);
            labels << "{" + text(k < said.size() ? said[k] : QString(), scale->axis()->tickLabelFont()) + "}";
        }
    style << "ytick={" + ticks.join(',') + "}"
          << "yticklabels={" + labels.join(',') + "}";
    if (!label.isEmpty())
        style << "ylabel={" + text(label, scale->axis()->labelFont()) + "}"
              << "ylabel near ticks"
              << "yticklabel pos=right";
    o << "colorbar style={" + style.join(", ") + "}";
    return o.join(",\n  ");
}

void Writer::legendEntry(QCPAbstractPlottable* p, const QString& image) {
    if (!plot_.legend->visible() || !plot_.legend->hasItemWithPlottable(p)) return;
    if (!image.isEmpty()) body_ << "\\addlegendimage{" + image + "}";
    body_ << "\\addlegendentry{" + text(p->name(), plot_.legend->font()) + "}";
}

void Writer::graph(QCPGraph* g) {
    const QCPScatterStyle scatter = g->scatterStyle();
    const bool filled = scatter.brush().style() != Qt::NoBrush;
    QString mark;
    switch (scatter.shape()) {
    case QCPScatterStyle::ssNone:
        mark = "none";
        break;
    case QCPScatterStyle::ssDot:
    case QCPScatterStyle::ssDisc:
        mark = "*";
        break;
    case QCPScatterStyle::ssCross:
        mark = "x";
        break;
    case QCPScatterStyle::ssPlus:
        mark = "+";
        break;
    case QCPScatterStyle::ssStar:
        mark = "asterisk";
        break;
    case QCPScatterStyle::ssSquare:
        mark = filled ? "square*" : "square";
        break;
    case QCPScatterStyle::ssDiamond:
        mark = filled ? "diamond*" : "diamond";
        break;
    case QCPScatterStyle::ssTriangle:
        mark = filled ? "triangle*" : "triangle";
        break;
    case QCPScatterStyle::ssTriangleInverted:
        mark = filled ? "triangle*" : "triangle";
        break;
    default:
        mark = filled ? "*" : "o";
        break;
    }
    const bool line = g->lineStyle() != QCPGraph::lsNone && g->pen().style() != Qt::NoPen;
    QStringList o{line ? pen(g->pen()) : QStringLiteral("only marks")};
    const QColor markColour = scatter.pen().style() != Qt::NoPen ? scatter.pen().color() : g->pen().color();
    o << "mark=" + mark;
    if (mark != "none") {
        o << "mark size=" + tikzNumber(scatter.size() / 2 * bpPerPixel_, 2) + "bp";
        QString options = "solid, draw=" + colour(markColour) +
                          (filled ? ", fill=" + colour(scatter.brush().color()) : QStringLiteral(", fill=none"));
        if (scatter.shape() == QCPScatterStyle::ssTriangleInverted) options += ", rotate=180";
        o << "mark options={" + options + "}";
    }
    o << QStringLiteral("unbounded coords=jump");
    const bool inLegend = plot_.legend->visible() && plot_.legend->hasItemWithPlottable(g);
    // A legend's key with no point of its own (the network shown's diamonds): its image only.
    if (g->data()->isEmpty()) return legendEntry(g, o.join(", "));
    if (!inLegend) o << QStringLiteral("forget plot");
    QStringList points;
    for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
        points << QStringLiteral("(%1,%2)").arg(number(it->key), number(it->value));
    body_ << "\\addplot[" + o.join(", ") + "] coordinates {";
    for (qsizetype k = 0; k < points.size(); k += 8)
        body_ << "  " + points.mid(k, 8).join(' ');
    body_ << "};";
    legendEntry(g, {});
}

// Qt's hatching brushes as lines 6 pixels apart inside a clip of the bar.
void Writer::hatch(const QRectF& px, const QBrush& brush) {
    QStringList lines;
    for (double s = 3; s < px.width() + px.height(); s += 6) {
        const QPointF a = data({px.left() + s - px.height(), px.bottom()}), b = data({px.left() + s, px.top()});
        lines << point(a.x(), a.y()) + " -- " + point(b.x(), b.y());
    }
    const QPointF tl = data(px.topLeft()), br = data(px.bottomRight());
    body_ << "\\begin{scope}"
          << "  \\clip " + point(tl.x(), tl.y()) + " rectangle " + point(br.x(), br.y()) + ";"
          << "  \\draw[" + pen(QPen(brush.color(), 1)) + "] " + lines.join("\n    ") + ";"
          << "\\end{scope}";
}

void Writer::bars(QCPBars* b) {
    // Bars side by side in a group, each shifted from its key as QCustomPlot shifts them.
    double offset = 0;
    if (QCPBarsGroup* group = b->barsGroup())
        offset = (double(group->bars().indexOf(b)) - (group->size() - 1) / 2.0) * b->width();
    const QBrush brush = b->brush();
    const bool hatched = brush.style() >= Qt::HorPattern && brush.style() <= Qt::DiagCrossPattern;
    const QString fill = brush.style() == Qt::SolidPattern ? "fill=" + colour(brush.color()) : QString("fill=none");
    for (auto it = b->data()->constBegin(); it != b->data()->constEnd(); ++it) {
        const double x0 = it->key + offset - b->width() / 2, x1 = it->key + offset + b->width() / 2;
        const QString rect = point(x0, 0) + " rectangle " + point(x1, it->value);
        if (!hatched || brush.style() == Qt::SolidPattern) body_ << "\\path[" + fill + "] " + rect + ";";
        if (hatched) {
            const QPointF a(plot_.xAxis->coordToPixel(x0), plot_.yAxis->coordToPixel(it->value));
            const QPointF c(plot_.xAxis->coordToPixel(x1), plot_.yAxis->coordToPixel(0));
            hatch(QRectF(a, c).normalized(), brush);
        }
        body_ << "\\path[" + pen(b->pen()) + "] " + rect + ";";
    }
    legendEntry(b, "area legend, " + pen(b->pen()) + ", " + fill);
}

void Writer::colourMap(QCPColorMap* map) {
    QCPColorMapData* d = map->data(); // cell() is not const in QCustomPlot 2.1
    const int nx = d->keySize(), ny = d->valueSize();
    const double wx = nx > 1 ? d->keyRange().size() / (nx - 1) : 1, wy = ny > 1 ? d->valueRange().size() / (ny - 1) : 1;
    const bool log = map->dataScaleType() == QCPAxis::stLogarithmic;
    for (int i = 0; i < nx; ++i)
        for (int j = 0; j < ny; ++j) {
            const double x = d->keyRange().lower + i * wx, y = d->valueRange().lower + j * wy;
            const QColor c = QColor::fromRgb(map->gradient().color(d->cell(i, j), map->dataRange(), log));
            body_ << QStringLiteral("\\path[fill={rgb,255:red,%1;green,%2;blue,%3}] %4 rectangle %5;")
                         .arg(c.red())
                         .arg(c.green())
                         .arg(c.blue())
                         .arg(point(x - wx / 2, y - wy / 2), point(x + wx / 2, y + wy / 2));
        }
}

void Writer::items() {
    for (int k = 0; k < plot_.itemCount(); ++k) {
        QCPAbstractItem* item = plot_.item(k);
        if (!item->visible()) continue;
        if (auto* t = qobject_cast<QCPItemText*>(item)) {
            const QPointF at = data(t->position->pixelPosition());
            const Qt::Alignment a = t->positionAlignment();
            QStringList anchor;
            if (a & Qt::AlignTop) anchor << "north";
            if (a & Qt::AlignBottom) anchor << "south";
            if (a & Qt::AlignLeft) anchor << "west";
            if (a & Qt::AlignRight) anchor << "east";
            // As large beside the document's 10 pt tick labels as beside the window's.
            const double pt = 10 * t->font().pointSizeF() / plot_.xAxis->tickLabelFont().pointSizeF();
            QString o =
                QStringLiteral("anchor=%1, text=%2, inner sep=%3bp, font=\\fontsize{%4}{%5}\\selectfont")
                    .arg(anchor.isEmpty() ? QStringLiteral("center") : anchor.join(' '), colour(t->color()),
                         tikzNumber(t->padding().left() * bpPerPixel_, 2), tikzNumber(pt, 2), tikzNumber(pt * 1.2, 2));
            if (t->rotation() != 0) // Qt turns clockwise, TikZ counterclockwise
                o += QStringLiteral(", rotate=%1").arg(tikzNumber(-t->rotation(), 1));
            if (t->brush().style() != Qt::NoBrush)
                o += QStringLiteral(", fill=%1, fill opacity=%2, text opacity=1")
                         .arg(colour(t->brush().color()), tikzNumber(t->brush().color().alphaF(), 2));
            body_ << "\\node[" + o + "] at " + point(at.x(), at.y()) + " {" + text(t->text(), t->font()) + "};";
        } else if (auto* line = qobject_cast<QCPItemStraightLine*>(item)) {
            const QPointF p1 = line->point1->coords(), p2 = line->point2->coords();
            const QCPRange xr = plot_.xAxis->range(), yr = plot_.yAxis->range();
            QPointF a, b;
            if (p1.x() == p2.x()) {
                a = {p1.x(), yr.lower}, b = {p1.x(), yr.upper};
            } else { // across the x range, on the line through both points
                const double slope = (p2.y() - p1.y()) / (p2.x() - p1.x());
                a = {xr.lower, p1.y() + slope * (xr.lower - p1.x())},
                b = {xr.upper, p1.y() + slope * (xr.upper - p1.x())};
            }
            body_ << "\\path[" + pen(line->pen()) + "] " + point(a.x(), a.y()) + " -- " + point(b.x(), b.y()) + ";";
        } else if (auto* rect = qobject_cast<QCPItemRect*>(item)) {
            const QPointF tl = rect->topLeft->coords(), br = rect->bottomRight->coords();
            body_ << "\\path[" + pen(rect->pen()) + "] " + point(tl.x(), tl.y()) + " rectangle " +
                         point(br.x(), br.y()) + ";";
        }
    }
}

} // namespace

QString pgfplotsText(QCustomPlot& plot, int width, int height, double widthCm) {
    // Laid out at the size asked for, as the SVG and PDF are (toPainter lays the plot out
    // and keeps that layout until the next replot): the ticks depend on it.
    {
        QPicture scratch;
        QCPPainter painter(&scratch);
        plot.toPainter(&painter, width, height);
    }
    struct Relayout {
        QCustomPlot& plot;
        ~Relayout() { plot.replot(QCustomPlot::rpQueuedReplot); } // the window's own size again
    } relayout{plot};
    const double bpPerPixel = widthCm / 2.54 * 72 / std::max(1, width);
    Writer w(plot, bpPerPixel);
    // The window's shape, within reason: a plot on a tall panel still fits a page.
    const double aspect = std::clamp(double(height) / std::max(1, width), 0.5, 1.0);
    QStringList options{
        QStringLiteral("width=%1cm, height=%2cm").arg(tikzNumber(widthCm, 2), tikzNumber(widthCm * aspect, 2))};
    if (const QString t = w.title(); !t.isEmpty()) options << t;
    options << w.axisOptions(plot.xAxis, 'x') << w.axisOptions(plot.yAxis, 'y');
    if (const QString bar = w.colourBar(); !bar.isEmpty()) options << bar;
    // The legend below the axes, two entries a row, as the window has it: beside them it
    // would run past a column of text.
    options << QStringLiteral("legend style={at={(0.5,-0.2)}, anchor=north, legend columns=2, "
                              "/tikz/every even column/.append style={column sep=1em}}, legend cell align=left");
    for (int k = 0; k < plot.plottableCount(); ++k) {
        QCPAbstractPlottable* p = plot.plottable(k);
        if (!p->visible()) continue;
        if (auto* map = qobject_cast<QCPColorMap*>(p)) w.colourMap(map);
    }
    for (int k = 0; k < plot.plottableCount(); ++k) {
        QCPAbstractPlottable* p = plot.plottable(k);
        if (!p->visible()) continue;
        if (auto* bars = qobject_cast<QCPBars*>(p)) w.bars(bars);
        if (auto* graph = qobject_cast<QCPGraph*>(p)) w.graph(graph);
    }
    w.items();
    QString out;
    out += QStringLiteral("%% Written by POPS Lab: a pgfplots axis for pdfLaTeX. In a document that loads\n"
                          "%% \\usepackage{pgfplots}, \\input this file. The series are the plot's own points;\n"
                          "%% the ticks and their labels are those the window shows.\n");
    out += "\\begin{tikzpicture}\n";
    if (const QString colours = w.colourLines(); !colours.isEmpty()) out += colours + "\n";
    out += "\\begin{axis}[\n  " + options.join(",\n  ") + "]\n";
    out += w.body() + "\n\\end{axis}\n\\end{tikzpicture}\n";
    return out;
}

} // namespace popslab::plots
