// The OK_N page (paper 003): pick an operation, algorithm, N, k and delay (or one of
// the paper's figures), watch the simulated run step by step -- links configuring
// (dashed) and up, messages moving -- and plot completion time against delay, k or
// N for every algorithm of the operation. The core simulates; this only shows it.
//
// The page puts the parts together: the form's requests go to the document,
// which the canvas, the timeline, the result text and the sweep plot read.
#pragma once

#include "BackgroundJob.h"
#include "OknForm.h"
#include "OknRegistry.h"
#include "OknState.h"

#include <QWidget>
#include <optional>

class QCustomPlot;
class QLabel;
class QPushButton;

namespace popslab::okn {

class OknCanvas;
class OknDocument;
class OknPlots;
class OknTimelineBar;

class OknPage : public QWidget {
    Q_OBJECT
public:
    explicit OknPage(QWidget* parent = nullptr);
    ~OknPage() override;

    using Preset = OknForm::Preset;
    static std::vector<Preset> presets() { return OknForm::presets(); }
    // Esc over a refusal: the form and the view back to the run before it (false: none).
    bool leaveRefusal();
    void load(const okn::OknRequest& request);
    const std::optional<okn::OknRun>& run() const;
    const okn::OknRequest& runRequest() const; // what the run on show answers
    okn::Time time() const;
    void setTimeIndex(int index);
    int timeCount() const;
    QCustomPlot* plot() const;
    OknPlots* plots() const { return sweep_; }
    // Simulations and sweeps run on these workers; the window shows them busy.
    gui::BackgroundJob* job() const;
    gui::BackgroundJob* plotJob() const;
    void plotSweep();
    // The view at the current time, as SVG, PDF or PNG; the error text, if any.
    std::optional<QString> exportView(const QString& path) const;
    OknCanvas* canvas() const { return canvas_; }
    const OknDocument* document() const { return document_; }
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
    void showResult();
    void retranslate();
    void fitLeft();

    OknDocument* document_;
    OknForm* form_;
    QLabel* result_;
    QWidget* left_ = nullptr; // the form and its presets
    OknCanvas* canvas_;
    OknTimelineBar* timeline_;
    QPushButton* exportView_;
    OknPlots* sweep_;
};

} // namespace popslab::okn
