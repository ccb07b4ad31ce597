#include "PresenterView.h"

#include "LessonDeck.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QTextBrowser>
#include <QTimer>

namespace popslab::gui {

PresenterView::PresenterView(const LessonDeck* deck, QWidget* parent) : QWidget(parent), deck_(deck) {
    setObjectName("presenterView");
    position_ = new QLabel;
    title_ = new QLabel;
    title_->setWordWrap(true);
    next_ = new QLabel;
    next_->setWordWrap(true);
    clock_ = new QLabel;
    notes_ = new QTextBrowser;
    notes_->setObjectName("presenterNotes");
    // Read at arm's length in a dim room: sizes of their own, whatever the window's font.
    auto sized = [this](double points, bool bold) {
        QFont f = font();
        f.setPointSizeF(points);
        f.setBold(bold);
        return f;
    };
    position_->setFont(sized(26, true));
    clock_->setFont(sized(26, true));
    title_->setFont(sized(24, false));
    notes_->setFont(sized(20, false));
    next_->setFont(sized(16, false));
    auto* grid = new QGridLayout(this);
    grid->addWidget(position_, 0, 0);
    grid->addWidget(clock_, 0, 1, Qt::AlignRight);
    grid->addWidget(title_, 1, 0, 1, 2);
    grid->addWidget(notes_, 2, 0, 1, 2);
    grid->addWidget(next_, 3, 0, 1, 2);
    grid->setRowStretch(2, 1);
    timer_ = new QTimer(this);
    timer_->setInterval(1000);
    connect(timer_, &QTimer::timeout, this, &PresenterView::tick);
    connect(deck_, &LessonDeck::sceneChanged, this, &PresenterView::redraw);
    connect(deck_, &LessonDeck::edited, this, &PresenterView::redraw);
    redraw();
}

void PresenterView::start() {
    elapsed_.start();
    timer_->start();
    tick();
    redraw();
}

void PresenterView::stop() {
    timer_->stop();
}

QString PresenterView::position() const {
    return deck_->scene() ? tr("Scene %1 of %2").arg(deck_->current() + 1).arg(deck_->sceneCount()) : QString();
}

QString PresenterView::notesText() const {
    return deck_->scene() ? deck_->scene()->notes : QString();
}

QString PresenterView::nextText() const {
    const Lesson* lesson = deck_->lesson();
    if (!lesson || !deck_->scene()) return {};
    const int next = deck_->current() + 1;
    return next < deck_->sceneCount() ? tr("Next: %1").arg(lesson->scenes[std::size_t(next)].title)
                                      : tr("Last scene of the lesson");
}

void PresenterView::redraw() {
    position_->setText(position());
    title_->setText(deck_->scene() ? deck_->scene()->title : QString());
    notes_->setPlainText(notesText());
    next_->setText(nextText());
    setWindowTitle(tr("Presenter view") + (deck_->lesson() ? " - " + deck_->lesson()->title : QString()));
}

void PresenterView::tick() {
    const qint64 s = elapsed_.isValid() ? elapsed_.elapsed() / 1000 : 0;
    clock_->setText(QString("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QChar('0')));
}

void PresenterView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) redraw();
    QWidget::changeEvent(event);
}

} // namespace popslab::gui
