// The lecturer's own screen while a lesson is presented: where the lesson stands
// ("Scene 3 of 12"), the scene's title and notes in large type, the next scene small (its
// title and its figure at its first step, drawn on a worker by its family's scene
// builder) and the time since presenting began. With a second screen it fills that screen and the
// audience sees only the figure; with one, N shows and hides it over the window's foot.
// It draws what the deck holds (LessonDeck); it keeps no copy.
#pragma once

#include <QElapsedTimer>
#include <QImage>
#include <QWidget>

class QLabel;
class QTextBrowser;
class QTimer;

namespace popslab::gui {

class BackgroundJob;
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
    // The next scene's figure as shown (null while it is drawn, or when there is none).
    QImage nextFigure() const { return nextImage_; }
    // Whether the next scene's figure is being drawn.
    bool drawingNext() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void redraw();
    void tick();
    void drawNext();
    void showNextFigure();
    void sizeText(bool compact);

    const LessonDeck* deck_;
    QLabel *position_, *title_, *next_, *clock_, *nextFigure_;
    QTextBrowser* notes_;
    QTimer* timer_;
    QElapsedTimer elapsed_;
    BackgroundJob* job_;
    QByteArray nextKey_; // what nextImage_ was drawn from: the scene's session and the theme
    QImage nextImage_;
    bool compact_ = false; // text sized for the one-screen third
};

} // namespace popslab::gui
