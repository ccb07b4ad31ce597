// The POPS Lab window: a shell that names no network family. A navigator down the left
// lists the families; the one chosen shows its pages as tabs and its panels as docks; it owns the menus
// (files, paper figures, view, language, help), the playback keys, export, themes,
// recent files, sessions, and the busy indicator of every family's workers. Families
// come from createWorkbenches() (app/families/Workbenches.cpp).
#pragma once

#include "Session.h"
#include "Workbench.h"

#include <QMainWindow>
#include <QTranslator>
#include <chrono>
#include <functional>
#include <map>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTimer;

namespace popslab::gui {

class FamilyNavigator;
class PresentationMode;
class UserGuide;

class LessonDeck;
class LessonPanel;
class PresenterView;
class PlaybackBar;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    const std::vector<Workbench*>& workbenches() const { return workbenches_; }
    // The registered workbench of type T (tests and scripted use).
    template <typename T> T* workbench() const {
        for (Workbench* w : workbenches_)
            if (auto* t = qobject_cast<T*>(w)) return t;
        return nullptr;
    }
    // The family on show.
    Workbench* current() const;
    QTabWidget* tabs() const { return tabs_; }
    // The lesson open (a .popslab-lesson): its scenes, PageDown/PageUp between them.
    LessonDeck* lessonDeck() const { return deck_; }
    PresenterView* presenterView() const { return presenter_; }
    // The lesson's place and the step on show, as the corner of the tabs says it.
    QString lessonPosition() const;
    // Writes the open lesson's handout, a PDF or (.html) one web page, on a worker.
    void handOutLesson(const QString& path);
    // Shows page `page` of `workbench`.
    bool showPage(Workbench* workbench, int page); // false: the family has no such page

    // Opens a session (.popslab) or a file a family opens (a schedule .json) on a
    // worker; `fileOpened` follows. On an error it is shown (unless quiet) and the
    // current state kept.
    void openFile(const QString& path, bool quiet = false);
    bool saveSession(const QString& path);
    Session currentSession() const;
    // The session as it would be written to `path` (files relative to its folder).
    Session sessionFor(const QString& path) const;
    bool isModified() const { return modified_; }
    QString sessionPath() const { return sessionPath_; }
    // Switches the interface language ("en", "de", "zh_CN").
    void setLanguage(const QString& code);
    QString language() const { return language_; }
    // The theme and presentation mode, as View > Dark theme and View > Presentation mode
    // (F5) set them (popslab --screenshot --theme, --presentation).
    void setDarkTheme(bool dark);
    // Help > User guide (F1): the page of the family on show, in the window's language.
    void showGuide();
    UserGuide* guide() const { return guide_; }
    void setPresentation(bool on);
    bool presenting() const;

    // Work the window waits for (builds, reads, simulations) shows a busy indicator with
    // a Cancel button in the status bar; every family's jobs are watched.
    void watch(BackgroundJob* job);
    // Blocks, running the event loop, until no watched job runs (tests, scripted use), and
    // at most `limit`: past it, the work is cancelled (the window keeps what it showed)
    // and false is returned, with what was running in busyWhenStopped().
    bool waitForIdle(std::chrono::milliseconds limit = std::chrono::milliseconds::max());
    // Runs the event loop for at least `least` and until no animation of the window runs (a
    // slot's fibres drawn out), at most 5 s: what a screenshot waits for, as a user's eye would.
    void waitForStill(std::chrono::milliseconds least);
    QString busyWhenStopped() const { return busyWhenStopped_; }
    // The last file refused, in words (popslab --screenshot prints it).
    QString lastFileError() const { return lastFileError_; }
    // An error nothing else reported (the application's last line of defence).
    void showError(const QString& message);

    // A recent file as File > Open recent lists it: its name and its folder.
    static QString recentName(const QString& path);

signals:
    void fileOpened(const QString& path, bool ok);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Tab {
        QWidget* widget; // the page in its scroll area
        Workbench* workbench;
        int page;
        std::function<QString()> title;
        bool besideDocks;
    };
    struct Docks {
        QDockWidget *controls = nullptr, *details = nullptr;
        std::vector<std::pair<QDockWidget*, Workbench::Dock>> extra;
    };

    void addWorkbench(Workbench* workbench);
    // Shows `family`'s pages in the tabs (and its panels beside them).
    void showFamily(Workbench* family);
    // The page in the current tab, or nullptr.
    const Tab* currentTab() const;
    void createActions();
    void createFileMenu();
    void createFiguresMenu();
    void createViewMenu();
    void createLanguageAndHelpMenus();
    void retranslate();
    void exportFigure(bool allSlots);
    void exportFrames();
    void exportAnimation();
    bool refuseWhileBusy();
    void saveData();
    void explain();
    void updateTitle();
    void updateDocks();
    void fitDocks(bool narrow);
    void openSession(const QString& path);
    // The lesson (MainWindowLesson.cpp): its panel, reading, showing a scene, saving.
    void createLessonDock();
    void placeLessonDock(bool raise);
    QString viewTitle() const;
    void openLesson(const QString& path);
    void showScene(int index);
    void showSceneStatus();
    bool saveLessonAs();
    void exportLesson(); // asks where, then handOutLesson
    bool maybeSaveLesson();
    void presentLesson(bool on);
    PlaybackBar* visibleBar() const;
    bool lessonStep(bool forward);
    void applyPendingStep();
    void updateLessonPosition();
    void placePresenter(bool secondScreenOnly);
    void adoptSession(const Session& session);
    // `keepOthers`: the families the session does not name stay as they are (a lesson's scene),
    // rather than going back to their defaults (a session file).
    void applySession(const Session& session, bool keepOthers = false);
    void fileFailed(const QString& path, const QString& error);
    // Asks before unsaved changes would be lost; false when the user cancels.
    bool maybeSave();
    bool saveSessionAs();
    void markModified();
    void addRecent(const QString& path);
    void fillRecent();
    void updateBusy();
    bool anyJobBusy() const;
    void updateBusyText();
    std::optional<int> askDpi();

    std::vector<Workbench*> workbenches_;
    std::vector<Tab> tabList_;       // every family's pages
    std::vector<std::size_t> shown_; // the tabs on show: indices into tabList_
    Workbench* family_ = nullptr;    // the family on show
    Workbench* fitted_ = nullptr;    // the family whose panels fitDocks last fitted
    // Each panel's width when its family was last left: the dock area's width is shared, and
    // a family came back in the width of the one seen before (POPS 355 -> 390 px after the bus).
    std::map<const QDockWidget*, int> leftWidths_;
    int controlsHeight_ = 0; // what its parameters asked of the height then
    int shownControlsHeight() const;
    FamilyNavigator* navigator_ = nullptr;
    std::map<Workbench*, Docks> docks_;
    QTabWidget* tabs_;
    QTranslator translator_;
    QTranslator qtTranslator_; // Qt's own dialogs and buttons
    QString language_ = "en";
    QMenu *fileMenu_, *figuresMenu_, *viewMenu_, *familyMenu_, *languageMenu_, *helpMenu_, *recentMenu_;
    QAction *newSession_, *open_, *saveSession_, *saveSessionAs_, *saveData_, *exportSlot_, *exportAll_, *exportFrames_,
        *exportAnimation_, *quit_;
    QAction *play_, *back_, *forward_, *first_, *last_, *fit_, *dark_, *presentation_, *cancelWork_;
    PresentationMode* presentationMode_ = nullptr;
    QAction *explain_, *about_, *guideAction_, *exportTheme_;
    UserGuide* guide_ = nullptr;
    std::vector<std::pair<QAction*, std::function<QString()>>> presetActions_;
    std::vector<QAction*> languageActions_;
    std::vector<QAction*> familyActions_; // View > Network family, Ctrl+1 ... Ctrl+9
    QString sessionPath_;
    bool modified_ = false;
    bool restoring_ = false; // applying a session or file: not a user change
    bool quietOpen_ = false;
    QString lastFileError_, busyWhenStopped_;
    BackgroundJob* sessionJob_;
    BackgroundJob* handoutJob_ = nullptr; // a lesson's PDF or web page being written
    LessonDeck* deck_ = nullptr;          // the lesson open, if any
    QAction *nextScene_ = nullptr, *previousScene_ = nullptr;
    QDockWidget* lessonDock_ = nullptr;
    LessonPanel* lessonPanel_ = nullptr;
    PresenterView* presenter_ = nullptr;
    QAction* toggleNotes_ = nullptr;
    bool lessonDockWasShown_ = false;  // before presentation mode hid it
    bool placingLesson_ = false;       // placeLessonDock at work (it shows and raises the panel)
    QLabel* lessonPosition_ = nullptr; // "Scene 3 of 12 - slot 2 of 5", beside the tabs
    QString sceneStatus_;              // the status bar's "Scene 2 of 5: ..." while it shows
    enum class PendingStep { None, First, Last } pendingStep_ = PendingStep::None;
    std::vector<BackgroundJob*> watched_;
    QWidget* busy_;
    QTimer* busyDelay_;
    QTimer* busyReport_;
};

} // namespace popslab::gui
