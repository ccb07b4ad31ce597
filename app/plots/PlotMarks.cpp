#include "PlotMarks.h"

#include "PlotStyle.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace popslab::plots {

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
    key->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(plotInk(dark), 2.2), Qt::NoBrush, 15));
    // Each value's diamond in its series' colour: in the ink both, the electronic bus's 2
    // on the optical line at 2 read as the optical bus's.
    for (std::size_t k = 0; k < values.size(); ++k) {
        QCPGraph* g = plot.addGraph();
        g->setProperty("popslabShownValue", true);
        g->setName(legend);
        g->removeFromLegend();
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(seriesColour(k, dark), 2.6), Qt::NoBrush, 15));
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
