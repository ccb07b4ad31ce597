// The bus tab's plots: the run's reads as bars -- each processor's wait(j) in slots
// (the coincidence slot for the prefix sum, the arrival slot for a broadcast) -- and
// bus cycles against n for the operation, simulated for every n on a worker, beside
// an electronic bus's cycles (circles: the paper's 1 and n).
#pragma once

#include "BackgroundJob.h"
#include "BusDocument.h"
#include "BusSweep.h"

#include <QWidget>

class QCustomPlot;
class QLabel;
class QSpinBox;

namespace popslab::gui {
class NoteLabel;
}

namespace popslab::bus {

class BusPlots : public QWidget {
    Q_OBJECT
public:
    explicit BusPlots(const BusDocument* document, QWidget* parent = nullptr);
    gui::BackgroundJob* job() const { return job_; }
    void setDark(bool dark);
    // The plot last pointed at (the waits by default), as SVG, PDF or PNG.
    std::optional<QString> exportPlot(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void drawWaits();
    void sweep();
    void drawCycles();

    const BusDocument* document_;
    gui::BackgroundJob* job_;
    QCustomPlot *waits_, *cycles_, *exported_;
    QSpinBox* upTo_;
    QLabel* upToLabel_;
    gui::NoteLabel* note_;
    std::vector<bus::BusSweepRow> rows_;
    bus::BusKind sweptKind_ = bus::BusKind::Appb;
    bool dark_ = false;
};

} // namespace popslab::bus
