#include "OtisPlots.h"

#include "PlotMarks.h"
#include "PlotStyle.h"
#include "Plots.h"

#include <QEvent>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>
#include <qcustomplot.h>

namespace popslab::otis {

OtisPlots::OtisPlots(QWidget* parent)
    : QWidget(parent), job_(new gui::BackgroundJob(this)), links_(new QCustomPlot), diameters_(new QCustomPlot),
      exported_(links_) {
    auto* column = new QVBoxLayout(this);
    links_->setObjectName("otisLinksPlot");
    diameters_->setObjectName("otisDiametersPlot");
    for (QCustomPlot* plot : {links_, diameters_}) {
        plot->setMinimumSize(300, 200); // not the width of its title
        plot->installEventFilter(this);
        column->addWidget(plot, 1);
    }
    setNetwork(otis::Intra::Mesh, 0);
}

// The family inside the groups decides the values of N and what is measured: the plots
// follow the network chosen (they showed the mesh while the hypercube was drawn).
void OtisPlots::setNetwork(otis::Intra intra, std::uint32_t groups) {
    shownGroups_ = groups; // marked where the sweep passes through it
    if (intra == intra_ && (!reports_.empty() || job_->busy())) return draw();
    intra_ = intra;
    reports_.clear();
    job_->start<std::vector<otis::OtisReport>>(
        [intra] {
            std::vector<otis::OtisReport> out;
            for (std::uint32_t k = 2; k <= 8; ++k) {
                // squares for the mesh and the plain OTIS; 1..64 for the hypercube
                const std::uint32_t N = intra == otis::Intra::Hypercube ? 1u << (k - 2) : k * k;
                if (N < 2) continue;
                out.push_back(std::get<otis::OtisReport>(otis::analyseOtis({N, intra})));
            }
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
    const bool mesh = intra_ == otis::Intra::Mesh, plain = intra_ == otis::Intra::None;
    plots::MeasuredSeries otisDiameter{mesh    ? tr("OTIS-Mesh diameter (breadth-first search)")
                                       : plain ? tr("OTIS diameter (breadth-first search)")
                                               : tr("OTIS-Hypercube diameter (breadth-first search)"),
                                       {}},
        meshDiameter{tr("diameter of the 4D mesh it simulates, 4(\u221AN \u2212 1)"), {}};
    for (const otis::OtisReport& r : reports_) {
        const double N = r.parameters.groups;
        optical.points.push_back({N, double(r.opticalLinks), none});
        electronic.points.push_back({N, double(r.electronicLinks), none});
        if (r.connected) otisDiameter.points.push_back({N, double(r.diameter), none});
        meshDiameter.points.push_back({N, double(r.meshDiameter), none});
    }
    // The hypercube's N = 2, 4, ..., 64 evenly apart on a log axis (on a linear one the small
    // networks crowded the left); the mesh's squares 4, 9, ..., 64 on a linear one.
    const bool logN = intra_ == otis::Intra::Hypercube;
    plots::Plots::drawMeasured(*links_,
                               mesh    ? tr("OTIS-Mesh links against N")
                               : plain ? tr("OTIS links against N")
                                       : tr("OTIS-Hypercube links against N"),
                               tr("groups N"), {optical, electronic}, logN, dark_, tr("links"));
    std::vector<plots::MeasuredSeries> diameters{otisDiameter};
    if (mesh) diameters.push_back(meshDiameter); // the hypercube simulates no 4D mesh
    // The plain OTIS is never connected: an empty plot that says so, not diameters of 0.
    plots::Plots::drawMeasured(*diameters_, tr("Diameters against N"), tr("groups N"), diameters, logN, dark_,
                               tr("hops"),
                               plain ? tr("No diameter: the plain OTIS is not connected, (G, P) reaches only "
                                          "(P, G).")
                                     : QString());
    const bool swept = std::any_of(reports_.begin(), reports_.end(),
                                   [this](const otis::OtisReport& r) { return r.parameters.groups == shownGroups_; });
    for (QCustomPlot* plot : {links_, diameters_}) {
        if (reports_.empty()) break;
        if (plain && plot == diameters_) { // nothing to mark in the empty plot
            plot->replot();
            continue;
        }
        if (swept)
            plots::markShown(*plot, shownGroups_, tr("N = %1 shown").arg(shownGroups_), dark_);
        else
            plots::markShownOutside(*plot, tr("N = %L1 shown: not in this sweep").arg(shownGroups_), dark_);
        plot->replot();
    }
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
