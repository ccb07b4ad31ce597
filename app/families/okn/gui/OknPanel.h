// The OK_N tab (paper 003): pick an operation, algorithm, N, k and delay (or one of
// the paper's figures), watch the simulated run step by step -- links configuring
// (dashed) and up, messages moving -- and plot completion time against delay, k or
// N for every algorithm of the operation. The core simulates; this only shows it.
#pragma once

#include "BackgroundJob.h"
#include "OknState.h"
#include "families/okn/OknRegistry.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;
class QSlider;
class QSpinBox;
class QTimer;
class QToolButton;
class QPushButton;

namespace popslab::render {
class OknPainter;
}

namespace popslab::gui {

class OknCanvas;

class OknPanel : public QWidget {
    Q_OBJECT
public:
    explicit OknPanel(QWidget* parent = nullptr);
    ~OknPanel() override;

    struct Preset {
        QString label;
        okn::OknRequest request;
    };
    static std::vector<Preset> presets();
    void load(const okn::OknRequest& request);
    const std::optional<okn::OknRun>& run() const { return run_; }
    okn::Time time() const;
    void setTimeIndex(int index);
    int timeCount() const;
    QCustomPlot* plot() const { return plot_; }
    // Simulations and sweeps run on these workers (issue 9); the window shows them busy.
    BackgroundJob* job() const { return job_; }
    BackgroundJob* plotJob() const { return plotJob_; }
    void plotSweep();
    // The view at the current time, as SVG, PDF or PNG; the error text, if any.
    std::optional<QString> exportView(const QString& path) const;
    void setDark(bool dark);
    // What a session keeps of this tab, and restoring it (an unknown operation or
    // algorithm keeps the current one; the run then says what is wrong).
    OknSettings settings() const;
    void setSettings(const OknSettings& settings);
    // Timeline controls, also reached by the window's shortcuts when this tab is shown.
    void togglePlay();
    void stepBack();
    void stepForward();
    void first();
    void last();

signals:
    // The user changed what is simulated or shown (for the unsaved-session mark).
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillAlgorithms();
    okn::OknRequest currentRequest() const;
    void simulate();
    void adopt(const okn::OknRequest& request, std::variant<okn::OknRun, okn::OknDiagnostic> ran);
    void showResult();
    void retranslate();

    QComboBox *operation_, *algorithm_, *vary_;
    QSpinBox *nodes_, *ports_, *delay_, *steps_, *from_, *to_;
    QLabel *result_, *nodesLabel_, *portsLabel_, *delayLabel_, *stepsLabel_, *varyLabel_;
    QPushButton *plotButton_, *exportButton_;
    std::vector<QPushButton*> presetButtons_;
    OknCanvas* canvas_;
    QSlider* slider_;
    QToolButton *first_, *back_, *play_, *forward_, *last_;
    QComboBox* speed_;
    QPushButton* exportView_;
    QTimer* timer_;
    QCustomPlot* plot_;
    QLabel* plotNote_;
    BackgroundJob* job_;
    BackgroundJob* plotJob_;
    std::optional<QString> failure_; // the last simulation stopped with this error
    std::optional<int> pendingTime_; // a session's time index, shown once its run is there
    std::optional<okn::OknRun> run_;
    std::optional<okn::OknDiagnostic> diagnostic_; // why the last request was refused
    okn::OknNetwork network_;
    std::unique_ptr<render::OknPainter> painter_;
    std::vector<okn::Time> times_;
    bool loading_ = false;
    bool dark_ = false;
    friend class OknCanvas;
};

} // namespace popslab::gui
