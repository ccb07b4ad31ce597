// The plots tab: sequence length against d or g for the current pattern's
// algorithms (several at once, with the lower bound), swept on a worker thread with
// progress and cancel; hovering a point shows its values and clicking it loads that
// configuration. Below, the current schedule's per-slot coupler utilisation.
#pragma once

#include "PopsDocument.h"
#include "PopsState.h"
#include "SequencePlot.h"

#include <QWidget>
#include <functional>
#include <optional>
#include <utility>

class QCPGraph;
class QCustomPlot;
class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace popslab::pops {

class SweepRunner;

class PopsPlots : public QWidget {
    Q_OBJECT
public:
    explicit PopsPlots(PopsDocument* document, QWidget* parent = nullptr);

    QCustomPlot* sequencePlot() const { return sequence_; }
    QCustomPlot* utilisationPlot() const { return utilisation_; }
    SweepRunner* runner() const { return runner_; }
    const std::vector<Series>& series() const { return series_; }
    void setDark(bool dark);
    PlotSettings settings() const;
    void setSettings(const PlotSettings& settings);
    // Starts a sweep of the checked algorithms with the panel's settings.
    void runSweep();

signals:
    void configurationChosen(const popslab::pops::PatternRequest& request);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fitAlgorithms();               // the algorithms' list as tall as its rows
    void fitUtilisation();              // the bars eight lines of the page's text tall at least
    std::uint32_t networkValue() const; // n, d or g of the network shown, as fixed_ asks
    bool followNetwork();
    void sweepAgain();
    // The constructor's parts.
    void createWidgets();
    void layOut();
    void connectSweeps();
    void connectPointer();
    // A sweep whose networks all have n <= kSmallSweepN runs in milliseconds: it runs at
    // once when the tab opens or the pattern changes, instead of showing an empty plot.
    static constexpr std::uint32_t kSmallSweepN = 256;
    void runIfSmall();
    std::optional<std::pair<pops::SweepRequest, bool>> controlsRequest() const;
    SequencePlotSpec specFor(const pops::SweepRequest& request, bool againstN) const;
    void fillAlgorithms();
    void redrawUtilisation();
    void redrawSequence();
    void exportPlot(QCustomPlot* plot);
    void exportCsv();
    void retranslate();
    // The series and row of a graph's data point, or {-1, nullptr}.
    std::pair<int, const pops::SweepRow*> pointAt(QCPGraph* graph, int index) const;

    PopsDocument* document_;
    SweepRunner* runner_;
    QComboBox* vary_;
    QComboBox* fixed_;
    QSpinBox* fixedValue_;
    QListWidget* algorithms_;
    QPushButton *run_, *cancel_, *exportPlot_, *exportCsv_, *exportBars_;
    QProgressBar* progress_;
    QLabel* status_;
    QLabel *varyLabel_, *fixedLabel_;
    QCustomPlot* sequence_;
    QCustomPlot* utilisation_;
    std::vector<Series> series_;
    QStringList algorithmIds_; // of series_, in order
    // The status line, worded again when the language changes.
    std::function<QString()> statusText_;
    bool refused_ = false; // the status says why the last sweep was refused
    void setStatus(std::function<QString()> text);
    void nameSeries();
    SequencePlotSpec spec_;
    std::string pattern_;
    std::string sweptPattern_;       // of the sweep running or last run: a late result of another is dropped
    bool rerun_ = false;             // a dropped result: sweep the new pattern when the runner is idle
    bool fixedEdited_ = false;       // the user chose the fixed value: it no longer follows the network
    bool fillingAlgorithms_ = false; // the list is being filled or set: no sweep an item
    bool sweepWithSchedule_ = false; // setSettings changed the controls: sweep with the next schedule
    bool dark_ = false;
};

} // namespace popslab::pops
