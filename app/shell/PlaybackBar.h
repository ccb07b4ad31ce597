// The transport every family's view steps with: first, back, play/pause, forward,
// last, a slider, a speed, an optional loop switch and position text. A family says
// what a step is (a slot, an event time) by implementing the four step functions and
// the texts; playing is a timer that steps until the last step (or loops).
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace popslab::gui {

class PlaybackBar : public QWidget {
    Q_OBJECT
public:
    struct Options {
        int millisecondsPerStep = 1000; // at 1x
        bool loop = false;              // offer a loop switch
        bool position = false;          // show position() beside the slider
        QString sliderName;             // objectName, for tests and style sheets
    };
    // The tooltips and labels the family words (each in its own translation context).
    enum class Text { First, Back, Play, Pause, Forward, Last, Speed, Loop };

    PlaybackBar(const Options& options, QWidget* parent = nullptr);

    bool playing() const;
    // Where it stands (a lesson steps on into the next scene from the last step, and
    // shows "slot 2 of 5" beside the scene's place).
    int steps() const { return stepCount(); }
    int at() const { return step(); }
    bool atEnd() const { return step() >= stepCount() - 1; }
    QString where() const;
    void togglePlay();
    void stepBack();
    void stepForward();
    void first();
    void last();

signals:
    // The step or the steps changed (refresh ran).
    void moved();

protected:
    virtual int stepCount() const = 0;
    virtual int step() const = 0;
    virtual void setStep(int step) = 0; // the family clamps
    virtual QString position() const { return {}; }
    virtual QString text(Text which) const = 0;
    // The model changed (or the language): slider, position and texts follow. Subclasses
    // call it at the end of their constructor and whenever their steps change.
    void refresh();

    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void tick();
    void updateIcons();

    Options options_;
    QToolButton *first_, *back_, *play_, *forward_, *last_;
    QSlider* slider_;
    QLabel* position_ = nullptr;
    QComboBox* speed_;
    QCheckBox* loop_ = nullptr;
    QTimer* timer_;
};

} // namespace popslab::gui
