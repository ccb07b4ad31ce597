// The lecturer's own screen while a lesson is presented: where the lesson stands
// ("Scene 3 of 12"), the scene's title and notes in large type, the next scene's title
// and the time since presenting began. With a second screen it fills that screen and the
// audience sees only the figure; with one, N shows and hides it over the window's foot.
// It draws what the deck holds (LessonDeck); it keeps no copy.
#pragma once

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QTextBrowser;
class QTimer;

namespace popslab::gui {

class LessonDeck;

class PresenterView : public QWidget {
    Q_OBJECT
public:
    explicit PresenterView(const LessonDeck* deck, QWidget* parent = nullptr);

    // Presenting began (the clock starts) or ended.
    void start();
    void stop();
    QString position() const;
    QString notesText() const;
    QString nextText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void redraw();
    void tick();

    const LessonDeck* deck_;
    QLabel *position_, *title_, *next_, *clock_;
    QTextBrowser* notes_;
    QTimer* timer_;
    QElapsedTimer elapsed_;
};

} // namespace popslab::gui
