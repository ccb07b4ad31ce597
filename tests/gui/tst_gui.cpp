// The real window on Qt's offscreen platform: the canvas follows d and g, stepping
// shows the current slot, conflicts are marked and listed, languages switch, and a
// malformed schedule leaves the previous state alone.
#include "BackgroundJob.h"
#include "BusCanvas.h"
#include "BusDetails.h"
#include "BusDocument.h"
#include "BusForm.h"
#include "BusTimeBar.h"
#include "BusWorkbench.h"
#include "CouplerMatrixPainter.h"
#include "ExerciseDocument.h"
#include "ExercisePage.h"
#include "ExerciseSlotTable.h"
#include "FigureExport.h"
#include "FilterSuffix.h"
#include "Label.h"
#include "Lesson.h"
#include "LessonDeck.h"
#include "LessonPanel.h"
#include "LightThemeAgain.h"
#include "MainWindow.h"
#include "OknDocument.h"
#include "OknForm.h"
#include "OknPage.h"
#include "OknPainter.h"
#include "OknPlots.h"
#include "OknWorkbench.h"
#include "OtisCanvas.h"
#include "OtisDocument.h"
#include "OtisPainter.h"
#include "OtisPlots.h"
#include "OtisWorkbench.h"
#include "Palette.h"
#include "PlotStyle.h"
#include "Plots.h"
#include "PopsCanvas.h"
#include "PopsDetails.h"
#include "PopsForm.h"
#include "PopsPlots.h"
#include "PopsWorkbench.h"
#include "PresenterView.h"
#include "RegistryText.h"
#include "Session.h"
#include "SweepRunner.h"
#include "Theme.h"
#include "WdmCanvas.h"
#include "WdmDocument.h"
#include "WdmForm.h"
#include "WdmWorkbench.h"
#include "patterns/Registry.h"
#include "slotted/ScheduleJson.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QImageReader>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QWheelEvent>
#include <QXmlStreamReader>
#include <qcustomplot.h>
#include <set>

using namespace popslab;
using namespace popslab::pops;
using namespace popslab::gui;
using namespace popslab::okn;
using namespace popslab::wdm;
using namespace popslab::bus;
using namespace popslab::otis;

namespace {

PopsWorkbench* popsWorkbench(const MainWindow& w) {
    return w.workbench<PopsWorkbench>();
}

// Shows `w` with the POPS request `r` in the form and built, as a user's choice would.
void showPops(MainWindow& w, const PatternRequest& r) {
    w.waitForIdle();
    w.show();
    popsWorkbench(w)->parameters()->setRequest(r);
    popsWorkbench(w)->document()->setRequest(r);
    w.waitForIdle();
}
OknPage* oknPanel(const MainWindow& w) {
    return w.workbench<OknWorkbench>()->panel();
}

// `w` shown at 1300 x 850 with the OK_N tab running `request`, its run done.
template <typename Request> OknPage* showOkn(MainWindow& w, const Request& request) {
    w.waitForIdle();
    w.resize(1300, 850);
    w.show();
    OknPage* panel = oknPanel(w);
    panel->load(request);
    w.waitForIdle();
    return panel;
}
// A session's POPS and OK_N parts, read as the workbenches read them.
PopsState popsOf(const Session& s) {
    return std::get<PopsState>(popsStateFromJson(s.families.at("pops"), QString(), "pops"));
}
OknSettings oknOf(const Session& s) {
    return std::get<OknSettings>(oknStateFromJson(s.families.at("okn"), "okn"));
}

// Opens a session or schedule as a user does, and waits for the worker to finish.
// `w` shown with POPS's Plots page for `r`, built; its plots panel.
PopsPlots* showPopsPlots(MainWindow& w, const PatternRequest& r) {
    w.waitForIdle();
    w.show();
    popsWorkbench(w)->parameters()->setRequest(r);
    popsWorkbench(w)->document()->setRequest(r);
    w.waitForIdle();
    w.showPage(w.workbench<pops::PopsWorkbench>(), 1);
    return popsWorkbench(w)->plots();
}

bool openAndWait(MainWindow& w, const QString& path) {
    QSignalSpy spy(&w, &MainWindow::fileOpened);
    w.openFile(path, true);
    if (!spy.wait(20000)) return false;
    w.waitForIdle();
    return spy.takeFirst().at(1).toBool();
}

// `w`'s session saved and opened in `again`, its work done: what a session keeps.
bool reopened(MainWindow& w, MainWindow& again) {
    QTemporaryDir dir;
    const QString path = dir.filePath("reopened.popslab");
    return w.saveSession(path) && openAndWait(again, path);
}

// `w` on 1366 x 768 showing the bus's page `page` with `s` in its form and document, its
// run done.
bus::BusWorkbench* showBus(MainWindow& w, const bus::BusSettings& s, int page) {
    w.resize(1366, 768);
    w.show();
    bus::BusWorkbench* bus = w.workbench<bus::BusWorkbench>();
    w.showPage(bus, page);
    bus->form()->setSettings(s);
    bus->document()->setSettings(s);
    w.waitForIdle();
    QApplication::processEvents();
    return bus;
}

// `w` shown at 1366 x 768 on page `page` of the WDM star's workbench.
wdm::WdmWorkbench* showWdm(MainWindow& w, int page) {
    w.resize(1366, 768);
    w.show();
    wdm::WdmWorkbench* wdm = w.workbench<wdm::WdmWorkbench>();
    w.showPage(wdm, page);
    return wdm;
}

} // namespace

class TestGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
        QCoreApplication::setOrganizationName("POPS Lab tests");
    }

    void fontsAreInstalled() { QVERIFY(!QFontDatabase::families().isEmpty()); }

    void sessionRoundTrips() {
        QTemporaryDir dir;
        const QString path = dir.filePath("lecture.popslab");
        {
            MainWindow w;
            w.waitForIdle();
            QVERIFY(!w.isModified());
            PatternRequest r{8, 2, "torus", "rotated", {{"direction", "bi"}}};
            popsWorkbench(w)->parameters()->setRequest(r);
            popsWorkbench(w)->document()->setRequest(r);
            w.waitForIdle();
            popsWorkbench(w)->document()->setSlot(5);
            popsWorkbench(w)->canvas()->setSelected(3);
            w.tabs()->setCurrentIndex(1);
            oknPanel(w)->load(OknPage::presets()[1].request); // the OK_N tab is part of the session too
            oknPanel(w)->setTimeIndex(1);
            QVERIFY(w.isModified());
            QVERIFY(w.windowTitle().endsWith("*"));
            QVERIFY(w.saveSession(path));
            QVERIFY(!w.isModified());
            QVERIFY(!QFile::exists(path + ".part"));
        }
        MainWindow w;
        w.waitForIdle();
        QVERIFY(openAndWait(w, path));
        const Session session = w.currentSession();
        const PopsState s = popsOf(session);
        QCOMPARE(s.request.d, 8u);
        QCOMPARE(s.request.pattern, std::string("torus"));
        QCOMPARE(s.request.algorithm, std::string("rotated"));
        QCOMPARE(s.request.parameters.at("direction"), std::string("bi"));
        QCOMPARE(s.slot, 5);
        QCOMPARE(session.family, QString("pops"));
        QCOMPARE(session.page, 1);
        QCOMPARE(s.selected, std::optional<std::uint32_t>(3));
        QCOMPARE(popsWorkbench(w)->document()->slotCount(), 16); // 4d^2/n, rebuilt by the core
        const OknSettings okn = oknOf(session);
        const auto preset = OknPage::presets()[1].request; // a copy: presets() is a temporary
        QCOMPARE(okn.request.operation, preset.operation);
        QCOMPARE(okn.request.algorithm, preset.algorithm);
        QCOMPARE(okn.request.network.nodes, preset.network.nodes);
        QCOMPARE(okn.request.network.delay, preset.network.delay);
        QCOMPARE(okn.timeIndex, 1);
        QVERIFY(oknPanel(w)->run().has_value());
        QVERIFY(!w.isModified());
        QCOMPARE(w.sessionPath(), path);
    }

    void sessionOfAnOpenedSchedule() {
        QTemporaryDir dir;
        const QString copy = dir.filePath("conflict.json");
        QVERIFY(QFile::copy(POPSLAB_TEST_DATA "/coupler-conflict.json", copy));
        const QString path = dir.filePath("s.popslab");
        {
            MainWindow w;
            w.waitForIdle();
            QVERIFY(openAndWait(w, copy));
            QVERIFY(w.saveSession(path));
        }
        MainWindow w;
        w.waitForIdle();
        QVERIFY(openAndWait(w, path));
        QCOMPARE(popsWorkbench(w)->document()->sourceFile(), copy);
        QVERIFY(!popsWorkbench(w)->document()->report()->valid());
    }

    // A schedule file names its pattern: the details compare it with the paper's formula.
    void openedFileShowsThePapersFormula() {
        QTemporaryDir dir;
        const QString path = dir.filePath("cs.json");
        auto built = Registry::instance().build({8, 2, "consecutive-sum", "token", {{"M", "4"}}});
        QVERIFY(built.ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(writeScheduleText(*built.schedule)));
        file.close();
        MainWindow w;
        w.waitForIdle();
        QVERIFY(openAndWait(w, path));
        QVERIFY(popsWorkbench(w)->document()->report()->valid());
        // (The label keeps "formula: 20" together with a no-break space.)
        const QString summary = popsWorkbench(w)->slotDetails()->findChild<QLabel*>()->text().replace("&nbsp;", " ");
        QVERIFY2(summary.contains("paper's formula: 20"), qPrintable(summary)); // (d/g)(M + 1)
    }

    // The details say what the pattern sends, in the paper's words (all-to-all's messages to
    // itself, "0 → 0" through a coupler, had a student ask why they need a slot), and where
    // the paper gives no formula they say so, not "paper's formula: none".
    void detailsSayWhatThePatternSends() {
        MainWindow w;
        showPops(w, {2, 4, "all-to-all", "single-hop", {}});
        const QString summary = popsWorkbench(w)->slotDetails()->findChild<QLabel*>()->text().replace("&nbsp;", " ");
        QVERIFY2(summary.contains("each processor's message to itself included") &&
                     summary.contains("</b> (no formula in the paper; lower bound: 8)"),
                 qPrintable(summary));
    }

    // A lesson of one scene per family reads with each family's defaults filled in, and
    // writes and reads back to the same scenes (titles, notes, every family's state).
    void lessonRoundTrips() {
        Lesson lesson;
        QVERIFY(!loadLesson(POPSLAB_TEST_DATA "/lessons/every-family.popslab-lesson", lesson));
        QCOMPARE(lesson.scenes.size(), std::size_t(5));
        QStringList families;
        for (const Scene& scene : lesson.scenes)
            families << scene.session.family;
        QCOMPARE(families, QStringList({"pops", "okn", "wdm", "bus", "otis"}));
        // Left out: the OK_N scene's "time", the WDM scene's route, the OTIS scene's whole state.
        QVERIFY(lesson.scenes[1].session.families.at("okn").contains("time"));
        QCOMPARE(lesson.scenes[2].session.families.at("wdm")["dimensions"].toInt(), 3);
        QVERIFY(lesson.scenes[4].session.families.at("otis").contains("groups"));
        QTemporaryDir dir;
        const QString path = dir.filePath("again.popslab-lesson");
        QVERIFY(!saveLesson(path, lesson));
        Lesson again;
        QVERIFY(!loadLesson(path, again));
        QCOMPARE(again.title, lesson.title);
        QCOMPARE(again.scenes.size(), lesson.scenes.size());
        for (std::size_t k = 0; k < lesson.scenes.size(); ++k) {
            QCOMPARE(again.scenes[k].title, lesson.scenes[k].title);
            QCOMPARE(again.scenes[k].notes, lesson.scenes[k].notes);
            QCOMPARE(sessionToJson(again.scenes[k].session), sessionToJson(lesson.scenes[k].session));
        }
    }

    // The window opens a lesson on its first scene; PageDown (a clicker's key) shows each
    // next scene exactly as saved -- its family, page and state -- and PageUp goes back.
    void lessonOpensSceneByScene() {
        const QString path = POPSLAB_TEST_DATA "/lessons/every-family.popslab-lesson";
        Lesson lesson;
        QVERIFY(!loadLesson(path, lesson));
        MainWindow w;
        w.waitForIdle();
        w.show();
        QVERIFY(openAndWait(w, path));
        for (std::size_t k = 0; k < lesson.scenes.size(); ++k) {
            const Session& scene = lesson.scenes[k].session;
            QCOMPARE(w.lessonDeck()->current(), int(k));
            QCOMPARE(w.current()->id(), scene.family);
            const Session shown = w.currentSession();
            QCOMPARE(shown.page, scene.page);
            // The family's state as the window holds it is the scene's, field by field.
            const QJsonObject want = scene.families.at(scene.family), have = shown.families.at(scene.family);
            // (POPS's plot settings aside: no algorithms named means every one, which the
            // window writes out by name; and a step or time of -1, "the end", which it
            // writes as the number it is.)
            for (auto it = want.begin(); it != want.end(); ++it)
                if (it.key() != "plot" && it.value() != QJsonValue(-1))
                    QVERIFY2(have[it.key()] == it.value(), qPrintable(scene.family + "." + it.key()));
            QVERIFY(w.windowTitle().contains(QString("scene %1 of 5").arg(k + 1)));
            QTest::keyClick(&w, Qt::Key_PageDown);
            w.waitForIdle();
        }
        QCOMPARE(w.lessonDeck()->current(), 4); // no scene after the last
        QTest::keyClick(&w, Qt::Key_PageUp);
        w.waitForIdle();
        QCOMPARE(w.current()->id(), QString("bus"));
        // The status bar's "Scene 4 of 5: ..." follows the language.
        QVERIFY(w.statusBar()->currentMessage().startsWith("Scene 4 of 5"));
        w.setLanguage("de");
        QTRY_VERIFY2(w.statusBar()->currentMessage().startsWith("Szene 4 von 5"),
                     qPrintable(w.statusBar()->currentMessage()));
        w.setLanguage("en");
    }

    // The Lesson panel prepares a lesson: the view on show added as a scene, renamed,
    // given notes, moved, undone, deleted; clicking a scene shows it; saved, it reads back.
    void lessonPanelPreparesALesson() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        auto* panel = w.findChild<LessonPanel*>();
        QVERIFY(panel);
        LessonDeck* deck = w.lessonDeck();
        const PatternRequest ring{4, 4, "ring", "natural", {}};
        popsWorkbench(w)->parameters()->setRequest(ring);
        popsWorkbench(w)->document()->setRequest(ring);
        w.waitForIdle();
        panel->addCurrentView();
        w.showPage(w.workbench<OknWorkbench>(), 0);
        w.waitForIdle();
        panel->addCurrentView();
        QCOMPARE(deck->sceneCount(), 2);
        QCOMPARE(panel->scenes()->count(), 2);
        QCOMPARE(deck->current(), 1);
        panel->scenes()->item(1)->setText("Broadcast"); // as a double-click edit ends
        QCOMPARE(deck->lesson()->scenes[1].title, QString("Broadcast"));
        panel->notes()->setPlainText("Ask who is informed after two steps.");
        QTRY_COMPARE(deck->lesson()->scenes[1].notes, QString("Ask who is informed after two steps."));
        deck->moveScene(1, 0);
        QCOMPARE(panel->scenes()->item(0)->text(), QString("Broadcast"));
        deck->undoStack()->undo();
        // Titled by what it shows ("Scene 1" had told the presenter view nothing).
        QCOMPARE(panel->scenes()->item(0)->text(), QString("POPS(4,4) \u2013 Network"));
        QCOMPARE(panel->scenes()->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff); // long ones wrap
        // Clicking the first scene shows POPS(4,4) again, as it was added.
        QTest::mouseClick(panel->scenes()->viewport(), Qt::LeftButton, {},
                          panel->scenes()->visualItemRect(panel->scenes()->item(0)).center());
        w.waitForIdle();
        QCOMPARE(w.current()->id(), QString("pops"));
        QCOMPARE(popsWorkbench(w)->document()->request().pattern, std::string("ring"));
        QVERIFY(deck->isModified());
        QTemporaryDir dir;
        const QString path = dir.filePath("prepared.popslab-lesson");
        QVERIFY(!saveLesson(path, *deck->lesson()));
        deck->markSaved(path);
        Lesson back;
        QVERIFY(!loadLesson(path, back));
        QCOMPARE(back.scenes.size(), std::size_t(2));
        QCOMPARE(back.scenes[1].session.family, QString("okn"));
        QCOMPARE(back.scenes[1].notes, QString("Ask who is informed after two steps."));
        // A scene keeps the family it shows, not the window's theme (a lesson prepared in the
        // light theme had switched a dark-theme lecturer's window) nor every other family.
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QJsonObject scene =
            QJsonDocument::fromJson(written.readAll())["scenes"].toArray()[1].toObject()["session"].toObject();
        QCOMPARE(scene["families"].toObject().keys(), QStringList{"okn"});
        QVERIFY(!scene["view"].toObject().contains("dark") && !scene["view"].toObject().contains("presentation"));
        deck->removeScene(0);
        QCOMPARE(deck->sceneCount(), 1);
        deck->undoStack()->undo();
        QCOMPARE(deck->sceneCount(), 2);
    }

    // The Lesson panel hands the lesson out as the command line does: a PDF of a page a
    // scene and one web page with every scene's steps as inline SVG.
    void lessonHandsOutFromTheWindow() {
        MainWindow w;
        w.waitForIdle();
        QVERIFY(openAndWait(w, POPSLAB_TEST_DATA "/lessons/every-family.popslab-lesson"));
        QTemporaryDir dir;
        w.handOutLesson(dir.filePath("handout.pdf"));
        w.waitForIdle();
        w.handOutLesson(dir.filePath("lesson.html"));
        w.waitForIdle();
        QFile pdf(dir.filePath("handout.pdf")), page(dir.filePath("lesson.html"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QVERIFY(pdf.size() > 10000);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QByteArray html = page.readAll();
        QVERIFY(html.contains("<title>Optical interconnects"));
        QVERIFY(html.count("<svg") >= 5); // at least a step a scene
        QVERIFY(!html.contains("src=\"http"));
        // Its counters say what they count, its buttons what they do (walk 7, F4).
        QVERIFY(html.contains("Scene <span id=\"position\">"));
        QVERIFY(html.contains("Step <span id=\"step\">"));
        // Each step named as the family's bar names it: the OTIS move's start is its start,
        // not "step 1" (the page had counted the start as a step).
        QVERIFY(html.contains("data-name=\"slot 1 of 1\""));
        QVERIFY(html.contains("data-name=\"before the move (3 steps)\""));
        QVERIFY(html.contains("data-name=\"step 3 of 3\""));
        QVERIFY(html.contains("id=\"step-name\""));
        QVERIFY(html.contains("title=\"Next scene (Page Down)\""));
    }

    // Another scene leaves the families it does not show as they are: OK_N set up for the class
    // (N = 20) is still N = 20 after the WDM scene (it had gone back to its defaults, N = 41).
    void scenesKeepTheOtherFamilies() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        QVERIFY(openAndWait(w, POPSLAB_TEST_DATA "/lessons/every-family.popslab-lesson"));
        LessonDeck* deck = w.lessonDeck();
        QVERIFY(deck->go(1)); // OK_N's scene
        w.waitForIdle();
        auto* okn = w.workbench<OknWorkbench>();
        okn::OknRequest request = okn->panel()->settings().request;
        request.network.nodes = 20;
        okn->panel()->load(request);
        w.waitForIdle();
        QVERIFY(deck->go(2)); // WDM's
        w.waitForIdle();
        QCOMPARE(w.current()->id(), QString("wdm"));
        QCOMPARE(okn->panel()->settings().request.network.nodes, 20u);
        // Untouched, not saved and read back: POPS's sweep survives a WDM scene (a large one
        // the lecturer ran had been cleared by every scene change).
        QVERIFY(deck->go(0));
        w.waitForIdle();
        PopsPlots* plots = popsWorkbench(w)->plots();
        w.showPage(popsWorkbench(w), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!plots->runner()->running(), 30000);
        PlotSettings large = plots->settings();
        large.value = 1024; // too large to sweep by itself: run by hand, as a lecturer would
        plots->setSettings(large);
        plots->runSweep();
        QTRY_VERIFY_WITH_TIMEOUT(!plots->series().empty() && !plots->runner()->running(), 30000);
        QVERIFY(deck->go(2));
        w.waitForIdle();
        QVERIFY(!plots->series().empty());
        QVERIFY(deck->go(1)); // OK_N's own scene shows it as saved
        w.waitForIdle();
        QCOMPARE(okn->panel()->settings().request.network.nodes, 15u);
        // The status line follows a rename of the scene on show.
        QVERIFY2(w.statusBar()->currentMessage().endsWith("Broadcast on OK_N"),
                 qPrintable(w.statusBar()->currentMessage()));
        deck->renameScene(1, "The k-ary tree");
        QCOMPARE(w.statusBar()->currentMessage(), QString("Scene 2 of 5: The k-ary tree"));
    }

    // A changed control never leaves the last sweep under it: a fixed n typed (Enter) sweeps
    // again where small, and clears the plot for Run sweep where large (the plot of n = 16 had
    // stayed under "with fixed n = 4096").
    void popsPlotsFollowTheirControls() {
        MainWindow w;
        PopsPlots* panel = showPopsPlots(w, {4, 4, "ring", "natural", {}});
        QTRY_VERIFY_WITH_TIMEOUT(!panel->series().empty() && !panel->runner()->running(), 30000);
        QCOMPARE(panel->series()[0].rows.size(), std::size_t(5)); // n = 16: d = 1, 2, 4, 8, 16
        auto* fixedValue = panel->findChildren<QSpinBox*>().value(0);
        QVERIFY(fixedValue);
        fixedValue->setFocus();
        fixedValue->selectAll();
        QTest::keyClicks(fixedValue, "64");
        QTest::keyClick(fixedValue, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->series().empty() && !panel->runner()->running() &&
                                     panel->series()[0].rows.size() == 7, // d = 1..64
                                 30000);
        // An algorithm unticked: swept again without it.
        const std::size_t both = panel->series().size();
        auto* algorithms = panel->findChild<QListWidget*>();
        QVERIFY(algorithms && algorithms->count() == int(both) && both >= 2);
        algorithms->item(1)->setCheckState(Qt::Unchecked);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->runner()->running() && panel->series().size() == both - 1, 30000);
        fixedValue->selectAll();
        QTest::keyClicks(fixedValue, "4096");
        QTest::keyClick(fixedValue, Qt::Key_Return);
        QCoreApplication::processEvents();
        QVERIFY(panel->series().empty()); // cleared: too large to sweep by itself
        QTest::qWait(200);
        QVERIFY(panel->series().empty() && !panel->runner()->running());
    }

    // A sweep refused as too large says why in the empty plot: it had gone on saying "No sweep
    // yet: ... press Run sweep" just after Run sweep was pressed (walk 9, POPS(64,64) all-to-all).
    void refusedSweepSaysWhyInThePlot() {
        MainWindow w;
        PopsPlots* panel = showPopsPlots(w, {64, 64, "all-to-all", "single-hop", {}});
        auto hint = [panel] {
            for (int k = 0; k < panel->sequencePlot()->itemCount(); ++k)
                if (auto* text = qobject_cast<QCPItemText*>(panel->sequencePlot()->item(k));
                    text && text->property("popslabHint").toBool())
                    return text->property("popslabHintText").toString();
            return QString();
        };
        QVERIFY2(hint().startsWith("No sweep yet"), qPrintable(hint())); // too large to sweep by itself
        // Nothing to export yet (Export CSV had written a header alone).
        for (QPushButton* b : panel->findChildren<QPushButton*>())
            if (b->text() == "Export CSV..." || b->text() == "Export plot...")
                QVERIFY2(!b->isEnabled(), qPrintable(b->text() + " is enabled before a sweep"));
        // Its axes hidden, the title says what is held fixed (walk 11).
        QString title;
        for (int i = 0; i < panel->sequencePlot()->plotLayout()->elementCount(); ++i)
            if (auto* t = qobject_cast<QCPTextElement*>(panel->sequencePlot()->plotLayout()->elementAt(i)))
                title += t->text();
        QVERIFY2(title.simplified().endsWith("sequence length, n = 4,096"), qPrintable(title.simplified()));
        panel->runSweep();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->runner()->running(), 30000);
        QVERIFY(panel->series().empty());
        QVERIFY2(hint().startsWith("Not swept. The sweep would take") && hint().contains("lower"), qPrintable(hint()));
        // Another fixed value: the refusal was of the sweep before.
        auto* fixedValue = panel->findChildren<QSpinBox*>().value(0);
        QVERIFY(fixedValue);
        fixedValue->setFocus();
        fixedValue->selectAll();
        QTest::keyClicks(fixedValue, "8192");
        QTest::keyClick(fixedValue, Qt::Key_Return);
        QCoreApplication::processEvents();
        QVERIFY2(hint().startsWith("No sweep yet"), qPrintable(hint()));
    }

    // What varies is never what is held fixed: n chosen to vary under "with fixed n" holds d
    // fixed instead, and the plot sweeps (it had said "No sweep yet" beside "hold d or g
    // fixed", walk 10).
    void popsPlotsNeverVaryWhatIsFixed() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        PopsPlots* panel = popsWorkbench(w)->plots();
        w.showPage(w.workbench<pops::PopsWorkbench>(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->series().empty() && !panel->runner()->running(), 30000);
        const auto combos = panel->findChildren<QComboBox*>();
        QVERIFY(combos.size() >= 2);
        QComboBox *vary = combos[0], *fixed = combos[1];
        QCOMPARE(fixed->currentText(), QString("n"));
        vary->setCurrentText("n");
        QCOMPARE(fixed->currentText(), QString("d"));
        QTRY_VERIFY(!panel->runner()->running());
        panel->runSweep(); // n with d = 4 held: a sweep there is, of g
        QTRY_VERIFY_WITH_TIMEOUT(!panel->series().empty() && !panel->runner()->running(), 30000);
        for (QPushButton* b : panel->findChildren<QPushButton*>())
            if (b->text() == "Export CSV...") QVERIFY(b->isEnabled()); // with points, it exports them
        fixed->setCurrentText("n");
        QCOMPARE(vary->currentText(), QString("d"));
    }

    // Handed out from the dark theme, the PDF is paper: light figures (as every export) and
    // notes in black (they had been drawn in the theme's light grey on white).
    void darkThemeHandsOutPaper() {
        if (QStandardPaths::findExecutable("pdftoppm").isEmpty()) QSKIP("pdftoppm (poppler-utils) is not installed");
        MainWindow w;
        w.waitForIdle();
        QVERIFY(openAndWait(w, POPSLAB_TEST_DATA "/lessons/every-family.popslab-lesson"));
        w.setDarkTheme(true);
        QTemporaryDir dir;
        w.handOutLesson(dir.filePath("handout.pdf"));
        w.waitForIdle();
        w.setDarkTheme(false);
        QProcess raster;
        raster.start("pdftoppm", {"-r", "40", "-png", "-f", "1", "-l", "1", "-singlefile", dir.filePath("handout.pdf"),
                                  dir.filePath("page")});
        QVERIFY(raster.waitForFinished(30000) && raster.exitCode() == 0);
        const QImage page(dir.filePath("page.png"));
        QVERIFY(!page.isNull());
        // Where the notes stand, from the PDF's own words: their first word's box, in points.
        QProcess words;
        words.start("pdftotext", {"-bbox", "-f", "1", "-l", "1", dir.filePath("handout.pdf"), "-"});
        QVERIFY(words.waitForFinished(30000) && words.exitCode() == 0);
        static const QRegularExpression first(
            R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">Point</word>)re");
        const QRegularExpressionMatch at = first.match(QString::fromUtf8(words.readAllStandardOutput()));
        QVERIFY(at.hasMatch());
        const double px = 40.0 / 72; // pdftoppm -r 40
        const QRect notes(QPoint(int(at.captured(1).toDouble() * px), int(at.captured(2).toDouble() * px)),
                          QPoint(int(at.captured(3).toDouble() * px) + 1, int(at.captured(4).toDouble() * px) + 1));
        int dark = 0, notesInk = 0;
        for (int y = 0; y < page.height(); ++y)
            for (int x = 0; x < page.width(); ++x) {
                const int l = page.pixelColor(x, y).lightness();
                dark += l < 80;
                if (notes.contains(x, y)) notesInk += l < 110;
            }
        QVERIFY2(dark < page.width() * page.height() / 10, qPrintable(QString("%1 dark pixels").arg(dark)));
        QVERIFY2(notesInk > 3, qPrintable(QString("%1 dark pixels in the notes").arg(notesInk)));
    }

    // A scene keeps the Network page's zoom: zoomed in with the wheel over a coupler and
    // added, it opens zoomed on the same scene point after another scene was shown, and a
    // lesson written and read back keeps it too.
    void lessonSceneKeepsItsZoom() {
        MainWindow w;
        w.resize(1200, 800);
        auto* panel = w.findChild<LessonPanel*>();
        showPops(w, {4, 4, "ring", "natural", {}});
        PopsCanvas* canvas = popsWorkbench(w)->canvas();
        QVERIFY(!canvas->zoom()); // fitted
        const QPointF at(canvas->width() * 0.3, canvas->height() * 0.4);
        QWheelEvent wheel(at, canvas->mapToGlobal(at), {}, {0, 480}, Qt::NoButton, {}, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(canvas, &wheel);
        const auto zoomed = canvas->zoom();
        QVERIFY(zoomed && zoomed->scale > 1.5);
        panel->addCurrentView();
        w.showPage(w.workbench<OknWorkbench>(), 0);
        w.waitForIdle();
        panel->addCurrentView();
        popsWorkbench(w)->canvas()->fitToWindow();
        w.lessonDeck()->go(0);
        w.waitForIdle();
        QCOMPARE(w.current()->id(), QString("pops"));
        const auto back = canvas->zoom();
        QVERIFY(back);
        QCOMPARE(back->scale, zoomed->scale);
        QCOMPARE(back->x, zoomed->x);
        QCOMPARE(back->y, zoomed->y);
        QTemporaryDir dir;
        const QString path = dir.filePath("zoomed.popslab-lesson");
        QVERIFY(!saveLesson(path, *w.lessonDeck()->lesson()));
        Lesson read;
        QVERIFY(!loadLesson(path, read));
        const QJsonObject zoom = read.scenes[0].session.families.at("pops")["zoom"].toObject();
        QCOMPARE(zoom["scale"].toDouble(), zoomed->scale);
        QCOMPARE(zoom["centre"].toArray()[0].toDouble(), zoomed->x);
    }

    // Presenting a lesson on one screen: the presenter view (position, notes, the next
    // scene) shows and hides with N and follows PageDown. On two screens (the suite run
    // again with two, tst_presenter_two_screens) it fills the other screen by itself.
    void presenterViewFollowsTheLesson() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        QVERIFY(openAndWait(w, POPSLAB_TEST_DATA "/lessons/every-family.popslab-lesson"));
        PresenterView* presenter = w.presenterView();
        w.setPresentation(true);
        QCoreApplication::processEvents();
        const bool twoScreens = QGuiApplication::screens().size() >= 2;
        if (twoScreens) {
            QVERIFY(presenter->isVisible());
            QVERIFY(presenter->screen() != w.screen()); // the audience sees the figure alone
            QCOMPARE(presenter->geometry(), presenter->screen()->availableGeometry());
        } else {
            QVERIFY(!presenter->isVisible());
            QTest::keyClick(&w, Qt::Key_N);
            QVERIFY(presenter->isVisible());
            // On one screen, its lower third: the notes box ends on the screen and the next
            // scene's figure has room beside it (it had run past the edge, the figure 85 px).
            const QRect screen = presenter->screen()->availableGeometry();
            QVERIFY(screen.contains(presenter->geometry()));
            auto* notes = presenter->findChild<QWidget*>("presenterNotes");
            auto* figure = presenter->findChild<QWidget*>("presenterNextFigure");
            QVERIFY(notes && figure);
            QVERIFY2(notes->geometry().bottom() < presenter->height(), qPrintable(QString::number(notes->y())));
            QVERIFY2(notes->height() >= 40, qPrintable(QString::number(notes->height())));
            QVERIFY2(figure->width() >= presenter->width() / 3 && figure->height() >= presenter->height() / 3,
                     qPrintable(QString("%1 x %2").arg(figure->width()).arg(figure->height())));
        }
        QCOMPARE(presenter->position(), QString("Scene 1 of 5"));
        QVERIFY(presenter->notesText().startsWith("Point at coupler c(0,3)"));
        QCOMPARE(presenter->nextText(), QString("Next: Broadcast on OK_N"));
        // The next scene small: its figure drawn by its family on a worker, not one colour.
        auto drawn = [](const QImage& image) {
            if (image.isNull()) return false;
            const QRgb corner = image.pixel(0, 0);
            for (int y = 0; y < image.height(); y += 3)
                for (int x = 0; x < image.width(); x += 3)
                    if (image.pixel(x, y) != corner) return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(drawn(presenter->nextFigure()), 20000);
        const QImage oknFigure = presenter->nextFigure();
        QTest::keyClick(&w, Qt::Key_PageDown);
        w.waitForIdle();
        QCOMPARE(presenter->position(), QString("Scene 2 of 5"));
        QCOMPARE(presenter->notesText(), QString("The k-ary tree."));
        QTRY_VERIFY_WITH_TIMEOUT(drawn(presenter->nextFigure()) && presenter->nextFigure() != oknFigure, 20000);
        if (qEnvironmentVariableIsSet("POPSLAB_GRAB_DIR")) // the README's picture
            presenter->grab().save(qEnvironmentVariable("POPSLAB_GRAB_DIR") + "/presenter-view.png");
        // A tall next figure (the folded bus after the WDM scene) fills its room's height and
        // half its width at least: fitted whole it had been a 116 px thumbnail (walk 8 F14).
        QTest::keyClick(&w, Qt::Key_PageDown);
        w.waitForIdle();
        QCOMPARE(presenter->nextText(), QString("Next: Folded bus"));
        auto* shown = presenter->findChild<QLabel*>("presenterNextFigure");
        QTRY_VERIFY_WITH_TIMEOUT(!shown->pixmap().isNull(), 20000);
        const QSizeF figureSize = shown->pixmap().deviceIndependentSize();
        QVERIFY2(figureSize.height() >= 0.9 * shown->height() && figureSize.width() >= shown->width() / 2.0,
                 qPrintable(QString("%1 x %2 in %3 x %4")
                                .arg(figureSize.width())
                                .arg(figureSize.height())
                                .arg(shown->width())
                                .arg(shown->height())));
        if (!twoScreens) {
            QTest::keyClick(&w, Qt::Key_N);
            QVERIFY(!presenter->isVisible());
        }
        w.setPresentation(false);
        QVERIFY(!presenter->isVisible());
    }

    // Presenting a lesson, Right steps through a scene's steps and on into the next scene
    // from its first step; Left from a scene's first step goes back to the previous one's
    // last; the corner of the tabs says where ("Scene 2 of 5 - step 1 of 7").
    void presentingStepsAcrossScenes() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        QVERIFY(openAndWait(w, POPSLAB_TEST_DATA "/lessons/every-family.popslab-lesson"));
        w.setPresentation(true);
        w.waitForIdle();
        LessonDeck* deck = w.lessonDeck();
        QStringList entered; // the position on arriving in each scene
        int presses = 0;
        while (presses < 400 && deck->current() < 4) {
            const int before = deck->current();
            QTest::keyClick(&w, Qt::Key_Right);
            w.waitForIdle();
            QCoreApplication::processEvents();
            ++presses;
            if (deck->current() != before) entered << w.lessonPosition();
        }
        QCOMPARE(deck->current(), 4);
        QCOMPARE(entered.size(), 4);
        // OK_N's scene is entered at its first event time, not where it was saved.
        QVERIFY2(entered[0].startsWith("Scene 2 of 5") && entered[0].contains("time 0 of"), qPrintable(entered[0]));
        QVERIFY(presses > 5); // the scenes' steps were stepped through, not skipped
        QTest::keyClick(&w, Qt::Key_PageUp);
        w.waitForIdle();
        QCOMPARE(deck->current(), 3);
        QTest::keyClick(&w, Qt::Key_Home);
        w.waitForIdle();
        QTest::keyClick(&w, Qt::Key_Left); // from the bus's first clock unit: the WDM scene's last hop
        w.waitForIdle();
        QCoreApplication::processEvents();
        QCOMPARE(deck->current(), 2);
        QVERIFY2(w.lessonPosition().startsWith("Scene 3 of 5"), qPrintable(w.lessonPosition()));
        // Another family shown: the corner says the scene was left and gives none of its
        // steps (it had kept the scene's step count over the other family's figure).
        Workbench* other = nullptr;
        for (Workbench* f : w.workbenches())
            if (f->id() != deck->scene()->session.family) other = f;
        QVERIFY(other);
        w.showPage(other, 0);
        QCoreApplication::processEvents();
        QCOMPARE(w.lessonPosition(), QString("Scene 3 of 5 (not on show)"));
        QCOMPARE(w.findChild<QLabel*>("lessonPosition")->text(), QString("Scene 3 of 5 (not on show)"));
        // Nor does the status bar keep naming it over the other family (walk 13).
        QVERIFY2(!w.statusBar()->currentMessage().startsWith("Scene 3 of 5:"),
                 qPrintable(w.statusBar()->currentMessage()));
        w.setPresentation(false);
    }

    void malformedSessionKeepsTheState() {
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.popslab");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"popslab-session-1\", \"request\": {\"d\": -3}}");
        f.close();
        MainWindow w;
        w.waitForIdle();
        const auto before = popsWorkbench(w)->document()->request();
        QVERIFY(!openAndWait(w, path));
        QCOMPARE(popsWorkbench(w)->document()->request().d, before.d);
        Session s;
        QVERIFY(loadSession(path, s)->contains("request.d"));
        // The OK_N part names its field too, and an algorithm the operation lacks.
        const QByteArray good = "{\"format\": \"popslab-session-1\", \"request\": {\"d\": 4, \"g\": 4}, \"slot\": 0, ";
        for (auto [okn, field] :
             {std::pair{"\"okn\": {\"operation\": \"broadcast\", \"algorithm\": \"B9\", \"nodes\": 9, "
                        "\"ports\": 1, \"delay\": 0, \"time\": 0, \"from\": 0, \"to\": 5}}",
                        "okn.algorithm"},
              {"\"okn\": {\"operation\": \"broadcast\", \"nodes\": -1}}", "okn.nodes"}}) {
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(good + okn);
            f.close();
            const auto error = loadSession(path, s);
            QVERIFY2(error && error->contains(field), error ? qPrintable(*error) : "accepted");
        }
    }

    void canvasFollowsDAndG() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        for (auto [d, g] : {std::pair{4u, 4u}, {8u, 2u}, {3u, 5u}}) {
            const PatternRequest r{d, g, "ring", "natural", {}};
            popsWorkbench(w)->parameters()->setRequest(r);
            popsWorkbench(w)->document()->setRequest(r);
            w.waitForIdle();
            const auto* layout = popsWorkbench(w)->canvas()->layout();
            QVERIFY(layout);
            QCOMPARE(layout->network().couplerCount(), g * g);
            QCOMPARE(layout->network().transceiverCount(), 2ull * d * g * g);
            // The drawn geometry is live: the middle of every coupler names it. (In full: at
            // a size where the canvas draws the aggregated figure, blocks and cells, the full
            // figure's coupler middles name nothing -- the premise, said where it fails.)
            QVERIFY2(!popsWorkbench(w)->canvas()->aggregated(),
                     qPrintable(QString("POPS(%1,%2) drawn aggregated at %3 x %4")
                                    .arg(d)
                                    .arg(g)
                                    .arg(popsWorkbench(w)->canvas()->width())
                                    .arg(popsWorkbench(w)->canvas()->height())));
            for (std::uint32_t c = 0; c < g * g; ++c) {
                const Coupler k = layout->network().couplerAt(c);
                const QString name = popsWorkbench(w)->canvas()->elementAt(
                    popsWorkbench(w)->canvas()->toWidget(layout->coupler(k).center()));
                QVERIFY2(name.contains(QString("c(%1,%2)").arg(k.destinationGroup).arg(k.sourceGroup)),
                         qPrintable(name));
            }
        }
    }

    void parameterChangesGoThroughThePanel() {
        MainWindow w;
        w.waitForIdle();
        auto* d = popsWorkbench(w)->parameters()->findChild<QSpinBox*>();
        QVERIFY(d);
        d->setValue(8);
        QTRY_COMPARE(popsWorkbench(w)->document()->request().d, 8u); // debounced
        QVERIFY(popsWorkbench(w)->document()->schedule());
    }

    void steppingShowsTheCurrentSlot() {
        MainWindow w;
        showPops(w, {4, 4, "ring", "natural", {}});
        const Schedule* s = popsWorkbench(w)->document()->schedule();
        QCOMPARE(s->slotCount(), std::size_t(3));
        QApplication::setActiveWindow(&w);
        popsWorkbench(w)->canvas()->setFocus(); // as after a click on the canvas; a spin box keeps its arrows
        QTRY_VERIFY(popsWorkbench(w)->canvas()->hasFocus());
        for (int t = 0; t < 3; ++t) {
            QCOMPARE(popsWorkbench(w)->document()->slot(), t);
            QCOMPARE(popsWorkbench(w)->slotDetails()->transmissions()->rowCount(), int(s->slot(t).size()));
            QCOMPARE(popsWorkbench(w)->slotDetails()->transmissions()->item(0, 0)->text(),
                     QString::number(s->slot(t)[0].src));
            QTest::keyClick(popsWorkbench(w)->canvas(), Qt::Key_Right);
        }
        QCOMPARE(popsWorkbench(w)->document()->slot(), 2); // stays on the last slot
        QTest::keyClick(popsWorkbench(w)->canvas(), Qt::Key_Home);
        QCOMPARE(popsWorkbench(w)->document()->slot(), 0);
        QTest::keyClick(popsWorkbench(w)->canvas(), Qt::Key_End);
        QCOMPARE(popsWorkbench(w)->document()->slot(), 2);
    }

    void conflictIsMarkedAndListed() {
        MainWindow w;
        w.waitForIdle();
        w.resize(1200, 800);
        w.show();
        QVERIFY(openAndWait(w, POPSLAB_TEST_DATA "/coupler-conflict.json"));
        auto* list = popsWorkbench(w)->slotDetails()->conflicts();
        QCOMPARE(list->count(), 1);
        QVERIFY2(list->item(0)->text().contains("c(1,0)"), qPrintable(list->item(0)->text()));
        popsWorkbench(w)->canvas()->setAnimated(false);
        const QImage image = popsWorkbench(w)->canvas()->grab().toImage();
        const auto* layout = popsWorkbench(w)->canvas()->layout();
        auto reddish = [&](Coupler c) {
            const QRectF r = layout->coupler(c);
            const QRect area = QRectF(popsWorkbench(w)->canvas()->toWidget(r.topLeft()),
                                      popsWorkbench(w)->canvas()->toWidget(r.bottomRight()))
                                   .toAlignedRect()
                                   .adjusted(-12, -12, 12, 12);
            int count = 0;
            for (int y = area.top(); y <= area.bottom(); ++y)
                for (int x = area.left(); x <= area.right(); ++x) {
                    const QColor px = image.pixelColor(x, y);
                    count += px.red() > 180 && px.green() < 90 && px.blue() < 90;
                }
            return count;
        };
        QVERIFY(reddish({1, 0}) > 20); // the conflict coupler: red outline, hatching, badge
        QCOMPARE(reddish({0, 1}), 0);  // an idle coupler
        // The form names the file's own algorithm and no generator fields at their defaults
        // (it said "Generic single-hop scheduler, perm random, seed 1"); the first edit
        // builds with the pattern's algorithms again.
        PopsForm* form = popsWorkbench(w)->parameters();
        auto* algorithm = form->findChildren<QComboBox*>().at(1);
        QVERIFY2(algorithm->currentText().contains("hand-made"), qPrintable(algorithm->currentText()));
        QVERIFY(!form->findChild<QLineEdit*>("perm"));
        form->findChild<QSpinBox*>()->setValue(4);
        QTRY_VERIFY(form->findChild<QLineEdit*>("perm"));
        QCOMPARE(form->request().algorithm, std::string("single-hop"));
    }

    void paperFigurePresets() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        QMenu* figures = nullptr;
        for (QAction* a : w.menuBar()->actions())
            if (a->menu() && a->text().contains("figures")) figures = a->menu();
        QVERIFY(figures);
        // Every family's presets (POPS 11, OK_N 3, WDM 1, optical buses 3, OTIS 2), in a
        // submenu a paper named by its authors and title.
        qsizetype presets = 0;
        for (Workbench* bench : w.workbenches())
            presets += qsizetype(bench->presets().size());
        QCOMPARE(presets, 20);
        QCOMPARE(figures->actions().size(), 5); // papers 000 to 004
        // By authors and year, the whole citation heading the submenu (the whole citations,
        // 1000 px wide, had put the submenus over them).
        QCOMPARE(figures->actions()[0]->text(), QString("000  Gravenstreter and Melhem (1998)"));
        QCOMPARE(figures->actions()[1]->text(), QString("001  Sahni (no year printed)"));
        QVERIFY(figures->actions()[0]->menu()->actions()[0]->text().startsWith("Gravenstreter and Melhem: Realizing"));
        QVERIFY(!figures->actions()[0]->menu()->actions()[0]->isEnabled());
        QList<QAction*> entries;
        for (QAction* paper : figures->actions())
            for (QAction* a : paper->menu()->actions())
                if (!a->isSeparator() && a->isEnabled()) entries << a;
        QCOMPARE(entries.size(), presets);
        entries[0]->trigger(); // 000 Fig. 1: POPS(8,2), the bare network
        w.waitForIdle();
        QCOMPARE(popsWorkbench(w)->document()->request().d, 8u);
        QCOMPARE(popsWorkbench(w)->document()->request().g, 2u);
        QVERIFY(!popsWorkbench(w)->canvas()->showsMessages());
        entries[4]->trigger(); // Fig. 4b: optimal reduction, n = 32, d = 8
        w.waitForIdle();
        QVERIFY(popsWorkbench(w)->canvas()->showsMessages());
        QCOMPARE(popsWorkbench(w)->document()->slotCount(), 5);
        entries[8]->trigger(); // Fig. 8c: the rotated torus
        w.waitForIdle();
        QCOMPARE(popsWorkbench(w)->document()->slotCount(), 8);
        QCOMPARE(popsWorkbench(w)->document()->report()->meanUtilisation(), 1.0);
    }

    // Stepping through a run on data shows each processor's value, and at the
    // end whether it is right.
    void dataLevelState() {
        MainWindow w;
        w.waitForIdle();
        const PatternRequest r{4, 4, "prefix-sum", "custom", {{"values", "ramp"}}};
        popsWorkbench(w)->parameters()->setRequest(r);
        popsWorkbench(w)->document()->setRequest(r);
        w.waitForIdle();
        QCOMPARE(popsWorkbench(w)->document()->resultCorrect(), std::optional<bool>(true));
        popsWorkbench(w)->document()->setSlot(popsWorkbench(w)->document()->slotCount() - 1);
        const auto* values = popsWorkbench(w)->document()->values();
        QVERIFY(values);
        for (ProcessorId x = 0; x < 16; ++x)
            QCOMPARE((*values)[x], std::optional<std::int64_t>((x + 1) * (x + 2) / 2));
        const auto* correct = popsWorkbench(w)->document()->correctness();
        QVERIFY(correct && std::all_of(correct->begin(), correct->end(), [](std::int8_t c) { return c == 1; }));
        // An exported figure carries the values and marks too, not only the canvas.
        pops::Figure figure;
        figure.schedule = popsWorkbench(w)->document()->schedule();
        figure.report = popsWorkbench(w)->document()->report();
        figure.network = popsWorkbench(w)->document()->network();
        figure.slot = std::uint32_t(popsWorkbench(w)->document()->slot());
        figure.options = popsWorkbench(w)->canvas()->paintOptions();
        figure.options.held = nullptr;
        QTemporaryDir dir;
        QVERIFY(!pops::exportFigure(dir.filePath("values.svg"), figure));
        QFile svg(dir.filePath("values.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(svg.readAll());
        QVERIFY(text.contains(QString::fromUtf8("= 136 \u2713")));
        QVERIFY(text.contains("final value right")); // the legend explains the marks
        popsWorkbench(w)->document()->setSlot(0);    // after slot 1 only the transpose has happened
        QVERIFY((*popsWorkbench(w)->document()->values())[1] != std::optional<std::int64_t>(3));
        QVERIFY(popsWorkbench(w)->slotDetails()->findChild<QLabel*>()->text().contains("every final value is right"));
    }

    // Consecutive sum sends whole X arrays: the canvas labels them as arrays, shows no
    // single number for a processor that only holds arrays, and the sums at the end.
    void arraysOnTheCanvas() {
        MainWindow w;
        w.waitForIdle();
        const PatternRequest r{4, 4, "consecutive-sum", "token", {{"M", "2"}, {"values", "ramp"}}};
        popsWorkbench(w)->parameters()->setRequest(r);
        popsWorkbench(w)->document()->setRequest(r);
        w.waitForIdle();
        QCOMPARE(popsWorkbench(w)->document()->resultCorrect(), std::optional<bool>(true));
        popsWorkbench(w)->document()->setSlot(0); // the transpose: arrays only
        for (const auto& v : *popsWorkbench(w)->document()->values())
            QVERIFY(!v.has_value());
        pops::Figure figure;
        figure.schedule = popsWorkbench(w)->document()->schedule();
        figure.report = popsWorkbench(w)->document()->report();
        figure.network = popsWorkbench(w)->document()->network();
        figure.slot = 0;
        figure.options = popsWorkbench(w)->canvas()->paintOptions();
        QTemporaryDir dir;
        QVERIFY(!pops::exportFigure(dir.filePath("arrays.svg"), figure));
        QFile svg(dir.filePath("arrays.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(svg.readAll()).contains("[2 values]"));
        popsWorkbench(w)->document()->setSlot(popsWorkbench(w)->document()->slotCount() - 1);
        // ramp: p(0,0) has X = [1, 2], p(0,1) has [3, 4]; their subgroup sums X[0]: 1 + 3.
        QCOMPARE((*popsWorkbench(w)->document()->values())[0], std::optional<std::int64_t>(4));
        QCOMPARE((*popsWorkbench(w)->document()->values())[1], std::optional<std::int64_t>(6));
    }

    // In a total exchange every node sends its own data from the start: a node is filled
    // once every message meant for it has arrived (each was "reached" from its first message,
    // so the whole ring was blue almost at once).
    void oknExchangeFillsANodeWhenItHasEverything() {
        const auto request = OknPage::presets()[1].request; // Fig. 4: total exchange, 8 nodes
        auto ran = okn::runOkn(request, true);
        const auto& run = std::get<okn::OknRun>(ran);
        const okn::OknPainter figure(request.network, run.simulation.timeline, okn::OknPainter::Layout::Circle);
        okn::Time last = 0;
        for (const auto& e : run.simulation.timeline)
            last = std::max(last, e.end);
        const render::Palette palette = render::Palette::light();
        auto filled = [&](okn::Time t) {
            QImage image(figure.bounds().size().toSize(), QImage::Format_RGB32);
            QPainter p(&image);
            p.translate(-figure.bounds().topLeft());
            figure.paint(p, t, palette);
            p.end();
            int count = 0;
            for (okn::Node x = 0; x < request.network.nodes; ++x) {
                // Below the node's number, inside its circle (of radius 16 on this ring).
                const QColor c =
                    image.pixelColor((figure.nodePosition(x) - figure.bounds().topLeft()).toPoint() + QPoint(0, 11));
                const QColor want = palette.usedFill;
                count += std::abs(c.red() - want.red()) + std::abs(c.green() - want.green()) +
                             std::abs(c.blue() - want.blue()) <
                         30;
            }
            return count;
        };
        QCOMPARE(filled(0), 0);
        QCOMPARE(filled(last / 2), 0); // half way, every node still waits for some message
        QCOMPARE(filled(last), int(request.network.nodes));
    }

    // Where a node is a dot of a few pixels (N = 1041 in a pane of 480 px), the legend leaves
    // out the ports and the messages in flight it cannot show and says so (walk 12: N = 500
    // listed them as if seen); at Fig. 2's size it lists them.
    void oknLegendSaysWhatIsTooSmallToDraw() {
        auto legend = [](std::uint32_t nodes, double width) {
            auto request = OknPage::presets()[0].request;
            request.network.nodes = nodes;
            request.algorithm = "sequential";
            auto ran = okn::runOkn(request, true);
            const auto& run = std::get<okn::OknRun>(ran);
            const okn::OknPainter figure(request.network, run.simulation.timeline, okn::OknPainter::layoutFor(request));
            const double scale = width / figure.bounds().width();
            QImage image((figure.bounds().size() * scale).toSize(), QImage::Format_RGB32);
            render::LabelProbe probe;
            QPainter p(&image);
            p.scale(scale, scale);
            p.translate(-figure.bounds().topLeft());
            figure.paint(p, 5, render::Palette::light());
            QStringList texts;
            for (const render::LabelRecord& r : probe.labels())
                texts << r.text;
            return texts;
        };
        const QString note = "Ports and messages in flight are too small to draw at this size.";
        const QStringList big = legend(1041, 480);
        QVERIFY2(big.contains(note), qPrintable(big.join(" | ")));
        QVERIFY(!big.contains("free transmit port") && !big.contains("message in flight"));
        QVERIFY(big.contains("node the message has reached") && big.contains("link up"));
        const QStringList small = legend(41, 480);
        QVERIFY2(small.contains("free transmit port") && small.contains("message in flight"),
                 qPrintable(small.join(" | ")));
        QVERIFY(!small.contains(note));
    }

    // A broadcast is drawn as the tree its data took: Fig. 2's run (41 nodes, k = 2,
    // delay 1) has the root on top and five levels, every node below its informer; every
    // other leaf of a run hangs half a row lower (seven heights), so no two nodes touch.
    void oknBroadcastIsDrawnAsATree() {
        const auto request = OknPage::presets()[0].request;
        auto ran = okn::runOkn(request, true);
        const auto& run = std::get<okn::OknRun>(ran);
        const okn::OknPainter tree(request.network, run.simulation.timeline, okn::OknPainter::Layout::Tree);
        QSet<double> levels;
        for (okn::Node x = 0; x < request.network.nodes; ++x) {
            levels.insert(tree.nodePosition(x).y());
            QVERIFY(tree.bounds().contains(tree.nodePosition(x)));
            if (x > 0) QVERIFY(tree.nodePosition(x).y() > tree.nodePosition(0).y());
        }
        QCOMPARE(levels.size(), 7);
        // No node covers another, and no edge runs across a node it does not join (1 -> 18
        // crossed 17, and 18 read as 17's child).
        for (okn::Node a = 0; a < request.network.nodes; ++a)
            for (okn::Node b = a + 1; b < request.network.nodes; ++b)
                QVERIFY(QLineF(tree.nodePosition(a), tree.nodePosition(b)).length() > 36);
        for (const auto& e : run.simulation.timeline) {
            if (e.kind != okn::EventKind::Send) continue;
            const QPointF a = tree.nodePosition(e.from), b = tree.nodePosition(e.to);
            for (double t = 0; t <= 1; t += 0.01) {
                const auto under = tree.nodeAt(a + (b - a) * t, 1.0);
                QVERIFY2(!under || *under == e.from || *under == e.to,
                         qPrintable(QString("%1 -> %2 crosses %3").arg(e.from).arg(e.to).arg(*under)));
            }
        }
        std::map<okn::Node, okn::Time> first; // each node's first arrival comes from the level above
        for (const auto& e : run.simulation.timeline)
            if (e.kind == okn::EventKind::Send && (!first.count(e.to) || e.end < first[e.to])) first[e.to] = e.end;
        for (const auto& e : run.simulation.timeline)
            if (e.kind == okn::EventKind::Send && first[e.to] == e.end && e.to != 0)
                QVERIFY(tree.nodePosition(e.to).y() > tree.nodePosition(e.from).y());
    }

    // A choice too long for its box ends in "…" rather than being cut at the arrow
    // (presenting in German, "Einbettung mit alternierenden Paaren (wie b" read as whole);
    // one that fits is shown as it is.
    void aChoiceTooLongForItsBoxEndsInAnEllipsis() {
        QComboBox combo;
        combo.addItem("Einbettung mit alternierenden Paaren (wie beim Ring)");
        combo.addItem("Ring");
        combo.resize(160, combo.sizeHint().height());
        QStyleOptionComboBox opt;
        opt.initFrom(&combo);
        opt.currentText = combo.itemText(0);
        const QString shown = gui::comboLabelText(opt, &combo);
        const int field =
            combo.style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, &combo).width();
        QVERIFY2(shown.endsWith(QChar(0x2026)) && combo.fontMetrics().horizontalAdvance(shown) <= field,
                 qPrintable(shown));
        opt.currentText = combo.itemText(1);
        QCOMPARE(gui::comboLabelText(opt, &combo), QString("Ring"));
    }

    // On rings, each node is as large as its own neighbours allow: the binomial tree of 64's
    // 8, 16 and 32, children of the root with wide subtrees, had been sized by the ring's
    // closest pair (1 and 2) and drawn half as large as their own children. Every node with
    // children is about as large as the smallest of them or larger (where its neighbours on
    // its ring leave room, as large).
    void oknRingNodesTakeTheirOwnRoom() {
        okn::OknRequest request;
        request.operation = "broadcast";
        request.algorithm = "binomial";
        request.network.nodes = 64;
        request.network.ports = 1;
        request.network.delay = 1;
        auto ran = okn::runOkn(request, true);
        QVERIFY(std::holds_alternative<okn::OknRun>(ran));
        const auto& run = std::get<okn::OknRun>(ran);
        const okn::OknPainter tree(request.network, run.simulation.timeline, okn::OknPainter::Layout::Tree);
        std::map<okn::Node, okn::Node> parent; // who first informed whom
        std::map<okn::Node, okn::Time> first;
        for (const auto& e : run.simulation.timeline)
            if (e.kind == okn::EventKind::Send && (!first.count(e.to) || e.end < first[e.to]))
                first[e.to] = e.end, parent[e.to] = e.from;
        std::map<okn::Node, double> smallestChild;
        for (const auto& [child, from] : parent)
            if (child != 0)
                smallestChild[from] = smallestChild.count(from) ? std::min(smallestChild[from], tree.nodeRadius(child))
                                                                : tree.nodeRadius(child);
        QVERIFY(smallestChild.size() > 10);
        for (const auto& [x, r] : smallestChild)
            QVERIFY2(
                tree.nodeRadius(x) >= 0.9 * r || x == 0,
                qPrintable(QString("node %1: radius %2, its smallest child %3").arg(x).arg(tree.nodeRadius(x)).arg(r)));
    }

    // The simulator's refusals reach the user as sentences naming the parameter.
    // Issue 9, finding 2: a session asking OK_N for N = 4,000,000 with the direct total
    // exchange took the window down; now it opens and the tab says why nothing runs.
    void sessionWithAHugeOknRunOpens() {
        QTemporaryDir dir;
        const QString path = dir.filePath("huge.popslab");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format": "popslab-session-1", "request": {"d": 4, "g": 4, "pattern": "ring", "algorithm": "natural"},
                   "slot": 0, "okn": {"operation": "total-exchange", "algorithm": "direct", "nodes": 4000000,
                   "ports": 1, "delay": 1, "time": 0, "from": 0, "to": 10}})");
        f.close();
        MainWindow w;
        w.waitForIdle();
        QVERIFY(openAndWait(w, path));
        QVERIFY(!oknPanel(w)->run().has_value());
        QVERIFY(oknPanel(w)->isEnabled());
        // Said once, in full, where the figure would be; the panel points there.
        const QString shown = oknPanel(w)->document()->summary();
        QVERIFY2(shown.contains("more than the limit of") && shown.contains("here N can be at most"),
                 qPrintable(shown));
        QCOMPARE(oknPanel(w)->findChild<QLabel*>("oknResult")->text(), QString("No run: the figure says why."));
        // The plot's note points there too, and an empty plot is not offered for export.
        auto* plots = w.findChild<okn::OknPlots*>();
        QVERIFY(plots);
        QTRY_VERIFY_WITH_TIMEOUT(!plots->job()->busy(), 10000);
        QTRY_COMPARE(plots->findChild<QLabel*>("oknPlotNote")->text(),
                     QString("Nothing to plot: the run is refused, as the figure says."));
        QVERIFY(!plots->findChild<QPushButton*>("oknExportPlot")->isEnabled());
    }

    // Absurd numbers, an unknown operation or a truncated session are refused
    // naming the field, and the window keeps what it showed.
    void absurdSessionsAreRefused_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("mentions");
        const QByteArray head =
            R"({"format": "popslab-session-1", "request": {"d": 4, "g": 4, "pattern": "ring", "algorithm": "natural"}, )";
        QTest::newRow("huge d") << QByteArray(
                                       R"({"format": "popslab-session-1", "request": {"d": 1e12, "g": 4}, "slot": 0})")
                                << "request.d";
        // The form's range, grouped: d starts at 1 (the reader had said "from 0").
        QTest::newRow("no d") << QByteArray(
                                     R"({"format": "popslab-session-1", "request": {"d": 0, "g": 4}, "slot": 0})")
                              << "request.d must be an integer from 1 to 1,048,576";
        QTest::newRow("huge slot") << head + R"("slot": 99999999999})"
                                   << "slot";
        QTest::newRow("unknown operation")
            << head +
                   R"("slot": 0, "okn": {"operation": "gossip", "algorithm": "x", "nodes": 9, "ports": 1, "delay": 0, "time": 0, "from": 0, "to": 1}})"
            << "okn.operation";
        QTest::newRow("unknown plot axis") // had plotted against the delay with N's range
            << head +
                   R"("slot": 0, "okn": {"operation": "broadcast", "algorithm": "kary-tree", "nodes": 9, "ports": 2, "delay": 0, "time": 0, "from": 2, "to": 1000, "vary": "N"}})"
            << "okn.vary";
        QTest::newRow("truncated") << head.left(40) << "invalid JSON at byte";
        QTest::newRow("not an object") << QByteArray("[1, 2, 3]") << "format";
    }
    void absurdSessionsAreRefused() {
        QFETCH(QByteArray, text);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath("absurd.popslab");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        MainWindow w;
        w.waitForIdle();
        const PatternRequest before = popsWorkbench(w)->document()->request();
        QVERIFY(!openAndWait(w, path));
        QCOMPARE(popsWorkbench(w)->document()->request().d, before.d);
        Session s;
        const auto error = loadSession(path, s);
        QVERIFY2(error && error->contains(mentions), error ? qPrintable(*error) : "accepted");
    }

    // Issue 9, finding 6: a 16.8 M-transmission build runs on a worker. The event loop
    // keeps turning (a timer fires, the window repaints) and Cancel keeps what was shown.
    void windowRepaintsWhileALargeBuildRuns() {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        w.waitForIdle();
        const PatternRequest small{4, 4, "ring", "natural", {}};
        popsWorkbench(w)->document()->setRequest(small);
        w.waitForIdle();
        int ticks = 0;
        QTimer timer;
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
        timer.start();
        const PatternRequest big{64, 64, "all-to-all", "phased", {}};
        popsWorkbench(w)->document()->setRequest(big);
        QVERIFY(popsWorkbench(w)->document()->busy());
        QTRY_VERIFY_WITH_TIMEOUT(ticks >= 5, 5000); // the GUI thread is free while the worker builds
        QTRY_VERIFY_WITH_TIMEOUT(w.findChild<QToolButton*>("cancelWork")->isVisible(), 5000);
        QVERIFY(popsWorkbench(w)->document()->busy());
        w.findChild<QToolButton*>("cancelWork")->click();
        QVERIFY(!popsWorkbench(w)->document()->busy());
        QCOMPARE(popsWorkbench(w)->document()->request().pattern, std::string("ring"));
        QTest::qWait(300); // whatever the cancelled build still does is dropped
        QCOMPARE(popsWorkbench(w)->document()->request().pattern, std::string("ring"));
        QCOMPARE(popsWorkbench(w)->document()->schedule()->network.d, 4u);
        // Let run, it arrives, and the timer kept firing meanwhile.
        const int before = ticks;
        popsWorkbench(w)->document()->setRequest(big);
        w.waitForIdle();
        QCOMPARE(popsWorkbench(w)->document()->slotCount(), 64 * 64);
        QVERIFY(ticks > before);
    }

    // Issue 15 in part: no page makes the window wider or taller than a 1366 x 768 screen
    // (a page larger than the window scrolls instead).
    void windowFitsASmallScreen() {
        MainWindow w;
        QVERIFY(w.minimumSizeHint().width() <= 1366);
        QVERIFY(w.minimumSizeHint().height() <= 768);
        // And it opens no larger than the screen it is on.
        const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
        QVERIFY(w.width() <= screen.width() && w.height() <= screen.height());
    }

    // The WDM star's workbench draws Fig. 2, routes, and keeps its part of a session.
    // Past n = 6 the super topology is a sentence and the route's bit strings take most of
    // the page (at n = 10 their digits were 8 px beside it); back at n <= 6 the figure has
    // the larger part again.
    void wdmRouteTakesTheRoomTheSuperTopologyLeaves() {
        MainWindow w;
        wdm::WdmWorkbench* wdm = showWdm(w, 0);
        auto* topology = w.findChild<wdm::WdmCanvas*>("wdmSuperTopology");
        auto* route = w.findChild<wdm::WdmCanvas*>("wdmRoute");
        QVERIFY(topology && route);
        for (const std::uint32_t n : {10u, 4u}) {
            wdm->form()->setSettings({{n, 3, 4}, 0, (1u << n) - 1});
            wdm->document()->setSettings({{n, 3, 4}, 0, (1u << n) - 1});
            w.waitForIdle();
            QApplication::processEvents();
            QVERIFY2(n > 6 ? route->width() > 2 * topology->width() : topology->width() > route->width(),
                     qPrintable(QString("n = %1: %2 px beside %3").arg(n).arg(topology->width()).arg(route->width())));
        }
    }

    // A division of the wavelengths page the user dragged stays as the network changes (see
    // wdmWavelengthsDivideByTheGraphsHeight); a double click on it gives the graph its width
    // again (nothing had).
    void wdmDraggedDivisionIsGivenBack() {
        MainWindow w;
        wdm::WdmWorkbench* wdm = showWdm(w, 1);
        auto* split = w.findChild<QSplitter*>("wdmWavelengthSplit");
        QVERIFY(split);
        auto show = [&](const wdm::WdmSettings& s) {
            wdm->form()->setSettings(s);
            wdm->document()->setSettings(s);
            w.waitForIdle();
            QApplication::processEvents();
        };
        show({{4, 1, 1}, 0, 15});
        QTRY_VERIFY(split->sizes().value(1) > 100);
        const int total = split->sizes().value(0) + split->sizes().value(1);
        split->setSizes({total - 60, 60}); // the user drags the graph narrow
        emit split->splitterMoved(total - 60, 1);
        const int dragged = split->sizes().value(1);
        show({{4, 1, 1}, 3, 12});
        QCOMPARE(split->sizes().value(1), dragged);
        QVERIFY(!split->handle(1)->toolTip().isEmpty()); // says how
        QTest::mouseDClick(split->handle(1), Qt::LeftButton, {}, QPoint(2, 10));
        QVERIFY2(split->sizes().value(1) > dragged + 40, qPrintable(QString::number(split->sizes().value(1))));
    }

    // The star of n = 5 (32 processors along their radii) names every processor in the window
    // at 1366 x 768, so the route's 00111 can be found (the names kept a normal size on a ring
    // grown for the pane's text, read 8 px and were left out: the fans ended in spikes).
    // With three receivers a side (the ring half as large again) the names had been left out
    // and no processor drawn at all, the stubs meeting at a point: the plates take the arc.
    void wdmStarOfThirtyTwoNamesItsProcessors() {
        MainWindow w;
        wdm::WdmWorkbench* wdm = showWdm(w, 1);
        for (const auto& [T, R, wavelengths] : {std::tuple{2u, 2u, 24}, {2u, 3u, 32}, {5u, 5u, 160}}) {
            wdm->form()->setSettings({{5, T, R}, 0, 31});
            wdm->document()->setSettings({{5, T, R}, 0, 31});
            w.waitForIdle();
            QApplication::processEvents();
            auto* star = w.findChild<wdm::WdmCanvas*>("wdmStar");
            QVERIFY(star);
            render::LabelProbe probe;
            star->grab();
            std::set<QString> named;
            for (const render::LabelRecord& r : probe.labels())
                if (r.text.size() == 5 && r.text.count('0') + r.text.count('1') == 5) named.insert(r.text);
            QVERIFY2(named.size() == 32,
                     qPrintable(QString("T = %1, R = %2: %3 of 32 named").arg(T).arg(R).arg(named.size())));
            // Its wavelengths numbered all or none (the one-digit ones alone had kept theirs).
            std::set<int> numbered;
            for (const render::LabelRecord& r : probe.labels())
                if (bool number = false; r.text.size() <= 3 && r.text.toInt(&number) < wavelengths && number)
                    numbered.insert(r.text.toInt());
            QVERIFY2(numbered.empty() || int(numbered.size()) == wavelengths,
                     qPrintable(QString::number(numbered.size())));
        }
    }

    // The transmission graph of n = 4, T = R = 2 takes the width its height needs (presenting,
    // a third: see tst_presentation) and the star the rest; the short, wide graph of n = 3
    // half; a division the user drags stays.
    void wdmWavelengthsDivideByTheGraphsHeight() {
        MainWindow w;
        wdm::WdmWorkbench* wdm = showWdm(w, 1);
        auto* star = w.findChild<wdm::WdmCanvas*>("wdmStar");
        auto* graph = w.findChild<wdm::WdmCanvas*>("wdmTransmissionGraph");
        QVERIFY(star && graph);
        auto show = [&](std::uint32_t n, std::uint32_t k) {
            wdm->form()->setSettings({{n, k, k}, 0, 1});
            wdm->document()->setSettings({{n, k, k}, 0, 1});
            w.waitForIdle();
            QApplication::processEvents();
        };
        // The graph's width is what its height takes: fitted, it fills its pane's height.
        show(4, 2);
        QVERIFY(graph->scene());
        const QRectF fitted = graph->toWidget().mapRect(graph->scene()->bounds());
        QVERIFY2(fitted.height() >= graph->height() * 0.9 && graph->width() <= star->width() + 4,
                 qPrintable(QString("%1 x %2 fitted in %3 x %4 beside a star of %5")
                                .arg(fitted.width())
                                .arg(fitted.height())
                                .arg(graph->width())
                                .arg(graph->height())
                                .arg(star->width())));
        show(3, 1);
        QVERIFY2(std::abs(star->width() - graph->width()) < star->width() / 10,
                 qPrintable(QString("%1 beside %2").arg(star->width()).arg(graph->width())));
        auto* split = qobject_cast<QSplitter*>(star->parentWidget());
        QVERIFY(split);
        const int total = split->sizes().value(0) + split->sizes().value(1);
        QTest::mousePress(split->handle(1), Qt::LeftButton, {}, QPoint(2, 10));
        QTest::mouseMove(split->handle(1), QPoint(-total / 5, 10));
        QTest::mouseRelease(split->handle(1), Qt::LeftButton, {}, QPoint(-total / 5, 10));
        const QList<int> dragged = split->sizes();
        show(4, 2);
        QCOMPARE(split->sizes(), dragged);
    }

    void wdmWorkbench() {
        MainWindow w;
        wdm::WdmWorkbench* wdm = w.workbench<wdm::WdmWorkbench>();
        QVERIFY(wdm);
        const auto presets = wdm->presets();
        QCOMPARE(presets.size(), std::size_t(1));
        presets[0].apply(); // 004 Fig. 2
        w.waitForIdle();
        const auto& report = wdm->document()->report();
        QVERIFY(report.has_value());
        QCOMPARE(report->wavelengths, std::uint64_t(2));
        QCOMPARE(report->diameter, 2u);
        QCOMPARE(wdm->document()->route().size(), std::size_t(1)); // 000 -> 111 is one of Fig. 2's extra links
        QCOMPARE(wdm->document()->route()[0].to, 7u);
        // Every figure is drawn for Fig. 2's network.
        QCOMPARE(wdm->pages().size(), std::size_t(4));
        for (const char* name : {"wdmSuperTopology", "wdmRoute", "wdmStar", "wdmTransmissionGraph"}) {
            auto* view = w.findChild<wdm::WdmCanvas*>(name);
            QVERIFY2(view && view->scene(), name);
        }
        // Pointing at a transmitter of the transmission graph highlights its component,
        // a click keeps it highlighted after the mouse leaves, a second click lets go.
        w.resize(1400, 860); // the offscreen screen is small; the count below wants a readable figure
        w.show();
        w.showPage(wdm, 1);
        auto* graph = w.findChild<wdm::WdmCanvas*>("wdmTransmissionGraph");
        QTRY_VERIFY(graph->isVisible());
        // Drawn in full colour until then; the other components fade once one is highlighted.
        auto pixelsOf = [](const QImage& image, const QColor& colour) {
            int count = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    count += image.pixelColor(x, y) == colour;
            return count;
        };
        const QColor lambda0 = wdm::wavelengthColour(0);
        const int fullColour = pixelsOf(graph->grab().toImage(), lambda0);
        QVERIFY(fullColour > 100);
        // Where wavelength 1 is once the page's division has settled (grabbing lays it out:
        // a spot found before it had missed the graph when the test ran alone).
        QApplication::processEvents();
        std::optional<QPoint> spot;
        for (int y = 0; y < graph->height() && !spot; y += 2)
            for (int x = 0; x < graph->width() / 2 && !spot; x += 2) {
                const QTransform toScene = graph->toWidget().inverted();
                if (graph->scene()->wavelengthAt(toScene.map(QPointF(x, y))) == wdm::Wavelength(1)) spot = QPoint(x, y);
            }
        QVERIFY(spot.has_value());
        QMouseEvent move(QEvent::MouseMove, QPointF(*spot), graph->mapToGlobal(QPointF(*spot)), Qt::NoButton,
                         Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(graph, &move); // as the mouse passes (QTest::mouseMove needs a real cursor)
        QCOMPARE(wdm->document()->highlighted(), std::optional<wdm::Wavelength>(1));
        // Its tooltip names the transmitter, which a tall graph may leave out.
        QVERIFY2(graph->toolTip().startsWith("transmitter ") &&
                     graph->toolTip().endsWith(", wavelength 1: click to keep it highlighted"),
                 qPrintable(graph->toolTip()));
        QTest::mouseClick(graph, Qt::LeftButton, {}, *spot);
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(graph, &leave);
        QCOMPARE(wdm->document()->highlighted(), std::optional<wdm::Wavelength>(1));
        QVERIFY(pixelsOf(graph->grab().toImage(), lambda0) < fullColour / 4);
        QTest::mouseClick(graph, Qt::LeftButton, {}, *spot);
        QApplication::sendEvent(graph, &leave);
        QCOMPARE(wdm->document()->highlighted(), std::nullopt);
        // The route steps hop by hop (the window's playback keys).
        wdm->first();
        QCOMPARE(wdm->document()->hopsShown(), std::size_t(0));
        wdm->stepForward();
        QCOMPARE(wdm->document()->hopsShown(), std::size_t(1));
        // A refusal is explained, the report kept.
        wdm->document()->setSettings({{3, 4, 1}, 0, 7});
        w.waitForIdle();
        QVERIFY(wdm->document()->refusal().has_value());
        QCOMPARE(diagnosticText(*wdm->document()->refusal()), QString("Parameter T must satisfy 1 \u2264 T \u2264 n."));
        // Esc goes back to the network answered before, as on POPS and OK_N.
        const wdm::WdmSettings before = wdm->document()->answered();
        QVERIFY(wdm->leaveRefusal());
        w.waitForIdle();
        QVERIFY(!wdm->document()->refusal() && wdm->document()->settings() == before);
        QVERIFY(wdm->form()->settings() == before && !wdm->leaveRefusal());
        // The session keeps n, T, R and the route.
        wdm->form()->setSettings({{5, 2, 3}, 0, 31});
        wdm->document()->setSettings({{5, 2, 3}, 0, 31});
        w.waitForIdle();
        MainWindow again;
        QVERIFY(reopened(w, again));
        const WdmDocument* restored = again.workbench<WdmWorkbench>()->document();
        QCOMPARE(restored->settings().parameters, (wdm::WdmParameters{5, 2, 3}));
        QCOMPARE(restored->route().size(), std::size_t(3));
        // Beyond what is drawn (N R = 96 transceivers), the view says why instead.
        QVERIFY(again.findChild<wdm::WdmCanvas*>("wdmStar")->scene());
        QVERIFY(!again.findChild<wdm::WdmCanvas*>("wdmTransmissionGraph")->scene());
    }

    // Esc over a bus refusal (n past the core's range) goes back to the run before it, as on
    // POPS: fields and view (the refusal had stayed, the field kept the refused n).
    void busEscapeLeavesARefusal() {
        MainWindow w;
        bus::BusSettings s;
        s.kind = "coincident";
        s.processors = 6;
        bus::BusWorkbench* bus = showBus(w, s, 0);
        QVERIFY(bus->document()->run());
        bus::BusSettings refused = s;
        refused.processors = 5000;
        bus->form()->setSettings(refused);
        bus->document()->setSettings(refused);
        w.waitForIdle();
        QVERIFY(bus->document()->refusal());
        QVERIFY(bus->leaveRefusal());
        w.waitForIdle();
        QCOMPARE(bus->document()->settings(), s);
        QCOMPARE(bus->form()->settings(), s);
        QVERIFY(!bus->document()->refusal() && bus->document()->run());
        QVERIFY(!bus->leaveRefusal()); // nothing to leave
    }

    // The optical buses' workbench runs the paper's examples through the
    // simulator, steps the clock, explains refusals and keeps its part of a session.
    void busWorkbench() {
        MainWindow w;
        bus::BusWorkbench* bus = w.workbench<bus::BusWorkbench>();
        QVERIFY(bus);
        const auto presets = bus->presets();
        QCOMPARE(presets.size(), std::size_t(3));
        presets[2].apply(); // 001 section 3.1, split at 3 and 6
        w.waitForIdle();
        const auto& prefix = bus->document()->prefixSum();
        QVERIFY(prefix.has_value());
        QVERIFY(prefix->sumsCorrect);
        QCOMPARE(prefix->prefix, (std::vector<std::int64_t>{1, 1, 2, 1, 1, 2, 1, 2}));
        QVERIFY(bus->canvas()->scene());
        // The clock steps one unit at a time from the start to the run's end.
        bus->first();
        QCOMPARE(bus->document()->time(), bus::Time(0));
        bus->stepForward();
        QCOMPARE(bus->document()->time(), bus::Time(1));
        bus->last();
        QCOMPARE(bus->document()->time(), bus->document()->endTime());
        QVERIFY(bus->canvas()->describeRead(2).contains("t = 4 (cycle 1, slot 5)"));
        // A permutation written by hand: every read finds its datum in one cycle.
        bus::BusSettings s;
        s.kind = "folded";
        s.processors = 5;
        s.permutation = "list:3,0,4,1,2";
        bus->form()->setSettings(s);
        bus->document()->setSettings(s);
        w.waitForIdle();
        QVERIFY(bus->document()->run()->trace.correct);
        QCOMPARE(bus->document()->run()->trace.cycles, std::uint64_t(1));
        QCOMPARE(bus->canvas()->describeRead(0),
                 QString("Processor 0 at t = 5 (cycle 1, slot 6): read the datum of processor 3"));
        // Its run is shown to the end of its one bus cycle of 10 clock units: the time bar says
        // so (it said "cycle 2, slot 1", a cycle the run never has).
        bus->last();
        QCOMPARE(w.findChild<bus::BusTimeBar*>()->where(), QString("t = 10 (end of cycle 1)"));
        // Text that is no list is explained, not run; a list that is no permutation is refused.
        s.permutation = "list:0,x";
        bus->document()->setSettings(s);
        QVERIFY(bus->document()->inputError().has_value());
        QVERIFY(!bus->canvas()->scene());
        // A list left from another n says so, and how to fix it.
        s.permutation = "list:2,0,1";
        bus->document()->setSettings(s);
        QCOMPARE(bus->document()->inputError().value_or(QString()),
                 QString("The permutation lists 3 values; n = 5 needs one per processor (or write random)."));
        bus::BusSettings sums;
        sums.kind = "larpbs";
        sums.processors = 16; // the default bits are the 8 of the paper's example
        bus->document()->setSettings(sums);
        QCOMPARE(bus->document()->inputError().value_or(QString()),
                 QString("The bits list has 8 entries; n = 16 needs one per processor (or write random)."));
        s.permutation = "list:0,0,1,2,3";
        bus->document()->setSettings(s);
        w.waitForIdle();
        QCOMPARE(diagnosticText(*bus->document()->refusal()),
                 QString("Parameter perm must satisfy a permutation of 0..n-1."));
        // Out of range: the core's refusal names the parameter.
        s.processors = 5000;
        bus->document()->setSettings(s);
        QCOMPARE(diagnosticText(*bus->document()->refusal()),
                 QString("Parameter n must satisfy 1 \u2264 n \u2264 4096."));
        // The ASOS and the 2DAROB are drawn with their switch states; nothing is simulated.
        s = bus::BusSettings{};
        s.kind = "asos";
        s.crossed = true;
        bus->document()->setSettings(s);
        QVERIFY(bus->canvas()->scene());
        QVERIFY(!bus->document()->run().has_value());
        // The session keeps the operation and the clock unit on show.
        s = bus::BusSettings{};
        s.kind = "coincident";
        s.processors = 6;
        s.tau = 2;
        s.writer = 1;
        bus->form()->setSettings(s);
        bus->document()->setSettings(s);
        w.waitForIdle();
        bus->document()->setTime(7);
        MainWindow again;
        QVERIFY(reopened(w, again));
        const BusDocument* restored = again.workbench<BusWorkbench>()->document();
        QCOMPARE(restored->settings(), s);
        QCOMPARE(restored->time(), bus::Time(7));
        QCOMPARE(restored->run()->trace.reads.back().time, std::optional<bus::Time>(12));
        // File > Export writes the space-time diagram on show as an image.
        QTemporaryDir dir;
        const QString png = dir.filePath("bus.png");
        QCOMPARE(bus->exportFigure(png, 96, false), std::nullopt);
        QVERIFY(QImage(png).width() > 300);
        // Headed by what it shows: the diagram's own text names neither the operation nor n.
        const QString svg = dir.filePath("bus.svg");
        QCOMPARE(bus->exportFigure(svg, 96, false), std::nullopt);
        QFile written(svg);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY2(QString::fromUtf8(written.readAll()).contains(">" + bus->subject() + "<"), qPrintable(bus->subject()));
    }

    // The LARPBS's row of reads above the columns is named ("reads:", left of it), and each
    // processor's entry there is the time its reference and select pulses coincide, as
    // the simulator's trace gives it ("t = 1 t = 2 t = 4" had read as one run of text).
    void larpbsNamesItsRowOfReads() {
        MainWindow w;
        bus::BusSettings s;
        s.kind = "larpbs";
        s.processors = 8; // the paper's eight bits
        bus::BusWorkbench* bus = showBus(w, s, 0);
        bus->last();
        QApplication::processEvents();
        QVERIFY(bus->document()->run().has_value());
        render::LabelProbe probe;
        bus->canvas()->grab();
        std::optional<QRectF> title;
        QStringList row;
        for (const render::LabelRecord& r : probe.labels())
            if (r.text == "reads:") title = r.drawn;
        QVERIFY(title);
        for (const render::LabelRecord& r : probe.labels())
            if (r.text != "reads:" && std::abs(r.drawn.center().y() - title->center().y()) < 2 &&
                r.drawn.left() > title->right())
                row << r.text;
        QStringList coincide;
        for (const bus::ReadOutcome& r : bus->document()->run()->trace.reads)
            coincide << QString("t = %1").arg(*r.time);
        QCOMPARE(row, coincide);
    }

    // Section 2.1's pipelined bus: a processor that has read twice and waits for a third says
    // both ("got 2,1; wait 1") within a quarter of its neighbours' "got 2,1,0", on two lines
    // where one would shrink it (it read 7 px beside 13); the details list each processor's reads in the
    // order it made them, as the figure does (they were newest first).
    void busPipelineReadsRead() {
        MainWindow w;
        bus::BusSettings s;
        s.kind = "pipeline";
        bus::BusWorkbench* bus = showBus(w, s, 0);
        bus->document()->setTime(5);
        QApplication::processEvents();
        render::LabelProbe probe;
        bus->canvas()->grab();
        double least = 1e9, most = 0;
        int waiting = 0;
        for (const render::LabelRecord& r : probe.labels())
            if (r.text.startsWith("got ")) {
                least = std::min(least, r.lineHeight);
                most = std::max(most, r.lineHeight);
                waiting += r.text.contains("wait") ? 1 : 0;
            }
        QVERIFY(waiting > 0);
        QVERIFY2(least >= render::kWindowPixels && least >= 0.75 * most,
                 qPrintable(QString("reads %1 to %2 px").arg(least).arg(most)));
        const QString details = w.findChild<bus::BusDetails*>()->toPlainText();
        const qsizetype first = details.indexOf("3\nt = 1"), second = details.indexOf("3\nt = 2"),
                        third = details.indexOf("3\nt = 3");
        QVERIFY2(first >= 0 && first < second && second < third, qPrintable(details));
    }

    // Section 2.1's coincident pulses over 24 clock units fit the window's pane at a size where
    // the row of reads above the columns reads (at 640 units of time the pane shrank the
    // diagram to a strip, and the row, too small to read, was left out); the processors that
    // never read say so, the writer that it writes (their columns stood empty).
    void busCoincidentDiagramNamesItsReads() {
        MainWindow w;
        bus::BusSettings s;
        s.kind = "coincident";
        s.tau = 2;
        s.writer = 2;
        bus::BusWorkbench* bus = showBus(w, s, 0);
        bus->document()->setTime(12);
        QApplication::processEvents();
        render::LabelProbe probe;
        bus->canvas()->grab();
        bool named = false;
        int got = 0;
        QStringList idle; // the processors that never read: left of the writer, and the writer
        for (const render::LabelRecord& r : probe.labels()) {
            named = named || r.text == "reads:";
            if (r.text == "got 2") {
                QVERIFY2(r.lineHeight >= render::kWindowPixels, qPrintable(QString::number(r.lineHeight)));
                ++got;
            }
            if (r.text == "no read" || r.text == "writes") idle << r.text;
        }
        QVERIFY(named);
        QCOMPARE(got, 4); // processors 3 to 6 have read by t = 12
        QCOMPARE(idle, QStringList({"no read", "no read", "writes"}));
    }

    // The bus plots' sweep runs on its own input (a LARPBS: every bit 1, no switch open); the
    // network shown has its own, and its own values stand at its n as diamonds, from its
    // simulated run: with switches 3 and 6 open it takes 1 cycle where the line says 2 (a
    // lecturer read the line as the network's).
    void busPlotsMarkTheShownNetworksOwnCycles() {
        MainWindow w;
        bus::BusSettings s;
        s.kind = "larpbs";
        s.processors = 8;
        s.segments = "3,6";
        bus::BusWorkbench* bus = showBus(w, s, 1);
        const auto& run = bus->document()->run();
        QVERIFY(run.has_value());
        auto* cycles = w.findChild<QCustomPlot*>("busCycles");
        QVERIFY(cycles);
        // Each value in its series' colour (in one ink, the electronic bus's 2 on the optical
        // line at 2 read as the optical bus's), one entry in the legend.
        std::vector<QCPGraph*> shown;
        QCPGraph *line = nullptr, *electronic = nullptr;
        for (int i = 0; i < cycles->graphCount(); ++i) {
            QCPGraph* g = cycles->graph(i);
            if (g->property("popslabShownValue").toBool()) shown.push_back(g);
            if (g->name() == "optical bus, simulated") line = g;
            if (!electronic && g->name().startsWith("electronic bus")) electronic = g; // its line, not its circles
        }
        QVERIFY(line && electronic && shown.size() == 2);
        const std::vector<QCPGraph*> series{line, electronic};
        const std::vector<double> own{double(run->trace.cycles), double(run->electronicCycles)};
        for (std::size_t k = 0; k < 2; ++k) {
            QCOMPARE(shown[k]->data()->size(), 1);
            QCOMPARE(shown[k]->data()->at(0)->key, 8.0);
            QCOMPARE(shown[k]->data()->at(0)->value, own[k]);
            QCOMPARE(shown[k]->scatterStyle().pen().color(), series[k]->pen().color());
        }
        const auto at8 = line->data()->findBegin(8.0, false);
        QVERIFY(at8 != line->data()->constEnd() && at8->key == 8.0);
        QVERIFY2(at8->value != double(run->trace.cycles), "the network shown and the sweep agree: nothing tested");
    }

    // The "n = 8 shown" mark's words stand where no point of the plot is (at the top they had
    // run over the electronic bus's rising curve).
    void shownMarkStandsClearOfThePoints() {
        MainWindow w;
        w.setLanguage("zh_CN"); // its words the longest beside the curve
        w.resize(1366, 768);
        w.show();
        bus::BusSettings s;
        s.processors = 8;
        showBus(w, s, 1);
        auto* cycles = w.findChild<QCustomPlot*>("busCycles");
        QVERIFY(cycles);
        QTRY_VERIFY_WITH_TIMEOUT(cycles->graphCount() > 2, 10000);
        cycles->replot();
        QCPItemText* mark = nullptr;
        for (int i = 0; i < cycles->itemCount(); ++i)
            if (auto* t = qobject_cast<QCPItemText*>(cycles->item(i));
                t && t->property("popslabMark").toBool() && t->text().contains("n = 8"))
                mark = t;
        QVERIFY(mark);
        const QRectF words(mark->topLeft->pixelPosition(), mark->bottomRight->pixelPosition());
        for (int g = 0; g < cycles->graphCount(); ++g)
            for (auto it = cycles->graph(g)->data()->constBegin(); it != cycles->graph(g)->data()->constEnd(); ++it) {
                const QPointF at(cycles->xAxis->coordToPixel(it->key), cycles->yAxis->coordToPixel(it->value));
                QVERIFY2(!words.adjusted(-4, -4, 4, 4).contains(at),
                         qPrintable(QString("the point (%1, %2) under the mark").arg(it->key).arg(it->value)));
            }
        w.setLanguage("en");
    }

    // A bus of 999 draws its waits as dots clear of the axes (the bars, thinner than a pixel,
    // had hidden under them: empty axes), and the cycles' plot, swept up to 64, says the
    // network shown is not in its sweep (its mark had vanished with no word).
    void busPlotsOfManyProcessorsShowEveryWait() {
        MainWindow w;
        bus::BusSettings s;
        s.processors = 999;
        bus::BusWorkbench* bus = showBus(w, s, 1);
        auto* reads = w.findChild<QCustomPlot*>("busReads");
        auto* cycles = w.findChild<QCustomPlot*>("busCycles");
        QVERIFY(reads && cycles);
        QTRY_VERIFY_WITH_TIMEOUT(reads->graphCount() > 0, 5000);
        QCOMPARE(reads->plottableCount(), reads->graphCount()); // dots, no bars
        const QCPGraph* waits = reads->graph(0);
        QCOMPARE(waits->data()->size(), 999);
        for (const bus::ReadOutcome& r : bus->document()->run()->trace.reads)
            if (r.time) QCOMPARE(waits->data()->at(int(r.read.processor))->value, double(*r.time));
        QVERIFY(reads->xAxis->range().lower < -10 && reads->yAxis->range().lower < 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            [cycles] {
                for (int i = 0; i < cycles->itemCount(); ++i)
                    if (auto* t = qobject_cast<QCPItemText*>(cycles->item(i));
                        t && t->text() == "n = 999 shown: not in this sweep")
                        return true;
                return false;
            }(),
            10000);
    }

    // The bars of when each processor reads say which processors read nothing: the writer
    // and the three a one-way bus never reaches (no bar read as "at t = 0"), and not the
    // processors that read.
    void busReadBarsSayWhoReadsNothing() {
        MainWindow w;
        bus::BusSettings s;
        s.kind = "unidirectional";
        s.writer = 3;
        bus::BusWorkbench* bus = showBus(w, s, 1);
        auto* reads = w.findChild<QCustomPlot*>("busReads");
        QVERIFY(reads);
        auto marks = [reads] {
            std::map<int, QString> out;
            for (int i = 0; i < reads->itemCount(); ++i)
                if (auto* text = qobject_cast<QCPItemText*>(reads->item(i));
                    text && text->property("popslabMark").toBool())
                    out[int(text->position->coords().x())] = text->text();
            return out;
        };
        QCOMPARE(marks(), (std::map<int, QString>{{0, "no read"}, {1, "no read"}, {2, "no read"}, {3, "writes"}}));
        // The pipelined bus's processor 0 only writes (the diagram says so too).
        s.kind = "pipeline";
        bus->form()->setSettings(s);
        bus->document()->setSettings(s);
        w.waitForIdle();
        QApplication::processEvents();
        QCOMPARE(marks(), (std::map<int, QString>{{0, "writes"}}));
    }

    // The 2D APPB's grid: pointing at a processor that has not read yet, or at the source,
    // says when it reads, or that it writes.
    void busGridNamesEveryProcessor() {
        MainWindow w;
        bus::BusWorkbench* bus = w.workbench<bus::BusWorkbench>();
        bus::BusSettings s;
        s.kind = "appb2d";
        s.rows = 3;
        s.columns = 4;
        s.sourceRow = 1;
        s.sourceColumn = 2;
        bus->document()->setSettings(s);
        w.waitForIdle();
        bus->document()->setTime(0);
        const bus::BusScene* grid = bus->canvas()->scene();
        QVERIFY(grid);
        QCOMPARE(grid->processorName(6), QString("(1,2)"));
        bool pointed = false; // some point of the figure is processor (1,2)'s box
        for (double x = grid->bounds().left(); x < grid->bounds().right() && !pointed; x += 2)
            for (double y = grid->bounds().top(); y < grid->bounds().bottom() && !pointed; y += 2)
                pointed = grid->processorAt({x, y}) == std::optional<bus::ProcessorId>(6);
        QVERIFY(pointed);
        QCOMPARE(bus->canvas()->describeWaiting(6), QString("Processor (1,2): the source, which writes the datum"));
        QVERIFY2(bus->canvas()->describeWaiting(0).startsWith("Processor (0,0) reads at t = "),
                 qPrintable(bus->canvas()->describeWaiting(0)));
        // Its plot gives each read's time t, as the details do ("t = 5 (cycle 2, slot 2)"; a
        // slot counted across cycles read 6), and no empty axes for the cycles, which do not
        // grow with the grid.
        auto* reads = w.findChild<QCustomPlot*>("busReads");
        auto* cycles = w.findChild<QCustomPlot*>("busCycles");
        QVERIFY(reads && cycles);
        QVERIFY(!cycles->isVisibleTo(cycles->parentWidget()));
        auto* bars = qobject_cast<QCPBars*>(reads->plottable(0));
        QVERIFY(bars);
        for (const bus::ReadOutcome& r : bus->document()->run()->trace.reads)
            QCOMPARE(bars->data()->at(int(r.read.processor))->value, double(*r.time));
    }

    // The OTIS workbench shows Fig. 14, steps a 4D mesh move the validator
    // passed, routes between two clicked processors and keeps its part of a session.
    // The OTIS-Hypercube's plots put N = 2, 4, ..., 64 on a log axis, evenly apart (on a
    // linear one the small networks crowded the left); the mesh's squares stay linear.
    void otisHypercubePlotsOnALogAxis() {
        otis::OtisPlots plots;
        auto* links = plots.findChild<QCustomPlot*>("otisLinksPlot");
        auto* diameters = plots.findChild<QCustomPlot*>("otisDiametersPlot");
        QVERIFY(links && diameters);
        for (const auto& [intra, scale] : {std::pair{otis::Intra::Hypercube, QCPAxis::stLogarithmic},
                                           std::pair{otis::Intra::Mesh, QCPAxis::stLinear}}) {
            plots.setNetwork(intra, 16);
            QVERIFY(plots.job()->wait());
            QApplication::processEvents();
            QTRY_VERIFY(links->graphCount() > 0);
            QCOMPARE(links->xAxis->scaleType(), scale);
            QCOMPARE(diameters->xAxis->scaleType(), scale);
        }
    }

    void otisWorkbench() {
        MainWindow w;
        otis::OtisWorkbench* otisBench = w.workbench<otis::OtisWorkbench>();
        QVERIFY(otisBench);
        const auto presets = otisBench->presets();
        QCOMPARE(presets.size(), std::size_t(2));
        presets[1].apply(); // 001 Fig. 14: the 16-processor OTIS-Mesh
        w.waitForIdle();
        const OtisDocument* doc = otisBench->document();
        QCOMPARE(doc->report()->diameter, 5u);
        QVERIFY(doc->move()->valid());
        QCOMPARE(doc->stepCount(), 3); // i+: OTIS, electronic, OTIS
        otisBench->first();
        QCOMPARE(doc->step(), 0);
        otisBench->stepForward();
        QCOMPARE(doc->step(), 1);
        // Two clicks on the figure ask for a route between the processors clicked.
        w.show();
        w.showPage(otisBench, 0);
        otis::OtisCanvas* canvas = otisBench->canvas();
        QTRY_VERIFY(canvas->isVisible() && canvas->painter());
        const QTransform t = canvas->toWidget();
        // The figure stands in the pane's middle over its wider caption (it stood 85 px left of
        // it), and a click on a processor there still picks it.
        const double middle = (t.map(canvas->painter()->centre(0)).x() + t.map(canvas->painter()->centre(15)).x()) / 2;
        QVERIFY2(std::abs(middle - canvas->width() / 2.0) <= 4,
                 qPrintable(QString("figure's middle %1 in a pane %2 wide").arg(middle).arg(canvas->width())));
        QTest::mouseClick(canvas, Qt::LeftButton, {}, t.map(canvas->painter()->centre(1)).toPoint());
        QTest::mouseClick(canvas, Qt::LeftButton, {}, t.map(canvas->painter()->centre(14)).toPoint());
        w.waitForIdle();
        QCOMPARE(doc->settings().from, 1u);
        QCOMPARE(doc->settings().to, 14u);
        QCOMPARE(doc->route()->front().from, 1u);
        QCOMPARE(doc->route()->back().to, 14u);
        QCOMPARE(doc->step(), 1); // a new route keeps the step explained (it had jumped to 3 of 3)
        // The session keeps the network, the move, the route and the step.
        otisBench->document()->setStep(2);
        QTemporaryDir dir;
        const QString path = dir.filePath("otis.popslab");
        QVERIFY(w.saveSession(path));
        MainWindow again;
        QVERIFY(openAndWait(again, path));
        again.waitForIdle();
        const OtisDocument* restored = again.workbench<OtisWorkbench>()->document();
        QCOMPARE(restored->settings(), doc->settings());
        QCOMPARE(restored->step(), 2);
        // File > Export writes the figure on show as an image.
        const QString png = dir.filePath("otis.png");
        QCOMPARE(otisBench->exportFigure(png, 96, false), std::nullopt);
        QVERIFY(QImage(png).width() > 300);
    }

    // Paper figures "001 Fig. 13" is the plain OTIS -- transpose links only, not connected --
    // not Fig. 14's OTIS-Mesh again (walk 10 found the two figures equal pixel for pixel).
    void otisFig13IsThePlainOtis() {
        MainWindow w;
        w.resize(1366, 768);
        auto* otisBench = w.workbench<otis::OtisWorkbench>();
        const auto presets = otisBench->presets();
        w.show();
        presets[1].apply(); // Fig. 14
        w.waitForIdle();
        otis::OtisCanvas* canvas = otisBench->canvas();
        QTRY_VERIFY(canvas->isVisible() && canvas->painter());
        const QImage fig14 = canvas->grab().toImage();
        presets[0].apply(); // Fig. 13
        w.waitForIdle();
        const OtisDocument* doc = otisBench->document();
        QCOMPARE(doc->report()->parameters.intra, otis::Intra::None);
        QCOMPARE(doc->report()->electronicLinks, std::uint64_t(0));
        QCOMPARE(doc->report()->opticalLinks, std::uint64_t(6)); // N (N - 1) / 2, N = 4
        QVERIFY(!doc->report()->connected);
        QVERIFY(!doc->move());                          // the 4D mesh move is the OTIS-Mesh's
        QCOMPARE(doc->route()->size(), std::size_t(1)); // (0, 1) -> (1, 0): one transpose link
        QCOMPARE(otisBench->subject(), QString("OTIS, N = 4"));
        QTRY_VERIFY(canvas->painter());
        QVERIFY(canvas->grab().toImage() != fig14);
        auto* details = w.findChild<QTextBrowser*>("otisDetails");
        QVERIFY(details);
        QVERIFY2(details->toPlainText().contains("not connected"), qPrintable(details->toPlainText()));
        // A route the plain OTIS has not: said, not drawn as if it were a route of no hop.
        const QTransform t = canvas->toWidget();
        QTest::mouseClick(canvas, Qt::LeftButton, {}, t.map(canvas->painter()->centre(0)).toPoint());
        QTest::mouseClick(canvas, Qt::LeftButton, {}, t.map(canvas->painter()->centre(15)).toPoint());
        w.waitForIdle();
        QCOMPARE(doc->answered().to, 15u);
        QVERIFY(!doc->route());
        QVERIFY2(details->toPlainText().contains("No route from (0,0) to (3,3)"), qPrintable(details->toPlainText()));
        QVERIFY(canvas->painter()->captionTexts().front().contains("no route from (0,0) to (3,3)"));
        // A session keeps the plain OTIS.
        MainWindow again;
        QVERIFY(reopened(w, again));
        QCOMPARE(again.workbench<OtisWorkbench>()->document()->answered().intra, QString("none"));
    }

    // The combined total exchange's standard steps i: its least value is the best number of
    // steps, and the field says so, not "-1" (a student read it as a number of steps).
    void oknStepsSayTheBest() {
        MainWindow w;
        auto* steps = w.findChild<QSpinBox*>("oknSteps");
        QVERIFY(steps);
        steps->setValue(steps->minimum());
        QCOMPARE(steps->text(), QString("the best"));
        steps->setValue(2);
        QCOMPARE(steps->text(), QString("2"));
    }

    void oknRefusalsAreExplained() {
        const auto condition = okn::checkOkn({"broadcast", "kary-tree", {20, 1, 1}, std::nullopt});
        QVERIFY(condition);
        // The condition names k itself: "(parameter k)" after it said it twice.
        QCOMPARE(diagnosticText(*condition),
                 QString("The paper's theorem for this algorithm holds only where k \u2265 2 (a k-ary tree)."));
        const auto range = okn::checkOkn({"broadcast", "sequential", {1, 1, 0}, std::nullopt});
        QVERIFY(range);
        // Set as the papers set it, not as a terminal would, and named as the form and the
        // theorems name it (N, not the command line's "nodes").
        QCOMPARE(diagnosticText(*range), QString("Parameter N must satisfy 2 \u2264 N \u2264 4000000."));
        const auto delay = okn::checkOkn({"broadcast", "sequential", {8, 1, -1}, std::nullopt});
        QVERIFY(delay);
        QCOMPARE(diagnosticText(*delay), QString("Parameter d must satisfy 0 \u2264 d \u2264 1000000."));
    }

    // Export view is offered only where a run is drawn: a refused request had exported an
    // empty view.
    void oknExportsOnlyARun() {
        MainWindow w;
        okn::OknPage* panel = showOkn(w, OknPage::presets()[0].request);
        auto* button = panel->findChild<QPushButton*>("oknExportView");
        QVERIFY(button);
        QVERIFY(button->isEnabled());
        panel->load(okn::OknRequest{"scatter", "spanning-tree", {10, 2, 1}, std::nullopt}); // N not a power of 3
        w.waitForIdle();
        QVERIFY(!button->isEnabled());
        panel->load(OknPage::presets()[0].request);
        w.waitForIdle();
        QVERIFY(button->isEnabled());
    }

    // OK_N's plot says what it cannot plot: a reversed range, a range where no algorithm
    // applies, the algorithms that apply at no value of the range.
    void oknPlotSaysWhatItLeavesOut() {
        MainWindow w;
        okn::OknPage* panel = showOkn(w, OknPage::presets()[2].request); // Fig. 5: total exchange, 9 nodes, k = 2
        // A reversed range is refused, and the empty plot says where to look.
        auto* sweep = panel->findChild<okn::OknPlots*>();
        auto* note = panel->findChild<QLabel*>("oknPlotNote");
        QVERIFY(sweep && note);
        sweep->setRange("delay", 8, 2);
        panel->plotSweep();
        QVERIFY2(note->text().contains("from 8 to 2"), qPrintable(note->text()));
        QCOMPARE(panel->plot()->graphCount(), 0);
        QCOMPARE(panel->plot()->itemCount(), 1);
        // Ports from 1 only (k = 0 had been taken, and no algorithm applied there).
        sweep->setRange("ports", 0, 0);
        QCOMPARE(sweep->from(), 1);
        sweep->setRange("delay", 0, 10);
        // N = 32 is no power of k + 1 = 3: the standard and combined exchanges apply nowhere in
        // the range, and the note names them (the direct one alone had read as the one shown).
        auto thirtyTwo = OknPage::presets()[2].request;
        thirtyTwo.network.nodes = 32;
        panel->load(thirtyTwo);
        w.waitForIdle();
        panel->plotSweep();
        w.waitForIdle();
        // Each with its reason, the theorem's condition, not the range (which had been blamed).
        QTRY_VERIFY2(note->text().contains("(TE2) is not plotted") && note->text().contains("(TE3) is not plotted") &&
                         note->text().count("N is a power of k+1") == 2 && !note->text().contains("(TE1)"),
                     qPrintable(note->text()));
        // N is held fixed while the delay is swept: the range is not blamed at all.
        QVERIFY2(!note->text().contains("from 0 to 10"), qPrintable(note->text()));
        QCOMPARE(panel->plot()->graphCount(), 2); // the direct exchange, simulated and formula
        panel->load(OknPage::presets()[2].request);
        w.waitForIdle();
        panel->plotSweep();
        w.waitForIdle();
    }

    // A message in flight stands on its link, clear of both nodes' discs, also with the discs
    // grown for a projector: on the latency-hiding tree's short links the dot sat on the leaf
    // it went to, which read as marked. Nor on a node it passes: the multinode broadcast's
    // links from i to i + 2 of the ring pass over i + 1, whose number its dot had hidden.
    void oknMessagesInFlightStandOnTheirLinks() {
        MainWindow w;
        for (const okn::OknRequest& request :
             {okn::OknRequest{"broadcast", "latency-hiding", {41, 2, 1}, std::nullopt},
              okn::OknRequest{"multinode-broadcast", "direct", {41, 2, 1}, std::nullopt}}) {
            showOkn(w, request);
            const OknPainter* painter = oknPanel(w)->document()->painter();
            QVERIFY(painter);
            int dots = 0;
            for (const double screenText : {1.0, 1.68})
                for (const okn::Time t : painter->eventTimes())
                    for (const OknPainter::InFlight& dot : painter->inFlight(t, screenText)) {
                        ++dots;
                        for (okn::Node x = 0; x < 41; ++x) {
                            const QPointF d = dot.at - painter->nodePosition(x);
                            QVERIFY2(std::hypot(d.x(), d.y()) >= painter->nodeRadius(x, screenText) + dot.radius - 0.01,
                                     qPrintable(QString("%1: a dot at time %2 on node %3, text %4")
                                                    .arg(QString::fromStdString(request.operation))
                                                    .arg(t)
                                                    .arg(x)
                                                    .arg(screenText)));
                        }
                    }
            QVERIFY(dots > 0);
        }
    }

    // Esc after OK_N refused an N (4,000,000: past the limit of work) puts the field and the
    // view back to the run before, at the event it showed (the refusal had stayed, the field
    // kept 4000000; POPS alone went back).
    void oknEscapeLeavesARefusal() {
        MainWindow w;
        OknPage* panel = showOkn(w, okn::OknRequest{"multinode-broadcast", "direct", {41, 2, 1}, std::nullopt});
        w.showPage(w.workbench<OknWorkbench>(), 0);
        QApplication::setActiveWindow(&w);
        panel->setTimeIndex(3);
        auto* nodes = w.findChild<QSpinBox*>("oknNodes");
        QVERIFY(nodes);
        nodes->setFocus();
        nodes->selectAll();
        QTest::keyClicks(nodes, "4000000");
        QTest::keyClick(nodes, Qt::Key_Return);
        w.waitForIdle();
        QVERIFY(!panel->run() && panel->document()->beforeRefusal());
        QTest::keyClick(&w, Qt::Key_Escape);
        w.waitForIdle();
        QVERIFY(panel->run());
        QCOMPARE(panel->runRequest().network.nodes, 41u);
        QCOMPARE(nodes->value(), 41);
        QCOMPARE(panel->document()->timeIndex(), 3);
        QCOMPARE(w.statusBar()->currentMessage(), QString("Cancelled; the previous state is kept."));
    }

    // A node's port squares stand clear of every other node's disc (3 units, a line's width
    // and a gap), also with the discs grown
    // for a projector: the k-ary tree's staggered leaves had the squares of 7, 9, 11, 13 on the
    // discs of 8, 10, 12, 14.
    void oknPortsStandClearOfOtherNodes() {
        MainWindow w;
        for (const okn::OknRequest& request :
             {okn::OknRequest{"broadcast", "kary-tree", {15, 2, 1}, std::nullopt},
              okn::OknRequest{"broadcast", "latency-hiding", {41, 2, 1}, std::nullopt}}) {
            showOkn(w, request);
            const OknPainter* painter = oknPanel(w)->document()->painter();
            QVERIFY(painter);
            const okn::Node n = request.network.nodes;
            for (const double screenText : {1.0, 1.68})
                for (okn::Node x = 0; x < n; ++x)
                    for (const QRectF& port : painter->portBoxes(x, screenText))
                        for (okn::Node y = 0; y < n; ++y) {
                            if (y == x) continue;
                            const QPointF c = painter->nodePosition(y);
                            const QPointF near(std::clamp(c.x(), port.left(), port.right()),
                                               std::clamp(c.y(), port.top(), port.bottom()));
                            QVERIFY2(std::hypot(near.x() - c.x(), near.y() - c.y()) >=
                                         painter->nodeRadius(y, screenText) + 3,
                                     qPrintable(QString("N = %1: a port of %2 on node %3 at text x%4")
                                                    .arg(n)
                                                    .arg(x)
                                                    .arg(y)
                                                    .arg(screenText)));
                        }
        }
    }

    // The title stands clear of the top node and its port squares (Fig. 4's node 0 had its
    // port on "delay"), as the window draws it and presenting.
    void oknTitleStandsClearOfThePorts() {
        MainWindow w;
        for (const auto& preset : OknPage::presets()) {
            showOkn(w, preset.request);
            const OknPainter* painter = oknPanel(w)->document()->painter();
            QVERIFY(painter);
            for (const double screenText : {1.0, 1.68}) {
                const QRectF b = painter->bounds(screenText);
                QImage image(b.size().toSize() + QSize(1, 1), QImage::Format_RGB32);
                render::LabelProbe probe;
                QPainter p(&image);
                p.translate(-b.topLeft());
                painter->paint(p, 0, render::Palette::light(), screenText, false);
                p.end();
                std::optional<QRectF> title;
                for (const render::LabelRecord& r : probe.labels())
                    if (r.text.startsWith("OK_N, N = ")) title = r.drawn.translated(b.topLeft()); // in scene units
                QVERIFY(title);
                for (okn::Node x = 0; x < preset.request.network.nodes; ++x) {
                    const double r = painter->nodeRadius(x, screenText);
                    const QRectF disc(painter->nodePosition(x) - QPointF(r, r), QSizeF(2 * r, 2 * r));
                    QVERIFY2(!title->intersects(disc), qPrintable(QString("node %1 under the title").arg(x)));
                    for (const QRectF& port : painter->portBoxes(x, screenText))
                        QVERIFY2(
                            !title->intersects(port),
                            qPrintable(QString("a port of node %1 under the title, text x%2").arg(x).arg(screenText)));
                }
            }
        }
    }

    // On the dark theme a reached node stands out from one not reached yet (1.5:1 had hidden
    // a broadcast's spread on a projector), and its number reads on it.
    void oknReachedNodesStandOutInTheDark() {
        MainWindow w;
        showOkn(w, okn::OknRequest{"broadcast", "latency-hiding", {41, 2, 1}, std::nullopt});
        const OknPainter* painter = oknPanel(w)->document()->painter();
        QVERIFY(painter);
        {
            const render::Palette palette = render::Palette::dark();
            QImage image(painter->bounds().size().toSize(), QImage::Format_RGB32);
            QPainter p(&image);
            painter->paint(p, 0, palette); // at time 0 the root alone has the message
            p.end();
            auto fillOf = [&](okn::Node x) {
                const double r = painter->nodeRadius(x, 1);
                return image.pixelColor((painter->nodePosition(x) + QPointF(0.75 * r, 0)).toPoint());
            };
            const QColor reached = fillOf(0), waiting = fillOf(40);
            QVERIFY2(render::contrastRatio(reached, waiting) >= 3,
                     qPrintable(QString("%1 beside %2").arg(reached.name(), waiting.name())));
            QVERIFY(render::contrastRatio(render::inkOn(reached), reached) >= 4.5);
        }
    }

    // The OK_N tab simulates a preset, steps its events and plots a sweep.
    void oknTab() {
        MainWindow w;
        okn::OknPage* panel = showOkn(w, OknPage::presets()[0].request); // Fig. 2: 41 nodes, k = 2, d = 1
        QVERIFY(panel->run().has_value());
        QCOMPARE(panel->run()->simulation.completion, okn::Time(4));
        QVERIFY(panel->timeCount() > 2);
        panel->setTimeIndex(0);
        QCOMPARE(panel->time(), okn::Time(0));
        panel->setTimeIndex(panel->timeCount() - 1);
        QCOMPARE(panel->time(), okn::Time(4));
        // The window's shortcuts drive this tab's timeline while it is shown.
        w.showPage(w.workbench<okn::OknWorkbench>(), 0);
        QApplication::setActiveWindow(&w);
        w.setFocus();
        QTest::keyClick(&w, Qt::Key_Home);
        QCOMPARE(panel->time(), okn::Time(0));
        QTest::keyClick(&w, Qt::Key_Right);
        QVERIFY(panel->time() > 0);
        panel->load(OknPage::presets()[2].request); // Fig. 5: total exchange, 9 nodes, k = 2
        w.waitForIdle();
        QCOMPARE(panel->run()->simulation.completion, okn::Time((1 + 3) * 2)); // (d + N/(k+1)) log3 9
        // The time bar says where it is, as the other families' bars do: the time shown and the
        // run's last event (it showed a slider alone).
        QTest::keyClick(&w, Qt::Key_End);
        const QStringList times = [&] {
            QStringList out;
            for (auto* label : panel->findChildren<QLabel*>())
                if (label->text().startsWith("time ")) out << label->text();
            return out;
        }();
        QCOMPARE(times, QStringList{QString("time %1 of %1").arg(panel->run()->simulation.completion)});
        // Standard steps i are the combined exchange's alone: the field is off for the others.
        auto* steps = panel->findChild<QSpinBox*>("oknSteps");
        auto* algorithms = panel->findChild<QComboBox*>("oknAlgorithm");
        QVERIFY(steps && algorithms);
        auto* form = panel->findChild<okn::OknForm*>();
        QVERIFY(form);
        algorithms->setCurrentIndex(algorithms->findData("combined"));
        QVERIFY(steps->isEnabled() && steps->isVisible());
        steps->setValue(1);
        QCOMPARE(form->request().steps, std::optional<std::uint32_t>(1));
        algorithms->setCurrentIndex(algorithms->findData("direct"));
        QVERIFY(!steps->isEnabled() && !steps->isVisible());             // not shown where it is not asked for
        QCOMPARE(form->request().steps, std::optional<std::uint32_t>()); // what the field holds is not asked for
        panel->load(OknPage::presets()[2].request);
        w.waitForIdle();
        QCOMPARE(panel->run()->simulation.completion, okn::Time((1 + 3) * 2));
        panel->plotSweep();
        w.waitForIdle();
        QVERIFY(panel->plot()->graphCount() >= 6); // three algorithms, simulated and formula each
        // The title says what was held fixed while the delay varied.
        auto* title = qobject_cast<QCPTextElement*>(panel->plot()->plotLayout()->element(0, 0));
        QVERIFY(title &&
                title->property("popslabTitle").toString().contains("N = 9, k = 2")); // as set, before wrapping
        QVERIFY(title->text().simplified().contains("k = 2")); // wrapped at spaces only, never inside "k = 2"
        QTemporaryDir dir;
        QVERIFY(!panel->exportView(dir.filePath("okn.svg")));
        QVERIFY(!panel->exportView(dir.filePath("okn.pdf")));
        QVERIFY(QFileInfo(dir.filePath("okn.pdf")).size() > 1000);
        QVERIFY(panel->exportView(dir.filePath("okn.gif"))->contains("gif"));
        if (qEnvironmentVariableIsSet("POPSLAB_GRAB_DIR")) {
            panel->load(OknPage::presets()[0].request);
            w.waitForIdle();
            panel->setTimeIndex(2);
            w.showPage(w.workbench<okn::OknWorkbench>(), 0);
            panel->plotSweep();
            w.waitForIdle();
            w.grab().save(qEnvironmentVariable("POPSLAB_GRAB_DIR") + "/okn.png");
        }
    }

    void couplerMatrixView() {
        MainWindow w;
        w.waitForIdle();
        w.resize(1200, 800);
        w.show();
        QVERIFY(openAndWait(w, POPSLAB_TEST_DATA "/coupler-conflict.json"));
        popsWorkbench(w)->canvas()->setMode(PopsCanvas::Mode::Matrix);
        // Every cell of the g x g matrix names its coupler under the mouse.
        const pops::CouplerMatrixPainter matrix(PopsNetwork(2, 2), nullptr);
        for (std::uint32_t c = 0; c < 4; ++c) {
            const Coupler k = PopsNetwork(2, 2).couplerAt(c);
            const QString name =
                popsWorkbench(w)->canvas()->elementAt(popsWorkbench(w)->canvas()->toWidget(matrix.cell(k).center()));
            QVERIFY2(name.contains(QString("c(%1,%2)").arg(k.destinationGroup).arg(k.sourceGroup)), qPrintable(name));
        }
        popsWorkbench(w)->canvas()->setMode(PopsCanvas::Mode::Network);
    }

    // File > Export animation: every slot of the schedule on show, frames per
    // slot as asked; Cancel writes nothing.
    void animationExportFromTheWindow() {
        MainWindow w;
        w.waitForIdle();
        QTemporaryDir dir;
        const QString gif = dir.filePath("a.gif");
        const int steps = popsWorkbench(w)->document()->slotCount();
        QVERIFY(steps > 0);
        int calls = 0;
        std::pair<int, int> last{0, 0};
        const auto error = popsWorkbench(w)->exportAnimation(gif, {320, 2, 400}, [&](int done, int total) {
            last = {done, total};
            return ++calls > 0;
        });
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        QCOMPARE(QImageReader(gif).imageCount(), steps * 2);
        // Each frame drawn, then each frame encoded: the bar ends full.
        QCOMPARE(calls, steps * 2 + QImageReader(gif).imageCount());
        QCOMPARE(last.first, last.second);
        const QString cancelled = dir.filePath("b.gif");
        QVERIFY(popsWorkbench(w)->exportAnimation(cancelled, {320, 2, 400}, [](int, int) { return false; }));
        QVERIFY(!QFileInfo::exists(cancelled));
        QVERIFY(popsWorkbench(w)
                    ->exportAnimation(gif, {320, 0, 400}, [](int, int) { return true; })
                    ->contains("frames per step"));
        const QString mp4 = dir.filePath("a.mp4"); // a video through the same export
        QVERIFY(!popsWorkbench(w)->exportAnimation(mp4, {320, 2, 400}, [](int, int) { return true; }));
        QVERIFY(QFileInfo(mp4).size() > 1000);
        // Every family animates what it shows by default (OK_N's run, the WDM route, the
        // bus's pulses, the OTIS move), at least two distinct frames each.
        for (Workbench* family : w.workbenches()) {
            QVERIFY(family->hasAnimation());
            const QString file = dir.filePath(family->id() + ".gif");
            const auto failed = family->exportAnimation(file, {240, 1, 200}, [](int, int) { return true; });
            QVERIFY2(!failed, qPrintable(family->id() + ": " + failed.value_or(QString())));
            QVERIFY2(QImageReader(file).imageCount() >= 2, qPrintable(family->id()));
        }
    }

    // The Plots tab is never an empty plot -- a small sweep runs when the tab
    // opens and again when the pattern changes; the slot axis has whole numbers only.
    void plotsTabSweepsWhenOpened() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        PopsPlots* panel = popsWorkbench(w)->plots();
        QCOMPARE(panel->sequencePlot()->itemCount(), 1); // says what to do, no empty legend
        QVERIFY(!panel->sequencePlot()->legend->visible());
        QSignalSpy done(panel->runner(), &SweepRunner::finished);
        w.tabs()->setCurrentIndex(1);
        QVERIFY(done.wait(60000));
        QVERIFY(!panel->series().empty() && !panel->series()[0].rows.empty());
        // No hint left; the sweep's fixed n is the network's, so it marks POPS(4,4) on its way.
        QStringList items;
        for (int i = 0; i < panel->sequencePlot()->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(panel->sequencePlot()->item(i))) items << text->text();
        QCOMPARE(items, QStringList{"POPS(4,4) shown"});
        QVERIFY(panel->sequencePlot()->legend->visible());
        const PatternRequest torus{4, 4, "torus", "natural", {}};
        popsWorkbench(w)->parameters()->setRequest(torus);
        popsWorkbench(w)->document()->setRequest(torus);
        // The torus's own sweep (a late ring result would be dropped): its title says so.
        auto title = [&] {
            auto* t = qobject_cast<QCPTextElement*>(panel->sequencePlot()->plotLayout()->element(0, 0));
            return t ? t->text() : QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(title().startsWith("Torus") && !panel->series().empty(), 60000);
        QCustomPlot* bars = panel->utilisationPlot();
        bars->replot();
        QVERIFY(!bars->xAxis->tickVector().isEmpty());
        for (double tick : bars->xAxis->tickVector())
            QCOMPARE(tick, std::round(tick));
        // Over the divisors of n = 24 the ticks are the group sizes swept (a linear axis had
        // ticked 2.5 and 7.5), and a series with no point says so in the legend.
        const PatternRequest ring24{3, 8, "ring", "natural", {}};
        popsWorkbench(w)->parameters()->setRequest(ring24);
        popsWorkbench(w)->document()->setRequest(ring24);
        QTRY_VERIFY_WITH_TIMEOUT(
            title().startsWith("Ring") && panel->series().size() >= 2 && !panel->runner()->running(), 60000);
        QCustomPlot* lengths = panel->sequencePlot();
        lengths->replot();
        QCOMPARE(lengths->xAxis->scaleType(), QCPAxis::stLogarithmic);
        std::set<double> swept;
        for (const auto& row : panel->series()[0].rows)
            swept.insert(double(row.d));
        for (double tick : lengths->xAxis->tickVector())
            QVERIFY2(swept.count(tick), qPrintable(QString::number(tick)));
        bool said = false;
        for (int i = 0; i < lengths->graphCount(); ++i)
            said = said || lengths->graph(i)->name().contains("no point");
        QVERIFY(said); // the alternating pairs need n and d powers of two
        // A session that names no algorithms (a new session, or one written by hand) plots
        // every one, as a fresh window does, rather than none.
        QTemporaryDir dir;
        QFile session(dir.filePath("minimal.popslab"));
        QVERIFY(session.open(QIODevice::WriteOnly));
        session.write(
            R"({"format":"popslab-session-1","view":{"dark":false,"presentation":false,"family":"pops","page":1},"families":{}})");
        session.close();
        MainWindow again;
        QVERIFY(openAndWait(again, session.fileName()));
        auto* list = popsWorkbench(again)->plots()->findChild<QListWidget*>("plotAlgorithms");
        QVERIFY(list && list->count() > 0);
        for (int i = 0; i < list->count(); ++i)
            QCOMPARE(list->item(i)->checkState(), Qt::Checked);
    }

    void logicalStructureFollowsTheEmbedding() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        auto* dock = w.findChild<QDockWidget*>("pops-embedding");
        QVERIFY(dock);
        const PatternRequest ring{4, 4, "ring", "alternating-pair", {}};
        popsWorkbench(w)->parameters()->setRequest(ring);
        popsWorkbench(w)->document()->setRequest(ring);
        w.waitForIdle();
        QVERIFY(dock->isVisible());
        const PatternRequest reduction{4, 4, "reduction", "optimal", {}};
        popsWorkbench(w)->parameters()->setRequest(reduction);
        popsWorkbench(w)->document()->setRequest(reduction);
        w.waitForIdle();
        QVERIFY(!dock->isVisible()); // a reduction has no logical embedding
        // The exercise has its own network: the docks that describe the Network page's
        // schedule step aside while it is on show, and come back after.
        popsWorkbench(w)->parameters()->setRequest(ring);
        popsWorkbench(w)->document()->setRequest(ring);
        w.waitForIdle();
        auto* controls = w.findChild<QDockWidget*>("pops-controls");
        auto* details = w.findChild<QDockWidget*>("pops-details");
        QVERIFY(controls && details && controls->isVisible() && details->isVisible() && dock->isVisible());
        w.tabs()->setCurrentIndex(2);
        QVERIFY(w.tabs()->currentWidget()->findChild<ExercisePage*>());
        QVERIFY(!controls->isVisible() && !details->isVisible() && !dock->isVisible());
        w.tabs()->setCurrentIndex(1); // the plots still sweep the pattern the parameters choose
        QVERIFY(controls->isVisible() && details->isVisible());
        // The other ways onto the Exercise page keep them aside too: the family's own
        // showPage (an exercise file opened), another family and back, a language switch.
        w.showPage(popsWorkbench(w), 2);
        QVERIFY(!controls->isVisible() && !details->isVisible() && !dock->isVisible());
        w.showPage(w.workbench<OknWorkbench>(), 0);
        w.showPage(popsWorkbench(w), 2);
        QVERIFY(!controls->isVisible() && !details->isVisible() && !dock->isVisible());
        w.setLanguage("de");
        QVERIFY(!controls->isVisible() && !details->isVisible() && !dock->isVisible());
        w.setLanguage("en");
        QVERIFY(!details->toggleViewAction()->isEnabled()); // no menu brings it back over the exercise
    }

    void malformedScheduleKeepsThePreviousState() {
        MainWindow w;
        w.waitForIdle();
        const PatternRequest r{8, 2, "torus", "rotated", {}};
        popsWorkbench(w)->parameters()->setRequest(r);
        popsWorkbench(w)->document()->setRequest(r);
        w.waitForIdle();
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"popslab-schedule-1\", \"slots\": [[{\"src\": -1}]]");
        f.close();
        QVERIFY(!openAndWait(w, bad));
        QCOMPARE(popsWorkbench(w)->document()->request().pattern, std::string("torus"));
        QCOMPARE(popsWorkbench(w)->document()->slotCount(), 8);
        QVERIFY(popsWorkbench(w)->document()->sourceFile().isEmpty());
    }

    void conditionIsExplainedInline() {
        MainWindow w;
        w.waitForIdle();
        const PatternRequest r{2, 8, "all-to-all", "phased", {}};
        popsWorkbench(w)->parameters()->setRequest(r);
        popsWorkbench(w)->document()->setRequest(r);
        w.waitForIdle();
        QVERIFY(!popsWorkbench(w)->document()->schedule());
        auto* label = popsWorkbench(w)->parameters()->findChild<QLabel*>("diagnostic");
        QVERIFY(label);
        QVERIFY2(label->text().contains("d \u2265 \u221a(n)"), qPrintable(label->text())); // as the paper sets it
        QVERIFY2(QString(label->text()).replace(QChar(0x00a0), ' ').endsWith("Here d = 2, g = 8, n = 16."),
                 qPrintable(label->text()));           // its values
        QVERIFY(popsWorkbench(w)->canvas()->layout()); // the network is still drawn
        // In each theme the red reads 4.5:1 on the panel (the light one's read 4.1:1), and the
        // empty utilisation plot takes the theme (it had stayed light on the dark one).
        const LightThemeAgain lightAgain{w};
        for (const bool dark : {false, true}) {
            w.setDarkTheme(dark);
            QApplication::processEvents();
            const double ratio = render::contrastRatio(label->palette().color(QPalette::WindowText),
                                                       label->palette().color(QPalette::Window));
            QVERIFY2(ratio >= 4.5, qPrintable(QString("dark %1: %2:1").arg(dark).arg(ratio)));
            QCustomPlot* plot = popsWorkbench(w)->plots()->utilisationPlot();
            QCOMPARE(plot->toPixmap(120, 80).toImage().pixelColor(2, 2).lightness() < 128, dark);
        }
    }

    void plotSweepsOffTheGuiThreadAndLoadsAPoint() {
        MainWindow w;
        w.waitForIdle();
        w.resize(1300, 850);
        w.show();
        const PatternRequest r{4, 4, "ring", "natural", {}};
        popsWorkbench(w)->parameters()->setRequest(r);
        popsWorkbench(w)->document()->setRequest(r);
        w.waitForIdle();
        PopsPlots* panel = popsWorkbench(w)->plots();
        // The fixed n follows the network shown (16 for POPS(4,4)) until the user sets it.
        auto* fixedValue = panel->findChildren<QSpinBox*>().value(0);
        QVERIFY(fixedValue);
        QCOMPARE(fixedValue->value(), 16);
        fixedValue->setValue(64); // the user's: it stays when the network changes
        w.tabs()->setCurrentIndex(1);
        QSignalSpy done(panel->runner(), &SweepRunner::finished);
        QSignalSpy progress(panel->runner(), &SweepRunner::progress);
        panel->runSweep(); // n = 64, both ring algorithms
        QVERIFY(panel->runner()->running());
        QVERIFY(done.wait(60000));
        QVERIFY(progress.count() > 0);
        QCOMPARE(panel->series().size(), std::size_t(2));
        QCOMPARE(panel->series()[0].rows.size(), std::size_t(7)); // d = 1..64
        QCustomPlot* plot = panel->sequencePlot();
        QCOMPARE(plot->graph(0)->dataCount(), 7);
        // Click the natural ring's point at d = 8: that configuration is loaded.
        plot->replot();
        const QPointF at(plot->xAxis->coordToPixel(8), plot->yAxis->coordToPixel(7));
        QTest::mouseClick(plot, Qt::LeftButton, {}, at.toPoint());
        QTRY_COMPARE(popsWorkbench(w)->document()->request().d, 8u);
        QCOMPARE(popsWorkbench(w)->document()->request().g, 8u);
        QCOMPARE(popsWorkbench(w)->document()->request().algorithm, std::string("natural"));
        QCOMPARE(w.tabs()->currentIndex(), 0);
        // The sweep marks the network now shown, POPS(8,8), where it passes through it.
        QString mark;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i))) mark = text->text();
        QCOMPARE(mark, QString("POPS(8,8) shown"));
        QCOMPARE(fixedValue->value(), 64);
        // The pattern's parameters are still offered after the reload.
        auto* direction = popsWorkbench(w)->parameters()->findChild<QComboBox*>("direction");
        QVERIFY(direction);
        QTRY_VERIFY(direction->isVisible());
        QCOMPARE(direction->currentData().toString(), QString("uni"));
        if (qEnvironmentVariableIsSet("POPSLAB_GRAB_DIR")) { // for looking at it
            w.tabs()->setCurrentIndex(1);
            w.grab().save(qEnvironmentVariable("POPSLAB_GRAB_DIR") + "/plots.png");
        }
    }

    void cancellingStopsTheSweep() {
        MainWindow w;
        w.waitForIdle();
        const PatternRequest r{4, 4, "all-to-all", "single-hop", {}};
        popsWorkbench(w)->document()->setRequest(r);
        w.waitForIdle();
        QSignalSpy done(popsWorkbench(w)->plots()->runner(), &SweepRunner::finished);
        SweepRequest big{"all-to-all", "", {}, SweepAxis::D, SweepFixed::N, 720};
        popsWorkbench(w)->plots()->runner()->start(big, {"single-hop"}, {"single-hop"});
        popsWorkbench(w)->plots()->runner()->cancel();
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().at(1).toBool(), true);
    }

    // File > Export as LaTeX, every page of every family, in English and in Chinese: a
    // figure is a tikzpicture, a plot a pgfplots axis, wherever the page exports an SVG
    // (and POPS's own plots, which their Export buttons write); Chinese text (which
    // pdfLaTeX does not set with tikz alone) is drawn as outlines; and pdfLaTeX compiles
    // every file, where TeX Live is installed.
    void latexExportOfEveryPage() {
        MainWindow w;
        w.show();
        w.waitForIdle();
        QTemporaryDir dir;
        dir.setAutoRemove(qEnvironmentVariableIsEmpty("POPSLAB_KEEP_TEST_FILES")); // to look at them
        QStringList files;
        bool outlined = false;
        for (const char* language : {"en", "zh_CN"}) {
            w.setLanguage(language);
            QCoreApplication::processEvents(); // the language change reaches every widget
            for (Workbench* bench : w.workbenches()) {
                for (int page = 0; w.showPage(bench, page); ++page) {
                    QCoreApplication::processEvents();
                    w.waitForIdle();
                    const QString stem = dir.filePath(QString("%1-%2-%3").arg(bench->id()).arg(page).arg(language));
                    if (bench->exportFigure(stem + ".svg", 96, false)) continue; // a page without a figure
                    const auto error = bench->exportFigure(stem + ".tex", 96, false);
                    QVERIFY2(!error, qPrintable(stem + ": " + error.value_or(QString())));
                    QFile file(stem + ".tex");
                    QVERIFY(file.open(QIODevice::ReadOnly));
                    const QString text = QString::fromUtf8(file.readAll());
                    QVERIFY2(text.contains("\\begin{tikzpicture}") && text.trimmed().endsWith("\\end{tikzpicture}"),
                             qPrintable(stem));
                    QVERIFY2(text.contains("/.style=") || text.contains("\\begin{axis}"), qPrintable(stem));
                    // No Han character reaches LaTeX (comments name the text outlined).
                    QStringList code = text.split('\n');
                    code.removeIf([](const QString& line) { return line.startsWith('%'); });
                    QVERIFY2(!plots::hasIdeographs(code.join('\n')), qPrintable(stem));
                    outlined = outlined || text.contains("as outlines") || text.contains("\\tikz[");
                    files << QFileInfo(stem).fileName() + ".tex";
                }
            }
            // POPS's sweep and its utilisation bars (the current slot hatched), as pgfplots.
            PopsPlots* panel = popsWorkbench(w)->plots();
            QSignalSpy done(panel->runner(), &SweepRunner::finished);
            panel->runSweep();
            QVERIFY(done.wait(60000));
            for (auto [plot, name] :
                 {std::pair{panel->sequencePlot(), "sequence"}, std::pair{panel->utilisationPlot(), "utilisation"}}) {
                const QString file = QString("pops-%1-%2.tex").arg(name, language);
                QVERIFY(!plots::Plots::save(*plot, dir.filePath(file), 800, 560));
                QFile tex(dir.filePath(file));
                QVERIFY(tex.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(tex.readAll());
                QVERIFY2(text.contains("\\begin{axis}") && (text.contains("\\addplot") || text.contains("\\clip")),
                         qPrintable(file));
                files << file;
            }
        }
        w.setLanguage("en");
        QVERIFY(files.size() >= 2 * 5);
        QVERIFY(outlined);
        const QString pdflatex = QStandardPaths::findExecutable("pdflatex");
        if (pdflatex.isEmpty()) QSKIP("pdflatex is not installed (texlive-latex-base, texlive-pictures)");
        QFile doc(dir.filePath("all.tex"));
        QVERIFY(doc.open(QIODevice::WriteOnly));
        doc.write("\\documentclass{article}\n\\usepackage{pgfplots}\n\\begin{document}\n");
        for (const QString& f : files)
            doc.write(("\\input{" + f + "}\\clearpage\n").toUtf8());
        doc.write("\\end{document}\n");
        doc.close();
        QProcess tex;
        tex.setWorkingDirectory(dir.path());
        tex.start(pdflatex, {"-interaction=nonstopmode", "-halt-on-error", "all.tex"});
        QVERIFY(tex.waitForFinished(300000));
        QVERIFY2(tex.exitCode() == 0, tex.readAllStandardOutput().right(3000).constData());
        QVERIFY(QFileInfo(dir.filePath("all.pdf")).size() > 10000);
    }

    // Every user-visible string has a German and a Chinese translation, and every count
    // its plural forms in all three languages (English keeps only those).
    void translationsAreComplete() {
        for (const char* name : {"popslab_de.ts", "popslab_zh_CN.ts", "popslab_en.ts"}) {
            QFile file(QString(POPSLAB_TRANSLATIONS) + "/" + name);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QXmlStreamReader xml(&file);
            int messages = 0, plurals = 0;
            while (!xml.atEnd()) {
                if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != u"translation") continue;
                ++messages;
                const bool unfinished = xml.attributes().value("type") == u"unfinished";
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                QVERIFY2(!unfinished && !text.trimmed().isEmpty(),
                         qPrintable(QString("%1: a message has no translation").arg(name)));
                plurals += text.contains("%n") || text.contains("%Ln");
            }
            QVERIFY(xml.error() == QXmlStreamReader::NoError);
            QVERIFY(messages > (QString(name) == "popslab_en.ts" ? 5 : 150));
            QVERIFY2(plurals >= 11, name);
        }
    }

    // Every English text of the registry a user can see is offered for translation.
    void registryTextsAreTranslatable() {
        QFile file(QString(POPSLAB_TRANSLATIONS) + "/popslab_de.ts");
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QSet<QString> sources;
        QString context;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == u"name")
                context = xml.readElementText();
            else if (xml.name() == u"source" && context == "Registry")
                sources.insert(xml.readElementText());
        }
        auto check = [&](const std::string& text) {
            QVERIFY2(sources.contains(QString::fromStdString(text)), text.c_str());
        };
        for (const Pattern& p : Registry::instance().patterns()) {
            for (const auto& t : {p.displayName, p.description, p.section, p.lowerBoundText})
                check(t);
            for (const Condition& c : p.conditions)
                check(c.text);
            for (const ParameterSpec& s : p.parameters)
                check(s.name), check(s.description);
            for (const Algorithm& a : p.algorithms) {
                for (const auto& t : {a.displayName, a.section, a.explanation, a.formulaText})
                    check(t);
                if (a.lowerBound) check(a.lowerBoundText);
                for (const Condition& c : a.conditions)
                    check(c.text);
            }
        }
        for (const auto& op : okn::oknOperations()) { // the OK_N tab's registry too
            check(op.name), check(op.section);
            for (const auto& a : op.algorithms) {
                check(a.name), check(a.section), check(a.formulaText);
                for (const auto& c : a.conditions)
                    check(c.text);
            }
        }
    }

    // A name typed without a suffix into a save dialog gets its filter's ("answer" under
    // "Schedules (*.json)" had been written as "answer", which the grader did not find).
    void saveDialogsAddTheFiltersSuffix() {
        QCOMPARE(files::withFilterSuffix("/tmp/answer", "Schedules (*.json)"), QString("/tmp/answer.json"));
        QCOMPARE(files::withFilterSuffix("/tmp/answer.txt", "Schedules (*.json)"), QString("/tmp/answer.txt"));
        QCOMPARE(files::withFilterSuffix("/tmp/m", "CSV files (*.csv *.txt)"), QString("/tmp/m.csv"));
        QCOMPARE(files::withFilterSuffix("/tmp/x", "All files"), QString("/tmp/x"));
        // Of several formats, the one typed wins over the filter chosen (Hand out...).
        QCOMPARE(files::withOfferedSuffix("/tmp/x.html", {"pdf", "html", "htm"}, "pdf"), QString("/tmp/x.html"));
        QCOMPARE(files::withOfferedSuffix("/tmp/x.PDF", {"pdf", "html", "htm"}, "html"), QString("/tmp/x.PDF"));
        QCOMPARE(files::withOfferedSuffix("/tmp/x", {"pdf", "html", "htm"}, "html"), QString("/tmp/x.html"));
        QCOMPARE(files::withOfferedSuffix("/tmp/x.v2", {"pdf", "html", "htm"}, "pdf"), QString("/tmp/x.v2.pdf"));
    }

    // The window sets the core's terminal notation as the papers do, in every language:
    // no "n^2", "pi(x)", "sigma_i", "->", "ceil(", "log2" or "sqrt(n) x sqrt(n)" is left in a
    // pattern's or algorithm's text (they are the core's, for the command line).
    void registryTextsAreTypeset() {
        MainWindow w;
        const QRegularExpression terminal(
            QStringLiteral("\\^[0-9a-z({]|\\bpi\\(|\\bsigma|\\bmu\\(|\\bsqrt\\(| -> |\\bceil\\(|\\bfloor\\(|\\blog2\\b|"
                           "\\blog_|\\) x |\\b[A-Za-z] x [A-Za-z]\\b| >= | <= "));
        for (const QString language : {"en", "de", "zh_CN"}) {
            w.setLanguage(language);
            QStringList left;
            auto look = [&](const std::string& text) {
                const QString shown = gui::registryText(text);
                if (shown.contains(terminal)) left << shown;
            };
            for (const Pattern& p : Registry::instance().patterns()) {
                for (const auto& t : {p.description, p.lowerBoundText})
                    look(t);
                for (const Algorithm& a : p.algorithms)
                    for (const auto& t : {a.explanation, a.formulaText, a.lowerBoundText})
                        look(t);
            }
            for (const auto& op : okn::oknOperations())
                for (const auto& a : op.algorithms)
                    look(a.formulaText);
            QVERIFY2(left.isEmpty(), qPrintable(language + ": " + left.join("\n")));
        }
        w.setLanguage("en");
        // The parentheses of a rounding are matched, nested ones too.
        QCOMPARE(gui::registryText("max(1, ceil(n/g^2)) per direction"),
                 QString::fromUtf8("max(1,\u00a0\u2308n/g\u00b2\u2309) per direction"));
        // Minus signs, and a formula's arguments held together on one line.
        QCOMPARE(gui::registryText("2 ceil(d/(1+g)) (M - 1)"), QString::fromUtf8("2 \u2308d/(1+g)\u2309 (M \u2212 1)"));
        QCOMPARE(gui::registryText("p(i, j) -> p(i, sigma_i(j))"),
                 QString::fromUtf8("p(i,\u00a0j) \u2192 p(i,\u00a0\u03c3\u1d62(j))"));
        QCOMPARE(gui::registryText("ceil((d-1)/g) + 1"), QString::fromUtf8("\u2308(d-1)/g\u2309 + 1"));
    }

    // A student places messages by hand (keys and a drop), the conflict markers
    // follow every edit, undo and redo restore it, Check says what is wrong, a hint helps,
    // and the answer saved passes the grader.
    void handSchedulingExercise() {
        MainWindow w;
        w.waitForIdle();
        PopsWorkbench* bench = popsWorkbench(w);
        ExerciseDocument* doc = bench->exercise();
        ExercisePage* page = bench->exercisePage();
        page->resize(1000, 700);
        auto settle = [&] {
            doc->view()->wait();
            QCoreApplication::processEvents();
        };
        auto redRows = [&] {
            int red = 0;
            for (int r = 0; r < page->slotTable()->rowCount(); ++r)
                red += page->slotTable()->item(r, 0)->background().style() != Qt::NoBrush;
            return red;
        };
        // The starting exercise: Lemma 3's counterexample, target 3, nothing placed.
        QCOMPARE(doc->exercise().messages.size(), std::size_t(8));
        QCOMPARE(doc->exercise().targetSlots, 3u);
        // Keys: select 0->0 and press 1, then 0->3 (same sender) and press 1: a conflict.
        QTableWidget* messages = page->messageTable();
        messages->setCurrentCell(0, 0);
        QTest::keyClick(messages, Qt::Key_1);
        settle();
        QCOMPARE(doc->slotOf()[0], 0u);
        QCOMPARE(redRows(), 0);
        messages->setCurrentCell(4, 0);
        QTest::keyClick(messages, Qt::Key_1);
        settle();
        QCOMPARE(doc->slotOf()[4], 0u);
        QCOMPARE(redRows(), 1);
        QVERIFY(!doc->view()->report()->violationsInSlot(0).empty());
        QVERIFY(page->checkLines().join(" ").contains("Slot 1"));
        // Undo takes the conflict away, redo brings it back.
        doc->undoStack()->undo();
        settle();
        QCOMPARE(doc->slotOf()[4], kUnplaced);
        QCOMPARE(redRows(), 0);
        doc->undoStack()->redo();
        settle();
        QCOMPARE(redRows(), 1);
        // A drop onto slot 2 moves 0->3 there: the conflict is gone.
        messages->setCurrentCell(4, 0);
        emit page->slotTable()->dropped(4, 1);
        settle();
        QCOMPARE(doc->slotOf()[4], 1u);
        QCOMPARE(redRows(), 0);
        // Hints complete the schedule one message at a time; then it passes.
        for (int k = 0; k < 8 && doc->placedCount() < 8; ++k) {
            doc->hint();
            doc->job()->wait();
            settle();
        }
        QCOMPARE(doc->placedCount(), 8);
        QVERIFY(doc->check().pass());
        QVERIFY(page->checkLines().join(" ").contains("Correct"));
        QCOMPARE(redRows(), 0);
        // The answer file passes the command-line grader's core too; the exercise reads back.
        QTemporaryDir dir;
        QVERIFY(!page->saveAnswer(dir.filePath("answer.json")));
        auto* feedback = page->findChild<QTextBrowser*>("exerciseFeedback");
        QVERIFY(feedback && !feedback->toPlainText().contains("does not pass"));
        QVERIFY2(feedback->toPlainText().contains("answer.json. It passes Check"), qPrintable(feedback->toPlainText()));
        QVERIFY(!page->saveExercise(dir.filePath("exercise.json")));
        QVERIFY(feedback->toPlainText().contains("Saved the exercise as exercise.json.")); // said, as an answer's is
        auto answer = readScheduleFile(dir.filePath("answer.json").toStdString());
        auto exercise = readExerciseFile(dir.filePath("exercise.json").toStdString());
        QVERIFY(std::holds_alternative<Schedule>(answer) && std::holds_alternative<Exercise>(exercise));
        QVERIFY(grade(std::get<Exercise>(exercise), std::get<Schedule>(answer)).pass());
        // An answer saved before it passes says so (it had been saved silently).
        doc->place(0, kUnplaced);
        QVERIFY(!page->saveAnswer(dir.filePath("partial.json")));
        QVERIFY2(feedback->toPlainText().contains("partial.json. It does not pass yet"),
                 qPrintable(feedback->toPlainText()));
        doc->undoStack()->undo();
        QCOMPARE(doc->placedCount(), 8);
        // The session keeps the placements.
        const QJsonObject state = bench->saveState(dir.path());
        doc->place(0, kUnplaced);
        QVERIFY(!bench->restoreState(state, dir.path()));
        QCOMPARE(doc->placedCount(), 8);
    }

    // What was drawn or listed before the switch is worded again: the plots' curves and
    // status line, the pattern's parameters and their choices (which still mean the
    // core's ids).
    void switchingLanguageRewordsPlotsAndParameters() {
        MainWindow w;
        showPops(w, {4, 4, "ring", "natural", {}});
        PopsPlots* panel = popsWorkbench(w)->plots();
        QSignalSpy done(panel->runner(), &SweepRunner::finished);
        panel->runSweep();
        QVERIFY(done.wait(60000));
        QCOMPARE(panel->series().size(), std::size_t(2));
        const QString english = panel->series()[0].label;
        const auto texts = [&] {
            QStringList all;
            for (QLabel* l : panel->findChildren<QLabel*>())
                all << l->text();
            return all.join("|");
        };
        QVERIFY(texts().contains("points, each built and validated"));
        w.setLanguage("de");
        QTRY_VERIFY(panel->series()[0].label != english);
        QCOMPARE(panel->sequencePlot()->graph(0)->name(), panel->series()[0].label);
        QVERIFY2(!texts().contains("points, each built and validated"), qPrintable(texts()));
        auto* direction = popsWorkbench(w)->parameters()->findChild<QComboBox*>("direction");
        QVERIFY(direction);
        QVERIFY(direction->itemText(0) != QString("uni"));
        QLabel* label = nullptr;
        for (QFormLayout* form : popsWorkbench(w)->parameters()->findChildren<QFormLayout*>()) {
            int row = -1;
            QFormLayout::ItemRole role;
            form->getWidgetPosition(direction, &row, &role);
            if (row >= 0) label = qobject_cast<QLabel*>(form->itemAt(row, QFormLayout::LabelRole)->widget());
        }
        QVERIFY(label && label->text() != QString("direction"));
        direction->setCurrentIndex(1);
        QTRY_COMPARE(popsWorkbench(w)->parameters()->request().parameters.at("direction"), std::string("bi"));
        w.setLanguage("en");
    }

    // Numbers as the language writes them: the POPS details' utilisation reads "100.0%"
    // in English and "100,0" in German.
    void numbersFollowTheLanguage() {
        MainWindow w;
        w.waitForIdle();
        auto summary = [&] {
            QString all;
            for (QLabel* l : popsWorkbench(w)->slotDetails()->findChildren<QLabel*>())
                all += l->text();
            return all;
        };
        QVERIFY2(summary().contains(QRegularExpression("\\d\\.\\d%")), qPrintable(summary()));
        w.setLanguage("de");
        QTRY_VERIFY2(summary().contains(QRegularExpression("\\d,\\d")), qPrintable(summary()));
        w.setLanguage("en");
        QTRY_VERIFY2(summary().contains(QRegularExpression("\\d\\.\\d%")), qPrintable(summary()));
    }

    void germanAndChineseMenus() {
        MainWindow w;
        w.waitForIdle();
        auto menuTitles = [&] {
            QStringList t;
            for (QAction* a : w.menuBar()->actions())
                t << a->text();
            return t;
        };
        QCOMPARE(menuTitles().first(), QString("&File"));
        w.setLanguage("de");
        QTRY_COMPARE(menuTitles().first(), QString("&Datei"));
        QVERIFY(menuTitles().contains("&Hilfe"));
        // The OK_N tab's names come from the core in English and are shown translated.
        auto* algorithms = oknPanel(w)->findChild<QComboBox*>("oknAlgorithm");
        QVERIFY(algorithms);
        bool german = false;
        for (int k = 0; k < algorithms->count(); ++k)
            german |= algorithms->itemText(k) == QString("Sequenziell");
        QVERIFY(german);
        // Qt's own buttons too: a German question had had English "Save / Discard / Cancel".
        QMessageBox question(QMessageBox::Question, "", "", QMessageBox::Save | QMessageBox::Cancel);
        QCOMPARE(question.button(QMessageBox::Cancel)->text().remove(QChar('&')), QString("Abbrechen"));
        w.setLanguage("zh_CN");
        QTRY_COMPARE(menuTitles().first(), QString::fromUtf8("文件(&F)"));
        w.setLanguage("en");
        QTRY_COMPARE(menuTitles().first(), QString("&File"));
        QMessageBox english(QMessageBox::Question, "", "", QMessageBox::Save | QMessageBox::Cancel);
        QCOMPARE(english.button(QMessageBox::Cancel)->text().remove(QChar('&')), QString("Cancel"));
    }

    // Alt+letter reaches one entry in every language: within the menu bar and within each
    // menu no two entries share a mnemonic, and an entry that has one in English keeps one
    // in German and Chinese (Qt would otherwise cycle between the clashing entries).
    void mnemonicsAreUniqueInEveryLanguage() {
        MainWindow w;
        w.waitForIdle();
        const auto keyOf = [](const QAction* a) { return QKeySequence::mnemonic(a->text()).toString(); };
        // Entries by their object and the mnemonic each has, menu by menu.
        const auto mnemonics = [&](const QString& language) {
            QStringList problems;
            QMap<const QAction*, bool> has;
            std::vector<QList<QAction*>> levels{w.menuBar()->actions()};
            for (std::size_t k = 0; k < levels.size(); ++k) {
                QMap<QString, QString> taken;
                const QList<QAction*> level = levels[k]; // a copy: the loop adds levels
                for (QAction* a : level) {
                    if (a->isSeparator() || !a->isVisible()) continue;
                    const QString key = keyOf(a);
                    has[a] = !key.isEmpty();
                    if (!key.isEmpty() && taken.contains(key))
                        problems << language + ": " + taken[key] + " and " + a->text() + " share " + key;
                    taken[key] = a->text();
                    if (a->menu()) levels.push_back(a->menu()->actions());
                }
            }
            return std::pair{problems, has};
        };
        const auto [englishProblems, english] = mnemonics("en");
        QVERIFY2(englishProblems.isEmpty(), qPrintable(englishProblems.join("; ")));
        QVERIFY(std::count(english.begin(), english.end(), true) > 10);
        for (const char* language : {"de", "zh_CN"}) {
            w.setLanguage(language);
            QTRY_VERIFY(w.menuBar()->actions().first()->text() != QString("&File"));
            const auto [problems, translated] = mnemonics(language);
            QStringList lost;
            for (auto it = english.begin(); it != english.end(); ++it)
                if (it.value() && !translated.value(it.key())) lost << it.key()->text();
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join("; ")));
            QVERIFY2(lost.isEmpty(), qPrintable(QString(language) + " loses the mnemonic of " + lost.join(", ")));
        }
        w.setLanguage("en");
    }
};

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
