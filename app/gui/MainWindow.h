// The POPS Lab window: parameters on the left, the network in the middle, the slot's
// details on the right, the timeline below; menus for files, figures, view,
// language and help.
#pragma once

#include "ScheduleDocument.h"
#include "Session.h"

#include <QMainWindow>
#include <functional>
#include <QTranslator>

class QAction;
class QMenu;
class QDockWidget;
class QTabWidget;
class QTimer;

namespace popslab::gui {

class NetworkCanvas;
class EmbeddingView;
class ParameterPanel;
class OknPanel;
class PlotPanel;
class SlotDetails;
class TimelineBar;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    ScheduleDocument* document() const { return document_; }
    NetworkCanvas* canvas() const { return canvas_; }
    ParameterPanel* parameters() const { return parameters_; }
    SlotDetails* details() const { return details_; }
    PlotPanel* plots() const { return plots_; }
    OknPanel* okn() const { return okn_; }
    QTabWidget* tabs() const { return tabs_; }
    // Opens a session (.popslab) or a schedule document (.json) on a worker; `fileOpened`
    // follows. On an error it is shown (unless quiet) and the current state kept.
    void openFile(const QString& path, bool quiet = false);
    bool saveSession(const QString& path);
    Session currentSession() const;
    bool isModified() const { return modified_; }
    QString sessionPath() const { return sessionPath_; }
    // Switches the interface language ("en", "de", "zh_CN").
    void setLanguage(const QString& code);
    QString language() const { return language_; }

    // Work the window waits for (builds, reads, simulations) shows a busy indicator with
    // a Cancel button in the status bar; every family's panel registers its jobs here.
    void watch(BackgroundJob* job);
    // Blocks, running the event loop, until no watched job runs (tests, scripted use).
    void waitForIdle();
    // An error nothing else reported (the application's last line of defence).
    void showError(const QString& message);

signals:
    void fileOpened(const QString& path, bool ok);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void retranslate();
    void exportFigure(bool allSlots);
    void exportFrames();
    void saveSchedule();
    void explain();
    void updateTitle();
    void openSession(const QString& path);
    void adoptSession(const Session& session);
    void scheduleOpened(const QString& path);
    void openFailed(const QString& path, const QString& error, const QString& title);
    void applySession(const Session& session);
    // Runs `action` once the document shows its next result (presets, restored selections).
    void afterNextSchedule(std::function<void()> action);
    void updateBusy();
    // Asks before unsaved changes would be lost; false when the user cancels.
    bool maybeSave();
    bool saveSessionAs();
    void markModified();
    void addRecent(const QString& path);
    void fillRecent();

    ScheduleDocument* document_;
    NetworkCanvas* canvas_;
    ParameterPanel* parameters_;
    SlotDetails* details_;
    TimelineBar* timeline_;
    PlotPanel* plots_;
    OknPanel* okn_;
    OknSettings oknDefaults_;
    EmbeddingView* embedding_;
    QDockWidget* embeddingDock_;
    QTabWidget* tabs_;
    QTranslator translator_;
    QString language_ = "en";
    QMenu *fileMenu_, *figuresMenu_, *viewMenu_, *languageMenu_, *helpMenu_;
    QAction *newSession_, *open_, *saveSession_, *saveSessionAs_, *save_, *exportSlot_, *exportAll_, *exportFrames_, *quit_;
    QMenu* recentMenu_;
    QString sessionPath_;
    BackgroundJob* sessionJob_;
    std::optional<Session> pendingSession_; // read, waiting for its schedule file
    bool quietOpen_ = false;
    std::vector<BackgroundJob*> watched_;
    QWidget* busy_;
    QTimer* busyDelay_;
    bool modified_ = false;
    bool restoring_ = false; // applying a session or file: not a user change
    QAction *play_, *back_, *forward_, *first_, *last_;
    QAction *fit_, *dark_, *presentation_, *matrix_;
    QAction *explain_, *about_;
    std::vector<QAction*> figureActions_, oknFigureActions_, languageActions_;
};

} // namespace popslab::gui
