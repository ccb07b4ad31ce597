#include "PlotStyle.h"

#include <qcustomplot.h>

namespace popslab::plots {

const QColor kSeriesColoursTable[] = {QColor(0, 114, 178),   QColor(213, 94, 0),   QColor(0, 158, 115),
                                      QColor(204, 121, 167), QColor(86, 180, 233), QColor(230, 159, 0)};
const QCPScatterStyle::ScatterShape kSeriesShapesTable[] = {QCPScatterStyle::ssDisc,     QCPScatterStyle::ssSquare,
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

QColor seriesColour(std::size_t k) {
    return kSeriesColoursTable[k % 6];
}

QCPScatterStyle::ScatterShape seriesShape(std::size_t k) {
    return kSeriesShapesTable[k % 6];
}

} // namespace popslab::plots
