// The window's part of lessons: the Lesson panel in a dock, reading a lesson on a worker,
// showing a scene, saving the lesson and handing it out (MainWindow.cpp is the rest of the window).
#include "BackgroundJob.h"
#include "FilterSuffix.h"
#include "LessonDeck.h"
#include "LessonFigures.h"
#include "LessonPage.h"
#include "LessonPanel.h"
#include "MainWindow.h"
#include "PlaybackBar.h"
#include "PresenterView.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextEdit>
#include <QTimer>

namespace popslab::gui {

namespace {

// While a lesson is presented, a clicker's keys drive the lesson wherever the focus is:
// a slider, a spin box or a canvas with focus would otherwise take Right and Left for
// itself. Text being typed (a title, notes) keeps its keys.
class LessonKeys : public QObject {
public:
    LessonKeys(MainWindow* window, std::function<bool(int)> press) : QObject(window), press_(std::move(press)) {}
    bool eventFilter(QObject* watched, QEvent* event) override {
        // A family's own shortcut for the same key (OK_N's Right) is asked first, through
        // ShortcutOverride: the lesson answers there, and swallows the key press after.
        const bool override = event->type() == QEvent::ShortcutOverride;
        if (!override && event->type() != QEvent::KeyPress) return QObject::eventFilter(watched, event);
        const auto* key = static_cast<QKeyEvent*>(event);
        QWidget* focus = QApplication::focusWidget();
        const bool typing = (qobject_cast<QLineEdit*>(focus) && !qobject_cast<QAbstractSpinBox*>(focus->parent())) ||
                            qobject_cast<QTextEdit*>(focus) || qobject_cast<QPlainTextEdit*>(focus);
        if (key->modifiers() != Qt::NoModifier || typing) return false;
        if (!override) {
            const bool swallow = swallowNext_ == key->key();
            swallowNext_ = 0;
            return swallow;
        }
        if (!press_(key->key())) return false;
        event->accept();
        swallowNext_ = key->key();
        return true;
    }

private:
    std::function<bool(int)> press_;
    int swallowNext_ = 0; // the key whose press the override already answered
};

} // namespace

void MainWindow::createLessonDock() {
    lessonPanel_ = new LessonPanel(
        deck_, [this] { return currentSession(); }, [this] { return viewTitle(); });
    lessonDock_ = new QDockWidget(this);
    lessonDock_->setObjectName("lessonDock"); // its place in the saved layout
    lessonDock_->setWidget(lessonPanel_);
    // On the right, a tab beside the family's details: stacked under the parameters it had
    // left them, and the logical structure, a third of the column each (walk 7, F2).
    addDockWidget(Qt::RightDockWidgetArea, lessonDock_);
    setTabPosition(Qt::RightDockWidgetArea, QTabWidget::North);
    lessonDock_->hide();
    connect(lessonDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && !placingLesson_) placeLessonDock(true);
    });
    // Keys stay with the page when a family or page change hides the field that had them: Qt
    // handed them on to the lesson's title, all selected, and Space or N overwrote it.
    // (Known once the change is done: the field is hidden then, or gone.)
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget* old, QWidget* now) {
        // Only a field of this window's (after a dialog, Qt gives the keys back to the button
        // that opened it: that stays).
        if (!now || !old || old->window() != this || !lessonDock_->isAncestorOf(now) || lessonDock_->isAncestorOf(old))
            return;
        QTimer::singleShot(0, this, [this, old = QPointer<QWidget>(old), now = QPointer<QWidget>(now)] {
            if ((old && old->isVisible()) || !now || QApplication::focusWidget() != now) return;
            if (auto* page = qobject_cast<QScrollArea*>(tabs_->currentWidget()))
                (page->widget() && page->widget()->focusPolicy() != Qt::NoFocus ? page->widget() : page)
                    ->setFocus(Qt::OtherFocusReason);
        });
    });
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
    connect(lessonPanel_, &LessonPanel::exportRequested, this, &MainWindow::exportLesson);
    handoutJob_ = new BackgroundJob(this);
    watch(handoutJob_);
    // Where the lesson stands, large enough to read from the back in presentation mode.
    lessonPosition_ = new QLabel;
    lessonPosition_->setObjectName("lessonPosition");
    QFont bold = lessonPosition_->font();
    bold.setBold(true);
    lessonPosition_->setFont(bold);
    lessonPosition_->setContentsMargins(8, 0, 8, 0);
    lessonPosition_->hide();
    tabs_->setCornerWidget(lessonPosition_, Qt::TopRightCorner);
    for (PlaybackBar* bar : findChildren<PlaybackBar*>())
        connect(bar, &PlaybackBar::moved, this, &MainWindow::updateLessonPosition);
    connect(deck_, &LessonDeck::edited, this, &MainWindow::updateLessonPosition);
    connect(deck_, &LessonDeck::edited, this, [this] { // "Scene 2 of 5: ..." with the title renamed
        if (!sceneStatus_.isEmpty() && statusBar()->currentMessage() == sceneStatus_) showSceneStatus();
    });
    // Presenting a lesson: the presenter view on the second screen, or toggled with N.
    presenter_ = new PresenterView(deck_, this);
    presenter_->setWindowFlags(Qt::Window);
    connect(presentation_, &QAction::toggled, this, &MainWindow::presentLesson);
    qApp->installEventFilter(new LessonKeys(this, [this](int key) {
        if (!deck_->isOpen() || !presenting()) return false;
        switch (key) {
        case Qt::Key_Right:
        case Qt::Key_Space:
            return lessonStep(true);
        case Qt::Key_Left:
            return lessonStep(false);
        case Qt::Key_PageDown:
            deck_->next();
            return true;
        case Qt::Key_PageUp:
            deck_->previous();
            return true;
        default:
            return false;
        }
    }));
    toggleNotes_ = new QAction(this);
    toggleNotes_->setShortcut(QKeySequence(Qt::Key_N));
    toggleNotes_->setShortcutContext(Qt::WindowShortcut);
    connect(toggleNotes_, &QAction::triggered, this, [this] {
        if (!deck_->isOpen()) // said, not silently nothing
            return statusBar()->showMessage(
                tr("The presenter notes are a lesson's: open one (File > Open) or make one (View > Lesson)."), 8000);
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

// What the view on show is, in words: its family's subject and, where the family has more
// than one page, the page ("POPS(4,4) - Plots").
QString MainWindow::viewTitle() const {
    Workbench* w = current();
    if (!w) return {};
    const Tab* tab = currentTab();
    if (!tab || w->pages().size() < 2) return w->subject();
    // The page's name without the paper it cites ("Optical bus (paper 001)"): the list is narrow.
    static const QRegularExpression cited(QStringLiteral("\\s*[(\uff08][^()\uff08\uff09]*[)\uff09]$"));
    return QString("%1 \u2013 %2").arg(w->pageSubject(tab->page), tab->title().remove(cited));
}

// The Lesson panel shares the right side's height with no panel: it is a tab beside the
// details of the family on show (or alone there, OK_N having none), raised when it opens.
void MainWindow::placeLessonDock(bool raise) {
    if (!lessonDock_ || lessonDock_->isHidden() || lessonDock_->isFloating() || placingLesson_) return;
    if (dockWidgetArea(lessonDock_) != Qt::RightDockWidgetArea) return; // where the user moved it
    placingLesson_ = true;
    const bool onTop = raise || !lessonDock_->visibleRegion().isEmpty();
    bool tabbed = false;
    for (const auto& [w, docks] : docks_)
        if (w == current() && docks.details && docks.details->isVisible() &&
            dockWidgetArea(docks.details) == Qt::RightDockWidgetArea && !docks.details->isFloating()) {
            if (!tabifiedDockWidgets(docks.details).contains(lessonDock_)) tabifyDockWidget(docks.details, lessonDock_);
            tabbed = true;
        }
    // Alone (OK_N, the Exercise page), the panel keeps the tabs' height above it: its buttons
    // stay where they were, and a click meant for "Add the current view" had landed on
    // "Delete" 29 px lower after a family change (walk 8, F2).
    QTabBar bar;
    bar.addTab(tr("Lesson"));
    lessonPanel_->setContentsMargins(0, tabbed ? 0 : bar.sizeHint().height(), 0, 0);
    // Alone, as narrow as it reads: the width the details' tables had asked for went to the
    // page (OK_N's plot beside it had been cut in German).
    if (!tabbed) resizeDocks({lessonDock_}, {std::max(200, lessonDock_->minimumSizeHint().width())}, Qt::Horizontal);
    if (onTop) lessonDock_->raise();
    placingLesson_ = false;
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
            if (presentation_->isChecked()) { // presenting already: the presenter view now,
                presentLesson(true);
                lessonDockWasShown_ = true; // and the panel when presentation mode ends
            } else {
                lessonDock_->show();
            }
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
    // The lecturer's theme and presentation mode stay as they are: a scene is its family,
    // page and state, not the look of the window it was prepared in.
    Session shown = scene->session;
    shown.dark = dark_->isChecked();
    shown.presentation = presentation_->isChecked();
    // The families the scene does not show keep what they show now, untouched (they had gone
    // back to their defaults: OK_N, set up for the class, came back as N = 41 after a WDM scene).
    applySession(shown, true);
    nextScene_->setEnabled(index + 1 < deck_->sceneCount());
    previousScene_->setEnabled(index > 0);
    updateLessonPosition();
    showSceneStatus();
    updateTitle();
}

// "Scene 2 of 5: the ring", in the window's language (worded again when it changes).
void MainWindow::showSceneStatus() {
    const Scene* scene = deck_->scene();
    if (!scene) return;
    sceneStatus_ = tr("Scene %1 of %2: %3").arg(deck_->current() + 1).arg(deck_->sceneCount()).arg(scene->title);
    statusBar()->showMessage(sceneStatus_);
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
    // The audience sees the figure: the Lesson panel steps aside while presenting.
    if (on) {
        lessonDockWasShown_ = lessonDock_->isVisible();
        lessonDock_->hide();
    } else if (lessonDockWasShown_) {
        lessonDock_->show();
        lessonDockWasShown_ = false;
    }
    if (!on || !deck_->isOpen()) {
        presenter_->stop();
        presenter_->hide();
        return;
    }
    presenter_->start();
    placePresenter(true);
}

// The family page's own transport (each family's steps: slots, events, hops, clock units).
PlaybackBar* MainWindow::visibleBar() const {
    QWidget* page = tabs_->currentWidget();
    if (!page) return nullptr;
    for (PlaybackBar* bar : page->findChildren<PlaybackBar*>())
        if (bar->isVisibleTo(page)) return bar;
    return nullptr;
}

bool MainWindow::lessonStep(bool forward) {
    if (!deck_->isOpen() || !presenting()) return false;
    PlaybackBar* bar = visibleBar();
    if (bar && (forward ? !bar->atEnd() : bar->at() > 0)) {
        forward ? bar->stepForward() : bar->stepBack();
        return true;
    }
    if (forward ? deck_->next() : deck_->previous()) {
        // The next scene from its first step, the previous from its last, once computed.
        pendingStep_ = forward ? PendingStep::First : PendingStep::Last;
        if (!anyJobBusy()) QTimer::singleShot(0, this, &MainWindow::applyPendingStep);
    }
    return true;
}

void MainWindow::applyPendingStep() {
    if (pendingStep_ == PendingStep::None || anyJobBusy()) return;
    if (PlaybackBar* bar = visibleBar()) pendingStep_ == PendingStep::First ? bar->first() : bar->last();
    pendingStep_ = PendingStep::None;
    updateLessonPosition();
}

QString MainWindow::lessonPosition() const {
    if (!deck_->scene()) return {};
    // Another family on show than the scene's: said, with no step of the scene's (the bus page
    // had read "Scene 3 of 4 · time 10 of 36", the OK_N scene's count, before the class).
    const Workbench* shown = current();
    if (shown && !deck_->scene()->session.family.isEmpty() && shown->id() != deck_->scene()->session.family)
        return tr("Scene %1 of %2 (not on show)").arg(deck_->current() + 1).arg(deck_->sceneCount());
    QString text = tr("Scene %1 of %2").arg(deck_->current() + 1).arg(deck_->sceneCount());
    if (PlaybackBar* bar = visibleBar(); bar && bar->steps() > 1) text += " \u00b7 " + bar->where();
    return text;
}

void MainWindow::updateLessonPosition() {
    if (!lessonPosition_) return;
    lessonPosition_->setText(lessonPosition());
    lessonPosition_->setVisible(deck_->isOpen());
    // The status bar's "Scene 4 of 4: ..." goes once another family is on show (it had stayed
    // while the buses were shown, walk 13); the corner says the scene is not on show.
    const Scene* scene = deck_->scene();
    const Workbench* shown = current();
    if (scene && shown && !scene->session.family.isEmpty() && shown->id() != scene->session.family &&
        !sceneStatus_.isEmpty() && statusBar()->currentMessage() == sceneStatus_)
        statusBar()->clearMessage();
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

// The handouts `popslab-cli lesson export` writes, from the lesson as it is now (saved or
// not), in the window's theme: each scene built by its family on a worker.
void MainWindow::exportLesson() {
    const Lesson* lesson = deck_->lesson();
    if (!lesson || lesson->scenes.empty()) return;
    const QString pdf = tr("PDF handout (*.pdf)"), page = tr("Web page that plays the lesson (*.html)");
    QString filter = pdf;
    const QString base = lesson->path.isEmpty() ? QStringLiteral("lesson") : lesson->path.chopped(15);
    QString path = QFileDialog::getSaveFileName(this, tr("Hand out lesson"), base + ".pdf", pdf + ";;" + page, &filter);
    if (path.isEmpty()) return;
    // What the name says it is, else what the filter does (handOutLesson goes by the suffix).
    handOutLesson(files::withOfferedSuffix(path, {"pdf", "html", "htm"}, filter == page ? "html" : "pdf"));
}

void MainWindow::handOutLesson(const QString& path) {
    const Lesson* lesson = deck_->lesson();
    if (!lesson || lesson->scenes.empty()) return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool html = suffix == "html" || suffix == "htm";
    const Lesson copy = *lesson;
    const QString where = copy.path.isEmpty() ? QDir::current().filePath("lesson.popslab-lesson") : copy.path;
    const QString title = copy.title.isEmpty() ? QFileInfo(where).completeBaseName() : copy.title;
    // On paper and a white page: the light figures, as every export, unless the user asked
    // for the window's theme (File > Export in the window's theme).
    const bool dark = dark_->isChecked() && render::exportsFollowTheme();
    const render::Palette palette = dark ? render::Palette::dark() : render::Palette::light();
    handoutJob_->start<std::optional<QString>>(
        [copy, where, title, palette, path, html]() -> std::optional<QString> {
            std::vector<render::SceneFigure> figures;
            if (auto error = lesson::lessonFigures(copy, where, palette, figures)) return error;
            return html ? render::writeLessonPage(path, title, figures) : render::writeLessonPdf(path, title, figures);
        },
        [this, path](std::optional<QString> error) {
            if (error) return (void)QMessageBox::warning(this, tr("Cannot hand out the lesson"), *error);
            statusBar()->showMessage(tr("Lesson handed out as %1").arg(path), 5000);
        },
        [this](const QString& why) { QMessageBox::warning(this, tr("Cannot hand out the lesson"), why); });
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
