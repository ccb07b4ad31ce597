// The window's part of lessons: the Lesson panel in a dock, reading a lesson on a worker,
// showing a scene, saving the lesson (MainWindow.cpp is the rest of the window).
#include "LessonDeck.h"
#include "LessonPanel.h"
#include "MainWindow.h"
#include "PresenterView.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>

namespace popslab::gui {

void MainWindow::createLessonDock() {
    lessonPanel_ = new LessonPanel(deck_, [this] { return currentSession(); });
    lessonDock_ = new QDockWidget(this);
    lessonDock_->setObjectName("lessonDock"); // its place in the saved layout
    lessonDock_->setWidget(lessonPanel_);
    addDockWidget(Qt::LeftDockWidgetArea, lessonDock_); // under the parameters, the scene's source
    lessonDock_->hide();
    QAction* toggle = lessonDock_->toggleViewAction();
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    viewMenu_->addAction(toggle);
    connect(lessonPanel_, &LessonPanel::openRequested, this, [this] {
        if (!maybeSaveLesson()) return;
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open lesson"), QString(), tr("POPS Lab lessons (*.popslab-lesson)"));
        if (!path.isEmpty()) openFile(path);
    });
    connect(lessonPanel_, &LessonPanel::saveRequested, this, &MainWindow::saveLessonAs);
    // Presenting a lesson: the presenter view on the second screen, or toggled with N.
    presenter_ = new PresenterView(deck_, this);
    presenter_->setWindowFlags(Qt::Window);
    connect(presentation_, &QAction::toggled, this, &MainWindow::presentLesson);
    toggleNotes_ = new QAction(this);
    toggleNotes_->setShortcut(QKeySequence(Qt::Key_N));
    toggleNotes_->setShortcutContext(Qt::WindowShortcut);
    connect(toggleNotes_, &QAction::triggered, this, [this] {
        if (!deck_->isOpen()) return;
        if (presenter_->isVisible()) return presenter_->hide();
        placePresenter(false);
    });
    viewMenu_->addAction(toggleNotes_);
    // The lecturer may click the presenter view: the clicker's keys work there too.
    presenter_->setAttribute(Qt::WA_ShowWithoutActivating);
    presenter_->addActions({nextScene_, previousScene_, toggleNotes_, play_, back_, forward_, first_, last_});
    connect(deck_, &LessonDeck::edited, this, [this] {
        nextScene_->setEnabled(deck_->current() + 1 < deck_->sceneCount());
        previousScene_->setEnabled(deck_->current() > 0);
        updateTitle();
    });
}

// A lesson is read and every scene checked on a worker; it then opens on its first scene.
void MainWindow::openLesson(const QString& path) {
    sessionJob_->start<std::variant<Lesson, QString>>(
        [path]() -> std::variant<Lesson, QString> {
            Lesson lesson;
            if (auto error = loadLesson(path, lesson)) return *error;
            if (lesson.scenes.empty()) return tr("%1 has no scenes").arg(path);
            return lesson;
        },
        [this, path](std::variant<Lesson, QString> read) {
            if (auto* error = std::get_if<QString>(&read)) return fileFailed(path, *error);
            if (!maybeSaveLesson()) return;
            deck_->setLesson(std::get<Lesson>(std::move(read)));
            if (!presentation_->isChecked()) lessonDock_->show();
            addRecent(path);
            emit fileOpened(path, true);
        },
        [this, path](const QString& error) { fileFailed(path, error); });
}

// A scene opens exactly as saved: its family, page and state; the session file (if
// any) is left alone, the lesson is not a session.
void MainWindow::showScene(int index) {
    const Scene* scene = deck_->scene();
    if (!scene) return;
    applySession(scene->session);
    nextScene_->setEnabled(index + 1 < deck_->sceneCount());
    previousScene_->setEnabled(index > 0);
    statusBar()->showMessage(tr("Scene %1 of %2: %3").arg(index + 1).arg(deck_->sceneCount()).arg(scene->title));
    updateTitle();
}

// With a second screen the presenter view fills it (the audience's screen shows the
// figure alone); with one it takes the lower third of the window's screen, over the
// figure's foot, until N hides it.
void MainWindow::placePresenter(bool secondScreenOnly) {
    QScreen* mine = screen();
    QScreen* other = nullptr;
    for (QScreen* s : QGuiApplication::screens())
        if (s != mine) other = s;
    if (other) {
        presenter_->setScreen(other);
        presenter_->setGeometry(other->availableGeometry());
        presenter_->show();
        return;
    }
    if (secondScreenOnly) return;
    const QRect area = mine ? mine->availableGeometry() : geometry();
    presenter_->setGeometry(area.left(), area.bottom() - area.height() / 3, area.width(), area.height() / 3);
    presenter_->show();
    presenter_->raise();
}

void MainWindow::presentLesson(bool on) {
    if (!on || !deck_->isOpen()) {
        presenter_->stop();
        presenter_->hide();
        return;
    }
    presenter_->start();
    placePresenter(true);
}

bool MainWindow::saveLessonAs() {
    const Lesson* lesson = deck_->lesson();
    if (!lesson || lesson->scenes.empty()) return false;
    QString path = QFileDialog::getSaveFileName(this, tr("Save lesson"),
                                                lesson->path.isEmpty() ? "lesson.popslab-lesson" : lesson->path,
                                                tr("POPS Lab lessons (*.popslab-lesson)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(".popslab-lesson")) path += ".popslab-lesson";
    if (auto error = saveLesson(path, *lesson)) {
        QMessageBox::warning(this, tr("Cannot save lesson"), *error);
        return false;
    }
    deck_->markSaved(path);
    statusBar()->showMessage(tr("Lesson saved to %1").arg(path), 5000);
    return true;
}

// Unsaved lesson edits are never dropped without asking.
bool MainWindow::maybeSaveLesson() {
    if (!deck_->isModified()) return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved lesson"), tr("The lesson has changed. Save it before going on?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save) return saveLessonAs();
    return true;
}

} // namespace popslab::gui
