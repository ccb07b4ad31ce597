// Slot slider with first, back, play/pause, forward and last, a speed and a loop
// switch. It drives the document's slot; playing is a timer that steps it.
#pragma once

#include "ScheduleDocument.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace popslab::gui {

class TimelineBar : public QWidget {
    Q_OBJECT
public:
    explicit TimelineBar(ScheduleDocument* document, QWidget* parent = nullptr);

    bool playing() const;
    void togglePlay();
    void stepBack();
    void stepForward();
    void first();
    void last();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslate();
    void tick();

    ScheduleDocument* document_;
    QToolButton *first_, *back_, *play_, *forward_, *last_;
    QSlider* slider_;
    QLabel* position_;
    QComboBox* speed_;
    QCheckBox* loop_;
    QTimer* timer_;
};

} // namespace popslab::gui
