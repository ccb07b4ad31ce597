// A quantity of the WDM star over every (T, R) for a fixed n -- diameter, degree,
// wavelengths or frame length -- as a heat map, each cell measured on the built graphs
// (n <= 16) on a worker, the value written in the cell. Shows at a glance where extra
// transceivers stop paying off (the diameter reaches n once 2 min(T,R) >= n).
#pragma once

#include "BackgroundJob.h"
#include "WdmAnalysis.h"

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QCPColorScale;
class QLabel;
class QSpinBox;

namespace popslab::gui {
class NoteLabel;
}

namespace popslab::wdm {

class WdmHeatMap : public QWidget {
    Q_OBJECT
public:
    explicit WdmHeatMap(QWidget* parent = nullptr);
    gui::BackgroundJob* job() const { return job_; }
    void setDark(bool dark);
    std::optional<QString> exportPlot(const QString& path);
    // Shows the network on show: its n and its (T, R) framed; past the map's n = 12 the map
    // is cleared and says so (no map of another n stays on show).
    void follow(const wdm::WdmParameters& parameters);
    // n^2 networks a map: up to n = 12 they build in a second or two; n = 16 would take
    // minutes (the sweep and the CLI still go there one network at a time).
    static constexpr int kMostMapped = 12;

protected:
    void changeEvent(QEvent* event) override;

private:
    void compute();
    void draw();
    void nameScale(QCPColorScale* scale, const QString& quantity);
    void retranslate();

    gui::BackgroundJob* job_;
    QSpinBox* n_;
    QComboBox* quantity_;
    QLabel *nLabel_, *quantityLabel_;
    gui::NoteLabel* note_;
    QCustomPlot* plot_;
    std::vector<wdm::WdmReport> reports_; // every (T, R) of the last n, T-major
    std::uint32_t n_shown_ = 0;
    wdm::WdmParameters current_{0, 0, 0};
    bool dark_ = false;
};

} // namespace popslab::wdm
