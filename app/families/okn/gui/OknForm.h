// What the OK_N tab simulates: operation, algorithm, N, k, delay and standard steps,
// and the paper's figures as presets. It only collects a request; the run document
// simulates it, so the form never shows a result of its own.
#pragma once

#include "OknRegistry.h"

#include <QString>
#include <QWidget>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace popslab::okn {

class OknForm : public QWidget {
    Q_OBJECT
public:
    explicit OknForm(QWidget* parent = nullptr);

    struct Preset {
        QString label;
        okn::OknRequest request;
    };
    static std::vector<Preset> presets();

    okn::OknRequest request() const;
    // Shows a request (a preset, a session) without emitting requestChanged: the caller
    // simulates it once, as request() reads it back (an unknown operation or algorithm
    // falls back to the first one).
    void setRequest(const okn::OknRequest& request);

signals:
    // The user changed an input.
    void requestChanged(const popslab::okn::OknRequest& request);
    // A preset button was clicked: unlike an edit, this also redraws the sweep.
    void presetChosen(const popslab::okn::OknRequest& request);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillAlgorithms();
    bool stepped() const;
    void updateSteps();
    void edited();
    void retranslate();

    QComboBox *operation_, *algorithm_;
    QSpinBox *nodes_, *ports_, *delay_, *steps_;
    QFormLayout* stepsForm_ = nullptr; // the form holding steps_'s row
    QLabel *nodesLabel_, *portsLabel_, *delayLabel_, *stepsLabel_;
    std::vector<QPushButton*> presetButtons_;
    bool quiet_ = false; // setRequest() is not an edit
};

} // namespace popslab::okn
