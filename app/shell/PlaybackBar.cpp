#include "PlaybackBar.h"

#include "MediaIcons.h"
#include "PlaybackControls.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QTimer>
#include <QToolButton>
#include <algorithm>
#include <utility>

namespace popslab::gui {

PlaybackBar::PlaybackBar(const Options& options, QWidget* parent) : QWidget(parent), options_(options) {
    first_ = mediaButton();
    back_ = mediaButton();
    play_ = mediaButton();
    forward_ = mediaButton();
    last_ = mediaButton();
    slider_ = new QSlider(Qt::Horizontal);
    slider_->setObjectName(options.sliderName);
    slider_->setMinimumWidth(120);
    speed_ = playbackSpeedBox();
    timer_ = new QTimer(this);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : std::initializer_list<QWidget*>{first_, back_, play_, forward_, last_})
        row->addWidget(w);
    row->addWidget(slider_, 1);
    if (options.position) {
        // No least width of its own: the label's is its whole text in the font in use ("t = 126
        // (Zyklus 1, Zeitschlitz 127)" was cut when a fixed one let the layout squeeze it).
        position_ = new QLabel;
        row->addWidget(position_);
    }
    row->addWidget(speed_);
    if (options.loop) {
        loop_ = new QCheckBox;
        row->addWidget(loop_);
    }
    connect(first_, &QToolButton::clicked, this, &PlaybackBar::first);
    connect(back_, &QToolButton::clicked, this, &PlaybackBar::stepBack);
    connect(play_, &QToolButton::clicked, this, &PlaybackBar::togglePlay);
    connect(forward_, &QToolButton::clicked, this, &PlaybackBar::stepForward);
    connect(last_, &QToolButton::clicked, this, &PlaybackBar::last);
    connect(slider_, &QSlider::valueChanged, this, [this](int value) { setStep(value); });
    connect(timer_, &QTimer::timeout, this, &PlaybackBar::tick);
    updateIcons();
}

// The glyphs in the palette's text colour, as tall as a line of the widget's text.
void PlaybackBar::updateIcons() {
    const QColor color = palette().color(QPalette::ButtonText);
    const int side = std::max(16, fontMetrics().height());
    const std::pair<QToolButton*, MediaGlyph> buttons[] = {{first_, MediaGlyph::First},
                                                           {back_, MediaGlyph::Back},
                                                           {play_, playing() ? MediaGlyph::Pause : MediaGlyph::Play},
                                                           {forward_, MediaGlyph::Forward},
                                                           {last_, MediaGlyph::Last}};
    for (auto [button, glyph] : buttons) {
        button->setIconSize(QSize(side, side));
        button->setIcon(mediaIcon(glyph, color, side, palette().color(QPalette::Disabled, QPalette::ButtonText)));
    }
}

bool PlaybackBar::playing() const {
    return timer_->isActive();
}

void PlaybackBar::togglePlay() {
    if (playing()) {
        timer_->stop();
    } else if (stepCount() > 0) {
        if (step() >= stepCount() - 1) setStep(0); // play again from the start
        timer_->start(int(options_.millisecondsPerStep / speed_->currentData().toDouble()));
    }
    refresh();
}

void PlaybackBar::tick() {
    if (step() + 1 < stepCount())
        setStep(step() + 1);
    else if (loop_ && loop_->isChecked())
        setStep(0);
    else
        togglePlay();
}

void PlaybackBar::stepBack() {
    setStep(step() - 1);
}
void PlaybackBar::stepForward() {
    setStep(step() + 1);
}
void PlaybackBar::first() {
    setStep(0);
}
void PlaybackBar::last() {
    setStep(std::max(0, stepCount() - 1));
}

QString PlaybackBar::where() const {
    const QString p = position();
    return p.isEmpty() ? tr("step %1 of %2").arg(step() + 1).arg(std::max(1, stepCount())) : p;
}

void PlaybackBar::refresh() {
    const int count = stepCount();
    {
        const QSignalBlocker block(slider_);
        slider_->setRange(0, std::max(0, count - 1));
        slider_->setValue(step());
        slider_->setEnabled(count > 1);
    }
    // Nothing to step through (an OTIS-Hypercube has no move): no control offers to.
    for (QWidget* control :
         {static_cast<QWidget*>(first_), static_cast<QWidget*>(back_), static_cast<QWidget*>(play_),
          static_cast<QWidget*>(forward_), static_cast<QWidget*>(last_), static_cast<QWidget*>(speed_)})
        control->setEnabled(count > 1);
    if (loop_) loop_->setEnabled(count > 1);
    if (position_) position_->setText(position());
    updateIcons(); // play or pause
    play_->setToolTip(text(playing() ? Text::Pause : Text::Play));
    first_->setToolTip(text(Text::First));
    back_->setToolTip(text(Text::Back));
    forward_->setToolTip(text(Text::Forward));
    last_->setToolTip(text(Text::Last));
    speed_->setToolTip(text(Text::Speed));
    if (loop_) loop_->setText(text(Text::Loop));
    emit moved();
}

// A row laid out while its page was hidden (the language changed on another family's page)
// kept the position's old width: it is laid out again as it shows.
void PlaybackBar::showEvent(QShowEvent* event) {
    layout()->invalidate();
    QWidget::showEvent(event);
}

void PlaybackBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) refresh();
    // Presentation mode's larger font, the dark theme's palette.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::StyleChange)
        updateIcons();
    QWidget::changeEvent(event);
}

} // namespace popslab::gui
