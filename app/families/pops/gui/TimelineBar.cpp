#include "TimelineBar.h"

#include "PlaybackControls.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace popslab::gui {

TimelineBar::TimelineBar(ScheduleDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    first_ = mediaButton(this, QStyle::SP_MediaSkipBackward);
    back_ = mediaButton(this, QStyle::SP_MediaSeekBackward);
    play_ = mediaButton(this, QStyle::SP_MediaPlay);
    forward_ = mediaButton(this, QStyle::SP_MediaSeekForward);
    last_ = mediaButton(this, QStyle::SP_MediaSkipForward);
    slider_ = new QSlider(Qt::Horizontal);
    slider_->setObjectName("slotSlider");
    position_ = new QLabel;
    position_->setMinimumWidth(110);
    speed_ = playbackSpeedBox();
    loop_ = new QCheckBox;
    timer_ = new QTimer(this);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 2, 4, 2);
    for (QWidget* w : {static_cast<QWidget*>(first_), static_cast<QWidget*>(back_), static_cast<QWidget*>(play_),
                       static_cast<QWidget*>(forward_), static_cast<QWidget*>(last_)})
        row->addWidget(w);
    row->addWidget(slider_, 1);
    row->addWidget(position_);
    row->addWidget(speed_);
    row->addWidget(loop_);

    connect(first_, &QToolButton::clicked, this, &TimelineBar::first);
    connect(back_, &QToolButton::clicked, this, &TimelineBar::stepBack);
    connect(play_, &QToolButton::clicked, this, &TimelineBar::togglePlay);
    connect(forward_, &QToolButton::clicked, this, &TimelineBar::stepForward);
    connect(last_, &QToolButton::clicked, this, &TimelineBar::last);
    connect(slider_, &QSlider::valueChanged, document_, &ScheduleDocument::setSlot);
    connect(timer_, &QTimer::timeout, this, &TimelineBar::tick);
    connect(document_, &ScheduleDocument::scheduleChanged, this, &TimelineBar::refresh);
    connect(document_, &ScheduleDocument::slotChanged, this, &TimelineBar::refresh);
    retranslate();
    refresh();
}

bool TimelineBar::playing() const { return timer_->isActive(); }

void TimelineBar::togglePlay() {
    if (playing()) {
        timer_->stop();
    } else if (document_->slotCount() > 0) {
        if (document_->slot() == document_->slotCount() - 1) document_->setSlot(0);
        timer_->start(int(1200 / speed_->currentData().toDouble()));
    }
    refresh();
}

void TimelineBar::tick() {
    if (document_->slot() + 1 < document_->slotCount()) document_->setSlot(document_->slot() + 1);
    else if (loop_->isChecked()) document_->setSlot(0);
    else togglePlay();
}

void TimelineBar::stepBack() { document_->setSlot(document_->slot() - 1); }
void TimelineBar::stepForward() { document_->setSlot(document_->slot() + 1); }
void TimelineBar::first() { document_->setSlot(0); }
void TimelineBar::last() { document_->setSlot(document_->slotCount() - 1); }

void TimelineBar::refresh() {
    const int count = document_->slotCount();
    const QSignalBlocker block(slider_);
    slider_->setRange(0, std::max(0, count - 1));
    slider_->setValue(document_->slot());
    slider_->setEnabled(count > 1);
    position_->setText(count == 0 ? tr("no slots") : tr("slot %1 of %2").arg(document_->slot() + 1).arg(count));
    play_->setIcon(style()->standardIcon(playing() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    play_->setToolTip(playing() ? tr("Pause (Space)") : tr("Play (Space)"));
}

void TimelineBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void TimelineBar::retranslate() {
    first_->setToolTip(tr("First slot (Home)"));
    back_->setToolTip(tr("Previous slot (Left)"));
    forward_->setToolTip(tr("Next slot (Right)"));
    last_->setToolTip(tr("Last slot (End)"));
    speed_->setToolTip(tr("Playback speed"));
    loop_->setText(tr("Loop"));
    refresh();
}

} // namespace popslab::gui
