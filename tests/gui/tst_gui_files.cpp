// Issue 26, the window's side: any file the programs write opens (an exercise made by
// popslab-cli opens on the Exercise page), a file that is not one is refused naming its
// path, a session cannot make the window allocate for a slot its content does not need,
// and `popslab --screenshot` says why it refused a file and stops at its own bound.
#include "ExerciseDocument.h"
#include "ExercisePage.h"
#include "HardTraffic.h"
#include "MainWindow.h"
#include "PopsWorkbench.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QProcessEnvironment>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace popslab;
using namespace popslab::gui;
using namespace popslab::pops;

namespace {

struct Opened {
    bool ok = false;
    QString error;
};

Opened openAndWait(MainWindow& w, const QString& path) {
    QSignalSpy spy(&w, &MainWindow::fileOpened);
    w.openFile(path, true);
    if (spy.isEmpty() && !spy.wait(20000)) return {false, "no answer"};
    w.waitForIdle();
    return {spy.takeFirst().at(1).toBool(), w.lastFileError()};
}

void writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

struct Run {
    int exit = -1;
    QByteArray err;
};

Run app(const QStringList& args, int seconds = 60) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("POPSLAB_SCREENSHOT_SECONDS", QString::number(seconds)); // the bound, lowered for a quick test
    p.setProcessEnvironment(env);
    p.start(POPSLAB_APP, args);
    p.waitForFinished(180000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardError()};
}

// A session of the POPS tab asking for the optimal schedule of a set the search cannot
// settle in seconds (HardTraffic.h), with the search's time limit given.
QJsonObject optimalSession(int seconds) {
    QStringList list;
    for (const QString& line : hardTrafficCsv(8).split('\n', Qt::SkipEmptyParts))
        list << QString(line).replace(',', '-');
    const QJsonObject request{
        {"d", 2},
        {"g", 32},
        {"pattern", "custom"},
        {"algorithm", "optimal"},
        {"parameters", QJsonObject{{"messages", "list:" + list.join(",")}, {"time-limit", QString::number(seconds)}}}};
    return QJsonObject{{"format", "popslab-session-1"},
                       {"view", QJsonObject{{"family", "pops"}, {"page", 0}}},
                       {"families", QJsonObject{{"pops", QJsonObject{{"request", request}, {"slot", 0}}}}}};
}

} // namespace

class TestGuiFiles : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString path(const char* name) const { return dir_.filePath(name); }

private slots:
    // An exercise written by popslab-cli exercise opens on the Exercise page, whatever its name.
    void exercisesFromTheCommandLineOpen() {
        QProcess cli;
        cli.start(POPSLAB_CLI,
                  {"exercise", "--network", "pops", "--d", "2", "--g", "2", "--param",
                   "messages=list:0-0,1-1,2-2,3-3,0-3,1-2,2-0,3-1", "--target", "3", "-o", path("lecture.txt")});
        QVERIFY(cli.waitForFinished(30000) && cli.exitCode() == 0);
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        const Opened opened = openAndWait(w, path("lecture.txt"));
        QVERIFY2(opened.ok, qPrintable(opened.error));
        pops::PopsWorkbench* bench = w.workbench<pops::PopsWorkbench>();
        QCOMPARE(bench->exercise()->exercise().messages.size(), std::size_t(8));
        QCOMPARE(bench->exercise()->exercise().targetSlots, 3u);
        QVERIFY(w.tabs()->currentWidget()->findChild<pops::ExercisePage*>() ||
                w.tabs()->currentWidget() == bench->exercisePage());
        // A student's exercise says the Network page shows another network, without the
        // lecturer's advice on making exercises.
        auto* counter = bench->exercisePage()->findChild<QLabel*>("exerciseCounter");
        QVERIFY(counter);
        QVERIFY2(counter->text().contains("The Network page shows another network, POPS(4,4).") &&
                     !counter->text().contains("Exercise >"),
                 qPrintable(counter->text()));
        // On to the Network page: its parameters panel fits its width (it had scrolled
        // sideways after the exercise opened, walk 7 F10).
        w.showPage(bench, 0);
        w.waitForIdle();
        QTest::qWait(50);
        auto* controls = w.findChild<QDockWidget*>("pops-controls");
        QVERIFY(controls && controls->isVisible());
        auto* scroll = qobject_cast<QScrollArea*>(controls->widget());
        QVERIFY(scroll);
        QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        // and ends between two rows, not through one (it had cut "Send each whole phase").
        const QRect shown(QPoint(0, scroll->verticalScrollBar()->value()), scroll->viewport()->size());
        // Its contents no taller than their rows: a check box's height at its longest word's
        // width (seven lines) had left 82 px of blank panel to scroll into (walk 9).
        int lowest = 0;
        for (QWidget* row : scroll->widget()->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
            if (row->isVisible()) lowest = std::max(lowest, row->geometry().bottom());
        QVERIFY2(scroll->widget()->height() <= std::max(scroll->viewport()->height(), lowest + 20),
                 qPrintable(QString("%1 px under the last row").arg(scroll->widget()->height() - lowest)));
        for (QWidget* row : scroll->widget()->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
            if (!row->isVisible()) continue;
            const QRect at = row->geometry();
            QVERIFY2(shown.contains(at) || !shown.intersects(at) || at.height() > shown.height(),
                     qPrintable(QString("%1 cut at %2").arg(row->metaObject()->className()).arg(shown.bottom())));
        }
    }

    // A folder, a device or a file of no known kind: refused, naming the path.
    void whatIsNotAFileIsNamed() {
        MainWindow w;
        QCOMPARE(openAndWait(w, dir_.path()).error, dir_.path() + " is a folder, not a file");
        QCOMPARE(openAndWait(w, "/dev/zero").error, QString("/dev/zero is a device, a pipe or a socket, not a file"));
        writeText(path("notes"), "lecture notes");
        QCOMPARE(openAndWait(w, path("notes")).error,
                 path("notes") + " is not a file POPS Lab opens: sessions (.popslab), schedules and exercises (.json)");
        // The status line names the file once (it had said the path, then the error that says it).
        QCOMPARE(w.statusBar()->currentMessage().count(path("notes")), 1);
    }

    // A session's exercise may not place a message beyond the slots its messages can need
    // (at slot 1 000 000 the window used to build a table of a million rows).
    void placementsBeyondTheContentAreRefused() {
        QJsonObject session = optimalSession(1);
        QJsonObject pops = session["families"].toObject()["pops"].toObject();
        pops["exercise"] =
            QJsonObject{{"document", QJsonObject{{"format", "popslab-exercise-1"},
                                                 {"network", QJsonObject{{"type", "pops"}, {"d", 2}, {"g", 2}}},
                                                 {"messages", QJsonArray{QJsonArray{0, 0}, QJsonArray{1, 1},
                                                                         QJsonArray{2, 2}, QJsonArray{3, 3}}},
                                                 {"target", QJsonObject{{"kind", "slots"}, {"slots", 2}}}}},
                        {"placements", QJsonArray{0, 1, 1000000, -1}}};
        session["families"] = QJsonObject{{"pops", pops}};
        writeText(path("placed.popslab"), QJsonDocument(session).toJson());
        MainWindow w;
        QElapsedTimer clock;
        clock.start();
        const Opened opened = openAndWait(w, path("placed.popslab"));
        QVERIFY(!opened.ok);
        QVERIFY2(opened.error.contains("pops.exercise.placements[2] must be -1 (not placed) or a slot from 0 to 3") &&
                     opened.error.contains("not 1000000"),
                 qPrintable(opened.error));
        QVERIFY(clock.elapsed() < 5000);
    }

    // The screenshot mode prints a refusal, and stops waiting at its own bound (60 s, here
    // lowered to 3) rather than for an hour's search, saying what was running.
    void screenshotsSayWhyAndStopInTime() {
        const Run folder = app({"--screenshot", path("a.png"), dir_.path()});
        QCOMPARE(folder.exit, 1);
        QVERIFY2(folder.err.contains("popslab --screenshot: cannot open " + dir_.path().toUtf8() + ": " +
                                     dir_.path().toUtf8() + " is a folder, not a file"),
                 folder.err.constData());
        writeText(path("hour.popslab"), QJsonDocument(optimalSession(3600)).toJson());
        QElapsedTimer clock;
        clock.start();
        const Run hour = app({"--screenshot", path("hour.png"), path("hour.popslab")}, 3);
        QVERIFY2(clock.elapsed() < 15000, QByteArray::number(clock.elapsed()).constData());
        QCOMPARE(hour.exit, 1);
        QVERIFY2(hour.err.contains("stopped waiting after 3 s, the limit, during: SAT solver"), hour.err.constData());
        QVERIFY(QFile::exists(path("hour.png")));
    }

    // The screenshot options: the window drawn on a screen of the size asked for (without
    // a display), in the language and theme asked for, in presentation mode; a malformed
    // option is refused with exit 2, naming it.
    void screenshotOptionsDrawTheWindowAsAsked() {
        writeText(path("okn.popslab"), R"({"format": "popslab-session-1", "view": {"family": "okn"}, "families": {}})");
        const Run light = app({"--screenshot", path("light.png"), "--screen", "1366x768", "--theme", "light",
                               "--language", "de", path("okn.popslab")});
        QVERIFY2(light.exit == 0, light.err.constData());
        const QImage lightShot(path("light.png"));
        QCOMPARE(lightShot.size(), QSize(1366, 768));
        const Run dark = app({"--screenshot", path("dark.png"), "--screen=1920x1080", "--theme", "dark",
                              "--presentation", "--language", "zh_CN", path("okn.popslab")});
        QVERIFY2(dark.exit == 0, dark.err.constData());
        const QImage darkShot(path("dark.png"));
        QCOMPARE(darkShot.size(), QSize(1920, 1080));
        // Given twice, the last --screen counts, as any other option's last value does.
        const Run twice = app(
            {"--screenshot", path("twice.png"), "--screen", "1366x768", "--screen", "1920x1080", path("okn.popslab")});
        QVERIFY2(twice.exit == 0, twice.err.constData());
        QCOMPARE(QImage(path("twice.png")).size(), QSize(1920, 1080));
        // The theme shows in the window's background: a corner of the status bar.
        QVERIFY(qGray(lightShot.pixel(5, 760)) > 150);
        QVERIFY(qGray(darkShot.pixel(5, 1072)) < 100);
        for (const QStringList& bad : {QStringList{"--screen", "100x100"}, QStringList{"--screen", "wide"},
                                       QStringList{"--language", "fr"}, QStringList{"--theme", "blue"}}) {
            const Run refused =
                app(QStringList{"--screenshot", path("bad.png")} + bad + QStringList{path("okn.popslab")});
            QCOMPARE(refused.exit, 2);
            QVERIFY2(refused.err.contains(bad.first().toUtf8()), refused.err.constData());
        }
        const Run noShot = app({"--screen", "1366x768", path("okn.popslab")});
        QCOMPARE(noShot.exit, 2);
        QVERIFY2(noShot.err.contains("needs --screenshot"), noShot.err.constData());
    }

    // A session written by hand names what differs from the defaults, and a screenshot
    // needs no display and no --screen: on a machine without either it is drawn on a
    // 1920 x 1080 screen of its own. A field given is still checked, by name.
    void handWrittenSessionsOpenWithoutADisplay() {
        writeText(
            path("wdm.popslab"),
            R"({"format":"popslab-session-1","view":{"family":"wdm","page":1},"families":{"wdm":{"dimensions":4}}})");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(name);
        p.setProcessEnvironment(env);
        p.start(POPSLAB_APP, {"--screenshot", path("wdm.png"), path("wdm.popslab")});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QCOMPARE(QImage(path("wdm.png")).size(), QSize(1920, 1080));
        writeText(path("bad.popslab"),
                  R"({"format":"popslab-session-1","view":{"family":"wdm"},"families":{"wdm":{"dimensions":"four"}}})");
        const Run bad = app({"--screenshot", path("bad.png"), "--screen", "1366x768", path("bad.popslab")});
        QCOMPARE(bad.exit, 1);
        QVERIFY2(bad.err.contains("families.wdm.dimensions"), bad.err.constData());
    }
};

QTEST_MAIN(TestGuiFiles)
#include "tst_gui_files.moc"
