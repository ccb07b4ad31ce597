#include "WdmDistancePlot.h"

#include "Plots.h"
#include "RegistryText.h"
#include "WdmFormulas.h"

#include <QEvent>
#include <QLocale>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace popslab::wdm {

WdmDistancePlot::WdmDistancePlot(const WdmDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), plot_(new QCustomPlot) {
    // QCustomPlot asks for the width of its title otherwise, and the window would grow with it.
    plot_->setMinimumSize(320, 240);
    auto* column = new QVBoxLayout(this);
    column->addWidget(plot_);
    connect(document_, &WdmDocument::changed, this, &WdmDistancePlot::draw);
    draw();
}

void WdmDistancePlot::draw() {
    const auto& report = document_->report();
    if (!report || document_->refusal()) {
        const QString why =
            document_->refusal() ? gui::diagnosticText(*document_->refusal()) : tr("Analysing the network...");
        plots::Plots::drawBars(*plot_, why, {}, {}, {}, dark_);
        return;
    }
    const wdm::WdmParameters& p = report->parameters;
    auto asDoubles = [](const std::vector<std::uint64_t>& v) { return std::vector<double>(v.begin(), v.end()); };
    const auto cube = wdm::cubeDistanceHistogram(p.n);
    const std::vector<plots::BarSeries> series{
        // The means are over the other N - 1 processors (80 / 31 = 2.58 for the 5-cube, not
        // n / 2 = 2.5 with the processor itself): the legend says so.
        {tr("super topology, T = %1, R = %2 (mean distance to the %4 others: %3)")
             .arg(p.T)
             .arg(p.R)
             .arg(QLocale().toString(wdm::meanDistance(report->distanceHistogram), 'f', 2))
             .arg(QLocale().toString(qulonglong(report->nodes - 1))),
         asDoubles(report->distanceHistogram)},
        {tr("plain %1-cube, binomial C(n, h) (mean distance to the %3 others: %2)")
             .arg(p.n)
             .arg(QLocale().toString(wdm::meanDistance(cube), 'f', 2))
             .arg(QLocale().toString(qulonglong(report->nodes - 1))),
         asDoubles(cube)}};
    const QString how =
        report->built ? tr("measured by breadth-first search") : tr("closed form (not built beyond n = 16)");
    plots::Plots::drawBars(*plot_,
                           tr("Processors at distance h from one processor, N = %1 (%2)").arg(report->nodes).arg(how),
                           tr("distance h (hops)"), tr("processors"), series, dark_);
}

void WdmDistancePlot::setDark(bool dark) {
    dark_ = dark;
    draw();
}

std::optional<QString> WdmDistancePlot::exportPlot(const QString& path) {
    return plots::Plots::save(*plot_, path, plot_->width(), plot_->height());
}

void WdmDistancePlot::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) draw();
    QWidget::changeEvent(event);
}

} // namespace popslab::wdm
