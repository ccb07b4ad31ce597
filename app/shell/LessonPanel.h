// The Lesson panel: a lesson prepared in the window. Add the view on show as a scene,
// reorder the scenes by dragging, rename one (double-click), write its notes, delete,
// undo and redo; open and save .popslab-lesson files. Clicking a scene shows it exactly
// as saved. What it shows is the deck's (LessonDeck); it keeps no copy of its own.
#pragma once

#include "Session.h"

#include <QWidget>
#include <functional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTimer;
class QToolButton;

namespace popslab::gui {

class LessonDeck;

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    // `currentView` gives the window's view as a session (what "Add scene" stores), `viewTitle`
    // what it shows in words ("POPS(4,4) - Network"), a new scene's title.
    LessonPanel(LessonDeck* deck, std::function<Session()> currentView, std::function<QString()> viewTitle,
                QWidget* parent = nullptr);

    QListWidget* scenes() const { return list_; }
    QPlainTextEdit* notes() const { return notes_; }
    void addCurrentView();
    void retranslate();

signals:
    void openRequested();
    void saveRequested();
    void exportRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void redraw();
    void applyNotes();

    LessonDeck* deck_;
    std::function<Session()> currentView_;
    std::function<QString()> viewTitle_;
    QLineEdit* title_;
    QListWidget* list_;
    QPlainTextEdit* notes_;
    QLabel *titleLabel_, *notesLabel_, *hint_;
    QPushButton *add_, *remove_, *open_, *save_, *export_;
    QToolButton *undo_, *redo_;
    QTimer* notesPause_;
    bool redrawing_ = false;
};

} // namespace popslab::gui
