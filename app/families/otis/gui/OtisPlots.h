// OTIS-Mesh against N (4, 9, ..., 64) or OTIS-Hypercube (2, 4, ..., 64), as the network
// chosen, every network built and measured on a worker: its optical and electronic links,
// and its diameter (the mesh's beside the 4D mesh's it simulates).
#pragma once

#include "BackgroundJob.h"
#include "OtisAnalysis.h"

#include <QWidget>

class QCustomPlot;

namespace popslab::otis {

class OtisPlots : public QWidget {
    Q_OBJECT
public:
    explicit OtisPlots(QWidget* parent = nullptr);
    gui::BackgroundJob* job() const { return job_; }
    void setDark(bool dark);
    // The network the window shows: the plots are of its family inside the groups, and
    // mark its N.
    void setNetwork(otis::Intra intra, std::uint32_t groups);
    std::optional<QString> exportPlot(const QString& path); // the plot last pointed at

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void draw();

    gui::BackgroundJob* job_;
    QCustomPlot *links_, *diameters_, *exported_;
    std::vector<otis::OtisReport> reports_;
    bool dark_ = false;
    otis::Intra intra_ = otis::Intra::Mesh;
    std::uint32_t shownGroups_ = 0;
};

} // namespace popslab::otis
