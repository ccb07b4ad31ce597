#include "MainWindow.h"

#include "FigureExport.h"
#include "EmbeddingView.h"
#include "NetworkCanvas.h"
#include "OknPanel.h"
#include "PaperFigures.h"
#include "ParameterPanel.h"
#include "PlotPanel.h"
#include "SweepRunner.h"
#include "RegistryText.h"
#include "SlotDetails.h"
#include "Theme.h"
#include "TimelineBar.h"
#include "io/ScheduleJson.h"
#include "patterns/Registry.h"

#include <QActionGroup>
#include <functional>
#include <QCloseEvent>
#include <QSettings>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QProgressBar>
#include <QProgressDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace popslab::gui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), document_(new ScheduleDocument(this)) {
    canvas_ = new NetworkCanvas(document_);
    timeline_ = new TimelineBar(document_);
    auto* network = new QWidget;
    auto* column = new QVBoxLayout(network);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(canvas_, 1);
    column->addWidget(timeline_);
    plots_ = new PlotPanel(document_);
    tabs_ = new QTabWidget;
    tabs_->addTab(network, QString());
    tabs_->addTab(plots_, QString());
    okn_ = new OknPanel;
    oknDefaults_ = okn_->settings(); // what a new session starts the OK_N tab with
    tabs_->addTab(okn_, QString());
    setCentralWidget(tabs_);

    parameters_ = new ParameterPanel;
    auto* left = new QDockWidget;
    left->setObjectName("parametersDock");
    left->setWidget(parameters_);
    left->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, left);
    details_ = new SlotDetails(document_);
    auto* right = new QDockWidget;
    right->setObjectName("detailsDock");
    right->setWidget(details_);
    right->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, right);

    embedding_ = new EmbeddingView(document_);
    embeddingDock_ = new QDockWidget;
    embeddingDock_->setObjectName("embeddingDock");
    embeddingDock_->setWidget(embedding_);
    addDockWidget(Qt::LeftDockWidgetArea, embeddingDock_);
    connect(embedding_, &EmbeddingView::availabilityChanged, this,
            [this](bool available) { embeddingDock_->setVisible(available && tabs_->currentWidget() != okn_); });

    // The POPS panels belong to the POPS tabs; the OK_N tab has its own controls.
    connect(tabs_, &QTabWidget::currentChanged, this, [this, left, right](int) {
        const bool pops = tabs_->currentWidget() != okn_;
        left->setVisible(pops);
        right->setVisible(pops);
        embeddingDock_->setVisible(pops && embedding_->hasEmbedding());
    });

    connect(parameters_, &ParameterPanel::requestChanged, document_, [this](const PatternRequest& r) { document_->setRequest(r); });
    connect(document_, &ScheduleDocument::scheduleChanged, this, [this] {
        parameters_->showDiagnostic(document_->diagnostic());
        updateTitle();
    });
    connect(plots_, &PlotPanel::configurationChosen, this, [this](const PatternRequest& r) {
        parameters_->setRequest(r);
        document_->setRequest(r);
        tabs_->setCurrentIndex(0); // show the configuration that was clicked
    });
    connect(details_, &SlotDetails::processorChosen, canvas_, [this](ProcessorId p) { canvas_->setSelected(p); });
    connect(document_, &ScheduleDocument::scheduleChanged, this, &MainWindow::markModified);
    connect(document_, &ScheduleDocument::slotChanged, this, &MainWindow::markModified);
    connect(okn_, &OknPanel::changed, this, &MainWindow::markModified);
    connect(document_, &ScheduleDocument::opened, this, &MainWindow::scheduleOpened);
    connect(document_, &ScheduleDocument::openFailed, this,
            [this](const QString& path, const QString& error) { openFailed(path, error, tr("Cannot open schedule")); });
    connect(document_, &ScheduleDocument::failed, this, [this](const QString& message) {
        statusBar()->showMessage(message, 10000); // the previous schedule stays
        parameters_->showFailure(message);
    });

    // The busy indicator: shown when work takes more than a moment, with a Cancel.
    sessionJob_ = new BackgroundJob(this);
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
    connect(busyDelay_, &QTimer::timeout, this, [this] { busy_->setVisible(std::any_of(watched_.begin(), watched_.end(), [](BackgroundJob* j) { return j->busy(); })); });
    connect(cancelBusy, &QToolButton::clicked, this, [this] {
        for (BackgroundJob* j : watched_) j->cancel();
        pendingSession_.reset();
        statusBar()->showMessage(tr("Cancelled; the previous state is kept."), 5000);
    });
    watch(document_->job());
    watch(sessionJob_);
    watch(okn_->job());
    watch(okn_->plotJob());
    createActions();
    retranslate();
    document_->setRequest(parameters_->request(), 0, true);
    resize(1400, 860);
    QSettings settings;
    restoreGeometry(settings.value("window/geometry").toByteArray());
    restoreState(settings.value("window/state").toByteArray());
    fillRecent();
}

void MainWindow::watch(BackgroundJob* job) {
    watched_.push_back(job);
    connect(job, &BackgroundJob::busyChanged, this, &MainWindow::updateBusy);
}

void MainWindow::showError(const QString& message) {
    statusBar()->showMessage(tr("Error: %1").arg(message), 15000);
}

void MainWindow::waitForIdle() {
    // A finished job may start the next (a session's schedule file): loop until all rest.
    for (bool any = true; any;) {
        any = false;
        for (BackgroundJob* j : watched_)
            if (j->busy()) {
                j->wait();
                any = true;
            }
    }
}

void MainWindow::updateBusy() {
    const bool any = std::any_of(watched_.begin(), watched_.end(), [](BackgroundJob* j) { return j->busy(); });
    if (!any) {
        busyDelay_->stop();
        busy_->hide();
    } else if (!busy_->isVisible() && !busyDelay_->isActive()) {
        busyDelay_->start();
    }
}

void MainWindow::afterNextSchedule(std::function<void()> action) {
    connect(document_, &ScheduleDocument::scheduleChanged, this, std::move(action), Qt::SingleShotConnection);
}

void MainWindow::markModified() {
    if (restoring_ || modified_ || document_->restoring()) return;
    modified_ = true;
    updateTitle();
}

bool MainWindow::maybeSave() {
    if (!modified_) return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
                                              tr("The session has changed. Save it before going on?"),
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
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    settings.setValue("language", language_);
    plots_->runner()->cancel();
    event->accept();
}

Session MainWindow::currentSession() const {
    Session s;
    s.request = document_->request();
    s.scheduleFile = document_->sourceFile();
    s.slot = document_->slot();
    s.dark = dark_->isChecked();
    s.presentation = presentation_->isChecked();
    s.tab = tabs_->currentIndex();
    s.selected = canvas_->selected();
    s.plot = plots_->settings();
    s.okn = okn_->settings();
    return s;
}

bool MainWindow::saveSession(const QString& path) {
    if (auto error = gui::saveSession(path, currentSession())) {
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
    const QString path = QFileDialog::getSaveFileName(this, tr("Save session"), sessionPath_.isEmpty() ? "session.popslab" : sessionPath_,
                                                      tr("POPS Lab sessions (*.popslab)"));
    return !path.isEmpty() && saveSession(path);
}

void MainWindow::applySession(const Session& s) {
    restoring_ = true;
    if (s.scheduleFile.isEmpty()) {
        parameters_->setRequest(s.request);
        document_->setRequest(s.request, s.slot, true); // built on the worker; the slot is shown once it is
    }
    dark_->setChecked(s.dark);
    presentation_->setChecked(s.presentation);
    tabs_->setCurrentIndex(std::clamp(s.tab, 0, tabs_->count() - 1));
    const auto selected = s.selected;
    afterNextSchedule([this, selected] { canvas_->setSelected(selected); });
    plots_->setSettings(s.plot);
    if (s.okn) okn_->setSettings(*s.okn);
    canvas_->fitToWindow();
    restoring_ = false;
}

void MainWindow::addRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value("recentFiles").toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8) recent.removeLast();
    settings.setValue("recentFiles", recent);
    fillRecent();
}

void MainWindow::fillRecent() {
    recentMenu_->clear();
    const QStringList recent = QSettings().value("recentFiles").toStringList();
    for (const QString& path : recent)
        recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (maybeSave()) openFile(path);
        })->setToolTip(path);
    recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::createActions() {
    fileMenu_ = menuBar()->addMenu(QString());
    figuresMenu_ = menuBar()->addMenu(QString());
    viewMenu_ = menuBar()->addMenu(QString());
    languageMenu_ = menuBar()->addMenu(QString());
    helpMenu_ = menuBar()->addMenu(QString());

    newSession_ = fileMenu_->addAction(QString(), QKeySequence::New, this, [this] {
        if (!maybeSave()) return;
        Session fresh;
        fresh.request = PatternRequest{4, 4, "ring", "natural", {}};
        fresh.dark = dark_->isChecked();
        fresh.okn = oknDefaults_;
        applySession(fresh);
        sessionPath_.clear();
        modified_ = false;
        updateTitle();
    });
    open_ = fileMenu_->addAction(QString(), QKeySequence::Open, this, [this] {
        if (!maybeSave()) return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open"), QString(),
                                                          tr("Sessions and schedules (*.popslab *.json)"));
        if (!path.isEmpty()) openFile(path);
    });
    recentMenu_ = fileMenu_->addMenu(QString());
    saveSession_ = fileMenu_->addAction(QString(), QKeySequence::Save, this, [this] {
        if (sessionPath_.isEmpty()) saveSessionAs();
        else saveSession(sessionPath_);
    });
    saveSessionAs_ = fileMenu_->addAction(QString(), QKeySequence::SaveAs, this, &MainWindow::saveSessionAs);
    fileMenu_->addSeparator();
    save_ = fileMenu_->addAction(QString(), this, &MainWindow::saveSchedule);
    exportSlot_ = fileMenu_->addAction(QString(), QKeySequence(tr("Ctrl+E")), this, [this] { exportFigure(false); });
    exportAll_ = fileMenu_->addAction(QString(), this, [this] { exportFigure(true); });
    exportFrames_ = fileMenu_->addAction(QString(), this, &MainWindow::exportFrames);
    fileMenu_->addSeparator();
    quit_ = fileMenu_->addAction(QString(), QKeySequence::Quit, this, &QWidget::close);

    for (const PaperFigure& f : paperFigures()) {
        QAction* a = figuresMenu_->addAction(f.label);
        const PatternRequest request = f.request;
        const bool networkOnly = f.networkOnly;
        connect(a, &QAction::triggered, this, [this, request, networkOnly] {
            parameters_->setRequest(request);
            document_->setRequest(request);
            tabs_->setCurrentIndex(0);
            canvas_->setMode(NetworkCanvas::Mode::Network);
            matrix_->setChecked(false);
            afterNextSchedule([this, networkOnly] {
                canvas_->setShowMessages(!networkOnly); // Figs. 1-2 show the bare network
                canvas_->fitToWindow();
            });
        });
        figureActions_.push_back(a);
    }

    figuresMenu_->addSeparator();
    for (const OknPanel::Preset& preset : OknPanel::presets()) {
        QAction* a = figuresMenu_->addAction(preset.label);
        const okn::OknRequest request = preset.request;
        connect(a, &QAction::triggered, this, [this, request] {
            okn_->load(request);
            tabs_->setCurrentWidget(okn_);
        });
        oknFigureActions_.push_back(a);
    }

    // Timeline shortcuts live on the window so they work wherever the focus is.
    // The shortcuts drive the timeline of the tab on show: the POPS one or OK_N's.
    auto timelineAction = [this](QKeySequence key, std::function<void()> pops, std::function<void()> okn) {
        auto* a = new QAction(this);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, [this, pops, okn] {
            if (tabs_->currentWidget() == okn_) okn();
            else pops();
        });
        return a;
    };
    play_ = timelineAction(Qt::Key_Space, [this] { timeline_->togglePlay(); }, [this] { okn_->togglePlay(); });
    back_ = timelineAction(Qt::Key_Left, [this] { timeline_->stepBack(); }, [this] { okn_->stepBack(); });
    forward_ = timelineAction(Qt::Key_Right, [this] { timeline_->stepForward(); }, [this] { okn_->stepForward(); });
    first_ = timelineAction(Qt::Key_Home, [this] { timeline_->first(); }, [this] { okn_->first(); });
    last_ = timelineAction(Qt::Key_End, [this] { timeline_->last(); }, [this] { okn_->last(); });
    for (QAction* a : {play_, back_, forward_, first_, last_}) {
        a->setShortcutContext(Qt::WindowShortcut);
        viewMenu_->addAction(a);
    }
    viewMenu_->addSeparator();
    fit_ = viewMenu_->addAction(QString(), QKeySequence(tr("Ctrl+0")), canvas_, &NetworkCanvas::fitToWindow);
    matrix_ = viewMenu_->addAction(QString(), QKeySequence(tr("Ctrl+M")), this, [this](bool on) {
        canvas_->setMode(on ? NetworkCanvas::Mode::Matrix : NetworkCanvas::Mode::Network);
    });
    matrix_->setCheckable(true);
    dark_ = viewMenu_->addAction(QString());
    dark_->setCheckable(true);
    dark_->setChecked(systemPrefersDark()); // follow the system unless overridden
    canvas_->setDark(dark_->isChecked());
    connect(dark_, &QAction::toggled, this, [](bool on) { applyTheme(on); });
    applyTheme(dark_->isChecked());
    connect(dark_, &QAction::toggled, canvas_, &NetworkCanvas::setDark);
    connect(dark_, &QAction::toggled, plots_, &PlotPanel::setDark);
    connect(dark_, &QAction::toggled, embedding_, &EmbeddingView::setDark);
    connect(dark_, &QAction::toggled, okn_, &OknPanel::setDark);
    okn_->setDark(dark_->isChecked());
    embedding_->setDark(dark_->isChecked());
    plots_->setDark(dark_->isChecked());
    presentation_ = viewMenu_->addAction(QString(), QKeySequence(Qt::Key_F5));
    presentation_->setCheckable(true);
    connect(presentation_, &QAction::toggled, this, [this](bool on) {
        canvas_->setTextScale(on ? 1.8 : 1.0);
        QFont f = QApplication::font();
        f.setPointSizeF(on ? 15 : 10);
        setFont(f);
    });

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

    explain_ = helpMenu_->addAction(QString(), QKeySequence::HelpContents, this, &MainWindow::explain);
    about_ = helpMenu_->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About POPS Lab"),
                           tr("<h3>POPS Lab %1</h3><p>Explore Partitioned Optical Passive Stars networks: "
                              "schedules built from the papers' constructions and checked by a validator.</p>"
                              "<p>License: GPL-3.0-or-later. Plots by QCustomPlot (GPLv3).</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::retranslate() {
    busy_->findChild<QLabel*>("busyLabel")->setText(tr("Working..."));
    busy_->findChild<QToolButton*>("cancelWork")->setText(tr("Cancel"));
    tabs_->setTabText(0, tr("Network"));
    tabs_->setTabText(1, tr("Plots"));
    tabs_->setTabText(2, tr("OK_N (paper 003)"));
    fileMenu_->setTitle(tr("&File"));
    figuresMenu_->setTitle(tr("Paper &figures"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    helpMenu_->setTitle(tr("&Help"));
    newSession_->setText(tr("&New session"));
    open_->setText(tr("&Open..."));
    recentMenu_->setTitle(tr("Open &recent"));
    saveSession_->setText(tr("&Save session"));
    saveSessionAs_->setText(tr("Save session &as..."));
    save_->setText(tr("Save schedule as &JSON..."));
    exportSlot_->setText(tr("&Export figure of this slot..."));
    exportAll_->setText(tr("Export figure of &all slots..."));
    exportFrames_->setText(tr("Export numbered PNG &frames..."));
    quit_->setText(tr("&Quit"));
    play_->setText(tr("Play / pause"));
    back_->setText(tr("Previous slot"));
    forward_->setText(tr("Next slot"));
    first_->setText(tr("First slot"));
    last_->setText(tr("Last slot"));
    fit_->setText(tr("&Fit to window"));
    matrix_->setText(tr("Coupler &matrix view"));
    embeddingDock_->setWindowTitle(tr("Logical structure: node u \u2192 processor mu(u), colour = group"));
    dark_->setText(tr("&Dark theme"));
    presentation_->setText(tr("&Presentation mode"));
    explain_->setText(tr("&Explain this algorithm"));
    about_->setText(tr("&About POPS Lab"));
    const auto figures = paperFigures();
    for (std::size_t k = 0; k < figureActions_.size(); ++k) figureActions_[k]->setText(figures[k].label);
    const auto oknFigures = OknPanel::presets();
    for (std::size_t k = 0; k < oknFigureActions_.size(); ++k) oknFigureActions_[k]->setText(oknFigures[k].label);
    const QString names[] = {QStringLiteral("English"), QStringLiteral("Deutsch"), QString::fromUtf8("\u7b80\u4f53\u4e2d\u6587")};
    for (std::size_t k = 0; k < languageActions_.size(); ++k) languageActions_[k]->setText(names[k]);
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString& code) {
    QApplication::removeTranslator(&translator_);
    language_ = code;
    if (code != "en" && translator_.load(":/i18n/popslab_" + code + ".qm")) QApplication::installTranslator(&translator_);
    // QEvent::LanguageChange reaches every widget, which retranslates itself.
    if (code == "en") QApplication::postEvent(this, new QEvent(QEvent::LanguageChange));
    for (QAction* a : languageActions_) a->setChecked(a->data().toString() == code);
}

void MainWindow::updateTitle() {
    const NetworkSpec n = document_->network();
    QString title = tr("POPS Lab - POPS(%1,%2)").arg(n.d).arg(n.g);
    if (!sessionPath_.isEmpty()) title += " - " + QFileInfo(sessionPath_).fileName();
    else if (!document_->sourceFile().isEmpty()) title += " - " + QFileInfo(document_->sourceFile()).fileName();
    setWindowTitle(title + (modified_ ? " *" : ""));
}

void MainWindow::openFile(const QString& path, bool quiet) {
    pendingSession_.reset();
    quietOpen_ = quiet;
    if (path.endsWith(".popslab", Qt::CaseInsensitive)) openSession(path);
    else document_->openSchedule(path);
}

// Sessions are read on a worker too (a file from anywhere may be slow or hostile); the
// window's state changes only once the session and what it shows have been read.
void MainWindow::openSession(const QString& path) {
    sessionJob_->start<std::variant<Session, QString>>(
        [path]() -> std::variant<Session, QString> {
            Session s;
            if (auto error = loadSession(path, s)) return *error;
            return s;
        },
        [this, path](std::variant<Session, QString> read) {
            if (auto* error = std::get_if<QString>(&read)) return openFailed(path, *error, tr("Cannot open session"));
            Session s = std::get<Session>(std::move(read));
            s.path = path;
            if (s.scheduleFile.isEmpty()) return adoptSession(s);
            pendingSession_ = s; // a session that shows a schedule file: adopted once the file is read
            document_->openSchedule(s.scheduleFile, s.slot);
        },
        [this, path](const QString& error) { openFailed(path, error, tr("Cannot open session")); });
}

void MainWindow::adoptSession(const Session& s) {
    applySession(s);
    sessionPath_ = s.path;
    modified_ = false;
    addRecent(s.path);
    updateTitle();
    emit fileOpened(s.path, true);
}

void MainWindow::scheduleOpened(const QString& path) {
    restoring_ = true;
    parameters_->setRequest(document_->request());
    restoring_ = false;
    canvas_->fitToWindow();
    if (pendingSession_ && pendingSession_->scheduleFile == path) {
        const Session s = *pendingSession_;
        pendingSession_.reset();
        return adoptSession(s);
    }
    sessionPath_.clear();
    modified_ = false;
    addRecent(path);
    updateTitle();
    statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
    emit fileOpened(path, true);
}

void MainWindow::openFailed(const QString& path, const QString& error, const QString& title) {
    const bool session = pendingSession_.has_value();
    const QString shown = session ? pendingSession_->path : path;
    pendingSession_.reset();
    if (!quietOpen_) QMessageBox::warning(this, session ? tr("Cannot open session") : title, tr("%1\n\n%2").arg(shown, error));
    statusBar()->showMessage(tr("Cannot open %1: %2").arg(shown, error), 10000);
    emit fileOpened(shown, false);
}

void MainWindow::saveSchedule() {
    const Schedule* s = document_->schedule();
    if (!s) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save schedule"), "schedule.json", tr("Schedules (*.json)"));
    if (path.isEmpty()) return;
    if (auto error = writeScheduleFile(path.toStdString(), *s))
        QMessageBox::warning(this, tr("Cannot save schedule"), QString::fromStdString(*error));
}

void MainWindow::exportFigure(bool allSlots) {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export figure"), "figure.svg",
                                                      tr("Figures (*.svg *.pdf *.png)"));
    if (path.isEmpty()) return;
    render::Figure figure;
    figure.schedule = document_->schedule();
    figure.report = document_->report();
    figure.network = document_->network();
    if (document_->slotCount() > 0) figure.slot = std::uint32_t(document_->slot());
    figure.allSlots = allSlots;
    figure.matrix = canvas_->mode() == NetworkCanvas::Mode::Matrix;
    figure.options = canvas_->paintOptions();
    figure.options.held = nullptr; // figures show the messages, not the bookkeeping
    if (path.endsWith(".png", Qt::CaseInsensitive)) {
        bool ok = false;
        figure.dpi = QInputDialog::getInt(this, tr("PNG resolution"), tr("Dots per inch:"), 150, 30, 1200, 10, &ok);
        if (!ok) return;
    }
    if (auto error = render::exportFigure(path, figure)) QMessageBox::warning(this, tr("Cannot export figure"), *error);
    else statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
}

void MainWindow::exportFrames() {
    if (document_->slotCount() == 0) return;
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the numbered frames"));
    if (dir.isEmpty()) return;
    bool ok = false;
    const int dpi = QInputDialog::getInt(this, tr("PNG resolution"), tr("Dots per inch:"), 150, 30, 1200, 10, &ok);
    if (!ok) return;
    render::Figure figure;
    figure.schedule = document_->schedule();
    figure.report = document_->report();
    figure.network = document_->network();
    figure.options = canvas_->paintOptions();
    figure.options.held = nullptr;
    figure.dpi = dpi;
    const int count = document_->slotCount();
    QProgressDialog progress(tr("Writing frames..."), tr("Cancel"), 0, count, this);
    progress.setWindowModality(Qt::WindowModal);
    for (int t = 0; t < count && !progress.wasCanceled(); ++t) {
        progress.setValue(t);
        figure.slot = std::uint32_t(t);
        const QString path = QDir(dir).filePath(QString("slot-%1.png").arg(t + 1, 4, 10, QChar('0')));
        if (auto error = render::exportFigure(path, figure)) {
            QMessageBox::warning(this, tr("Cannot export figure"), *error);
            return;
        }
    }
    progress.setValue(count);
    statusBar()->showMessage(tr("Wrote %1 frames to %2").arg(count).arg(dir), 5000);
}

void MainWindow::explain() {
    const PatternRequest& r = document_->request();
    const Pattern* p = Registry::instance().pattern(r.pattern);
    const Algorithm* a = p ? p->algorithm(r.algorithm) : nullptr;
    if (!p || !a) return;
    QStringList conditions;
    for (const Condition& c : p->conditions) conditions << conditionText(c.text);
    for (const Condition& c : a->conditions) conditions << conditionText(c.text);
    QMessageBox::information(
        this, algorithmName(*a),
        tr("<h3>%1: %2</h3><p>%3</p><p>Paper %4, %5.</p><p>%6</p><p><b>Sequence length:</b> %7<br>"
           "<b>Lower bound:</b> %8<br><b>Conditions:</b> %9</p>")
            .arg(patternName(*p), algorithmName(*a), registryText(p->description), QString::fromStdString(a->paper),
                 registryText(a->section), registryText(a->explanation), registryText(a->formulaText),
                 registryText(a->lowerBound ? a->lowerBoundText : p->lowerBoundText),
                 conditions.isEmpty() ? tr("any d and g") : conditions.join("; ")));
}

} // namespace popslab::gui
