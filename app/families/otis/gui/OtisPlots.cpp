#include "OtisPlots.h"

#include "Plots.h"

#include <QEvent>
#include <QVBoxLayout>
#include <limits>
#include <qcustomplot.h>

namespace popslab::otis {

OtisPlots::OtisPlots(QWidget* parent)
    : QWidget(parent), job_(new gui::BackgroundJob(this)), links_(new QCustomPlot), diameters_(new QCustomPlot),
      exported_(links_) {
    auto* column = new QVBoxLayout(this);
    for (QCustomPlot* plot : {links_, diameters_}) {
        plot->setMinimumSize(300, 200); // not the width of its title
        plot->installEventFilter(this);
        column->addWidget(plot, 1);
    }
    job_->start<std::vector<otis::OtisReport>>(
        [] {
            std::vector<otis::OtisReport> out;
            for (std::uint32_t m = 2; m <= 8; ++m)
                out.push_back(std::get<otis::OtisReport>(otis::analyseOtis({m * m, otis::Intra::Mesh})));
            return out;
        },
        [this](std::vector<otis::OtisReport> reports) {
            reports_ = std::move(reports);
            draw();
        },
        [](const QString&) {});
    draw();
}

bool OtisPlots::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Enter) exported_ = watched == diameters_ ? diameters_ : links_;
    return QWidget::eventFilter(watched, event);
}

void OtisPlots::draw() {
    // Measured values only: the paper states none of these counts (no circles).
    const double none = std::numeric_limits<double>::quiet_NaN();
    plots::MeasuredSeries optical{tr("optical links (measured)"), {}},
        electronic{tr("electronic links (measured)"), {}};
    plots::MeasuredSeries otisDiameter{tr("OTIS-Mesh diameter (breadth-first search)"), {}},
        meshDiameter{tr("diameter of the 4D mesh it simulates, 4 (m - 1)"), {}};
    for (const otis::OtisReport& r : reports_) {
        const double N = r.parameters.groups;
        optical.points.push_back({N, double(r.opticalLinks), none});
        electronic.points.push_back({N, double(r.electronicLinks), none});
        otisDiameter.points.push_back({N, double(r.diameter), none});
        meshDiameter.points.push_back({N, double(r.meshDiameter), none});
    }
    plots::Plots::drawMeasured(*links_, tr("OTIS-Mesh links against N"), tr("groups N"), {optical, electronic}, false,
                               dark_, tr("links"));
    plots::Plots::drawMeasured(*diameters_, tr("Diameters against N"), tr("groups N"), {otisDiameter, meshDiameter},
                               false, dark_, tr("hops"));
}

void OtisPlots::setDark(bool dark) {
    dark_ = dark;
    draw();
}

std::optional<QString> OtisPlots::exportPlot(const QString& path) {
    return plots::Plots::save(*exported_, path, exported_->width(), exported_->height());
}

void OtisPlots::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) draw();
    QWidget::changeEvent(event);
}

} // namespace popslab::otis
