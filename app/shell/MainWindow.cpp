#include "MainWindow.h"

#include "AboutText.h"
#include "AnimationDialog.h"
#include "ExportPath.h"
#include "FamilyNavigator.h"
#include "FilterSuffix.h"
#include "Fonts.h"
#include "FormInput.h"
#include "LessonDeck.h"
#include "Palette.h"
#include "PanelFit.h"
#include "PresentationMode.h"
#include "RegistryText.h"
#include "SaveFile.h"
#include "Theme.h"
#include "UserGuide.h"
#include "common/Catalogue.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEvent>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVariantAnimation>
#include <algorithm>
#include <map>

namespace popslab::gui {

namespace {
// The saved panels' layout; raised when a panel's home changes (1: the Lesson panel moved
// to the right), so an older layout does not put it back where it was.
constexpr int kLayoutVersion = 1;
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), tabs_(new QTabWidget) {
    sessionJob_ = new BackgroundJob(this);
    watch(sessionJob_);
    deck_ = new LessonDeck(this);
    connect(deck_, &LessonDeck::sceneChanged, this, &MainWindow::showScene);

    // The busy indicator: shown when work takes more than a moment, with a Cancel.
    busy_ = new QWidget;
    auto* busyRow = new QHBoxLayout(busy_);
    busyRow->setContentsMargins(0, 0, 0, 0);
    auto* busyBar = new QProgressBar;
    busyBar->setRange(0, 0); // running, length unknown
    busyBar->setMaximumWidth(120);
    busyBar->setMaximumHeight(14);
    auto* busyLabel = new QLabel;
    busyLabel->setObjectName("busyLabel");
    auto* cancelBusy = new QToolButton;
    cancelBusy->setObjectName("cancelWork");
    busyRow->addWidget(busyLabel);
    busyRow->addWidget(busyBar);
    busyRow->addWidget(cancelBusy);
    statusBar()->addPermanentWidget(busy_);
    busy_->hide();
    busyDelay_ = new QTimer(this);
    busyDelay_->setSingleShot(true);
    busyDelay_->setInterval(250);
    connect(busyDelay_, &QTimer::timeout, this, [this] {
        busy_->setVisible(anyJobBusy());
        if (busy_->isVisible()) busyReport_->start();
    });
    // While the indicator shows, what the work reports it is doing (an optimal search's k).
    busyReport_ = new QTimer(this);
    busyReport_->setInterval(200);
    connect(busyReport_, &QTimer::timeout, this, &MainWindow::updateBusyText);

    for (Workbench* w : createWorkbenches(this))
        addWorkbench(w);
    // The navigator at the left edge; the tabs show one family's pages at a time.
    navigator_ = new FamilyNavigator(workbenches_, this);
    addToolBar(Qt::LeftToolBarArea, navigator_);
    setCentralWidget(tabs_);
    connect(navigator_, &FamilyNavigator::chosen, this, [this](Workbench* w) { showFamily(w); });
    if (!workbenches_.empty()) showFamily(workbenches_.front());
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        updateDocks();
        updateTitle();
    });
    // Chinese from Noto Sans CJK SC, in every window and dialog.
    QApplication::setFont(render::withChineseFallback(QApplication::font()));
    presentationMode_ = new PresentationMode(this);
    createActions();
    connect(cancelBusy, &QToolButton::clicked, cancelWork_, &QAction::trigger);
    retranslate();
    updateDocks();
    // 1400 x 860, or less on a smaller screen (a 1366 x 768 projector): never past its edges.
    QSize size(1400, 860);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.95);
    resize(size);
    QSettings settings;
    restoreGeometry(settings.value("window/geometry").toByteArray());
    restoreState(settings.value("window/state").toByteArray(), kLayoutVersion);
    updateDocks(); // restoreState may show docks of a family not on show
    fillRecent();
}

// The families' widgets go before the families (their documents) that feed them.
MainWindow::~MainWindow() {
    for (BackgroundJob* j : watched_)
        j->cancel();
    // The lesson's title losing the focus as its panel goes edits the deck: nothing of the
    // window's answers any more (closing while typing a title had crashed on the corner label).
    if (deck_) deck_->disconnect(this);
    lessonPosition_ = nullptr;
    delete takeCentralWidget();
    for (auto& [w, docks] : docks_) {
        delete docks.controls;
        delete docks.details;
        for (auto& [dock, spec] : docks.extra)
            delete dock;
    }
}

void MainWindow::addWorkbench(Workbench* w) {
    workbenches_.push_back(w);
    int page = 0;
    for (const Workbench::Page& p : w->pages()) {
        // In a scroll area: a page's minimum size never makes the window wider or taller
        // than the screen (it scrolls instead, on a small projector).
        auto* scroll = new QScrollArea;
        scroll->setWidget(p.widget);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setParent(tabs_); // owned by the tabs while another family is on show
        scroll->hide();
        tabList_.push_back({scroll, w, page++, p.title, p.besideDocks});
    }
    Docks& docks = docks_[w];
    auto dock = [this, w](QWidget* widget, const QString& name, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget;
        d->setObjectName(w->id() + "-" + name); // for the saved window layout
        // In a scroll area too: larger presentation text scrolls the panel rather than
        // pushing the window past the screen's edge.
        letPanelShrink(widget);
        auto* scroll = new QScrollArea;
        scroll->setWidget(widget);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        d->setWidget(scroll);
        // Contents that come to scroll sideways (an up-down bar arriving once the panels share
        // the side's height) widen the panel again, up to fitDocks' cap.
        connect(scroll->horizontalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int most) {
            // Not while the user drags a separator: the panel they narrow stays narrow.
            if (most > 0 && QGuiApplication::mouseButtons() == Qt::NoButton)
                QTimer::singleShot(0, this, [this] { fitDocks(false); });
        });
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
        addDockWidget(area, d);
        return d;
    };
    if (QWidget* c = w->controls()) docks.controls = dock(c, "controls", Qt::LeftDockWidgetArea);
    if (QWidget* d = w->details()) docks.details = dock(d, "details", Qt::RightDockWidgetArea);
    for (const Workbench::Dock& d : w->docks())
        docks.extra.push_back({dock(d.widget, d.name, Qt::LeftDockWidgetArea), d});

    connect(w, &Workbench::changed, this, &MainWindow::markModified);
    connect(w, &Workbench::subjectChanged, this, [this] {
        updateTitle();
        updateDocks(); // a family's docks may have something to show now
    });
    connect(w, &Workbench::showPage, this, [this, w](int p) { showPage(w, p); });
    connect(w, &Workbench::status, this, [this](const QString& message) { statusBar()->showMessage(message, 10000); });
    connect(w, &Workbench::opened, this, [this](const QString& path, bool ok, const QString& error) {
        if (!ok) return fileFailed(path, error);
        sessionPath_.clear();
        modified_ = false;
        addRecent(path);
        updateTitle();
        statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
        emit fileOpened(path, true);
    });
    for (BackgroundJob* job : w->jobs())
        watch(job);
}

Workbench* MainWindow::current() const {
    return family_;
}

const MainWindow::Tab* MainWindow::currentTab() const {
    const int index = tabs_->currentIndex();
    return index >= 0 && std::size_t(index) < shown_.size() ? &tabList_[shown_[std::size_t(index)]] : nullptr;
}

void MainWindow::showFamily(Workbench* family) {
    if (family == family_) return;
    {
        const QSignalBlocker quiet(tabs_);
        while (tabs_->count() > 0) {
            QWidget* page = tabs_->widget(0);
            tabs_->removeTab(0);
            page->setParent(tabs_);
            page->hide();
        }
        shown_.clear();
        for (std::size_t k = 0; k < tabList_.size(); ++k)
            if (tabList_[k].workbench == family) {
                tabs_->addTab(tabList_[k].widget, tabList_[k].title());
                shown_.push_back(k);
            }
        family_ = family;
    }
    navigator_->setCurrent(family);
    for (std::size_t k = 0; k < familyActions_.size(); ++k)
        familyActions_[k]->setChecked(workbenches_[k] == family);
    updateDocks();
    updateTitle();
}

bool MainWindow::showPage(Workbench* workbench, int page) {
    showFamily(workbench);
    for (std::size_t k = 0; k < shown_.size(); ++k)
        if (tabList_[shown_[k]].page == page) {
            tabs_->setCurrentIndex(int(k));
            return true;
        }
    return false;
}

// The docks of the family on show, unless its page has panels of its own; the others are
// hidden. Its view actions are enabled.
void MainWindow::updateDocks() {
    Workbench* shown = current();
    const Tab* tab = currentTab();
    const bool besideDocks = !tab || tab->besideDocks;
    updateLessonPosition();     // the family or page on show changed: the scene's position with it
    bool panelsChanged = false; // a panel came or went: the side's heights are shared anew
    for (auto& [w, docks] : docks_) {
        const bool mine = w == shown;
        for (QDockWidget* d : {docks.controls, docks.details}) // presenting has widths of its own
            if (d && !mine && d->isVisible() && !d->isFloating() && !presenting()) leftWidths_[d] = d->width();
        if (docks.controls) docks.controls->setVisible(mine && besideDocks);
        if (docks.details) docks.details->setVisible(mine && besideDocks);
        for (auto& [dock, spec] : docks.extra) {
            const bool show = mine && besideDocks && spec.available();
            panelsChanged = panelsChanged || show == dock->isHidden();
            dock->setVisible(show);
        }
        for (QAction* a : w->viewActions())
            a->setEnabled(mine);
    }
    placeLessonDock(false); // beside the details of the family now on show
    // Once the panels show what changed: narrowed to the cap when the family changes,
    // otherwise only widened where a choice is cut.
    const bool narrow = fitted_ != shown;
    fitted_ = shown;
    QTimer::singleShot(0, this, [this, narrow, panelsChanged] {
        fitDocks(narrow);
        // The logical structure coming with a torus, or the parameters growing a line (POPS's
        // "n = 16,376 processors, ..." wrapping), had left them cut through their last box:
        // they take what they need again, or end between two rows.
        const int need = shownControlsHeight();
        if ((panelsChanged || need != controlsHeight_) && !narrow) shareStackedHeights(this, true);
        controlsHeight_ = need;
    });
}

// What the parameters' panel on show asks of the height (0: none shown).
int MainWindow::shownControlsHeight() const {
    for (const auto& [w, docks] : docks_)
        if (docks.controls && docks.controls->isVisible()) return contentsHeight(docks.controls);
    return 0;
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    QTimer::singleShot(0, this, [this] { fitDocks(true); }); // once the docks have their new sizes
}

// Each side's panels take at most a fifth of the window plus a little (the figure keeps
// the rest); wider, as a panel's first size hint would make them in German, they push
// the page into a sideways scroll bar.
void MainWindow::fitDocks(bool narrow) {
    if (presentationMode_ && presenting()) return presentationMode_->fitPanels(!narrow); // its own widths
    // One cap a side, a quarter of the window: a panel wider than it (its first size hint
    // in German) gives way, a panel whose choice is cut widens up to it. One pass, one
    // target a panel, so the two never undo each other.
    const int cap = std::max(240, width() / 4);
    QList<QDockWidget*> changed;
    QList<int> widths;
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        if (!d->isVisible() || d->isFloating()) continue;
        // What a cut choice or table lacks, or contents that scroll sideways.
        const int need = std::max({choicesWidth(d), tablesWidth(d), unscrolledWidth(d)}) - d->width();
        // Narrowed only when the family or the window changes: a panel the user widened
        // stays so while they work; a cut choice widens it at any time. A family coming back
        // takes the width its panel had, as far as its contents allow.
        // Once: later fits (a resize, a session) start from the width the user has now.
        const auto left = narrow ? leftWidths_.find(d) : leftWidths_.end();
        const int base = left != leftWidths_.end() ? left->second : d->width();
        if (left != leftWidths_.end()) leftWidths_.erase(left);
        const int target = narrow ? std::min(cap, std::max(base, d->width() + need))
                                  : std::max(d->width(), std::min(cap, d->width() + need));
        if (target != d->width()) {
            changed << d;
            widths << target;
        }
    }
    if (!changed.isEmpty()) {
        resizeDocks(changed, widths, Qt::Horizontal);
        layout()->activate(); // now, not at a later event: the next screenshot shows it
    }
    shareStackedHeights(this, narrow);
}

void MainWindow::watch(BackgroundJob* job) {
    watched_.push_back(job);
    connect(job, &BackgroundJob::busyChanged, this, &MainWindow::updateBusy);
}

bool MainWindow::anyJobBusy() const {
    return std::any_of(watched_.begin(), watched_.end(), [](const BackgroundJob* j) { return j->busy(); });
}

void MainWindow::updateBusy() {
    const bool any = anyJobBusy();
    if (!any) {
        QTimer::singleShot(0, this, &MainWindow::applyPendingStep); // once the results are shown
        busyDelay_->stop();
        busyReport_->stop();
        busy_->hide();
        updateBusyText();
    } else if (!busy_->isVisible() && !busyDelay_->isActive()) {
        busyDelay_->start();
    }
}

void MainWindow::updateBusyText() {
    QString text;
    for (BackgroundJob* j : watched_)
        if (j->busy() && text.isEmpty()) text = workReportText(j->report());
    busy_->findChild<QLabel*>("busyLabel")->setText(text.isEmpty() ? tr("Working...") : text);
}

bool MainWindow::waitForIdle(std::chrono::milliseconds limit) {
    // A finished job may start the next (a session's schedule file): loop until all rest.
    QDeadlineTimer deadline(limit);
    if (limit == std::chrono::milliseconds::max()) deadline = QDeadlineTimer(QDeadlineTimer::Forever);
    for (bool any = true; any;) {
        any = false;
        for (BackgroundJob* j : watched_)
            if (j->busy()) {
                if (!j->wait(deadline)) { // past the bound: what runs is cancelled, the window keeps its state
                    busyWhenStopped_ = workReportText(j->report());
                    for (BackgroundJob* k : watched_)
                        k->cancel();
                    return false;
                }
                any = true;
            }
    }
    return true;
}

void MainWindow::waitForStill(std::chrono::milliseconds least) {
    // The figures' animations (a slot's fibres drawn out), not the style's: those are no
    // QVariantAnimation, and a busy bar's runs for ever.
    const auto animating = [this] {
        const auto animations = findChildren<QVariantAnimation*>();
        return std::any_of(animations.begin(), animations.end(),
                           [](const QVariantAnimation* a) { return a->state() == QAbstractAnimation::Running; });
    };
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < least.count() || (animating() && clock.elapsed() < 5000)) {
        QEventLoop pause; // a short rest between looks, not a loop that spins a core
        QTimer::singleShot(20, &pause, &QEventLoop::quit);
        pause.exec();
    }
}

void MainWindow::showError(const QString& message) {
    statusBar()->showMessage(tr("Error: %1").arg(message), 15000);
}

void MainWindow::markModified() {
    if (restoring_ || modified_) return;
    modified_ = true;
    updateTitle();
}

bool MainWindow::maybeSave() {
    if (!maybeSaveLesson()) return false;
    if (!modified_) return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved changes"), tr("The session has changed. Save it before going on?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save) return sessionPath_.isEmpty() ? saveSessionAs() : saveSession(sessionPath_);
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    presentation_->setChecked(false); // the window's own size and font are what is kept
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState(kLayoutVersion));
    settings.setValue("language", language_);
    for (BackgroundJob* j : watched_)
        j->cancel();
    event->accept();
}

Session MainWindow::currentSession() const {
    return sessionFor(sessionPath_);
}

Session MainWindow::sessionFor(const QString& path) const {
    Session s;
    s.path = path;
    const QString dir = path.isEmpty() ? QDir::currentPath() : QFileInfo(path).absolutePath();
    s.dark = dark_->isChecked();
    s.presentation = presentation_->isChecked();
    if (Workbench* w = current()) {
        s.family = w->id();
        s.page = currentTab() ? currentTab()->page : 0;
    }
    for (Workbench* w : workbenches_)
        s.families[w->id()] = w->saveState(dir);
    return s;
}

bool MainWindow::saveSession(const QString& path) {
    if (auto error = gui::saveSession(path, sessionFor(path))) {
        QMessageBox::warning(this, tr("Cannot save session"), *error);
        return false;
    }
    sessionPath_ = path;
    modified_ = false;
    addRecent(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

bool MainWindow::saveSessionAs() {
    const QString filter = tr("POPS Lab sessions (*.popslab)");
    const QString path = files::withFilterSuffix(
        QFileDialog::getSaveFileName(this, tr("Save session"),
                                     sessionPath_.isEmpty() ? "session.popslab" : sessionPath_, filter),
        filter);
    return !path.isEmpty() && saveSession(path);
}

void MainWindow::applySession(const Session& s, bool keepOthers) {
    restoring_ = true;
    if (s.darkGiven) dark_->setChecked(s.dark);
    if (s.presentationGiven) presentation_->setChecked(s.presentation);
    const QString dir = s.path.isEmpty() ? QString() : QFileInfo(s.path).absolutePath();
    for (Workbench* w : workbenches_) {
        auto it = s.families.find(w->id());
        if (it == s.families.end()) {
            if (!keepOthers) w->reset();
        } else if (auto error = w->restoreState(it->second, dir)) {
            statusBar()->showMessage(*error, 10000); // checked when read; kept for safety
        }
    }
    // A session written by hand may name a family or page the window does not have: it
    // opens anyway, on the family's first page, and says so (people count pages from 1).
    const auto family =
        std::find_if(workbenches_.begin(), workbenches_.end(), [&](Workbench* w) { return w->id() == s.family; });
    if (family == workbenches_.end()) {
        if (!workbenches_.empty()) showPage(workbenches_.front(), 0);
        statusBar()->showMessage(tr("The session's view.family \"%1\" is not a network family of POPS Lab; "
                                    "showing %2.")
                                     .arg(s.family, navigator_->familyName(0)),
                                 15000);
    } else if (!showPage(*family, s.page)) {
        const int count = int((*family)->pages().size());
        statusBar()->showMessage(
            tr("The session asks for page %1 of %2, which has %Ln page(s); showing the first.", nullptr, count)
                .arg(s.page + 1)
                .arg(navigator_->familyName(std::size_t(family - workbenches_.begin()))),
            15000);
    }
    restoring_ = false;
    QTimer::singleShot(0, this, [this] { fitDocks(true); }); // the panels fitted to what the session shows
}

void MainWindow::addRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value("recentFiles").toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8)
        recent.removeLast();
    settings.setValue("recentFiles", recent);
    fillRecent();
}

// A recent file as the menu lists it: its name and its folder ("answer.json - ~/anna"), so
// that two students' answer.json are told apart (bare names had not been).
QString MainWindow::recentName(const QString& path) {
    const QFileInfo info(path);
    QString folder = QDir::toNativeSeparators(info.absolutePath());
    const QString home = QDir::toNativeSeparators(QDir::homePath());
    if (home.size() > 1 && (folder == home || folder.startsWith(home + QDir::separator())))
        folder = "~" + folder.mid(home.size());
    // A long folder keeps its last two names, the ones that differ between students.
    const QStringList parts = folder.split(QDir::separator(), Qt::SkipEmptyParts);
    if (folder.size() > 40 && parts.size() > 2)
        folder = QString::fromUtf8("\u2026") + QDir::separator() + parts.mid(parts.size() - 2).join(QDir::separator());
    return QString("%1 \u2013 %2").arg(info.fileName(), folder).replace('&', "&&");
}

void MainWindow::fillRecent() {
    recentMenu_->clear();
    const QStringList recent = QSettings().value("recentFiles").toStringList();
    recentMenu_->setToolTipsVisible(true); // the whole path
    for (const QString& path : recent)
        recentMenu_
            ->addAction(recentName(path), this,
                        [this, path] {
                            if (maybeSave()) openFile(path);
                        })
            ->setToolTip(QDir::toNativeSeparators(path));
    recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::createActions() {
    fileMenu_ = menuBar()->addMenu(QString());
    figuresMenu_ = menuBar()->addMenu(QString());
    viewMenu_ = menuBar()->addMenu(QString());
    languageMenu_ = menuBar()->addMenu(QString());
    helpMenu_ = menuBar()->addMenu(QString());

    createFileMenu();
    createFiguresMenu();
    createViewMenu();
    createLessonDock();
    createLanguageAndHelpMenus();
}

void MainWindow::createFileMenu() {
    newSession_ = fileMenu_->addAction(QString(), QKeySequence::New, this, [this] {
        if (!maybeSave()) return;
        Session fresh;
        fresh.dark = dark_->isChecked();
        if (!workbenches_.empty()) fresh.family = workbenches_.front()->id();
        applySession(fresh);
        sessionPath_.clear();
        modified_ = false;
        updateTitle();
    });
    open_ = fileMenu_->addAction(QString(), QKeySequence::Open, this, [this] {
        if (!maybeSave()) return;
        QStringList patterns{"*.popslab", "*.popslab-lesson"};
        for (Workbench* w : workbenches_)
            for (const QString& suffix : w->openableSuffixes())
                patterns << "*." + suffix;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open"), QString(),
                                                          tr("Sessions and results (%1)").arg(patterns.join(' ')));
        if (!path.isEmpty()) openFile(path);
    });
    recentMenu_ = fileMenu_->addMenu(QString());
    saveSession_ = fileMenu_->addAction(QString(), QKeySequence::Save, this, [this] {
        if (sessionPath_.isEmpty())
            saveSessionAs();
        else
            saveSession(sessionPath_);
    });
    saveSessionAs_ = fileMenu_->addAction(QString(), QKeySequence::SaveAs, this, &MainWindow::saveSessionAs);
    fileMenu_->addSeparator();
    saveData_ = fileMenu_->addAction(QString(), this, &MainWindow::saveData);
    exportSlot_ =
        fileMenu_->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_E), this, [this] { exportFigure(false); });
    exportAll_ = fileMenu_->addAction(QString(), this, [this] { exportFigure(true); });
    exportFrames_ = fileMenu_->addAction(QString(), this, &MainWindow::exportFrames);
    exportAnimation_ = fileMenu_->addAction(QString(), this, &MainWindow::exportAnimation);
    // Exports are light for slides and print unless the user asks for the window's theme.
    exportTheme_ = fileMenu_->addAction(QString());
    exportTheme_->setCheckable(true);
    exportTheme_->setChecked(QSettings().value("exportsFollowTheme", false).toBool());
    render::setExportsFollowTheme(exportTheme_->isChecked());
    connect(exportTheme_, &QAction::toggled, this, [](bool on) {
        render::setExportsFollowTheme(on);
        QSettings().setValue("exportsFollowTheme", on);
    });
    fileMenu_->addSeparator();
    quit_ = fileMenu_->addAction(QString(), QKeySequence::Quit, this, &QWidget::close);
    connect(fileMenu_, &QMenu::aboutToShow, this, [this] {
        Workbench* w = current();
        saveData_->setText(w ? w->saveLabel() : QString());
        saveData_->setVisible(w && !w->saveLabel().isEmpty());
        exportFrames_->setEnabled(w && w->hasFrames());
        exportAnimation_->setEnabled(w && w->hasAnimation());
    });
}

void MainWindow::createFiguresMenu() {
    // Paper figures: a submenu a paper, named by its authors and title, holding every
    // family's presets from it (a label starts with the paper's number, "000 Fig. 1"), a
    // separator between families.
    std::map<QString, QString> citations;
    for (const FamilyCatalogue& c : catalogues())
        for (const auto& [paper, citation] : c.citations)
            citations[QString::fromStdString(paper)] = QString::fromStdString(citation);
    std::map<QString, std::vector<std::pair<Workbench*, Workbench::Preset>>> byPaper;
    for (Workbench* w : workbenches_)
        for (const Workbench::Preset& p : w->presets())
            byPaper[p.label().left(3)].push_back({w, p});
    for (const auto& [paper, presets] : byPaper) {
        // The paper by its authors and year; its whole citation heads its submenu (the whole
        // citations, 1000 px wide, had put the submenus over them, walk 10).
        const QString citation = citations.count(paper) ? citations[paper] : QString();
        static const QRegularExpression year(R"(\b((19|20)\d\d)\s*$)");
        const QRegularExpressionMatch when = year.match(citation);
        QString name = paper;
        if (!citation.isEmpty()) name += "  " + citation.section(':', 0, 0);
        // Two texts print no year: said, so that the menu reads alike for all five (walk 11).
        if (when.hasMatch())
            name += " (" + when.captured(1) + ")";
        else if (!citation.isEmpty())
            name += " " + tr("(no year printed)");
        QMenu* menu = figuresMenu_->addMenu(name);
        if (!citation.isEmpty()) {
            menu->addAction(citation)->setEnabled(false);
            menu->addSeparator();
        }
        Workbench* family = presets.front().first;
        for (const auto& [w, p] : presets) {
            if (w != family) menu->addSeparator();
            family = w;
            QAction* a = menu->addAction(p.label());
            connect(a, &QAction::triggered, this, p.apply);
            presetActions_.push_back({a, p.label});
        }
    }
}

void MainWindow::createViewMenu() {
    // The families, also from the keyboard: in presentation mode the navigator steps
    // aside (the figure needs the projector's width) and Ctrl+1 ... Ctrl+9 switch.
    familyMenu_ = viewMenu_->addMenu(QString());
    auto* families = new QActionGroup(this);
    for (std::size_t k = 0; k < workbenches_.size(); ++k) {
        QAction* a = familyMenu_->addAction(QString());
        a->setCheckable(true);
        a->setActionGroup(families);
        if (k < 9) a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + int(k))));
        connect(a, &QAction::triggered, this, [this, k] { showFamily(workbenches_[k]); });
        familyActions_.push_back(a);
    }
    // Playback keys live on the window so they work wherever the focus is; they drive
    // the family on show.
    auto playback = [this](QKeySequence key, void (Workbench::*step)()) {
        auto* a = new QAction(this);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, [this, step] {
            // Presenting a lesson, a step on from the last (back from the first) is the next
            // (previous) scene's; Space steps on rather than plays.
            const bool on = step == &Workbench::stepForward || step == &Workbench::togglePlay;
            if ((on || step == &Workbench::stepBack) && lessonStep(on)) return;
            if (Workbench* w = current()) (w->*step)();
        });
        viewMenu_->addAction(a);
        return a;
    };
    play_ = playback(Qt::Key_Space, &Workbench::togglePlay);
    back_ = playback(Qt::Key_Left, &Workbench::stepBack);
    forward_ = playback(Qt::Key_Right, &Workbench::stepForward);
    first_ = playback(Qt::Key_Home, &Workbench::first);
    last_ = playback(Qt::Key_End, &Workbench::last);
    // A lesson's scenes: PageDown/PageUp, the keys presentation clickers send.
    auto sceneKey = [this](QKeySequence key, bool (LessonDeck::*move)()) {
        auto* a = new QAction(this);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setEnabled(false);
        connect(a, &QAction::triggered, this, [this, move] { (deck_->*move)(); });
        viewMenu_->addAction(a);
        return a;
    };
    nextScene_ = sceneKey(Qt::Key_PageDown, &LessonDeck::next);
    previousScene_ = sceneKey(Qt::Key_PageUp, &LessonDeck::previous);
    viewMenu_->addSeparator();
    fit_ = viewMenu_->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_0), this, [this] {
        if (Workbench* w = current()) w->fitToWindow();
    });
    for (Workbench* w : workbenches_)
        for (QAction* a : w->viewActions())
            viewMenu_->addAction(a);
    dark_ = viewMenu_->addAction(QString());
    dark_->setCheckable(true);
    dark_->setChecked(systemPrefersDark()); // follow the system unless overridden
    auto applyDark = [this](bool on) {
        applyTheme(on);
        for (Workbench* w : workbenches_)
            w->setDark(on);
    };
    connect(dark_, &QAction::toggled, this, applyDark);
    applyDark(dark_->isChecked());
    presentation_ = viewMenu_->addAction(QString(), QKeySequence(Qt::Key_F5));
    presentation_->setCheckable(true);
    connect(presentation_, &QAction::toggled, this, [this](bool on) {
        presentationMode_->setOn(on);
        navigator_->setVisible(!on);
        for (Workbench* w : workbenches_) {
            w->setPresentation(on);
            w->fitToWindow(); // the whole figure fills the new size
        }
    });
    viewMenu_->addSeparator();
    cancelWork_ = viewMenu_->addAction(QString(), QKeySequence(Qt::Key_Escape), this, [this] {
        // One press: a number typed and not yet applied goes back, and the work running stops.
        // Said only where something was dropped (Esc with nothing running had claimed it).
        bool dropped = discardPendingEdits();
        for (BackgroundJob* j : watched_) {
            dropped = dropped || j->busy();
            j->cancelByUser(); // the forms go back to what their views show
        }
        if (!dropped && current()) dropped = current()->leaveRefusal();
        if (dropped) statusBar()->showMessage(tr("Cancelled; the previous state is kept."), 5000);
        // Nothing to cancel: Esc leaves presentation mode, as in slide programs.
        else if (presenting())
            setPresentation(false);
    });
}

void MainWindow::createLanguageAndHelpMenus() {
    auto* languages = new QActionGroup(this);
    for (const QString& code : {QString("en"), QString("de"), QString("zh_CN")}) {
        QAction* a = languageMenu_->addAction(QString());
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == language_);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { setLanguage(code); });
        languageActions_.push_back(a);
    }

    // F1: the guide's page of the family on show; Shift+F1: the algorithm chosen.
    guideAction_ = helpMenu_->addAction(QString(), QKeySequence::HelpContents, this, &MainWindow::showGuide);
    explain_ = helpMenu_->addAction(QString(), QKeySequence(Qt::SHIFT | Qt::Key_F1), this, &MainWindow::explain);
    about_ = helpMenu_->addAction(QString(), this,
                                  [this] { QMessageBox::about(this, tr("About POPS Lab"), aboutText(true)); });
}

void MainWindow::retranslate() {
    busy_->findChild<QLabel*>("busyLabel")->setText(tr("Working..."));
    busy_->findChild<QToolButton*>("cancelWork")->setText(tr("Cancel"));
    for (std::size_t k = 0; k < shown_.size(); ++k)
        tabs_->setTabText(int(k), tabList_[shown_[k]].title());
    navigator_->retranslate();
    familyMenu_->setTitle(tr("&Network family"));
    for (std::size_t k = 0; k < familyActions_.size(); ++k)
        familyActions_[k]->setText(navigator_->familyName(k));
    for (auto& [w, docks] : docks_) {
        for (auto& [dock, spec] : docks.extra)
            dock->setWindowTitle(spec.title());
        // Its name on the tab beside the Lesson panel.
        if (docks.details) docks.details->setWindowTitle(tr("Details"));
    }
    fileMenu_->setTitle(tr("&File"));
    figuresMenu_->setTitle(tr("&Paper figures"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    helpMenu_->setTitle(tr("&Help"));
    newSession_->setText(tr("&New session"));
    open_->setText(tr("&Open..."));
    recentMenu_->setTitle(tr("Open &recent"));
    saveSession_->setText(tr("&Save session"));
    saveSessionAs_->setText(tr("Save session &as..."));
    // Words every family's figures share (OTIS steps, OK_N times, WDM hops had read "slot").
    exportSlot_->setText(tr("&Export the figure as shown..."));
    exportAll_->setText(tr("Export the figure of every s&tep..."));
    exportFrames_->setText(tr("Export numbered PNG &frames..."));
    exportAnimation_->setText(tr("Export ani&mation (GIF, video)..."));
    exportTheme_->setText(tr("Export in the window's t&heme"));
    quit_->setText(tr("&Quit"));
    play_->setText(tr("Play / pause"));
    lessonDock_->setWindowTitle(tr("Lesson"));
    if (!sceneStatus_.isEmpty() && statusBar()->currentMessage() == sceneStatus_) showSceneStatus();
    toggleNotes_->setText(tr("Presenter notes (lesson)"));
    nextScene_->setText(tr("Next scene of the lesson"));
    previousScene_->setText(tr("Previous scene of the lesson"));
    // Steps, the word for every family's (slots, time units, hops, clock units, move steps):
    // "slot" had stood on OK_N, WDM, the buses and OTIS too (walk 13).
    back_->setText(tr("Previous step"));
    forward_->setText(tr("Next step"));
    first_->setText(tr("First step"));
    last_->setText(tr("Last step"));
    fit_->setText(tr("&Fit to window"));
    dark_->setText(tr("&Dark theme"));
    presentation_->setText(tr("&Presentation mode"));
    cancelWork_->setText(tr("&Cancel work in progress"));
    guideAction_->setText(tr("&User guide"));
    explain_->setText(tr("&Explain this algorithm"));
    about_->setText(tr("&About POPS Lab"));
    for (auto& [action, label] : presetActions_)
        action->setText(label());
    for (Workbench* w : workbenches_)
        w->retranslate();
    const QString names[] = {QStringLiteral("English"), QStringLiteral("Deutsch"),
                             QString::fromUtf8("\u7b80\u4f53\u4e2d\u6587")};
    for (std::size_t k = 0; k < languageActions_.size(); ++k)
        languageActions_[k]->setText(names[k]);
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // A choice longer in the new language ("Allgemeiner Planer mit einem Sprung") widens
        // its panel, once every widget has its new text.
        QTimer::singleShot(0, this, [this] { fitDocks(false); });
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::showGuide() {
    if (!guide_) guide_ = new UserGuide(workbenches_, this);
    guide_->show(current(), language_);
}

void MainWindow::setLanguage(const QString& code) {
    QApplication::removeTranslator(&translator_);
    QApplication::removeTranslator(&qtTranslator_);
    // Qt's own words too (the buttons Save, Discard, Cancel, the file dialog), from Debian's
    // qt6-translations-l10n: a German window had asked in German under English buttons.
    if (code != "en" && qtTranslator_.load("qtbase_" + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator_);
    language_ = code;
    if (guide_) guide_->setLanguage(code);
    // Numbers in the language's way too ("100,0 %" in German), wherever text formats
    // them through QLocale().
    QLocale::setDefault(QLocale(code == "de"      ? QLocale::German
                                : code == "zh_CN" ? QLocale::Chinese
                                                  : QLocale::English,
                                code == "de"      ? QLocale::Germany
                                : code == "zh_CN" ? QLocale::China
                                                  : QLocale::UnitedStates));
    // English too: its file holds the plural forms ("1 slot", "2 slots").
    const bool installed =
        translator_.load(":/i18n/popslab_" + code + ".qm") && QApplication::installTranslator(&translator_);
    // QEvent::LanguageChange reaches every widget, which retranslates itself.
    if (!installed) QApplication::postEvent(this, new QEvent(QEvent::LanguageChange));
    if (code == "zh_CN" && !render::chineseFontInstalled())
        statusBar()->showMessage(
            tr("No font with Chinese characters is installed: install fonts-noto-cjk (Noto Sans CJK SC)."));
    for (QAction* a : languageActions_)
        a->setChecked(a->data().toString() == code);
}

void MainWindow::setDarkTheme(bool dark) {
    dark_->setChecked(dark);
}

void MainWindow::setPresentation(bool on) {
    presentation_->setChecked(on);
}

bool MainWindow::presenting() const {
    return presentation_->isChecked();
}

void MainWindow::updateTitle() {
    QString title = tr("POPS Lab");
    if (Workbench* w = current()) title += " \u2013 " + w->subject();
    if (!sessionPath_.isEmpty()) title += " \u2013 " + QFileInfo(sessionPath_).fileName();
    if (deck_->scene())
        title +=
            " \u2013 " +
            tr("%1, scene %2 of %3").arg(deck_->lesson()->title).arg(deck_->current() + 1).arg(deck_->sceneCount());
    setWindowTitle(title + (modified_ ? " *" : ""));
}

// A file is opened by what it is -- its "format" -- and by its name where it names none; a
// folder, a device or a file of no known kind is refused naming the path.
void MainWindow::openFile(const QString& path, bool quiet) {
    quietOpen_ = quiet;
    const QFileInfo info(path);
    if (!info.exists()) return fileFailed(path, tr("%1 does not exist").arg(path));
    if (info.isDir()) return fileFailed(path, tr("%1 is a folder, not a file").arg(path));
    if (!info.isFile()) return fileFailed(path, tr("%1 is a device, a pipe or a socket, not a file").arg(path));
    const QString format = files::documentFormat(path);
    if (format == QLatin1String(kSessionFormat) || (format.isEmpty() && path.endsWith(".popslab", Qt::CaseInsensitive)))
        return openSession(path);
    if (format == QLatin1String(kLessonFormat) ||
        (format.isEmpty() && path.endsWith(".popslab-lesson", Qt::CaseInsensitive)))
        return openLesson(path);
    for (Workbench* w : workbenches_)
        if (w->openableFormats().contains(format)) {
            showPage(w, 0);
            return w->open(path);
        }
    const QString suffix = info.suffix().toLower();
    if (format.isEmpty())
        for (Workbench* w : workbenches_)
            if (w->openableSuffixes().contains(suffix)) { // its reader says what is wrong with it
                showPage(w, 0);
                return w->open(path);
            }
    fileFailed(
        path,
        format.isEmpty()
            ? tr("%1 is not a file POPS Lab opens: sessions (.popslab), schedules and exercises (.json)").arg(path)
            : tr("%1 is a \"%2\" document, which POPS Lab does not open").arg(path, format));
}

// Sessions are read on a worker too (a file from anywhere may be slow or hostile); the
// window's state changes only once the whole session has been read and checked.
void MainWindow::openSession(const QString& path) {
    sessionJob_->start<std::variant<Session, QString>>(
        [path]() -> std::variant<Session, QString> {
            Session s;
            if (auto error = loadSession(path, s)) return *error;
            return s;
        },
        [this, path](std::variant<Session, QString> read) {
            if (auto* error = std::get_if<QString>(&read)) return fileFailed(path, *error);
            adoptSession(std::get<Session>(read));
        },
        [this, path](const QString& error) { fileFailed(path, error); });
}

void MainWindow::adoptSession(const Session& s) {
    applySession(s);
    sessionPath_ = s.path;
    modified_ = false;
    addRecent(s.path);
    updateTitle();
    emit fileOpened(s.path, true);
}

void MainWindow::fileFailed(const QString& path, const QString& error) {
    lastFileError_ = error;
    const QString title =
        path.endsWith(".popslab", Qt::CaseInsensitive) ? tr("Cannot open session") : tr("Cannot open file");
    // The status line says this file before the box asks (it had named the file before while
    // the box named this one).
    // The path once: a reader's error that names it already is shown as it is.
    const bool named = error.startsWith(path);
    statusBar()->showMessage(named ? tr("Cannot open: %1").arg(error) : tr("Cannot open %1: %2").arg(path, error),
                             10000);
    if (!quietOpen_) QMessageBox::warning(this, title, named ? error : tr("%1\n\n%2").arg(path, error));
    emit fileOpened(path, false);
}

std::optional<int> MainWindow::askDpi() {
    bool ok = false;
    const int dpi = QInputDialog::getInt(this, tr("PNG resolution"), tr("Dots per inch:"), 150, 30, 1200, 10, &ok);
    return ok ? std::optional<int>(dpi) : std::nullopt;
}

void MainWindow::saveData() {
    Workbench* w = current();
    if (!w || w->saveLabel().isEmpty()) return;
    const QString path = files::withFilterSuffix(
        QFileDialog::getSaveFileName(this, tr("Save as JSON"), w->id() + ".json", tr("JSON (*.json)")), "*.json");
    if (path.isEmpty()) return;
    if (auto error = w->saveData(path))
        QMessageBox::warning(this, tr("Cannot save"), *error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
}

void MainWindow::exportFigure(bool allSlots) {
    Workbench* w = current();
    if (!w) return;
    const QString path =
        ExportPath::ask(this, tr("Export figure"), ExportPath::nameFor(w->subject()) + ".svg", ExportKind::Either);
    if (path.isEmpty()) return;
    int dpi = 150;
    if (path.endsWith(".png", Qt::CaseInsensitive)) {
        const auto chosen = askDpi();
        if (!chosen) return;
        dpi = *chosen;
    }
    if (auto error = w->exportFigure(path, dpi, allSlots))
        QMessageBox::warning(this, tr("Cannot export figure"), *error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
}

// Frames are drawn from the schedule on show while the progress dialog lets events
// through: a worker's result adopted meanwhile would replace what is being drawn.
bool MainWindow::refuseWhileBusy() {
    const bool busy = anyJobBusy();
    if (busy)
        QMessageBox::information(this, tr("Export"),
                                 tr("Work is in progress; export when it has finished (or cancel it with Esc)."));
    return busy;
}

void MainWindow::exportFrames() {
    Workbench* w = current();
    if (!w || !w->hasFrames() || refuseWhileBusy()) return;
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the numbered frames"));
    if (dir.isEmpty()) return;
    const auto dpi = askDpi();
    if (!dpi) return;
    QProgressDialog progress(tr("Writing frames..."), tr("Cancel"), 0, 1, this);
    progress.setWindowModality(Qt::WindowModal);
    int written = 0;
    const auto error = w->exportFrames(dir, *dpi, [&](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        written = done;
        return !progress.wasCanceled();
    });
    if (error)
        QMessageBox::warning(this, tr("Cannot export figure"), *error);
    else
        statusBar()->showMessage(tr("Wrote %1 frames to %2").arg(written).arg(dir), 5000);
}

void MainWindow::exportAnimation() {
    Workbench* w = current();
    if (!w || !w->hasAnimation() || refuseWhileBusy()) return;
    AnimationDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    // The format follows the suffix; a name without one takes the chosen filter's.
    const QStringList filters{tr("GIF animations (*.gif)"), tr("MP4 videos, H.264 (*.mp4)"),
                              tr("WebM videos, VP9 (*.webm)")};
    const QStringList suffixes{"gif", "mp4", "webm"};
    QFileDialog files(this, tr("Export animation"), QString(), filters.join(";;"));
    files.setAcceptMode(QFileDialog::AcceptSave);
    files.setDefaultSuffix(suffixes.front());
    files.selectFile("animation.gif");
    // Choosing a type renames the file to match, so the type chosen is the one written.
    connect(&files, &QFileDialog::filterSelected, &files, [&](const QString& filter) {
        const QString suffix = suffixes.value(int(filters.indexOf(filter)), suffixes.front());
        files.setDefaultSuffix(suffix);
        const QStringList chosen = files.selectedFiles();
        if (!chosen.isEmpty()) files.selectFile(QFileInfo(chosen.front()).completeBaseName() + "." + suffix);
    });
    if (files.exec() != QDialog::Accepted || files.selectedFiles().isEmpty()) return;
    const QString path = files.selectedFiles().front();
    QProgressDialog progress(tr("Drawing frames..."), tr("Cancel"), 0, 1, this);
    progress.setWindowModality(Qt::WindowModal);
    const auto error = w->exportAnimation(path, dialog.options(), [&](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        return !progress.wasCanceled();
    });
    if (progress.wasCanceled())
        statusBar()->showMessage(tr("Cancelled; nothing was written."), 5000);
    else if (error)
        QMessageBox::warning(this, tr("Cannot export animation"), *error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
}

void MainWindow::explain() {
    Workbench* w = current();
    if (!w) return;
    const QString text = w->explanation();
    if (!text.isEmpty()) QMessageBox::information(this, tr("About this algorithm"), text);
}

} // namespace popslab::gui
