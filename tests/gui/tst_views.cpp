// One source of truth per page (issue 29): every view -- a verdict, a plot, a figure, a
// field -- follows its family's document, and is redrawn or cleared when it changes.
// Numeric fields apply on Enter or after a pause, never at each key.
#include "AggregatePainter.h"
#include "Audit.h"
#include "BackgroundJob.h"
#include "BusWorkbench.h"
#include "Detour.h"
#include "EmbeddingView.h"
#include "ExerciseDocument.h"
#include "ExercisePage.h"
#include "ExportPath.h"
#include "Fonts.h"
#include "FormInput.h"
#include "ItemName.h"
#include "Label.h"
#include "LabelPlacer.h"
#include "Lesson.h"
#include "LessonDeck.h"
#include "LessonPanel.h"
#include "LightThemeAgain.h"
#include "MainWindow.h"
#include "OknCanvas.h"
#include "OknDocument.h"
#include "OknPage.h"
#include "OknPlots.h"
#include "OknWorkbench.h"
#include "OtisAnalysis.h"
#include "OtisMoves.h"
#include "OtisPainter.h"
#include "Palette.h"
#include "PlotStyle.h"
#include "Plots.h"
#include "PopsCanvas.h"
#include "PopsDocument.h"
#include "PopsForm.h"
#include "PopsPlots.h"
#include "PopsWorkbench.h"
#include "SceneFit.h"
#include "SvgTextRuns.h"
#include "UserGuide.h"
#include "WdmDocument.h"
#include "WdmHeatMap.h"
#include "WdmNestedCubesPainter.h"
#include "WdmRoutePainter.h"
#include "WdmRouting.h"
#include "WdmSuperTopologyPainter.h"
#include "WdmWorkbench.h"

#include <QAction>
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QGlyphRun>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QRawFont>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolButton>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <qcustomplot.h>
#include <set>

using namespace popslab;
using namespace popslab::gui;

namespace {

// Types `text` into a spin box as a user does: the old text selected, then the keys.
void type(QSpinBox* box, const QString& text) {
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
}

// A folded bus of 64 at its last slot, as a hand-written session's rest.
const QString kFoldedBusOf64 =
    R"("bus","page":0},"families":{"bus":{"kind":"folded","processors":64,"tau":1,"permutation":"random",)"
    R"("seed":1,"bits":"","segments":"","writer":0,"writers":1,"rows":4,"columns":4,"sourceRow":0,)"
    R"("sourceColumn":0,"crossed":false,"time":126}}})";

// The window at 1366 x 768 in `language`, shown and idle.
void showOnASmallScreen(MainWindow& w, const QString& language) {
    w.setLanguage(language);
    w.resize(1366, 768);
    w.show();
    w.waitForIdle();
}

// Opens a session written by hand ({"format": ..., "view": {"family": + `rest`) in `w`, as
// a user opens a file, and waits for its work: whether it was written.
bool openSession(MainWindow& w, const QTemporaryDir& dir, const QString& rest) {
    const QString path = dir.filePath("hand-written.popslab");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
    file.write(R"({"format":"popslab-session-1","view":{"family":)" + rest.toUtf8());
    file.close();
    w.openFile(path, true);
    w.waitForIdle();
    QCoreApplication::processEvents();
    return true;
}

// A bold black "6" drawn as WDM's star numbers a transmitter: in an ink-edged square of
// `square`, the number's box the square's (its edges and glyph are most of the box).
class SquareNumber : public QWidget {
public:
    SquareNumber(QWidget* parent, QColor square) : QWidget(parent), square_(square) {}

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), Qt::white);
        const QRectF box(6.5, 4.5, 8, 11);
        p.setPen(QPen(Qt::black, 1)); // edged in ink, as WDM's transmitters are
        p.setBrush(square_);
        p.drawRect(box);
        QFont bold = font();
        bold.setWeight(QFont::Black);
        bold.setPointSizeF(10);
        p.setFont(bold);
        p.setPen(Qt::black);
        render::drawLabel(p, box, Qt::AlignCenter, "6");
    }

private:
    QColor square_;
};

// What the route table of `net` draws, routing 0 to its last processor (n apart in the plain
// cube), all hops shown.
std::vector<render::LabelRecord> routeTableLabels(const wdm::WdmNetwork& net) {
    const std::vector<wdm::Hop> route = wdm::route(net, 0, net.processorCount() - 1);
    const wdm::WdmRoutePainter painter(net, 0, wdm::Processor(net.processorCount() - 1), route, net.parameters().n);
    QImage image(painter.bounds().size().toSize(), QImage::Format_RGB32);
    render::LabelProbe probe;
    QPainter p(&image);
    p.translate(-painter.bounds().topLeft());
    painter.paint(p, render::Palette::light(), wdm::WdmView{route.size(), std::nullopt});
    return probe.labels();
}

// A session to open and a label its figure must draw (or one holding it, when long).
struct FigureCase {
    QString session, label;
};

// Opens each of `sessions` in `w` on a 1366 x 768 screen in English, German and Chinese,
// and hands each (its language, its index) to `each`: whether every session was written.
bool inEveryLanguage(MainWindow& w, const std::vector<QString>& sessions,
                     const std::function<void(const QString& language, std::size_t index)>& each) {
    showOnASmallScreen(w, "en"); // each round sets its language
    QTemporaryDir dir;
    for (const QString& language : {QString("en"), QString("de"), QString("zh_CN")})
        for (std::size_t k = 0; k < sessions.size(); ++k) {
            w.setLanguage(language);
            if (!openSession(w, dir, sessions[k])) return false;
            each(language, k);
        }
    return true;
}

// For each case in every language: what the audit finds, each label under the window's
// least size (render::kWindowPixels), each case whose label is not drawn or whose session
// was refused.
QStringList auditInEveryLanguage(MainWindow& w, const std::vector<FigureCase>& cases) {
    std::vector<QString> sessions;
    for (const FigureCase& c : cases)
        sessions.push_back(c.session);
    QStringList problems;
    const bool written = inEveryLanguage(w, sessions, [&](const QString& language, std::size_t k) {
        const QString& label = cases[k].label;
        // Opened, not refused (a refusal names the file and keeps the last figure).
        if (w.statusBar()->currentMessage().contains("hand-written")) problems << w.statusBar()->currentMessage();
        render::LabelProbe probe;
        const QImage shot = w.grab().toImage();
        bool found = false;
        for (const render::LabelRecord& r : probe.labels()) {
            QString text = r.text; // a caption's formulas are whole ("t = 10" with no-break spaces)
            text.replace(QChar(0x00a0), ' ');
            found = found || text == label || (label.size() > 4 && text.contains(label));
            if (r.lineHeight < render::kWindowPixels)
                problems << QString("%1: '%2' of %3 px").arg(label, r.text).arg(r.lineHeight, 0, 'f', 1);
        }
        if (!found) problems << label + " is not drawn in " + language;
        for (const AuditFinding& f : auditWindow({&w, shot, &probe, false}))
            problems << QString("%1, %2: %3: %4").arg(language, label, f.widget, f.what);
    });
    if (!written) problems << "a session could not be written";
    problems.removeDuplicates();
    return problems;
}

// POPS's network page on a small screen, showing `request` built and idle.
pops::PopsWorkbench* showPops(MainWindow& w, const pops::PatternRequest& request) {
    showOnASmallScreen(w, "en");
    auto* bench = w.workbench<pops::PopsWorkbench>();
    w.showPage(bench, 0);
    bench->parameters()->setRequest(request);
    bench->document()->setRequest(request);
    w.waitForIdle();
    return bench;
}

// Each message of the slot on show with its name ("item 5") and its fibre from transmitter
// to coupler, in the canvas's widget coordinates.
std::vector<std::pair<QString, QLineF>> namedFibres(pops::PopsWorkbench* bench) {
    std::vector<std::pair<QString, QLineF>> out;
    const Schedule& schedule = *bench->document()->schedule();
    const pops::NetworkLayout& layout = *bench->canvas()->layout();
    for (const Transmission& t : schedule.slot(bench->document()->slot())) {
        const Coupler c = t.coupler();
        out.emplace_back(QString("item %1").arg(schedule.itemId(t.item)),
                         QLineF(bench->canvas()->toWidget(layout.transmitter(t.src, c.destinationGroup)),
                                bench->canvas()->toWidget(layout.couplerInput(c))));
    }
    return out;
}

// The texts OK_N's canvas draws for `request` on a small screen, with their line heights.
std::vector<render::LabelRecord> oknTexts(MainWindow& w, const okn::OknRequest& request) {
    showOnASmallScreen(w, "en");
    auto* bench = w.workbench<okn::OknWorkbench>();
    w.showPage(bench, 0);
    bench->panel()->load(request);
    w.waitForIdle();
    QApplication::processEvents();
    auto* canvas = w.findChild<okn::OknCanvas*>();
    if (!canvas || !canvas->isVisible()) return {};
    render::LabelProbe probe;
    canvas->grab();
    std::vector<render::LabelRecord> out;
    for (const render::LabelRecord& r : probe.labels())
        if (r.device == canvas) out.push_back(r);
    return out;
}

// The texts OK_N's canvas draws at a readable size for `request`, on a small screen.
QStringList oknTextsRead(MainWindow& w, const okn::OknRequest& request) {
    QStringList out;
    for (const render::LabelRecord& r : oknTexts(w, request))
        if (r.lineHeight >= render::kWindowPixels) out << r.text;
    return out;
}

} // namespace

class TestViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // no saved layout or recent files of a user's
    }

    // The verdict was about the answer it saw: a later change clears it, and a language
    // switch rewords what is shown.
    // The exercise keeps its own network; when the Network page shows another, its line
    // says which and how to make an exercise of it (the walk found it "stale").
    void exerciseNamesTheNetworkPage() {
        MainWindow w;
        w.waitForIdle();
        auto* bench = w.workbench<pops::PopsWorkbench>();
        auto* counter = bench->exercisePage()->findChild<QLabel*>("exerciseCounter");
        QVERIFY(counter);
        const pops::PatternRequest big{4, 4, "ring", "natural", {}};
        bench->parameters()->setRequest(big);
        bench->document()->setRequest(big);
        w.waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY2(counter->text().startsWith("POPS(2,2)") && counter->text().contains("shows POPS(4,4)"),
                 qPrintable(counter->text()));
        QSignalSpy said(bench, &gui::Workbench::status);
        emit bench->exercisePage()->messagesWanted(std::nullopt); // Exercise > From the Network page
        w.waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY2(counter->text().startsWith("POPS(4,4)") && !counter->text().contains("shows POPS"),
                 qPrintable(counter->text()));
        // The status bar counts the messages the exercise has (it had said "0 messages").
        QVERIFY(!said.isEmpty());
        QCOMPARE(said.last().at(0).toString(), QString("A new exercise of 16 messages on POPS(4,4)."));
        // Its tooltip says why the target may stand above the lower bound, or that it meets it.
        const QRegularExpression numbers("lower bound: (\\d+) \u00b7 target: (\\d+)");
        const QRegularExpressionMatch m = numbers.match(counter->text());
        QVERIFY2(m.hasMatch(), qPrintable(counter->text()));
        const bool above = m.captured(2).toInt() > m.captured(1).toInt();
        QVERIFY2(counter->toolTip().startsWith("The lower bound counts") &&
                     counter->toolTip().contains(above ? "reaches it" : "meets it"),
                 qPrintable(counter->toolTip()));
    }

    void exerciseVerdictFollowsTheAnswer() {
        MainWindow w;
        w.waitForIdle();
        auto* bench = w.workbench<pops::PopsWorkbench>();
        pops::ExerciseDocument* doc = bench->exercise();
        pops::ExercisePage* page = bench->exercisePage();
        auto* feedback = page->findChild<QTextBrowser*>("exerciseFeedback");
        QVERIFY(feedback);
        for (int k = 0; k < 8 && doc->placedCount() < 8; ++k) {
            doc->hint();
            doc->job()->wait();
            doc->view()->wait();
            QCoreApplication::processEvents();
        }
        QVERIFY(doc->check().pass());
        auto* check = page->findChild<QPushButton*>("exerciseCheck");
        QVERIFY(check);
        check->click();
        QVERIFY(feedback->toPlainText().contains("Correct"));
        // A drag puts message 4 into slot 1 beside message 0 from the same sender.
        doc->place(4, 0);
        doc->view()->wait();
        QCoreApplication::processEvents();
        QVERIFY2(!feedback->toPlainText().contains("Correct"), qPrintable(feedback->toPlainText()));
        check->click();
        const QString english = feedback->toPlainText();
        QVERIFY(!english.isEmpty() && !english.contains("Correct"));
        w.setLanguage("de");
        QCoreApplication::processEvents();                                 // the LanguageChange events
        QVERIFY2(feedback->toPlainText() != english, qPrintable(english)); // worded again, in German
        QVERIFY(feedback->toPlainText().contains("Zeitschlitz 1"));
    }

    // In the window every processor shows what it holds, all at one size (presenting, the
    // same figure shows them for all or for none).
    void heldItemsShowForEveryProcessor() {
        MainWindow w;
        w.resize(1366, 768);
        pops::PatternRequest torus{4, 4, "torus", "alternating-pair", {{"direction", "bi"}}};
        auto* bench = showPops(w, torus);
        bench->document()->setSlot(1);
        QApplication::processEvents();
        render::LabelProbe probe;
        bench->canvas()->grab();
        std::set<long> sizes;
        int badges = 0;
        for (const render::LabelRecord& r : probe.labels())
            if (r.text.startsWith("{")) {
                ++badges;
                sizes.insert(std::lround(r.lineHeight * 4));
            }
        QCOMPARE(badges, 16);
        QCOMPARE(sizes.size(), std::size_t(1));
        // Larger where the boxes have room: at 1366 x 768 POPS(4,4)'s sets had read at 7 points
        // (a line of 10 px) with their boxes half empty.
        QVERIFY2(*sizes.begin() / 4.0 >= 11.5, qPrintable(QString::number(*sizes.begin() / 4.0)));
        // "Figure as shown" draws them too, each slot of a contact sheet its own (the export
        // had left them out).
        QTemporaryDir dir;
        for (const bool allSlots : {false, true}) {
            render::LabelProbe exported;
            QCOMPARE(bench->exportFigure(dir.filePath("held.svg"), 96, allSlots), std::nullopt);
            QStringList sets;
            bool explained = false; // the legend says what the sets are
            for (const render::LabelRecord& r : exported.labels()) {
                if (r.text.startsWith("{") && r.text != "{3,19}") sets << r.text;
                explained = explained || r.text == "items a processor holds when the slot starts";
            }
            QVERIFY(explained);
            const int pages = allSlots ? bench->document()->slotCount() : 1;
            QCOMPARE(sets.size(), 16 * pages);
            if (allSlots) QVERIFY(sets.mid(0, 16) != sets.mid(16, 16)); // not slot 2's sets on every page
        }
    }

    // The Network page's figure has a legend under it, naming the marks it shows now: what
    // processors hold where they are listed, values and right or wrong on a data run
    // (the exported figure had one, the window none; "{3,19}" went unexplained).
    void popsNetworkPageHasALegend() {
        MainWindow w;
        auto* legend = w.findChild<QLabel*>("popsLegend");
        QVERIFY(legend);
        showPops(w, pops::PatternRequest{4, 4, "ring", "natural", {}});
        QVERIFY(legend->isVisible());
        for (const char* mark : {"coupler in use", "coupler conflict", "clashing message", "items a processor holds"})
            QVERIFY2(legend->text().contains(mark), qPrintable(legend->text()));
        QVERIFY(!legend->text().contains("value after the slot"));
        auto* bench = showPops(w, pops::PatternRequest{4, 4, "mesh-move", "two-slot", {{"values", "ramp"}}});
        bench->document()->setSlot(bench->document()->slotCount() - 1);
        QApplication::processEvents();
        for (const char* mark : {"value after the slot", "final value right"})
            QVERIFY2(legend->text().contains(mark), qPrintable(legend->text()));
        w.setLanguage("de");
        QApplication::processEvents();
        QVERIFY2(legend->text().contains("Wert nach dem Zeitschlitz"), qPrintable(legend->text()));
        // Whole in its panel without scrolling, where the slot has no conflict (a box of
        // 120 px for "keine" had pushed its last lines under the panel's foot).
        showPops(w, pops::PatternRequest{4, 4, "ring", "natural", {{"direction", "bi"}}});
        w.setLanguage("de");
        QApplication::processEvents();
        QScrollArea* panel = nullptr;
        for (QWidget* p = legend->parentWidget(); p && !panel; p = p->parentWidget())
            panel = qobject_cast<QScrollArea*>(p);
        QVERIFY(panel);
        const QRect at(legend->mapTo(panel->viewport(), QPoint(0, 0)), legend->size());
        QVERIFY2(panel->viewport()->rect().contains(at), qPrintable(QString("legend at %1,%2 %3x%4 in a panel %5 high")
                                                                        .arg(at.x())
                                                                        .arg(at.y())
                                                                        .arg(at.width())
                                                                        .arg(at.height())
                                                                        .arg(panel->viewport()->height())));
        w.setLanguage("en");
    }

    // The aggregated view's counts read at one size in both rows of blocks, a source block's
    // on two lines, and its group numbers at one size on both axes: POPS(16,16)'s counts on
    // the narrow source blocks had read 6 px, spilling past them, beside 11 px on the left.
    void aggregatedViewReadsAtOneSize() {
        MainWindow w;
        w.resize(1366, 768);
        auto* bench = showPops(w, pops::PatternRequest{16, 16, "ring", "alternating-pair", {}});
        QVERIFY(bench->canvas()->aggregated());
        render::LabelProbe probe;
        bench->canvas()->grab();
        std::set<long> countSizes, numberSizes;
        int counts = 0;
        for (const render::LabelRecord& r : probe.labels()) {
            if (r.text == "16/16" || r.text == "16\n/16") {
                ++counts;
                countSizes.insert(std::lround(r.lineHeight * 4));
            }
            bool number = false;
            r.text.toInt(&number);
            if (number) numberSizes.insert(std::lround(r.lineHeight * 4));
        }
        QCOMPARE(counts, 32);
        QCOMPARE(countSizes.size(), std::size_t(1));
        QCOMPARE(numberSizes.size(), std::size_t(1));
    }

    // The ring of 16 is numbered in a panel narrower than the window first gives it (after an
    // exercise file, the Network page's panels came back 5 px narrower and the ring had lost
    // every number, walk 9).
    void ringOfSixteenNumberedInANarrowPanel() {
        MainWindow w;
        showPops(w, pops::PatternRequest{4, 4, "ring", "natural", {}});
        auto* view = w.findChild<pops::EmbeddingView*>();
        QVERIFY(view && view->isVisible() && view->hasEmbedding());
        auto* panel = w.findChild<QDockWidget*>("pops-embedding");
        QVERIFY(panel);
        w.resizeDocks({panel}, {190}, Qt::Horizontal); // the width walk 9 saw, give or take
        QApplication::processEvents();
        render::LabelProbe probe;
        view->grab();
        QStringList texts;
        for (const render::LabelRecord& r : probe.labels())
            if (r.device == view) texts << r.text;
        QVERIFY2(texts.filter("its number outside").size() == 1 && texts.count("15") >= 2,
                 qPrintable(texts.join(" | ")));
    }

    // The legend explains the figure drawn: the blocks of POPS(64,64) have no fibres or items
    // to name (it had gone on naming them); every processor drawn (View > Draw every
    // processor) has its fibres but, at 4,096 rows, no names (walk 10); POPS(4,4) names them.
    void popsLegendFollowsTheFigureDrawn() {
        MainWindow w;
        auto* bench = showPops(w, pops::PatternRequest{64, 64, "ring", "natural", {}});
        auto* canvas = bench->canvas();
        auto* legend = w.findChild<QLabel*>("popsLegend");
        QVERIFY(canvas);
        QVERIFY(legend);
        QVERIFY(canvas->isVisible());
        canvas->grab();
        QTRY_VERIFY(legend->text().contains("group, filled as far as"));
        QVERIFY2(!legend->text().contains("named on its fibre"), qPrintable(legend->text()));
        QAction* every = bench->viewActions().at(1);
        QVERIFY(every && every->isCheckable());
        every->setChecked(true);
        canvas->grab();
        QTRY_VERIFY(!legend->text().contains("group, filled as far as"));
        QVERIFY2(legend->text().contains("message") && !legend->text().contains("named on its fibre"),
                 qPrintable(legend->text()));
        every->setChecked(false);
        bench->parameters()->setRequest({4, 4, "ring", "natural", {}});
        bench->document()->setRequest({4, 4, "ring", "natural", {}});
        w.waitForIdle();
        canvas->grab();
        QTRY_VERIFY(legend->text().contains("named on its fibre"));
    }

    // Every processor of POPS(1024,2) asked for: rows of 0.3 px, yet the slot's messages
    // show and a note says how to read it (the pane had been blank, without a word).
    void everyProcessorOfALargeNetworkSaysHowToReadIt() {
        MainWindow w;
        w.workbench<pops::PopsWorkbench>()->canvas()->setAnimated(false); // the slot's messages at their ends
        auto* bench = showPops(w, pops::PatternRequest{1024, 2, "ring", "natural", {}});
        QAction* every = bench->viewActions().at(1);
        every->setChecked(true);
        render::LabelProbe probe;
        const QImage image = bench->canvas()->grab().toImage();
        const double figureTop = bench->canvas()->toWidget(bench->canvas()->layout()->bounds().topLeft()).y();
        every->setChecked(false);
        QStringList notes;
        for (const render::LabelRecord& r : probe.labels())
            if (r.text.startsWith("Every processor drawn")) notes << r.text;
        QCOMPARE(notes.size(), 1);
        // In a band of its own above the figure (it had covered the first message's V).
        const QRectF noteBox = [&] {
            for (const render::LabelRecord& r : probe.labels())
                if (r.text.startsWith("Every processor drawn")) return r.drawn;
            return QRectF();
        }();
        QVERIFY2(noteBox.bottom() < figureTop, qPrintable(QString("%1 over %2").arg(noteBox.bottom()).arg(figureTop)));
        int coloured = 0; // the messages' colours (the figure is otherwise grey on white)
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                coloured += image.pixelColor(x, y).hsvSaturation() > 100;
        QVERIFY2(coloured > 150, qPrintable(QString::number(coloured))); // none without
        // Past the fibres drawn, the blocks stay whatever is asked: no such note over them.
        bench->parameters()->setRequest({256, 64, "ring", "natural", {}});
        bench->document()->setRequest({256, 64, "ring", "natural", {}});
        w.waitForIdle();
        every->setChecked(true);
        render::LabelProbe blocks;
        bench->canvas()->grab();
        every->setChecked(false);
        QCOMPARE(bench->canvas()->drawnAs(), pops::FigureKind::Blocks);
        for (const render::LabelRecord& r : blocks.labels())
            QVERIFY2(!r.text.startsWith("Every processor drawn"), qPrintable(r.text));
    }

    // A ring too large to number fits its panel whole and says so: POPS(16,16)'s 256 nodes had
    // been cut at the panel's edges under a caption promising "its number outside".
    void largeRingFitsItsPanel() {
        MainWindow w;
        w.resize(1366, 768);
        showPops(w, pops::PatternRequest{16, 16, "ring", "alternating-pair", {}});
        auto* view = w.findChild<QWidget*>("popsLogicalStructure");
        QVERIFY(view && view->isVisible());
        render::LabelProbe probe;
        const QImage shot = view->grab().toImage();
        QStringList texts;
        for (const render::LabelRecord& r : probe.labels())
            texts << r.text;
        QVERIFY2(texts.filter("too many to number").size() == 1, qPrintable(texts.join(" | ")));
        // Its 16 groups' colours keyed as a strip from 0 to 15 (past 12 there had been none).
        QVERIFY2(texts.contains("0") && texts.contains("15"), qPrintable(texts.join(" | ")));
        const QRgb edge = shot.pixel(0, 0);
        for (int y = 0; y < shot.height(); ++y)
            for (int x : {0, 1, shot.width() - 2, shot.width() - 1})
                QVERIFY2(shot.pixel(x, y) == edge,
                         qPrintable(QString("the figure reaches the edge at %1,%2").arg(x).arg(y)));
    }

    // What Check says shows whole beside the slots where the page has the height (its fourth
    // line had been cut above a network with height to spare).
    void checkSaysItWhole() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        auto* bench = w.workbench<pops::PopsWorkbench>();
        w.showPage(bench, 2);
        pops::ExerciseDocument* doc = bench->exercise();
        doc->place(0, 0);
        doc->place(1, 0);
        doc->place(2, 0);
        doc->place(6, 2);
        doc->place(7, 2);
        doc->view()->wait();
        QCoreApplication::processEvents();
        auto* check = bench->exercisePage()->findChild<QPushButton*>("exerciseCheck");
        auto* said = bench->exercisePage()->findChild<QTextBrowser*>("exerciseFeedback");
        QVERIFY(check && said);
        check->click();
        QTest::qWait(20); // laid out
        QVERIFY(said->toPlainText().count('\n') >= 3);
        QVERIFY2(!said->verticalScrollBar()->isVisible() || said->verticalScrollBar()->maximum() == 0,
                 qPrintable(said->toPlainText()));
    }

    // The ring's legend promises numbers exactly where they are drawn: a ring of 24 at 1366 x
    // 768 had room between its nodes, numbers too small to read, and "its number outside";
    // its count is grouped as the language writes it ("Ring of 1048576 nodes" beside
    // "1,048,576").
    void ringLegendPromisesOnlyTheNumbersDrawn() {
        MainWindow w;
        w.resize(1366, 768);
        for (const auto& [d, g] : {std::pair{4u, 4u}, {3u, 8u}, {8u, 4u}, {1024u, 2u}}) {
            showPops(w, pops::PatternRequest{d, g, "ring", "natural", {}});
            auto* view = w.findChild<QWidget*>("popsLogicalStructure");
            QVERIFY(view && view->isVisible());
            render::LabelProbe probe;
            view->grab();
            QStringList texts;
            int numbers = 0;
            for (const render::LabelRecord& r : probe.labels()) {
                texts << r.text;
                bool number = false;
                numbers += r.text.toInt(&number) >= 0 && number ? 1 : 0;
            }
            const bool promised = !texts.filter("its number outside").isEmpty();
            // Promised, a number inside and one outside each node.
            QVERIFY2(promised == (numbers >= 2 * int(d * g)),
                     qPrintable(QString("POPS(%1,%2): %3 numbers drawn under %4")
                                    .arg(d)
                                    .arg(g)
                                    .arg(numbers)
                                    .arg(texts.join(" | "))));
            if (d * g == 2048) QVERIFY2(!texts.filter("Ring of 2,048 nodes").isEmpty(), qPrintable(texts.join(" | ")));
        }
    }

    // The exercise's network says which slot it draws, and the slot's row is marked (▸, bold)
    // without a selection's highlight over a broken slot's red; choosing another row draws
    // it. (A walker could not tell which of three red slots the figure showed.)
    void exerciseSaysWhichSlotItDraws() {
        MainWindow w;
        w.waitForIdle();
        auto* bench = w.workbench<pops::PopsWorkbench>();
        pops::ExerciseDocument* doc = bench->exercise();
        auto* shown = bench->exercisePage()->findChild<QLabel*>("exerciseShownSlot");
        auto* table = bench->exercisePage()->findChild<QTableWidget*>("exerciseSlots");
        QVERIFY(shown && table);
        doc->place(0, 0);
        doc->place(4, 0); // message 4 shares slot 1 with message 0 from the same sender
        doc->place(1, 1);
        doc->view()->wait();
        QCoreApplication::processEvents();
        QVERIFY(table->rowCount() >= 2);
        QCOMPARE(table->selectionMode(), QAbstractItemView::NoSelection);
        auto marked = [&] {
            QStringList rows;
            for (int r = 0; r < table->rowCount(); ++r)
                if (table->verticalHeaderItem(r) && table->verticalHeaderItem(r)->text().startsWith("\u25b8"))
                    rows << QString::number(r + 1);
            return rows;
        };
        QVERIFY2(shown->text().startsWith(QString("Network: slot %1 of").arg(doc->view()->slot() + 1)),
                 qPrintable(shown->text()));
        QCOMPARE(marked(), QStringList{QString::number(doc->view()->slot() + 1)});
        QVERIFY(table->item(doc->view()->slot(), 0)->font().bold());
        table->setCurrentCell(1, 0); // as a click on the second row
        doc->view()->wait();
        QCoreApplication::processEvents();
        QCOMPARE(doc->view()->slot(), 1);
        QVERIFY2(shown->text().startsWith("Network: slot 2 of"), qPrintable(shown->text()));
        QCOMPARE(marked(), QStringList{"2"});
        QVERIFY(table->item(0, 0)->background().color().red() > table->item(0, 0)->background().color().green());
    }

    // A pattern that brings the logical structure's panel leaves the parameters above it
    // whole or ending between two rows, never sliced through a box (a torus chosen after
    // all-to-all had cut "direction" in half), in German too.
    void parametersStayWholeWhenTheStructureComes() {
        MainWindow w;
        showPops(w, pops::PatternRequest{4, 4, "all-to-all", "single-hop", {}});
        w.setLanguage("de");
        auto* bench = w.workbench<pops::PopsWorkbench>();
        const pops::PatternRequest torus{4, 4, "torus", "alternating-pair", {}};
        bench->parameters()->setRequest(torus);
        bench->document()->setRequest(torus);
        w.waitForIdle();
        QTest::qWait(50); // the panels are fitted once they show what changed
        QDockWidget* controls = nullptr;
        for (QDockWidget* d : w.findChildren<QDockWidget*>())
            if (d->objectName().endsWith("-controls") && d->isVisible()) controls = d;
        QVERIFY(controls);
        auto* scroll = qobject_cast<QScrollArea*>(controls->widget());
        QVERIFY(scroll);
        const auto sliced = [&] {
            const QRect shown = scroll->viewport()->rect();
            QStringList cut;
            for (QWidget* field : scroll->widget()->findChildren<QWidget*>()) {
                if (!(qobject_cast<QComboBox*>(field) || qobject_cast<QCheckBox*>(field)) || !field->isVisible())
                    continue;
                const QRect at(field->mapTo(scroll->viewport(), QPoint(0, 0)), field->size());
                if (at.intersects(shown) && !shown.contains(at)) cut << field->metaObject()->className();
            }
            return cut;
        };
        QVERIFY2(sliced().isEmpty(), qPrintable(sliced().join(", ")));
        // And when a line of theirs grows ("n = 16.376 Prozessoren, 64 Koppler" wrapping in a
        // panel as narrow as a walker's).
        w.resizeDocks({controls}, {200}, Qt::Horizontal);
        QTest::qWait(50);
        const pops::PatternRequest larger{2047, 8, "ring", "natural", {}};
        bench->parameters()->setRequest(larger);
        bench->document()->setRequest(larger);
        w.waitForIdle();
        QTest::qWait(50);
        QVERIFY2(sliced().isEmpty(), qPrintable(sliced().join(", ")));
        w.setLanguage("en");
    }

    // A network past the limit says why on the canvas, where the figure would be (it had been
    // blank white beside "No schedule.").
    void refusedNetworkSaysWhyOnTheCanvas() {
        MainWindow w;
        auto* bench = showPops(w, pops::PatternRequest{2000000, 4, "ring", "natural", {}});
        render::LabelProbe probe;
        bench->canvas()->grab();
        QStringList texts;
        for (const render::LabelRecord& r : probe.labels())
            texts << r.text;
        QVERIFY2(!texts.filter("limit").isEmpty(), qPrintable(texts.join(" | ")));
    }

    // With the Lesson panel open, no family's page scrolls sideways at 1366 x 768 (OK_N's plot
    // and its Plot button had gone off the window's right edge).
    void lessonPanelLeavesEveryPageWhole() {
        QStringList sideways;
        for (const QString language : {"en", "de", "zh_CN"}) {
            MainWindow w;
            showOnASmallScreen(w, language);
            // A lesson open: its position over the tabs takes their room too.
            Lesson lecture;
            QVERIFY(!loadLesson(POPSLAB_TEST_DATA "/lessons/every-family.popslab-lesson", lecture));
            w.lessonDeck()->setLesson(lecture);
            w.waitForIdle();
            QDockWidget* lesson = w.findChild<QDockWidget*>("lessonDock");
            QVERIFY(lesson);
            lesson->show();
            for (Workbench* family : w.workbenches()) {
                w.showPage(family, 0);
                w.waitForIdle();
                QTest::qWait(30);
                auto* page = qobject_cast<QScrollArea*>(w.tabs()->currentWidget());
                QVERIFY(page);
                if (const int more = page->horizontalScrollBar()->maximum(); more > 0)
                    sideways << QString("%1 in %2 (%3 px more)").arg(family->id(), language).arg(more);
                // Every tab's name whole: no scroll arrows (German WDM's had read "WDM ü").
                QTabBar* bar = w.tabs()->tabBar();
                for (QToolButton* arrow : bar->findChildren<QToolButton*>())
                    if (arrow->isVisible()) sideways << QString("%1's tabs in %2 scroll").arg(family->id(), language);
                for (int t = 0; t < bar->count(); ++t)
                    if (bar->tabRect(t).width() < bar->fontMetrics().horizontalAdvance(bar->tabText(t)) + 12 ||
                        !bar->rect().contains(bar->tabRect(t)))
                        sideways << QString("%1's tab %2 in %3 cut").arg(family->id()).arg(t + 1).arg(language);
            }
        }
        QVERIFY2(sideways.isEmpty(), qPrintable(sideways.join(", ")));
    }

    // A new scene is titled by what it shows: the Exercise page by the exercise's own network
    // (it had said the Network page's POPS(4,4)), a page without the paper its name cites.
    void lessonScenesAreTitledByWhatTheyShow() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        auto* panel = w.findChild<LessonPanel*>();
        QVERIFY(panel);
        w.showPage(w.workbench<pops::PopsWorkbench>(), 2);
        w.waitForIdle();
        panel->addCurrentView();
        w.showPage(w.workbench<bus::BusWorkbench>(), 0);
        w.waitForIdle();
        panel->addCurrentView();
        const std::vector<Scene>& scenes = w.lessonDeck()->lesson()->scenes;
        QCOMPARE(scenes.size(), std::size_t(2));
        QCOMPARE(scenes[0].title, QString("POPS(2,2) \u2013 Exercise"));
        QVERIFY2(scenes[1].title.endsWith("\u2013 Optical bus"), qPrintable(scenes[1].title));
    }

    // Going to another family or page never hands the keys to the lesson's title (Qt had given
    // them there, the title all selected, when the field that had them was hidden: Space then
    // overwrote the title).
    void familyChangesLeaveTheLessonTitleAlone() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        QApplication::setActiveWindow(&w);
        QDockWidget* lesson = w.findChild<QDockWidget*>("lessonDock");
        QVERIFY(lesson);
        lesson->show();
        auto* pops = w.workbench<pops::PopsWorkbench>();
        auto* okn = w.workbench<okn::OknWorkbench>();
        struct Move {
            Workbench* from;
            int fromPage;
            const char* field;
            Workbench* to;
            int toPage;
        };
        for (const Move& m : {Move{pops, 0, nullptr, okn, 0}, Move{okn, 0, "oknNodes", w.workbenches().back(), 0},
                              Move{pops, 0, nullptr, pops, 2}}) {
            w.showPage(m.from, m.fromPage);
            w.waitForIdle();
            QWidget* field = m.field ? w.findChild<QWidget*>(m.field)
                                     : static_cast<QWidget*>(pops->parameters()->findChild<QSpinBox*>());
            QVERIFY(field && field->isVisible());
            field->setFocus();
            QCoreApplication::processEvents();
            QVERIFY(field->hasFocus());
            w.showPage(m.to, m.toPage);
            w.waitForIdle();
            QCoreApplication::processEvents();
            QWidget* focus = QApplication::focusWidget();
            QVERIFY2(!focus || !lesson->isAncestorOf(focus), qPrintable(focus->objectName()));
        }
    }

    // A ring of 1,048,576 nodes is a band of its groups' colours with the slot's messages inside
    // it: each node's arc a thousandth of a pixel had drawn nothing, and the messages on the
    // ring had hidden it (the ring of a million was a bare blue circle).
    void denseRingShowsItsColours() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        auto* bench = w.workbench<pops::PopsWorkbench>();
        w.showPage(bench, 0);
        const pops::PatternRequest ring{1024, 1024, "ring", "natural", {}};
        bench->parameters()->setRequest(ring);
        bench->document()->setRequest(ring);
        w.waitForIdle();
        QCoreApplication::processEvents();
        auto* view = w.findChild<pops::EmbeddingView*>();
        QVERIFY(view && view->isVisible() && view->hasEmbedding());
        const QImage image = view->grab().toImage();
        std::set<int> hues;
        int coloured = 0;
        for (int y = image.height() * 35 / 100; y < image.height(); ++y) // under the caption and its key
            for (int x = 0; x < image.width(); ++x)
                if (const QColor c = image.pixelColor(x, y); c.hsvSaturation() > 60 && c.value() > 150) {
                    ++coloured;
                    hues.insert(c.hsvHue() / 30);
                }
        QVERIFY2(coloured > 2000 && hues.size() >= 8,
                 qPrintable(QString("%1 px, %2 hues").arg(coloured).arg(hues.size())));
    }

    // An exported SVG writes a line of text once: Qt's writer had placed its Latin and Greek
    // runs apart ("clock units (", "τ = 1 ", "a hop)"), which a browser showed with gaps and a
    // search did not find. Labels that only share a baseline stay apart.
    void svgTextLinesAreWhole() {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        {
            QSvgGenerator svg;
            svg.setOutputDevice(&buffer);
            svg.setSize(QSize(600, 100));
            svg.setViewBox(QRectF(0, 0, 600, 100));
            QPainter p(&svg);
            p.setFont(QFont("DejaVu Sans", 8));
            p.drawText(QPointF(8, 40), QString::fromUtf8("time t in clock units (\u03c4 = 1 a hop); dot: a read"));
            p.drawText(QPointF(8, 80), "0");
            p.drawText(QPointF(300, 80), "1");
        }
        const QByteArray joined = render::joinTextRuns(buffer.data());
        QVERIFY2(buffer.data().count("<text") > joined.count("<text"), "nothing to join: nothing tested");
        QVERIFY(QString::fromUtf8(joined).contains(
            QString::fromUtf8(">time t in clock units (\u03c4 = 1 a hop); dot: a read<")));
        QCOMPARE(joined.count("<text"), 3);
    }

    // Open recent tells two students' answer.json apart by their folders (bare names had
    // not), home as "~", a long folder by its last two names, "&" not taken for a shortcut.
    void recentFilesNameTheirFolders() {
        const QString home = QDir::homePath();
        QCOMPARE(MainWindow::recentName(home + "/anna/answer.json"), QString("answer.json \u2013 ~/anna"));
        QCOMPARE(MainWindow::recentName("/srv/courses/optical-interconnects/ws2026/b/bob/answer.json"),
                 QString("answer.json \u2013 \u2026/b/bob"));
        QCOMPARE(MainWindow::recentName("/tmp/R&D/x.json"), QString("x.json \u2013 /tmp/R&&D"));
    }

    // The Lesson panel has a home of its own, the same on every family: a tab on the right
    // beside the family's details, on top when it opens. Stacked under the parameters it
    // had cut them mid-form and left the logical structure a sliver (walk 7, F2).
    void lessonPanelLeavesTheParametersTheirHeight() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        QDockWidget* lesson = w.findChild<QDockWidget*>("lessonDock");
        QVERIFY(lesson);
        auto* add = lesson->findChild<QWidget*>("lessonAdd");
        QVERIFY(add);
        std::set<int> addAt; // where "Add the current view" is on each family: one place
        for (Workbench* family : w.workbenches()) {
            lesson->hide();
            w.showPage(family, 0);
            w.waitForIdle();
            QTest::qWait(30);
            auto* controls = w.findChild<QDockWidget*>(family->id() + "-controls");
            const int before = controls && controls->isVisible() ? controls->height() : 0;
            lesson->show();
            QTest::qWait(30);
            QCOMPARE(w.dockWidgetArea(lesson), Qt::RightDockWidgetArea);
            QVERIFY2(!lesson->visibleRegion().isEmpty(), qPrintable(family->id()));
            if (before > 0) QCOMPARE(controls->height(), before);
            if (auto* details = w.findChild<QDockWidget*>(family->id() + "-details"))
                QVERIFY2(w.tabifiedDockWidgets(details).contains(lesson), qPrintable(family->id()));
            addAt.insert(add->mapTo(&w, QPoint(0, 0)).y());
        }
        // The Exercise page (no details beside it) too.
        w.showPage(w.workbench<pops::PopsWorkbench>(), 2);
        w.waitForIdle();
        QTest::qWait(30);
        addAt.insert(add->mapTo(&w, QPoint(0, 0)).y());
        QCOMPARE(addAt.size(), std::size_t(1));
        // Going to another family keeps the panel on top, beside that family's details.
        w.showPage(w.workbenches().front(), 0);
        w.waitForIdle();
        QTest::qWait(30);
        QVERIFY(!lesson->visibleRegion().isEmpty());
    }

    // A run too large to draw (N = 10,000 > 2,000) says so once, in the figure's place, with
    // the limit; the time bar says where it ends (walk 13: "too many nodes to draw" stood in
    // the panel and the figure, and the bar said "no run" beside the panel's simulated time).
    void oknRunTooLargeToDrawSaysWhere() {
        MainWindow w;
        w.show();
        auto* bench = w.workbench<okn::OknWorkbench>();
        w.showPage(bench, 0);
        okn::OknPage* page = bench->panel();
        page->load(okn::OknRequest{"broadcast", "sequential", {10000, 2, 1}, std::nullopt});
        w.waitForIdle();
        QVERIFY(page->document()->run() && !page->document()->painter());
        auto* result = w.findChild<QLabel*>("oknResult");
        QVERIFY2(result->text().contains("simulated: 10,000") && !result->text().contains("draw"),
                 qPrintable(result->text()));
        QStringList bar;
        for (auto* label : page->findChildren<QLabel*>())
            if (label->isVisibleTo(page)) bar << label->text();
        QVERIFY2(bar.contains("not drawn; ends at time 10,000"), qPrintable(bar.join(" | ")));
        QVERIFY(!bar.contains("no run"));
    }

    // A refusal's sentence wraps to the OK_N form's width rather than widening it (German,
    // N = 9 for the standard total exchange: the column had grown from 200 to 320 px).
    void oknRefusalKeepsTheFormsWidth() {
        MainWindow w;
        showOnASmallScreen(w, "de");
        auto* bench = w.workbench<okn::OknWorkbench>();
        w.showPage(bench, 0);
        okn::OknPage* page = bench->panel();
        okn::OknRequest request{"total-exchange", "standard", {16, 1, 1}, std::nullopt};
        page->load(request);
        w.waitForIdle();
        QCoreApplication::processEvents();
        auto* result = w.findChild<QLabel*>("oknResult");
        QVERIFY(result && result->parentWidget());
        const int before = result->parentWidget()->width();
        request.network.nodes = 9;
        page->load(request);
        w.waitForIdle();
        QCoreApplication::processEvents();
        // The refusal stands in full where the figure would be; the panel's line points there.
        QVERIFY2(page->document()->summary().contains("Potenz"), qPrintable(page->document()->summary()));
        QVERIFY2(result->text().contains("Abbildung"), qPrintable(result->text()));
        QCOMPARE(result->parentWidget()->width(), before);
        w.setLanguage("en");
    }

    // An empty plot's hint is broken into lines at its plot's width (German "Nichts zu
    // zeichnen: siehe den Hinweis oben." had been cut at both ends in OK_N's narrow pane).
    void emptyPlotHintWrapsToItsPlot() {
        for (const QString& text :
             {QString("Nichts zu zeichnen: siehe den Hinweis oben, wo steht, warum kein Wert passt."),
              QString::fromUtf8("没有可绘制的内容：请看上方的说明，那里写明了为什么没有任何取值满足条件。")}) {
            QCustomPlot plot;
            plot.resize(300, 260);
            plot.setViewport(QRect(0, 0, 300, 260)); // as laid out when shown
            plots::style(plot, false);
            plots::emptyHint(plot, text, false);
            plot.replot();
            QCPItemText* hint = nullptr;
            for (int i = 0; i < plot.itemCount(); ++i)
                if (auto* t = qobject_cast<QCPItemText*>(plot.item(i))) hint = t;
            QVERIFY(hint);
            QVERIFY(hint->text().contains('\n'));
            for (const QString& line : hint->text().split('\n'))
                QVERIFY2(QFontMetrics(hint->font()).horizontalAdvance(line) <= 300, qPrintable(line));
            QCOMPARE(hint->text().remove('\n').remove(' '), QString(text).remove(' '));
        }
    }

    // The OK_N plot shows the operation and network it swept; when they change, it sweeps
    // them again by itself (it had waited for Plot, yet drew itself on opening).
    void oknPlotFollowsTheDocument() {
        MainWindow w;
        w.waitForIdle();
        okn::OknPage* page = w.workbench<okn::OknWorkbench>()->panel();
        page->load(okn::OknPage::presets()[0].request);
        w.waitForIdle();
        page->plotSweep();
        w.waitForIdle();
        QVERIFY(page->plot()->graphCount() > 0);
        // Sequential broadcast takes over 16 times the trees' time at delay 10: on a linear
        // axis the trees would lie on the floor, so the axis is logarithmic.
        QCOMPARE(page->plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
        // N changed in the form (a preset would sweep its own network again).
        auto* nodes = w.findChild<QSpinBox*>("oknNodes");
        QVERIFY(nodes);
        const int changed = nodes->value() + 1000; // 1,041: grouped in the title as the note groups it
        type(nodes, QString::number(changed));
        QTest::keyClick(nodes, Qt::Key_Return);
        w.waitForIdle();
        QTRY_VERIFY(page->plot()->graphCount() > 0);
        QString title;
        for (int i = 0; i < page->plot()->plotLayout()->elementCount(); ++i)
            if (auto* t = qobject_cast<QCPTextElement*>(page->plot()->plotLayout()->elementAt(i))) title += t->text();
        QVERIFY2(title.contains(QString("N = %L1").arg(changed)), qPrintable(title));
        // Esc during a sweep leaves no "Simulating..." over old curves: the plot is cleared
        // and waits for Plot, sweeping nothing by itself until then.
        type(nodes, QString::number(changed + 3));
        QTest::keyClick(nodes, Qt::Key_Return);
        page->plots()->job()->cancelByUser();
        QCoreApplication::processEvents();
        auto* note = w.findChild<QLabel*>("oknPlotNote");
        QVERIFY(note && note->text().startsWith("Cancelled"));
        QCOMPARE(page->plot()->graphCount(), 0);
        QVERIFY(!page->plots()->followsDocument());
    }

    // Esc with nothing to cancel leaves presentation mode, as slide programs do (with work
    // running it cancels that first: fieldsApplyOnEnterAndCancelRestoresThem).
    void escapeLeavesPresentationMode() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        QApplication::setActiveWindow(&w);
        w.setPresentation(true);
        QVERIFY(w.presenting());
        // N without a lesson says why nothing shows.
        QTest::keyClick(&w, Qt::Key_N);
        QVERIFY2(w.statusBar()->currentMessage().contains("lesson"), qPrintable(w.statusBar()->currentMessage()));
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!w.presenting());
    }

    // Esc after the core refused what the fields ask (d = 999,999 with g = 4: past the limit
    // of processors) puts the fields and the view back to the last network built (the
    // refusal had stayed, the network lost, walk 9).
    void escapeLeavesARefusal() {
        MainWindow w;
        auto* bench = showPops(w, pops::PatternRequest{4, 4, "ring", "natural", {}});
        QApplication::setActiveWindow(&w);
        auto* d = bench->parameters()->findChildren<QSpinBox*>().value(0);
        QVERIFY(d && d->value() == 4);
        bench->document()->setSlot(2); // the slot shown comes back too
        type(d, "999999");
        QTest::keyClick(d, Qt::Key_Return);
        QTRY_VERIFY(bench->document()->diagnostic().has_value());
        QTest::keyClick(&w, Qt::Key_Escape);
        w.waitForIdle();
        QVERIFY(!bench->document()->diagnostic().has_value());
        QCOMPARE(bench->document()->request().d, 4u);
        QCOMPARE(d->value(), 4);
        QVERIFY(bench->document()->schedule());
        QCOMPARE(bench->document()->slot(), 2);
    }

    // A family comes back with its panels as wide as it left them: the dock area's width is
    // shared, and POPS had come back from the buses 35 px wider, its figure smaller.
    void panelsComeBackAsWideAsTheyLeft() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        auto* pops = w.workbench<pops::PopsWorkbench>();
        auto* bus = w.workbench<bus::BusWorkbench>();
        auto leftWidths = [&] {
            QCoreApplication::processEvents();
            QTest::qWait(20); // the panels are fitted once the page is on show
            std::vector<int> out;
            for (QDockWidget* d : w.findChildren<QDockWidget*>())
                if (d->isVisible() && !d->isFloating() && w.dockWidgetArea(d) == Qt::LeftDockWidgetArea)
                    out.push_back(d->width());
            return out;
        };
        w.showPage(pops, 0);
        const std::vector<int> before = leftWidths();
        QVERIFY(!before.empty());
        w.showPage(bus, 0);
        const std::vector<int> onBus = leftWidths();
        w.showPage(pops, 0);
        QCOMPARE(leftWidths(), before);
        QVERIFY2(onBus != before, "the bus's panel is as wide as POPS's: nothing was tried");
        // Also reached through Paper figures (a preset shows its family's page).
        w.showPage(bus, 0);
        leftWidths();
        for (const Workbench::Preset& p : pops->presets())
            if (p.label().startsWith("000 Fig. 2")) p.apply();
        w.waitForIdle();
        QCOMPARE(leftWidths(), before);
    }

    // The wheel over a panel's choice scrolls the panel and leaves the choice alone unless it
    // has the focus: scrolling the POPS parameters had turned "direction" to "both ways".
    void wheelOverAPanelsChoiceLeavesIt() {
        MainWindow w;
        auto* bench = showPops(w, pops::PatternRequest{4, 4, "ring", "natural", {}});
        QApplication::setActiveWindow(&w);
        QComboBox* choice = nullptr;
        for (auto* c : bench->parameters()->findChildren<QComboBox*>())
            if (c->isVisible() && c->count() > 1 && c->currentIndex() + 1 < c->count()) choice = c;
        auto* number = bench->parameters()->findChildren<QSpinBox*>().value(0);
        QVERIFY(choice && number);
        // A turn of the wheel down over `field`: whether the field left it to its parents
        // (Qt hands a real wheel on to them; a sent one stops at the field in any case).
        auto wheel = [](QWidget* field) {
            const QPointF at(field->width() / 2.0, field->height() / 2.0);
            QWheelEvent down(at, field->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                             Qt::NoScrollPhase, false);
            QApplication::sendEvent(field, &down);
            return !down.isAccepted();
        };
        const int chosen = choice->currentIndex(), d = number->value();
        w.setFocus();
        QVERIFY(wheel(choice) && wheel(number));
        QCOMPARE(choice->currentIndex(), chosen);
        QCOMPARE(number->value(), d);
        // The panel it is left to scrolls, where its parameters are taller than it.
        auto* panel = w.findChild<QDockWidget*>("pops-controls");
        w.resizeDocks({panel}, {160}, Qt::Vertical);
        QApplication::processEvents();
        auto* scroll = qobject_cast<QScrollArea*>(panel->widget());
        QVERIFY(scroll && scroll->verticalScrollBar()->maximum() > 0);
        scroll->verticalScrollBar()->setValue(0);
        wheel(scroll->viewport());
        QVERIFY(scroll->verticalScrollBar()->value() > 0);
        // Clicked or tabbed to, a field takes the wheel, as everywhere.
        choice->setFocus();
        QTRY_VERIFY(choice->hasFocus());
        QVERIFY(!wheel(choice));
        QCOMPARE(choice->currentIndex(), chosen + 1);
    }

    // A field says its range where a typed number leaves it: past the maximum (the spin box
    // refuses the digit; 99999999999 had become 999 without a word) or under the minimum
    // (d = 0 had stayed in the field with no remark).
    void fieldsSayTheirRange() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        auto* bench = w.workbench<okn::OknWorkbench>();
        w.showPage(bench, 0);
        w.waitForIdle();
        auto* nodes = w.findChild<QSpinBox*>("oknNodes");
        QVERIFY(nodes);
        const unsigned before = bench->panel()->settings().request.network.nodes;
        type(nodes, "99999999999");
        QCOMPARE(nodes->property("popslabRangeShown").toString(), QString("From 2 to 4,000,000"));
        // The refused key left 999999 in the field, not what was meant: the pause does not
        // apply it (walk 12: the bus's 5000 had run as 500 after a second), Esc puts back.
        QTest::qWait(2 * gui::kTypingPauseMs);
        QCOMPARE(bench->panel()->settings().request.network.nodes, before);
        QCOMPARE(nodes->text(), QString("999999"));
        nodes->setProperty("popslabRangeShown", QVariant());
        QTest::keyClick(nodes, Qt::Key_Escape);
        QCOMPARE(nodes->text(), QString::number(before));
        type(nodes, "1");
        QTRY_COMPARE_WITH_TIMEOUT(nodes->property("popslabRangeShown").toString(), QString("From 2 to 4,000,000"),
                                  3000);
        // Esc puts the refused number back to the one applied (it had stayed in the field).
        const int applied = nodes->value();
        QTest::keyClick(nodes, Qt::Key_Escape);
        QCOMPARE(nodes->text(), QString::number(applied));
        // A number in range says nothing.
        nodes->setProperty("popslabRangeShown", QVariant());
        type(nodes, "12");
        QTRY_COMPARE_WITH_TIMEOUT(bench->panel()->settings().request.network.nodes, 12u, 3000);
        QVERIFY(nodes->property("popslabRangeShown").isNull());
    }

    // Typing 2047 into N starts nothing until Enter; Cancel then puts the field back to
    // what the view shows.
    void fieldsApplyOnEnterAndCancelRestoresThem() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        auto* bench = w.workbench<okn::OknWorkbench>();
        w.showPage(bench, 0);
        okn::OknPage* page = bench->panel();
        okn::OknRequest request = okn::OknPage::presets()[0].request;
        request.network.nodes = 20;
        page->load(request);
        w.waitForIdle();
        auto* nodes = w.findChild<QSpinBox*>("oknNodes");
        QVERIFY(nodes);
        QCOMPARE(nodes->value(), 20);
        type(nodes, "2047");
        QCoreApplication::processEvents();
        QVERIFY(!page->job()->busy());
        QCOMPARE(page->settings().request.network.nodes, 20u); // nothing taken yet
        QTest::keyClick(nodes, Qt::Key_Return);
        QCOMPARE(page->settings().request.network.nodes, 2047u); // taken on Enter
        page->job()->cancelByUser();
        QCoreApplication::processEvents();
        w.waitForIdle();
        QCOMPARE(nodes->value(), 20);
        QCOMPARE(page->settings().request.network.nodes, 20u);
        QCOMPARE(page->runRequest().network.nodes, 20u);
        // A pause in typing applies too.
        type(nodes, "30");
        QTRY_COMPARE_WITH_TIMEOUT(page->settings().request.network.nodes, 30u, 3000);
        w.waitForIdle();
        // Esc within the pause drops what was typed: the field shows 30 again and nothing is
        // applied after the pause (a typed number had been applied under "Cancelled").
        type(nodes, "40");
        QAction* esc = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::Key_Escape)) esc = a;
        QVERIFY(esc);
        esc->trigger();
        QCOMPARE(nodes->text(), QString("30"));
        QTest::qWait(gui::kTypingPauseMs + 300);
        QCOMPARE(page->settings().request.network.nodes, 30u);
        QCOMPARE(w.statusBar()->currentMessage(), QString("Cancelled; the previous state is kept."));
        // Esc with nothing typed or running says nothing was cancelled.
        w.statusBar()->clearMessage();
        esc->trigger();
        QVERIFY2(w.statusBar()->currentMessage().isEmpty(), qPrintable(w.statusBar()->currentMessage()));
    }

    // OK_N's spanning binomial tree of 64 nodes on a 1366 x 768 window numbers every node
    // (side by side, its 32 leaves and their parents were 7 px circles without a number):
    // on rings, each ring as far out as its closest nodes need.
    void oknBinomialTreeNumbersEveryNode() {
        MainWindow w;
        const QStringList read = oknTextsRead(w, {"broadcast", "binomial", {64, 1, 1}, std::nullopt});
        const std::set<QString> numbers(read.begin(), read.end());
        QStringList missing;
        for (int x = 0; x < 64; ++x)
            if (!numbers.count(QString::number(x))) missing << QString::number(x);
        QVERIFY2(missing.isEmpty(), qPrintable("no number: " + missing.join(", ")));
    }

    // A sequential broadcast to 81 nodes lies on a circle whose nodes are too small for their
    // numbers: every fifth or so is numbered inside the ring (it had read as unnamed dots),
    // evenly, and the last not beside 0.
    void oknLargeCircleNumbersEveryFewNodes() {
        MainWindow w;
        std::vector<int> numbers;
        for (const QString& text : oknTextsRead(w, {"broadcast", "sequential", {81, 2, 1}, std::nullopt}))
            if (bool number = false; text.toInt(&number) >= 0 && number && text.toInt() < 81)
                numbers.push_back(text.toInt());
        std::sort(numbers.begin(), numbers.end());
        QVERIFY2(numbers.size() >= 8 && numbers.front() == 0, qPrintable(QString::number(numbers.size())));
        const int step = numbers[1] - numbers[0];
        for (std::size_t k = 1; k < numbers.size(); ++k)
            QCOMPARE(numbers[k] - numbers[k - 1], step);
        QVERIFY(81 - numbers.back() >= step);
    }

    // OK_N's figure fitted into its pane keeps its legend at the window's text size: the
    // tree of 41 beside the plot had its legend at 8-9 px, unreadable in Chinese (walk 8 F17).
    void oknLegendKeepsTheWindowsTextSize() {
        MainWindow w;
        QStringList small;
        int legend = 0;
        for (const render::LabelRecord& r : oknTexts(w, {"broadcast", "latency-hiding", {41, 2, 1}, std::nullopt}))
            if (r.text == "node the message has reached" || r.text == "message in flight") {
                ++legend;
                if (r.lineHeight < 11.5) small << QString("%1: %2 px").arg(r.text).arg(r.lineHeight);
            }
        QCOMPARE(legend, 2);
        QVERIFY2(small.isEmpty(), qPrintable(small.join("; ")));
    }

    // The plot's range keeps to what its axis takes: ports from 1 (k from 0 had been taken and
    // the plot begun at 1 without a word, walk 10), nodes from 2.
    void oknPlotRangeKeepsToItsAxis() {
        MainWindow w;
        auto* bench = w.workbench<okn::OknWorkbench>();
        okn::OknPlots* plots = bench->panel()->plots();
        plots->setRange("ports", 0, 4);
        QCOMPARE(plots->from(), 1);
        plots->setRange("nodes", 0, 9);
        QCOMPARE(plots->from(), 2);
        plots->setRange("delay", 0, 10);
        QCOMPARE(plots->from(), 0);
    }

    // An export is offered under the name of what the window shows, not "figure.svg" for
    // every family (walk 10).
    void exportsAreNamedByWhatTheyShow() {
        QCOMPARE(ExportPath::nameFor(QString::fromUtf8("POPS(4,4) \u2013 Network")), QString("POPS(4,4)-Network"));
        QCOMPARE(ExportPath::nameFor("WDM star, n = 3"), QString("WDM-star-n-3"));
        QCOMPARE(ExportPath::nameFor(QString::fromUtf8("\u5149\u603b\u7ebf")), QString::fromUtf8("\u5149\u603b\u7ebf"));
        QCOMPARE(ExportPath::nameFor("/"), QString("figure"));
    }

    // Typing n = 16 passes through n = 1: the route's end chosen stays.
    void wdmRouteEndSurvivesTyping() {
        MainWindow w;
        w.waitForIdle();
        w.show();
        auto* bench = w.workbench<wdm::WdmWorkbench>();
        w.showPage(bench, 0);
        w.waitForIdle();
        auto* n = w.findChild<QSpinBox*>("wdmDimensions");
        auto* to = w.findChild<QSpinBox*>("wdmTo");
        QVERIFY(n && to);
        QCOMPARE(to->value(), 7);
        type(n, "16");
        QTest::keyClick(n, Qt::Key_Return);
        w.waitForIdle();
        QCOMPARE(bench->document()->settings().parameters.n, 16u);
        QCOMPARE(to->value(), 7);
        QCOMPARE(bench->document()->settings().to, 7u);
    }

    // The map over T and R shows the network on show or nothing: never another n.
    void wdmMapFollowsN() {
        MainWindow w;
        w.waitForIdle();
        auto* bench = w.workbench<wdm::WdmWorkbench>();
        auto* map = w.findChild<wdm::WdmHeatMap*>();
        QVERIFY(map);
        auto* plot = map->findChild<QCustomPlot*>();
        QVERIFY(plot);
        auto* n = map->findChild<QSpinBox*>();
        QVERIFY(n);
        wdm::WdmSettings s = bench->document()->settings();
        const auto show = [&](const wdm::WdmSettings& settings) { // and wait for its map
            bench->document()->setSettings(settings);
            w.waitForIdle();
            map->job()->wait();
            QCoreApplication::processEvents();
        };
        s.parameters = {3, 1, 1};
        show(s);
        QCOMPARE(n->value(), 3);
        // Past the map's n, its box names the network's n (it kept 3) and the plot says why
        // there is no map, with no empty frame of 3 x 3 axes.
        s.parameters = {16, 1, 1};
        show(s);
        QCOMPARE(plot->plottableCount(), 0);
        QCOMPARE(n->value(), 16);
        // Said as the network's, in words, not in a box of its own beside the dock's n.
        QVERIFY(!n->isVisible());
        bool named = false;
        for (QLabel* l : map->findChildren<QLabel*>())
            named = named || l->text() == "for the network's n = 16,";
        QVERIFY(named);
        bool said = false;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i))) said = said || text->text().contains("n = 16");
        QVERIFY(said);
        QVERIFY(!plot->xAxis->tickLabels());
        s.parameters = {5, 1, 1};
        s.to = 3;
        show(s);
        QCOMPARE(plot->plottableCount(), 1);
        auto* cells = qobject_cast<QCPColorMap*>(plot->plottable(0));
        QVERIFY(cells);
        QCOMPARE(cells->data()->keySize(), 5);
        QCOMPARE(n->value(), 5);
        // The largest value is the scale's last colour (yellow, "the most"), the smallest its
        // first: a scale half a step past the values left the largest green.
        const auto near = [](QRgb a, QColor b) { // the gradient's table of 350 levels rounds
            return std::abs(qRed(a) - b.red()) <= 3 && std::abs(qGreen(a) - b.green()) <= 3 &&
                   std::abs(qBlue(a) - b.blue()) <= 3;
        };
        const auto ends = [&] { // the largest and smallest value's colours are the scale's ends
            auto* cells = qobject_cast<QCPColorMap*>(plot->plottable(0));
            double low = 1e9, high = -1e9;
            for (int T = 0; T < 5; ++T)
                for (int R = 0; R < 5; ++R) {
                    low = std::min(low, cells->data()->cell(T, R));
                    high = std::max(high, cells->data()->cell(T, R));
                }
            return high > low && near(cells->gradient().color(high, cells->dataRange()), QColor(0xfd, 0xe7, 0x25)) &&
                   near(cells->gradient().color(low, cells->dataRange()), QColor(0x44, 0x01, 0x54));
        };
        QVERIFY(ends());
        auto* quantity = map->findChild<QComboBox*>("wdmQuantity");
        QVERIFY(quantity);
        quantity->setCurrentIndex(1); // the degree's log2: seldom whole
        QVERIFY(ends());
    }

    // Fig. 2 shows the bare network, and says so (beside details listing slot 1's messages it
    // had read as a slot with nothing sent, walk 10); a step draws that slot's messages.
    void paperFigureStepsDrawMessages() {
        MainWindow w;
        w.waitForIdle();
        auto* bench = w.workbench<pops::PopsWorkbench>();
        bool applied = false;
        for (const Workbench::Preset& p : bench->presets())
            if (p.label().startsWith("000 Fig. 2")) {
                p.apply();
                applied = true;
            }
        QVERIFY(applied);
        w.waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(!bench->canvas()->showsMessages());
        auto notes = [&] {
            render::LabelProbe probe;
            bench->canvas()->grab();
            QStringList out;
            for (const render::LabelRecord& r : probe.labels())
                if (r.text.startsWith("The bare network")) out << r.text;
            return out;
        };
        QCOMPARE(notes(), QStringList{"The bare network, as the paper's figure draws it; Right shows slot 1's "
                                      "messages, which Details list."});
        // The first step shows slot 1, which Details list (it had jumped to slot 2).
        bench->stepForward();
        QCoreApplication::processEvents();
        QVERIFY(bench->canvas()->showsMessages());
        QCOMPARE(bench->document()->slot(), 0);
        QVERIFY(notes().isEmpty());
        bench->stepForward();
        QCOMPARE(bench->document()->slot(), 1);
    }

    // Every family has a guide page in each language with the guide's five sections; F1
    // opens the page of the family on show, and it follows the window's language.
    void userGuideForEveryFamily() {
        MainWindow w;
        w.waitForIdle();
        const std::map<QString, QStringList> sections{
            {"en", {"What the figure shows", "How to read and step it", "Which theorem", "Errata", "Keyboard"}},
            {"de",
             {"Was die Abbildung zeigt", "Lesen und schrittweise durchgehen", "Welcher Satz", "Errata", "Tastatur"}},
            {"zh_CN", {"图中显示的内容", "如何阅读与单步执行", "依据的定理", "勘误", "键盘"}}};
        for (Workbench* family : w.workbenches())
            for (const auto& [language, headings] : sections) {
                const QString page = guidePage(family->id(), language);
                QVERIFY2(!page.isEmpty(), qPrintable(family->id() + " has no guide in " + language));
                QTextDocument document;
                document.setHtml(page);
                for (const QString& heading : headings)
                    QVERIFY2(page.contains("<h2>" + heading + "</h2>"),
                             qPrintable(QString("%1/%2: no section '%3'").arg(family->id(), language, heading)));
                QVERIFY(document.toPlainText().size() > 1500); // a page, not a stub
                // Formulas as a reader writes them: no TeX's "D_{F-1}", "2^n" (sub- and
                // superscripts are the page's own).
                for (const char* raw : {"_{", "^{", "^(", "2^", "log2 ", "+_"})
                    QVERIFY2(!page.contains(raw),
                             qPrintable(QString("%1/%2 writes '%3'").arg(family->id(), language, raw)));
                // Its keys: the five families' and the lesson's (it had listed Ctrl+1 ... Ctrl+9
                // and no lesson key).
                QVERIFY2(!page.contains("+9</b>") && page.contains("+L</b>") &&
                             page.contains("PageDown") != page.contains("Bild ab"),
                         qPrintable(family->id() + "/" + language));
            }
        auto* wdm = w.workbench<wdm::WdmWorkbench>();
        w.show();
        w.showPage(wdm, 0);
        QAction* f1 = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QKeySequence::HelpContents)) f1 = a;
        QVERIFY(f1);
        f1->trigger();
        QVERIFY(w.guide() && w.guide()->isVisible());
        QCOMPARE(w.guide()->family(), static_cast<Workbench*>(wdm));
        QVERIFY(w.guide()->browser()->toPlainText().contains("Which theorem"));
        QVERIFY(w.guide()->browser()->toPlainText().contains("004"));
        w.setLanguage("de");
        QCoreApplication::processEvents();
        QVERIFY(w.guide()->browser()->toPlainText().contains("Was die Abbildung zeigt"));
        // Every family's page of this language reads without a sideways scroll bar, and
        // the list names the families in it (it had stayed English beside a German page).
        auto* list = w.guide()->findChild<QListWidget*>("userGuideFamilies");
        QVERIFY(list);
        for (Workbench* family : w.workbenches()) {
            w.guide()->show(family, "de");
            QCoreApplication::processEvents();
            QVERIFY2(w.guide()->browser()->horizontalScrollBar()->maximum() == 0,
                     qPrintable(family->id() + " scrolls sideways in German"));
        }
        QVERIFY2(list->item(2)->text().contains(QString::fromUtf8("Hyperwürfel")), qPrintable(list->item(2)->text()));
        // Opened first in a German window (F1), the list is German from the start.
        MainWindow german;
        german.setLanguage("de");
        german.show();
        german.showPage(german.workbench<wdm::WdmWorkbench>(), 0);
        for (QAction* a : german.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QKeySequence::HelpContents)) a->trigger();
        QVERIFY(german.guide());
        auto* germanList = german.guide()->findChild<QListWidget*>("userGuideFamilies");
        QVERIFY2(germanList && germanList->item(2)->text().contains(QString::fromUtf8("Hyperwürfel")),
                 qPrintable(germanList ? germanList->item(2)->text() : QString()));
        // German and English quotes are drawn by a Latin family (the CJK font's closing quote
        // is full width: „Netz“ read „Netz “); Chinese keeps its own font.
        auto quoteFamily = [&] {
            QTextLayout layout(QString::fromUtf8("\u201eNetz\u201c"), w.guide()->browser()->font());
            layout.beginLayout();
            layout.createLine();
            layout.endLayout();
            QStringList families;
            for (const QGlyphRun& run : layout.glyphRuns())
                families << run.rawFont().familyName();
            return families;
        };
        QVERIFY2(!quoteFamily().contains(render::kChineseFamily), qPrintable(quoteFamily().join(", ")));
        w.setLanguage("zh_CN");
        QCoreApplication::processEvents();
        QCOMPARE(w.guide()->browser()->font().families(), QApplication::font().families());
        w.setLanguage("en");
    }

    // POPS(64,64): one line a fibre would be a texture; the groups are blocks and the
    // couplers cells, with the slot's load, and View > Draw every processor gives the full
    // figure. A small network keeps its full figure.
    void largeNetworksAreAggregated() {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        w.waitForIdle();
        auto* bench = w.workbench<pops::PopsWorkbench>();
        auto show = [&](const pops::PatternRequest& r) {
            bench->parameters()->setRequest(r);
            bench->document()->setRequest(r);
            w.waitForIdle();
            QCoreApplication::processEvents();
        };
        show({4, 4, "ring", "natural", {}});
        QVERIFY(!bench->canvas()->aggregated());
        {
            // Drawn in full, a processor's number is at least 6 px tall.
            render::LabelProbe probe;
            bench->canvas()->grab();
            int numbers = 0;
            for (const render::LabelRecord& r : probe.labels())
                if (r.text == "13") {
                    ++numbers;
                    QVERIFY2(r.lineHeight >= 6, qPrintable(QString::number(r.lineHeight)));
                }
            QVERIFY(numbers > 0);
        }
        // The paper's Fig. 2 stays whole in German presentation mode too (its wider panels
        // once tipped it into blocks).
        w.setLanguage("de");
        w.setPresentation(true);
        QCoreApplication::processEvents();
        QVERIFY(!bench->canvas()->aggregated());
        w.setPresentation(false);
        w.setLanguage("en");
        QCoreApplication::processEvents();
        // POPS(8,8) at 1366x768 would set its numbers under 6 px: aggregated, and every
        // coupler cell says its message at one size.
        show({8, 8, "all-to-all", "phased", {}});
        QVERIFY(bench->canvas()->aggregated());
        {
            render::LabelProbe probe;
            bench->canvas()->grab();
            std::set<int> heights;
            for (const render::LabelRecord& r : probe.labels())
                if (r.text.contains(QChar(0x2192))) heights.insert(int(std::lround(r.lineHeight * 10)));
            QCOMPARE(heights.size(), std::size_t(1));
            QVERIFY(*heights.begin() >= 70);
        }
        show({64, 64, "all-to-all", "phased", {}});
        pops::PopsCanvas* canvas = bench->canvas();
        QVERIFY(canvas->aggregated());
        {
            // The axes are numbered (0, 8, 16, ... where 64 numbers would not fit), readably.
            render::LabelProbe probe;
            canvas->grab();
            int axisNumbers = 0;
            for (const render::LabelRecord& r : probe.labels())
                if (r.text == "0" || r.text == "32") {
                    ++axisNumbers;
                    QVERIFY2(r.lineHeight >= 7, qPrintable(QString::number(r.lineHeight)));
                }
            QCOMPARE(axisNumbers, 4); // 0 and 32 along both axes
        }
        // The first source group's block says how many of its processors send.
        QString block;
        for (int y = 0; y < canvas->height() && block.isEmpty(); y += 2)
            for (int x = 0; x < canvas->width() && block.isEmpty(); x += 2)
                if (canvas->elementAt(QPointF(x, y)).contains("processors send"))
                    block = canvas->elementAt(QPointF(x, y));
        QVERIFY2(block.contains("of 64 processors send"), qPrintable(block));
        render::LabelProbe probe;
        const QImage shot = canvas->grab().toImage();
        QVERIFY(std::any_of(probe.labels().begin(), probe.labels().end(),
                            [](const render::LabelRecord& r) { return r.text.startsWith("POPS(64,64)"); }));
        bench->viewActions()[1]->trigger(); // View > Draw every processor
        QVERIFY(!canvas->aggregated());
        bench->viewActions()[1]->trigger();
        QVERIFY(canvas->aggregated());
    }

    // The largest networks of the other families are drawn, not refused or a texture: OTIS
    // up to N = 64 as a map of groups, WDM n = 5-6 as nested cubes (and the star of 32 with
    // its processors along their radii), a wide OK_N tree on
    // rings, a bus of 64 processors in narrow columns. Each figure's text is
    // at least 9 px (render::kWindowPixels) at 1366x768, and the gallery's audit finds nothing in the window.
    void largeNetworksOfEveryFamilyAreReadable() {
        const std::vector<FigureCase> cases{
            {R"("otis","page":0},"families":{"otis":{"groups":64,"intra":"mesh","labels":"gp","direction":"i+",)"
             R"("from":0,"to":4095,"step":-1}}})",
             "G = 63"},
            {R"("otis","page":0},"families":{"otis":{"groups":16,"intra":"mesh","labels":"ijkl","direction":"i+",)"
             R"("from":0,"to":255,"step":-1}}})",
             "i j = 1 1"},
            {R"("otis","page":0},"families":{"otis":{"groups":32,"intra":"hypercube","labels":"gp",)"
             R"("direction":"i+","from":0,"to":1023,"step":-1}}})",
             "G = 31"},
            {R"("wdm","page":0},"families":{"wdm":{"dimensions":6,"transmitters":1,"receivers":1,"from":0,)"
             R"("to":63}}})",
             QString::fromUtf8("100···")},
            {R"("wdm","page":0},"families":{"wdm":{"dimensions":5,"transmitters":2,"receivers":1,"from":3,)"
             R"("to":28}}})",
             QString::fromUtf8("11···")},
            {R"("wdm","page":1},"families":{"wdm":{"dimensions":5,"transmitters":1,"receivers":1,"from":0,)"
             R"("to":31}}})",
             "11000"},
            {R"("okn","page":0},"families":{"okn":{"operation":"broadcast","algorithm":"kary-tree","nodes":200,)"
             R"("ports":2,"delay":1,"time":0,"vary":"delay","from":0,"to":10}}})",
             "N = 200"},
            {kFoldedBusOf64, "63"},
            // Its time axis named every few slots too (it named only its cycles).
            {kFoldedBusOf64, "t = 10"},
        };
        MainWindow w;
        const QStringList problems = auditInEveryLanguage(w, cases);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
    }

    // A small bold number filling most of its square is read against the square, not its own
    // glyph: the audit had reported WDM's black "6" on yellow as black on black (1.05:1). Black
    // on a black square is still reported.
    void auditReadsANumberAgainstItsSquare() {
        for (const auto& [square, reported] :
             {std::pair{QColor("#e6c619"), false}, std::pair{QColor("#101010"), true}}) {
            QWidget window;
            window.resize(60, 40);
            SquareNumber figure(&window, square);
            figure.setGeometry(0, 0, 20, 20);
            window.show();
            render::LabelProbe probe;
            const QImage shot = window.grab().toImage();
            QVERIFY(!probe.labels().empty());
            QStringList contrast;
            for (const AuditFinding& f : auditWindow({&window, shot, &probe, false}))
                if (f.what.contains("contrast")) contrast << f.widget + ": " + f.what;
            QVERIFY2(contrast.isEmpty() != reported, qPrintable(square.name() + ": " + contrast.join("\n")));
        }
    }

    // A canvas zoomed in has labels past its edge on purpose: the audit's edge rule leaves
    // it alone (it counts cut labels on figures fitted to their pane only).
    void auditLeavesAZoomedFigureAlone() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        auto* bench = w.workbench<pops::PopsWorkbench>();
        w.showPage(bench, 0);
        w.waitForIdle();
        QVERIFY(bench->canvas()->property("popslabFitted").toBool() ||
                !bench->canvas()->property("popslabFitted").isValid());
        bench->canvas()->setZoom(pops::CanvasZoom{6.0, 0, 0});
        QVERIFY(!bench->canvas()->property("popslabFitted").toBool());
        render::LabelProbe probe;
        const QImage shot = w.grab().toImage();
        bool outside = false;
        for (const render::LabelRecord& r : probe.labels())
            outside = outside || (r.device == bench->canvas() && !QRectF(bench->canvas()->rect()).contains(r.drawn));
        QVERIFY(outside); // the zoom put some label past the edge
        for (const AuditFinding& f : auditWindow({&w, shot, &probe, false}))
            QVERIFY2(!f.what.contains("past the figure's edge"), qPrintable(f.widget + ": " + f.what));
    }

    // The label placer keeps a label off a node also where it would fit wholly inside it (a
    // WDM wavelength's "λ1" had been drawn inside processor 001, under its name), and leaves
    // out a name for which no place is free.
    void labelPlacerKeepsOffNodes() {
        QImage image(200, 200, QImage::Format_RGB32);
        QPainter p(&image);
        p.setFont(render::sceneFont(p, 8));
        render::LabelPlacer placer(p);
        placer.setArea(QRectF(0, 0, 200, 200));
        const QRectF node(70, 70, 60, 60);
        placer.addNode(node);
        const QRectF box = placer.place(QString::fromUtf8("λ1"), QPointF(100, 100), 4);
        QVERIFY2(!box.intersects(node), qPrintable(QString("%1,%2").arg(box.x()).arg(box.y())));
        render::LabelPlacer crowded(p);
        crowded.setArea(QRectF(0, 0, 200, 200));
        crowded.addNode(QRectF(0, 0, 200, 200));
        QVERIFY(!crowded.placeIfFree(QString::fromUtf8("λ1"), QPointF(100, 100), 4));
    }

    // A clash's count badge reads on its red in either theme: white had read 3.2:1 on the
    // dark theme's lighter red (the ring's whole phase in one slot, four couplers clashing).
    void conflictBadgesReadInBothThemes() {
        MainWindow w;
        pops::PatternRequest whole{4, 4, "ring", "natural", {}};
        whole.wholePhaseInOneSlot = true;
        showPops(w, whole);
        const LightThemeAgain lightAgain{w};
        for (const bool dark : {false, true}) {
            w.setDarkTheme(dark);
            QApplication::processEvents();
            render::LabelProbe probe;
            const QImage shot = w.grab().toImage();
            QStringList low;
            for (const AuditFinding& f : auditWindow({&w, shot, &probe, false}))
                if (f.what.contains("contrast") && f.widget.contains("PopsCanvas")) low << f.widget + ": " + f.what;
            QVERIFY2(low.isEmpty(), qPrintable(low.join("\n")));
        }
    }

    // Each message's name stands on its own fibre, which runs into and out of its plate, and
    // every message is named: set above or below the fibre by its direction, "item 1" had
    // read as processor 2's, and the whole ring's phase in one slot left items 3, 7 and 11
    // unnamed. In the window, all by their full names.
    void popsItemNamesStandOnTheirFibres() {
        pops::PatternRequest whole{4, 4, "ring", "natural", {}};
        whole.wholePhaseInOneSlot = true;
        for (const pops::PatternRequest& request :
             {whole, pops::PatternRequest{4, 4, "ring", "alternating-pair", {}},
              pops::PatternRequest{8, 4, "intragroup-permutation", "optimal", {{"group", "1"}}}}) {
            MainWindow w;
            auto* bench = showPops(w, request);
            QVERIFY(bench->document()->schedule());
            render::LabelProbe probe;
            bench->canvas()->grab();
            const auto fibres = namedFibres(bench);
            QVERIFY(!fibres.empty());
            for (const auto& [name, fibre] : fibres) {
                bool onFibre = false, drawn = false;
                // In full, or short ("#2") where the full name found no place clear of other fibres.
                for (const render::LabelRecord& r : probe.labels())
                    if (r.text == name || (name.startsWith("item ") && r.text == "#" + name.mid(5))) {
                        drawn = true;
                        onFibre = onFibre || render::crosses(fibre, r.drawn.adjusted(1, 1, -1, -1));
                    }
                QVERIFY2(drawn, qPrintable(QString("%1/%2: %3 is not named")
                                               .arg(QString::fromStdString(request.pattern),
                                                    QString::fromStdString(request.algorithm), name)));
                QVERIFY2(onFibre, qPrintable(QString("%1/%2: %3 is not on its fibre")
                                                 .arg(QString::fromStdString(request.pattern),
                                                      QString::fromStdString(request.algorithm), name)));
            }
        }
    }

    // A message's name stands clear of the other messages' fibres where its own leaves room:
    // "item 11" had stood across item 15's fibre on POPS(4,4)'s ring, its plate cutting it
    // in two, with room further along (walk 9). Fails without (2, 1 and 13 crossings).
    void popsItemNamesKeepOffOtherFibres() {
        for (const pops::PatternRequest& request : {pops::PatternRequest{4, 4, "ring", "natural", {}},
                                                    pops::PatternRequest{2, 2, "all-to-all", "single-hop", {}},
                                                    pops::PatternRequest{4, 4, "ring", "alternating-pair", {}}}) {
            MainWindow w;
            auto* bench = showPops(w, request);
            QVERIFY(bench->document()->schedule());
            render::LabelProbe probe;
            bench->canvas()->grab();
            QStringList across;
            // Names in either form: "item 12", or "#12" where the full one found no clear place.
            for (const auto& [own, fibre] : namedFibres(bench))
                for (const render::LabelRecord& r : probe.labels())
                    if ((r.text.startsWith("item ") || r.text.startsWith("#")) && r.text != own &&
                        r.text != "#" + own.mid(5) && render::crosses(fibre, r.drawn.adjusted(1, 1, -1, -1)))
                        across << r.text + " across " + own + "'s fibre";
            // The alternating ring's slot crowds its fibres: a few of its names may still cross
            // one (13 of 16 had, with room left along their fibres; 7 with the full names alone;
            // none with a short name where the full one finds no clear place).
            const bool crowded = request.algorithm == "alternating-pair";
            QVERIFY2(crowded ? across.size() <= 2 : across.isEmpty(),
                     qPrintable(QString::fromStdString(request.pattern + "/" + request.algorithm + ": ") +
                                across.join("; ")));
        }
    }

    // With a processor selected, only the messages it sends or receives keep their names:
    // the others are faded, and their names had stayed at full colour.
    void popsSelectionNamesOnlyItsMessages() {
        MainWindow w;
        auto* bench = showPops(w, pops::PatternRequest{4, 2, "all-to-all", "single-hop", {}});
        QVERIFY(bench->document()->schedule());
        auto named = [&] {
            render::LabelProbe probe;
            bench->canvas()->grab();
            QStringList items;
            for (const render::LabelRecord& r : probe.labels())
                if (r.text.startsWith("item ")) items << r.text;
            return items;
        };
        const QStringList all = named();
        bench->canvas()->setSelected(0);
        const QStringList mine = named();
        // The slot's messages that processor 0 sends or receives, as the schedule says.
        QStringList involved;
        const Schedule& schedule = *bench->document()->schedule();
        for (const Transmission& t : schedule.slot(bench->document()->slot())) {
            const auto to = schedule.destinations(t);
            if (t.src == 0 || std::find(to.begin(), to.end(), ProcessorId(0)) != to.end())
                involved << QString("item %1").arg(schedule.itemId(t.item));
        }
        QVERIFY2(all.size() > involved.size(), qPrintable(all.join(", ")));
        for (const QString& item : mine)
            QVERIFY2(involved.contains(item), qPrintable(item + " is not processor 0's"));
        QVERIFY(!mine.isEmpty());
    }

    // A prefix sum's combined items are named by the inputs they fold ("items 0-7
    // combined"), not by the generator's ids ("item 29", which nothing explains): in every
    // slot, each label names what unfolding the message's item through dependsOn reaches.
    void popsCombinedItemsNameTheInputsTheyFold() {
        MainWindow w;
        auto* bench = showPops(w, pops::PatternRequest{4, 4, "prefix-sum", "custom", {}});
        QVERIFY(bench->document()->schedule());
        const Schedule& schedule = *bench->document()->schedule();
        int combined = 0;
        for (int slot = 0; slot < bench->document()->slotCount(); ++slot) {
            bench->document()->setSlot(slot);
            QApplication::processEvents();
            render::LabelProbe probe;
            bench->canvas()->grab();
            QStringList drawn;
            for (const render::LabelRecord& r : probe.labels())
                drawn << r.text;
            for (const Transmission& t : schedule.slot(std::size_t(slot))) {
                if (schedule.isInput(t.item)) {
                    QVERIFY(drawn.contains(QString("item %1").arg(schedule.itemId(t.item))) ||
                            drawn.contains(QString("#%1").arg(schedule.itemId(t.item)))); // short, off other fibres
                    continue;
                }
                // The inputs its unfolding reaches, walked here from the schedule itself.
                std::vector<ItemIndex> stack{t.item};
                std::set<std::uint64_t> inputs;
                while (!stack.empty()) {
                    const ItemIndex x = stack.back();
                    stack.pop_back();
                    if (schedule.isInput(x)) inputs.insert(schedule.itemId(x));
                    for (ItemIndex d : schedule.dependsOn(x))
                        stack.push_back(d);
                }
                QVERIFY(!inputs.empty());
                QCOMPARE(*inputs.rbegin() - *inputs.begin() + 1, inputs.size()); // a prefix: no gap
                const QString name = QString("items %1\u2013%2 combined").arg(*inputs.begin()).arg(*inputs.rbegin());
                // or its short form, the slot table's, on a fibre with no room for the name
                QVERIFY2(drawn.contains(name) || drawn.contains(name.mid(6)),
                         qPrintable(name + " is not drawn: " + drawn.join(", ")));
                ++combined;
            }
            for (const QString& text : drawn)
                QVERIFY2(!text.startsWith("item ") || text.mid(5).toInt() < 16,
                         qPrintable(text + ": an id past the inputs"));
        }
        QVERIFY(combined > 0);
    }

    // On the Exercise page a message keeps its colour when others move (colourByItem): in
    // the same slot with its messages listed in another order, processor 0's message (the
    // others faded by selecting 0) is drawn in the same colour; by place in the slot (the
    // Network page's figures) it is not.
    void exerciseMessagesKeepTheirColours() {
        auto slotOf = [](bool reversed) {
            Schedule s(NetworkSpec{2, 2, 1, "pops"}, PatternSpec{"custom", "hand", {}});
            const ItemIndex a = s.addItem(0), b = s.addItem(3);
            s.beginSlot();
            if (reversed) s.addTransmission(3, Coupler{0, 1}, 1, b);
            s.addTransmission(0, Coupler{1, 0}, 2, a);
            if (!reversed) s.addTransmission(3, Coupler{0, 1}, 1, b);
            return s;
        };
        const pops::NetworkLayout layout{pops::PopsNetwork(2, 2)};
        auto draw = [&](const Schedule& s, bool byItem) {
            const ValidationReport report = validate(s);
            const pops::NetworkPainter painter(layout, &s, &report);
            pops::PaintOptions o;
            o.slot = 0;
            o.selected = 0;
            o.colourByItem = byItem;
            o.pixelsPerUnit = 2;
            const QRectF b = painter.figureBounds(o);
            QImage image((b.size() * 2).toSize(), QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter p(&image);
            p.scale(2, 2);
            p.translate(-b.topLeft());
            painter.paint(p, o);
            p.end();
            // The most frequent strongly coloured pixel but the couplers' fill and the
            // selection's: the opaque message's line.
            std::map<QRgb, int> counts;
            const QRgb fill = o.palette.usedFill.rgb(), selection = o.palette.selection.rgb();
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (const QColor c = image.pixelColor(x, y);
                        c.hsvSaturation() > 200 && c.value() > 100 && c.rgb() != fill && c.rgb() != selection)
                        ++counts[c.rgb()];
            QRgb most = 0;
            for (const auto& [rgb, n] : counts)
                if (n > counts[most]) most = rgb;
            return most;
        };
        const Schedule one = slotOf(false), other = slotOf(true);
        QCOMPARE(draw(one, true), draw(other, true));
        QVERIFY(draw(one, false) != draw(other, false));
        // Items 3 and 10 (alike modulo 7) in one slot are two colours, item 3 keeping its own
        // (they had been drawn alike).
        {
            Schedule s(NetworkSpec{2, 2, 1, "pops"}, PatternSpec{"custom", "hand", {}});
            for (ProcessorId i = 0; i < 11; ++i)
                s.addItem(i % 4);
            s.beginSlot();
            s.addTransmission(2, Coupler{1, 1}, 3, ItemIndex(10));
            s.addTransmission(3, Coupler{0, 1}, 1, ItemIndex(3));
            const ValidationReport report = validate(s);
            QVERIFY(report.valid());
            const pops::NetworkPainter painter(layout, &s, &report);
            pops::PaintOptions o;
            o.slot = 0;
            o.colourByItem = true;
            const std::vector<std::size_t> hues = painter.messageHues(o);
            QCOMPARE(hues.size(), std::size_t(2));
            QVERIFY(hues[0] != hues[1]);
            QCOMPARE(hues[1], std::size_t(3 % 7));
        }
        // The Exercise page's canvas colours by item; the Network page's by place.
        MainWindow w;
        auto* bench = w.workbench<pops::PopsWorkbench>();
        QVERIFY(bench->exercisePage()->canvas()->paintOptions().colourByItem);
        QVERIFY(!bench->canvas()->paintOptions().colourByItem);
    }

    // Names of items by hand: a fold without a gap, one with a gap (counted), a fold of a
    // fold, a bundle, an input; the table's short forms. On a schedule built here, not by
    // a generator, so the ids are the test's own.
    void itemNamesSayWhatTheyFold() {
        Schedule s;
        std::vector<ItemIndex> in;
        for (ProcessorId x = 0; x < 4; ++x)
            in.push_back(s.addItem(x));
        const std::array<ItemIndex, 2> low{in[0], in[1]}, gap{in[0], in[2]}, parts{in[2], in[3]};
        const ItemIndex a = s.addItem(0, {}, low), b = s.addItem(0, {}, gap);
        const std::array<ItemIndex, 2> ab{a, s.addItem(2, {}, parts)};
        const ItemIndex all = s.addItem(0, {}, ab);
        const ItemIndex bundle = s.addBundle(0, parts);
        const pops::ItemName names(s);
        QCOMPARE(names.forFigure(in[3]), QString("item 3"));
        QCOMPARE(names.forFigure(a), QString("items 0\u20131 combined"));
        QCOMPARE(names.forFigure(b), QString("2 items combined"));
        QCOMPARE(names.forFigure(all), QString("items 0\u20133 combined"));
        QCOMPARE(names.forFigure(bundle), QString("item %1 [2 values]").arg(bundle));
        QCOMPARE(names.forTable(in[3]), QString("3"));
        QCOMPARE(names.forTable(all), QString("0\u20133 combined"));
    }

    // Crowded figures in a 1366 x 768 window write their text at 9 px or more, or leave it
    // to a tooltip; the walkers could not read the 4-7 px the audit had passed. OK_N's Fig. 2
    // (41 nodes, a wide tree in a narrow pane) had dropped its leaves' numbers; POPS(2,8)'s
    // item labels ran into each other; the coupler matrix of g = 32 had 4 px axis numbers;
    // POPS(1,16)'s couplers were black bars (now the aggregated figure).
    void crowdedFiguresReadOnASmallScreen() {
        const std::vector<FigureCase> cases{
            {R"("okn","page":0},"families":{"okn":{"operation":"broadcast","algorithm":"latency-hiding",)"
             R"("nodes":41,"ports":2,"delay":1,"time":3,"vary":"delay","from":0,"to":10}}})",
             "40"},
            {R"("bus","page":0},"families":{"bus":{"kind":"appb2d","processors":16,"tau":1,)"
             R"("permutation":"random","seed":1,"bits":"","segments":"","writer":0,"writers":3,"rows":16,)"
             R"("columns":16,"sourceRow":0,"sourceColumn":0,"crossed":false,"time":10}}})",
             "t = 10"},
            // Last: the window then shows POPS, for the cases below.
            {R"("pops","page":0},"families":{"pops":{"request":{"d":2,"g":8,"pattern":"all-to-all",)"
             R"("algorithm":"single-hop","parameters":{}},"slot":0,"page":0}}})",
             "15"},
        };
        MainWindow w;
        QStringList problems = auditInEveryLanguage(w, cases);
        // POPS(1,16): 256 couplers in columns of 16 are the aggregated figure's cells.
        w.setLanguage("en");
        auto* bench = w.workbench<pops::PopsWorkbench>();
        const pops::PatternRequest sixteen{1, 16, "all-to-all", "single-hop", {}};
        bench->parameters()->setRequest(sixteen);
        bench->document()->setRequest(sixteen);
        w.waitForIdle();
        QVERIFY(bench->canvas()->aggregated());
        {
            // Each coupler the slot uses is filled where the figure says its cell is (the
            // cells sat a quarter of a cell off, and six at g = 64, when the matrix's margin
            // grew with g).
            const QImage shot = bench->canvas()->grab().toImage();
            const pops::AggregatePainter figure(pops::PopsNetwork(1, 16), bench->document()->schedule());
            QVERIFY(bench->document()->schedule());
            for (const Transmission& t : bench->document()->schedule()->slot(bench->document()->slot())) {
                const QRectF cell = figure.cell(t.coupler());
                const QPoint at =
                    bench->canvas()->toWidget(cell.topLeft() + QPointF(0.25, 0.25) * cell.width()).toPoint();
                QCOMPARE(shot.pixelColor(at * shot.devicePixelRatio()).rgb(), render::Palette::light().usedFill.rgb());
            }
        }
        // The coupler matrix of g = 32: its axes' titles and numbers grow with it.
        const pops::PatternRequest wide{2, 32, "ring", "natural", {}};
        bench->parameters()->setRequest(wide);
        bench->document()->setRequest(wide);
        w.waitForIdle();
        bench->canvas()->setMode(pops::PopsCanvas::Mode::Matrix);
        {
            render::LabelProbe probe;
            bench->canvas()->grab();
            bool title = false, last = false;
            for (const render::LabelRecord& r : probe.labels()) {
                title = title || r.text == "destination group i";
                last = last || r.text == "31";
                if (r.lineHeight < render::kWindowPixels)
                    problems << QString("matrix: '%1' of %2 px").arg(r.text).arg(r.lineHeight, 0, 'f', 1);
            }
            if (!title || !last) problems << "matrix: its axis title or group 31 is not drawn";
        }
        // At g = 64 both axes number every few groups, spaced apart (the columns had read
        // "0123456789" run together over the first ten, the rows none).
        const pops::PatternRequest widest{1, 64, "ring", "natural", {}};
        bench->parameters()->setRequest(widest);
        bench->document()->setRequest(widest);
        w.waitForIdle();
        {
            render::LabelProbe probe;
            bench->canvas()->grab();
            std::vector<QRectF> numbers;
            std::map<QString, int> drawn;
            for (const render::LabelRecord& r : probe.labels())
                if (bool number = false; r.text.toInt(&number), number) {
                    numbers.push_back(r.drawn);
                    ++drawn[r.text];
                }
            if (drawn["32"] != 2 || drawn.size() < 8)
                problems << QString("matrix of 64: %1 numbers, '32' on %2 axes").arg(drawn.size()).arg(drawn["32"]);
            for (std::size_t i = 0; i < numbers.size(); ++i)
                for (std::size_t j = i + 1; j < numbers.size(); ++j)
                    if (numbers[i].adjusted(-2, -2, 2, 2).intersects(numbers[j]))
                        problems << "matrix of 64: two group numbers touch";
        }
        bench->canvas()->setMode(pops::PopsCanvas::Mode::Network);
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
    }

    // A figure's caption -- a sentence under or over it -- reads at 12 px on a 1366 x 768
    // screen however the figure is fitted to its pane (WDM's 4-cube, tall in a narrow pane,
    // drew its caption at 7 px; render::drawCaption).
    void figureCaptionsReadOnASmallScreen() {
        const std::vector<QString> sessions{
            R"("wdm","page":0},"families":{"wdm":{"dimensions":4,"transmitters":2,"receivers":4,"from":3,"to":12}}})",
            R"("wdm","page":0},"families":{"wdm":{"dimensions":3,"transmitters":1,"receivers":2,"from":1,"to":6}}})",
            R"("wdm","page":0},"families":{"wdm":{"dimensions":5,"transmitters":1,"receivers":1,"from":0,"to":31}}})",
            // Four rows of blocks: the whole rule had read 9 px (walk 9).
            R"("wdm","page":0},"families":{"wdm":{"dimensions":6,"transmitters":3,"receivers":2,"from":5,"to":58}}})",
            R"("otis","page":0},"families":{"otis":{"groups":36,"intra":"mesh","labels":"gp","direction":"k-",)"
            R"("from":0,"to":1295,"step":-1}}})",
            R"("otis","page":0},"families":{"otis":{"groups":4,"intra":"hypercube","labels":"gp","direction":"i+",)"
            R"("from":0,"to":15,"step":1}}})",
            kFoldedBusOf64,
        };
        MainWindow w;
        QStringList problems;
        const bool written = inEveryLanguage(w, sessions, [&](const QString& language, std::size_t k) {
            const QString& session = sessions[k];
            render::LabelProbe probe;
            w.grab();
            int captions = 0;
            for (const render::LabelRecord& r : probe.labels()) {
                if (r.text.size() < (language == "zh_CN" ? 25 : 60)) continue; // a sentence
                ++captions;
                if (r.lineHeight < 11.5)
                    problems << QString("%1, %2: '%3' at %4 px")
                                    .arg(language, session.left(40), r.text.left(50))
                                    .arg(r.lineHeight, 0, 'f', 1);
            }
            if (captions == 0) problems << language + ", " + session.left(40) + ": no caption drawn";
        });
        QVERIFY(written);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
    }

    // A plot with nothing swept yet says what a sweep of the controls would plot -- the
    // pattern shown, the value held fixed -- across its whole width: it kept the last
    // sweep's "Ring: sequence length, n = 16" over all-to-all on n = 4096, in a strip 120 px
    // wide whose hint read "e what varies a"; OK_N's refused sweep had ticks "0 0 0 0 1 4".
    void emptyPlotsSayWhatASweepWouldShow() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        QTemporaryDir dir;
        auto hintInside = [](QCustomPlot* plot) {
            for (int i = 0; i < plot->itemCount(); ++i)
                if (auto* hint = qobject_cast<QCPItemText*>(plot->item(i));
                    hint && hint->property("popslabHint").toBool())
                    return plot->axisRect()->rect().contains(hint->position->pixelPosition().toPoint()) &&
                           QFontMetrics(hint->font()).horizontalAdvance(hint->text()) < plot->axisRect()->width();
            return false;
        };
        QVERIFY(openSession(w, dir,
                            R"("pops","page":1},"families":{"pops":{"request":{"d":64,"g":64,)"
                            R"("pattern":"all-to-all","algorithm":"single-hop","parameters":{}},"page":1}}})"));
        QCustomPlot* sequence = w.findChild<pops::PopsPlots*>()->sequencePlot();
        w.grab();
        QCoreApplication::processEvents();
        QVERIFY2(sequence->axisRect()->width() > sequence->width() / 2,
                 qPrintable(QString("axes %1 px of %2").arg(sequence->axisRect()->width()).arg(sequence->width())));
        QVERIFY(hintInside(sequence));
        bool titled = false;
        for (int i = 0; i < sequence->plotLayout()->elementCount(); ++i)
            if (auto* t = qobject_cast<QCPTextElement*>(sequence->plotLayout()->elementAt(i)))
                titled = titled || t->text().startsWith("All-to-all");
        QVERIFY(titled);
        QVERIFY2(sequence->xAxis->label().contains("4096"), qPrintable(sequence->xAxis->label()));
        QVERIFY(!sequence->xAxis->tickLabels());

        QVERIFY(openSession(w, dir,
                            R"("okn","page":0},"families":{"okn":{"operation":"broadcast",)"
                            R"("algorithm":"binomial","nodes":20000,"ports":1,"delay":1,"time":3,)"
                            R"("vary":"nodes","from":2,"to":20000}}})"));
        QCustomPlot* okn = w.findChild<okn::OknPage*>()->plot();
        w.grab();
        QCoreApplication::processEvents();
        QVERIFY(okn->axisRect()->width() > okn->width() / 2);
        QVERIFY(hintInside(okn));
        QVERIFY(!okn->xAxis->tickLabels() && !okn->yAxis->tickLabels());
        bool grouped = false; // the note's counts in the language's grouping
        for (const QLabel* l : w.findChild<okn::OknPage*>()->findChildren<QLabel*>())
            grouped = grouped || l->text().contains("16,777,216");
        QVERIFY(grouped);
    }

    // A receiving clash is marked on the receiver only: processor 3, sending nothing in the
    // exercise's slot 1, read "3 !" on its sending side too. The coupler's clash badge sits
    // beside it, off "couplers to group 0" above (it read "couplers to ❷oup 0").
    void clashesAreMarkedWhereTheyHappen() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        QTemporaryDir dir;
        QVERIFY(openSession(
            w, dir,
            R"("pops","page":2},"families":{"pops":{"request":{"d":4,"g":2,"pattern":"ring","algorithm":"natural",)"
            R"("parameters":{}},"exercise":{"document":{"format":"popslab-exercise-1","network":{"type":"pops",)"
            R"("d":4,"g":2,"receivesPerSlot":1},"messages":[[0,3],[1,7],[2,3],[3,5],[4,5],[5,4],[6,7],[7,0]],)"
            R"("target":{"kind":"optimal","slots":3,"proven":true},"lowerBound":3},)"
            R"("placements":[0,0,0,1,1,2,-1,-1]}}}})"));
        render::LabelProbe probe;
        w.grab();
        int marked = 0;
        std::optional<QRectF> header, badge;
        for (const render::LabelRecord& r : probe.labels()) {
            marked += r.text == "3 !";
            QVERIFY2(!r.text.endsWith(" !") || r.text == "3 !", qPrintable(r.text + " is marked"));
            if (r.text == "couplers to group 0") header = r.drawn;
            // The badge's box is its round mark, square; processor 2's names are wide.
            if (r.text == "2" && std::abs(r.box.width() - r.box.height()) < 1) badge = r.drawn;
        }
        QCOMPARE(marked, 1);
        QVERIFY(header && badge);
        QVERIFY(!header->intersects(*badge));
    }

    // A one-way bus cannot reach the processors left of its writer: the details say so
    // (processor 0 was missing from the list without a word).
    void unreachableProcessorsAreSaid() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        QTemporaryDir dir;
        QVERIFY(openSession(w, dir,
                            R"("bus","page":0},"families":{"bus":{"kind":"unidirectional","processors":8,"tau":1,)"
                            R"("writer":2}}})"));
        bool said = false;
        for (const QTextBrowser* b : w.findChildren<QTextBrowser*>())
            said = said || b->toPlainText().contains(QString::fromUtf8("Processors 0\u20131, left of the writer"));
        QVERIFY(said);
    }

    // A series on the very points of another lies under it: the legend says whose, and it
    // is dashed (a student looked for TE2's line under TE3's).
    void seriesUnderAnotherAreSaid() {
        QCustomPlot plot;
        plot.resize(600, 400);
        const plots::MeasuredSeries a{"TE3", {{8, 7, 7}, {27, 20, 20}}}, b{"TE2", {{8, 7, 7}, {27, 20, 20}}},
            c{"TE1", {{8, 9, 9}, {27, 30, 30}}};
        plots::Plots::drawMeasured(plot, "t", "N", {a, b, c}, false, false);
        QStringList names;
        for (int i = 0; i < plot.graphCount(); ++i)
            if (plot.graph(i)->lineStyle() != QCPGraph::lsNone) names << plot.graph(i)->name();
        QVERIFY2(names.contains("TE2\n(on the points of TE3)"), qPrintable(names.join(", ")));
        QVERIFY(names.contains("TE3") && names.contains("TE1"));
    }

    // Every series line reads 4.5:1 on the dark plot (the bus plot's blue had read 3.2:1), and a
    // dark plot restyled light -- an export -- gets the light colours back.
    void seriesReadOnTheDarkPlot() {
        QCustomPlot plot;
        plot.resize(600, 400);
        std::vector<plots::MeasuredSeries> six;
        for (int k = 0; k < 6; ++k)
            six.push_back({QString::number(k), {{1, double(k), double(k)}, {2, double(k + 1), double(k + 1)}}});
        plots::Plots::drawMeasured(plot, "t", "x", six, false, true);
        const QColor background(30, 30, 34); // the dark plot's (PlotStyle)
        std::vector<QColor> lines;
        for (int i = 0; i < plot.graphCount(); ++i)
            if (plot.graph(i)->lineStyle() != QCPGraph::lsNone) lines.push_back(plot.graph(i)->pen().color());
        QCOMPARE(lines.size(), std::size_t(6));
        for (const QColor& c : lines)
            QVERIFY2(render::contrastRatio(c, background) >= 4.5, qPrintable(c.name()));
        // A line in the ink (the POPS plot's lower bound) follows the theme too: exported from
        // the dark theme it had stayed light grey on white.
        QCPGraph* bound = plot.addGraph();
        bound->setProperty("popslabInkLine", true);
        bound->setPen(QPen(plots::plotInk(true), 1.5, Qt::DotLine));
        plots::restyle(plot, false);
        for (int i = 0, k = 0; i < plot.graphCount(); ++i)
            if (plot.graph(i) != bound && plot.graph(i)->lineStyle() != QCPGraph::lsNone)
                QCOMPARE(plot.graph(i)->pen().color(), plots::seriesColour(std::size_t(k++)));
        QCOMPARE(bound->pen().color(), plots::plotInk(false));
    }

    // The legend under a plot keeps its frame off the plot's edges (an exported plot had its
    // frame on the image's left and right edges and its bottom line cut, walk 13).
    void plotLegendStandsInsideThePlot() {
        QCustomPlot plot;
        plot.resize(600, 400);
        plot.setViewport(QRect(0, 0, 600, 400));
        plots::Plots::drawMeasured(plot, "t", "x", {{"a", {{1, 1, 1}, {2, 2, 2}}}, {"b", {{1, 2, 2}, {2, 3, 3}}}},
                                   false, false);
        plot.replot();
        const QRect legend = plot.legend->outerRect();
        QVERIFY2(legend.left() >= 3 && legend.right() <= 600 - 4 && legend.bottom() <= 400 - 4,
                 qPrintable(QString("legend at %1,%2 to %3,%4 in 600 x 400")
                                .arg(legend.left())
                                .arg(legend.top())
                                .arg(legend.right())
                                .arg(legend.bottom())));
    }

    // Bars drawn on the dark plot and restyled light -- an export -- take the light theme's
    // shades, filled and hatched alike (they had kept the dark ones: only lines were themed).
    void barsFollowTheTheme() {
        QCustomPlot plot;
        plot.resize(600, 400);
        plots::Plots::drawBars(plot, "t", "x", "y", {{"a", {1, 2, 3}}, {"b", {2, 1, 3}}}, true);
        plots::restyle(plot, false);
        QCustomPlot light;
        light.resize(600, 400);
        plots::Plots::drawBars(light, "t", "x", "y", {{"a", {1, 2, 3}}, {"b", {2, 1, 3}}}, false);
        QCOMPARE(plot.plottableCount(), 2);
        QCOMPARE(light.plottableCount(), 2);
        for (int i = 0; i < 2; ++i) {
            auto* restyled = qobject_cast<QCPBars*>(plot.plottable(i));
            auto* drawn = qobject_cast<QCPBars*>(light.plottable(i));
            QVERIFY(restyled && drawn);
            QCOMPARE(restyled->pen().color(), drawn->pen().color());
            QCOMPARE(restyled->brush().color(), drawn->brush().color());
            QCOMPARE(restyled->brush().style(), drawn->brush().style());
        }
        QVERIFY(qobject_cast<QCPBars*>(light.plottable(0))->brush().color() !=
                qobject_cast<QCPBars*>(light.plottable(1))->brush().color());
    }

    // A series with no point at some x the sweep reached breaks its line there (S2 exists at
    // k = 1, 3 and 7 only: a line from 3 to 7 had told of values between); one of many points
    // draws its line without marks and the formula's circles at about 40 of them (1000
    // marks had merged into a band).
    void measuredSeriesBreakAtGapsAndThinTheirMarks() {
        QCustomPlot plot;
        plot.resize(600, 400);
        plots::MeasuredSeries every{"every k", {}}, some{"S2", {{1, 9, 9}, {3, 5, 5}, {7, 3, 3}}}, many{"long", {}};
        for (int k = 1; k <= 8; ++k)
            every.points.emplace_back(k, 20 - k, 20 - k);
        plots::Plots::drawMeasured(plot, "t", "k", {every, some}, false, false);
        QCPGraph* s2 = nullptr;
        for (int i = 0; i < plot.graphCount(); ++i)
            if (plot.graph(i)->name() == "S2") s2 = plot.graph(i);
        QVERIFY(s2);
        int gaps = 0;
        for (auto it = s2->data()->constBegin(); it != s2->data()->constEnd(); ++it)
            gaps += std::isnan(it->value);
        QCOMPARE(gaps, 2); // between 1 and 3, between 3 and 7
        for (int n = 2; n <= 1000; ++n)
            many.points.emplace_back(n, n, n);
        plots::Plots::drawMeasured(plot, "t", "N", {many}, false, false);
        QCOMPARE(plot.graphCount(), 2);
        QCOMPARE(plot.graph(0)->scatterStyle().shape(), QCPScatterStyle::ssNone);
        QVERIFY(plot.graph(0)->data()->size() == 999);
        QVERIFY2(plot.graph(1)->data()->size() <= 41, qPrintable(QString::number(plot.graph(1)->data()->size())));
    }

    // Short formulas do not wrap inside: "H(a, / b)", "(G, / P)", "3- / cubes" in captions
    // and details.
    void formulasStayWhole() {
        QCOMPARE(render::keepFormulasWhole("route: H(a, b) = 1, labels (G, P), as 4 blocks of 3-cubes, a xor 2"),
                 QString::fromUtf8("route: H(a,\u00a0b)\u00a0=\u00a01, labels (G,\u00a0P), as 4 blocks of "
                                   "3\u2011cubes, a xor\u00a02"));
        // A sentence's commas in parentheses are not a formula's.
        QCOMPARE(render::keepFormulasWhole("(the cube, no extra links)"), QString("(the cube, no extra links)"));
        // Nor a bound: German "für n / ≤ 6" had broken there.
        QCOMPARE(render::keepFormulasWhole(QString::fromUtf8("für n ≤ 6 gezeichnet")),
                 QString::fromUtf8("für n\u00a0≤\u00a06 gezeichnet"));
    }

    // A session written by hand may ask for a page its family lacks: it opens on the
    // family's first page, and the status bar says which page was asked for (from 1).
    void sessionWithAMissingPageOpensTheFirst() {
        QTemporaryDir dir;
        const QString path = dir.filePath("okn.popslab");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"popslab-session-1","view":{"family":"okn","page":3},"families":{}})");
        file.close();
        MainWindow w;
        w.setLanguage("en"); // its file holds English's plural forms
        w.show();
        w.openFile(path, true);
        w.waitForIdle();
        QCOMPARE(w.current()->id(), QString("okn"));
        const QString said = w.statusBar()->currentMessage();
        QVERIFY2(said.contains("page 4 of OK_N") && said.contains("1 page;"), qPrintable(said));
    }

    // No label of a paper figure runs into another label or a node, in any family and
    // language (the audit's measure, from what the painters report).
    void paperFigureLabelsDoNotCollide() {
        MainWindow w;
        w.resize(1920, 1080);
        w.show();
        w.waitForIdle();
        QStringList collisions;
        int figures = 0;
        for (const QString& language : {QString("en"), QString("de"), QString("zh_CN")}) {
            w.setLanguage(language);
            for (Workbench* family : w.workbenches())
                for (const Workbench::Preset& preset : family->presets()) {
                    preset.apply();
                    w.waitForIdle();
                    QCoreApplication::processEvents();
                    render::LabelProbe probe;
                    const QImage shot = w.grab().toImage();
                    ++figures;
                    for (const AuditFinding& f : auditWindow({&w, shot, &probe, false}))
                        if (f.what.startsWith("labels ") || f.what.contains("runs into"))
                            collisions << QString("%1 (%2): %3: %4").arg(preset.label(), language, f.widget, f.what);
                }
        }
        QVERIFY(figures > 30);
        collisions.removeDuplicates();
        QVERIFY2(collisions.isEmpty(), qPrintable(collisions.join("\n")));
    }

    // A figure exported from a dark window is light (slides, print) unless the user asks
    // for the window's theme; every family's figure.
    void exportsAreLightUnlessAsked() {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        w.waitForIdle();
        w.setDarkTheme(true);
        QTemporaryDir dir;
        for (Workbench* family : w.workbenches()) {
            w.showPage(family, 0);
            w.waitForIdle();
            QCoreApplication::processEvents();
            for (const bool follow : {false, true}) {
                render::setExportsFollowTheme(follow);
                const QString png = dir.filePath(QString("%1-%2.png").arg(family->id()).arg(follow));
                QCOMPARE(family->exportFigure(png, 96, false), std::nullopt);
                const QImage image(png);
                QVERIFY2(!image.isNull(), qPrintable(png));
                const bool light = image.pixelColor(2, 2).lightness() > 128;
                QVERIFY2(light == !follow,
                         qPrintable(QString("%1: the corner is %2").arg(family->id(), image.pixelColor(2, 2).name())));
            }
        }
        render::setExportsFollowTheme(false);
    }

    // The window's title names what is shown in words, not the core's ids.
    // Words as people read them: OTIS's move counts its steps from 1 (step 0 is "before the
    // first"), its details group large counts as the language does, German says
    // "Hyperwürfel" throughout; and on the dark theme a checkable list's boxes are seen.
    void wordsAsPeopleReadThem() {
        MainWindow w;
        w.setLanguage("en"); // as the program starts: English's plural forms loaded
        w.resize(1366, 768);
        w.show();
        w.waitForIdle();
        QTemporaryDir dir;
        const auto open = [&](const QByteArray& otis) {
            QFile file(dir.filePath("otis.popslab"));
            file.open(QIODevice::WriteOnly | QIODevice::Truncate);
            file.write(R"({"format":"popslab-session-1","view":{"family":"otis","page":0},"families":{"otis":)" + otis +
                       "}}");
            file.close();
            w.openFile(file.fileName(), true);
            w.waitForIdle();
            QCoreApplication::processEvents();
        };
        const auto labels = [&] {
            render::LabelProbe probe;
            w.grab();
            QStringList all;
            for (const render::LabelRecord& r : probe.labels())
                all << r.text;
            return all.join('|');
        };
        const auto bar = [&] {
            QStringList all;
            for (QLabel* l : w.findChildren<QLabel*>())
                if (l->isVisible()) all << l->text();
            return all.join('|');
        };
        open(R"({"groups":9,"intra":"mesh","labels":"gp","direction":"k-","from":0,"to":0,"step":0})");
        QVERIFY2(labels().contains("move k-, 1 step: before the first"), qPrintable(labels()));
        QVERIFY2(bar().contains("before the move (1 step)"), qPrintable(bar()));
        open(R"({"groups":9,"intra":"mesh","labels":"gp","direction":"k-","from":0,"to":0,"step":1})");
        QVERIFY2(labels().contains("move k-: step 1 of 1"), qPrintable(labels()));
        w.setLanguage("de");
        open(R"({"groups":64,"intra":"hypercube","labels":"gp","direction":"k+","from":0,"to":0,"step":0})");
        const QString german = labels();
        QVERIFY2(german.contains("OTIS-Hyperwürfel") && !german.contains("OTIS-Hypercube"), qPrintable(german));
        QVERIFY2(bar().contains("kein Zug"), qPrintable(bar())); // not "Schritt 0 von 0"
        QString details;
        for (QTextBrowser* b : w.findChildren<QTextBrowser*>())
            if (b->isVisible()) details += b->toPlainText();
        QVERIFY2(details.contains("4.096 Prozessoren"), qPrintable(details));
        w.setLanguage("en");
        // Dark theme: the box of a checkable list's item stands out from the list (3:1).
        w.setDarkTheme(true);
        QListWidget list;
        auto* item = new QListWidgetItem("item", &list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        list.resize(200, 60);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        const QImage shot = list.grab().toImage();
        const QColor base = list.palette().color(QPalette::Base);
        double best = 1;
        for (int y = 0; y < 30; ++y)
            for (int x = 0; x < 30; ++x)
                best = std::max(best, render::contrastRatio(shot.pixelColor(x, y), base));
        w.setDarkTheme(false);
        QVERIFY2(best >= 3, qPrintable(QString::number(best)));
    }

    // A tick's label is its value: after a plot of curves 16 times apart (a log2 axis,
    // whole numbers), a plot on a linear axis labels 12.5 as "12.5", not "13".
    void tickLabelsAreTheirValues() {
        QCustomPlot plot;
        plot.resize(800, 560);
        const auto draw = [&](double low, double high) {
            plots::MeasuredSeries s{"a", {}};
            for (int x = 0; x <= 20; ++x)
                s.points.emplace_back(x, low + (high - low) * x / 20.0, std::nan(""));
            plots::Plots::drawMeasured(plot, "t", "x", {s}, false, false);
            plot.replot(QCustomPlot::rpImmediateRefresh);
        };
        bool halves = false; // some range has ticks between whole numbers
        for (double high = 2; high <= 24; high += 0.5) {
            draw(1, 64); // log2 y
            draw(0, high);
            const QVector<double> ticks = plot.yAxis->tickVector();
            const QVector<QString> labels = plot.yAxis->tickVectorLabels();
            QVERIFY(ticks.size() >= 3);
            for (qsizetype k = 0; k < ticks.size(); ++k) {
                halves = halves || ticks[k] != std::round(ticks[k]);
                QVERIFY2(std::abs(QLocale().toDouble(labels[k]) - ticks[k]) < 1e-9,
                         qPrintable(labels[k] + " at " + QString::number(ticks[k])));
            }
        }
        QVERIFY(halves);
    }

    // The OTIS-Hypercube's electronic links are the hypercube's, and those that skip a cell
    // (0-2, 0-8 in a group of 16) are drawn past the cells between, so the figure never reads
    // as a mesh; a mesh's links, between neighbouring cells, stay straight. Every link of
    // group 0, for every group size drawn in full: a 3-cube (two rows of four) bows only its
    // links of bit 1, and in 3 x 3 cells its route 0 -> 1 -> 3 -> 7 had read as running
    // through 3 and 6; at N = 16 a check of processor 0's links alone missed 4-6 drawn straight.
    void otisHypercubeLinksPassNoCell() {
        const std::vector<std::pair<otis::OtisParameters, int>> cases{
            {{2, otis::Intra::Hypercube}, 0},   {{4, otis::Intra::Hypercube}, 0}, {{8, otis::Intra::Hypercube}, 4},
            {{16, otis::Intra::Hypercube}, 16}, {{4, otis::Intra::Mesh}, 0},      {{9, otis::Intra::Mesh}, 0},
            {{16, otis::Intra::Mesh}, 0}};
        for (const auto& [params, bowed] : cases) {
            const otis::OtisNetwork net(params);
            const otis::OtisPainter painter(params, false, nullptr, {});
            const otis::ProcessorId N = params.groups;
            const double cell = std::abs(painter.centre(1).x() - painter.centre(0).x());
            int curved = 0;
            for (otis::ProcessorId a = 0; a < N; ++a)
                for (otis::ProcessorId b : net.neighbours(a)) {
                    if (b < a || net.link(a, b) != otis::LinkKind::Electronic) continue;
                    const QPainterPath path = painter.linkPath(a, b);
                    // The cells the link passes by: every cell but its two ends, as drawn (80 %).
                    for (otis::ProcessorId c = 0; c < N; ++c) {
                        if (c == a || c == b) continue;
                        const QRectF box(painter.centre(c) - QPointF(0.4, 0.4) * cell, QSizeF(0.8, 0.8) * cell);
                        for (double t = 0.05; t <= 0.95; t += 0.025)
                            QVERIFY2(
                                !box.contains(path.pointAtPercent(t)),
                                qPrintable(QString("N = %1: link %2-%3 crosses cell %4").arg(N).arg(a).arg(b).arg(c)));
                    }
                    curved += path.elementCount() > 2;
                }
            QVERIFY2(curved == bowed, qPrintable(QString("N = %1: %2 links bowed").arg(N).arg(curved)));
        }
    }

    // A route's hop is drawn past the processors it does not join: WDM's nested cubes drew
    // 00 000 -> 11 111 straight across 11 001 and 11 100, which read as visited.
    void wdmHopsPassNoProcessorTheyDoNotJoin() {
        for (const wdm::WdmParameters params : {wdm::WdmParameters{5, 1, 1}, wdm::WdmParameters{6, 2, 6}}) {
            const wdm::WdmNetwork net(params);
            for (std::uint64_t to = 1; to < net.processorCount(); ++to) {
                const std::vector<wdm::Hop> route = wdm::route(net, 0, to);
                const wdm::WdmNestedCubesPainter painter(net, route);
                for (std::size_t k = 0; k < route.size(); ++k)
                    for (std::uint64_t c = 0; c < net.processorCount(); ++c) {
                        if (c == route[k].from || c == route[k].to) continue;
                        const QRectF box = painter.processorBox(c);
                        for (double t = 0.02; t <= 0.98; t += 0.01) {
                            const QPointF q = painter.hopPath(k).pointAtPercent(t) - box.center();
                            const double x = q.x() / (box.width() / 2), y = q.y() / (box.height() / 2);
                            QVERIFY2(x * x + y * y > 1, qPrintable(QString("n = %1, route 0 -> %2: hop %3 crosses %4")
                                                                       .arg(params.n)
                                                                       .arg(to)
                                                                       .arg(k + 1)
                                                                       .arg(c)));
                        }
                    }
            }
        }
    }

    // The nested cubes' caption names the processors by their low bits only where those
    // names are drawn, and says they are left out where they would not read (n = 6 in a
    // narrow pane had empty ovals under a caption naming them).
    void wdmNestedCubesSayWhenNamesAreLeftOut() {
        const wdm::WdmNetwork net(wdm::WdmParameters{6, 2, 6});
        const wdm::WdmNestedCubesPainter painter(net, wdm::route(net, 0, 45));
        for (const double scale : {1.0, 0.35}) {
            QImage image((painter.bounds().size() * scale).toSize(), QImage::Format_RGB32);
            render::LabelProbe probe;
            {
                QPainter p(&image);
                p.scale(scale, scale);
                p.translate(-painter.bounds().topLeft());
                painter.paint(p, render::Palette::light(), wdm::WdmView{});
            }
            int names = 0;
            QString caption;
            for (const render::LabelRecord& r : probe.labels()) {
                names += r.text.size() == 3 && (r.text == "000" || r.text == "101");
                if (r.text.startsWith("super topology")) caption = r.text;
            }
            QVERIFY(!caption.isEmpty());
            // Small, the caption may be the short one, which names no processors at all.
            if (names == 0)
                QVERIFY2(caption.contains("left out at this size") || caption.contains("not drawn: the links"),
                         qPrintable(caption));
            QCOMPARE(caption.contains("each named by its low three bits"), names > 0);
            QCOMPARE(names > 0, scale == 1.0);
        }
    }

    // A hop's name stands off the route's band (12 units wide): n = 5, T = 2, R = 3's route
    // 00011 -> 11100 had "hop 3: λ25" across its own band, placed clear of its middle line.
    void wdmHopNamesStandOffTheBand() {
        const wdm::WdmNetwork net(wdm::WdmParameters{5, 2, 3});
        const std::vector<wdm::Hop> route = wdm::route(net, 3, 28);
        const wdm::WdmNestedCubesPainter painter(net, route);
        QImage image(painter.bounds().size().toSize(), QImage::Format_RGB32);
        render::LabelProbe probe;
        {
            QPainter p(&image);
            p.translate(-painter.bounds().topLeft());
            painter.paint(p, render::Palette::light(), wdm::WdmView{});
        }
        int named = 0;
        for (const render::LabelRecord& r : probe.labels()) {
            if (!r.text.startsWith("hop ")) continue;
            const std::size_t k = std::size_t(r.text.mid(4, r.text.indexOf(':') - 4).toInt()) - 1;
            QVERIFY(k < route.size());
            const QRectF box = r.drawn.translated(painter.bounds().topLeft()).adjusted(-6, -6, 6, 6); // the band's half
            for (const QLineF& piece : render::polyline(painter.hopPath(k)))
                QVERIFY2(!render::crosses(piece, box), qPrintable(r.text + " lies on its band"));
            ++named;
        }
        QCOMPARE(named, int(route.size()));
    }

    // The route table fills the width its titles take: a short route's bits, in the window's
    // pane beside the super topology (290 px), read at least as large as the window's own
    // text (they read 9 px with a third of the table empty); presenting, the cells grow with
    // the bits (bold digits had filled cells that stayed 16 wide and touched each other).
    void wdmRouteBitsReadInTheirPane() {
        const wdm::WdmNetwork net({5, 2, 1});
        const std::vector<wdm::Hop> route = wdm::route(net, 0, 29);
        auto bits = [](const std::vector<render::LabelRecord>& labels) {
            std::vector<const render::LabelRecord*> out;
            for (const render::LabelRecord& r : labels)
                if (r.text == "0" || r.text == "1") out.push_back(&r);
            return out;
        };
        {
            const wdm::WdmRoutePainter painter(net, 0, 29, route, 2);
            QImage image(painter.bounds().size().toSize(), QImage::Format_RGB32);
            render::LabelProbe probe;
            QPainter p(&image);
            p.translate(-painter.bounds().topLeft());
            painter.paint(p, render::Palette::light(), wdm::WdmView{route.size(), std::nullopt});
            const double fit = render::fitScene(painter.bounds(), QSizeF(290, 550), 1.6).m11();
            const auto drawn = bits(probe.labels());
            QVERIFY(drawn.size() >= 5);
            const double window = 13.9; // the window's own text line at its default font (offscreen)
            for (const render::LabelRecord* r : drawn)
                QVERIFY2(r->lineHeight * fit >= window,
                         qPrintable(QString("%1 px beside the window's %2").arg(r->lineHeight * fit).arg(window)));
        }
        // Presenting: painted on a widget at 1.6 times the text, as the window does.
        render::ScreenTextScaleScope presenting(1.6);
        const wdm::WdmRoutePainter painter(net, 0, 29, route, 2);
        struct Pane : QWidget {
            const wdm::WdmRoutePainter* painter = nullptr;
            std::size_t hops = 0;
            void paintEvent(QPaintEvent*) override {
                QPainter p(this);
                p.translate(-painter->bounds().topLeft());
                painter->paint(p, render::Palette::light(), wdm::WdmView{hops, std::nullopt});
            }
        } pane;
        pane.painter = &painter;
        pane.hops = route.size();
        pane.resize(painter.bounds().size().toSize());
        render::LabelProbe probe;
        pane.grab();
        auto drawn = bits(probe.labels());
        QVERIFY(drawn.size() >= 5);
        std::sort(drawn.begin(), drawn.end(), [](auto* a, auto* b) {
            return std::pair(std::round(a->drawn.center().y()), a->drawn.left()) <
                   std::pair(std::round(b->drawn.center().y()), b->drawn.left());
        });
        for (std::size_t k = 1; k < drawn.size(); ++k) {
            if (std::abs(drawn[k]->drawn.center().y() - drawn[k - 1]->drawn.center().y()) > 1) continue;
            const double gap = drawn[k]->drawn.left() - drawn[k - 1]->drawn.right();
            // Half a digit apart at least, as in the window (they had stood 2.8 px apart).
            QVERIFY2(
                gap >= drawn[k]->drawn.width() / 2,
                qPrintable(QString("bits %1 px apart presenting, %2 px wide").arg(gap).arg(drawn[k]->drawn.width())));
        }
    }

    // The route table's dimension numbers over n = 20 stand apart ("19 18 17" filled their
    // cells edge to edge and read "1918171615").
    void wdmRouteDimensionsStandApart() {
        const std::vector<render::LabelRecord> labels = routeTableLabels(wdm::WdmNetwork({20, 4, 6}));
        std::map<int, QRectF> numbers; // the first header's (the row of "19"): dimension -> where it is drawn
        std::optional<double> row;
        for (const render::LabelRecord& r : labels)
            if (r.text == "19" && !row) row = r.drawn.center().y();
        QVERIFY(row);
        for (const render::LabelRecord& r : labels) {
            bool number = false;
            const int d = r.text.toInt(&number);
            if (number && d < 20 && std::abs(r.drawn.center().y() - *row) < 1 && !numbers.count(d))
                numbers[d] = r.drawn;
        }
        QCOMPARE(numbers.size(), std::size_t(20));
        for (int d = 1; d < 20; ++d) { // 19 at the left, 0 at the right
            const double gap = numbers[d - 1].left() - numbers[d].right();
            QVERIFY2(gap >= 2, qPrintable(QString("%1 and %2: %3 apart").arg(d).arg(d - 1).arg(gap)));
        }
    }

    // The route table names its dimension groups at one size, a group of one dimension's as
    // large as the others' (with T = R = 3, "D2" and "D1" read 7 px beside a 16 px "D0"), and
    // no smaller than where every group is wide.
    void wdmRouteGroupsNamedAtOneSize() {
        auto heights = [](const wdm::WdmNetwork& net) {
            std::map<QString, double> height; // each group's name, as first drawn
            for (const render::LabelRecord& r : routeTableLabels(net))
                if (r.text.size() == 2 && r.text[0] == 'D' && !height.count(r.text)) height[r.text] = r.lineHeight;
            return height;
        };
        const auto narrow = heights(wdm::WdmNetwork({4, 3, 3}));
        QCOMPARE(narrow.size(), std::size_t(3));
        for (const auto& [name, h] : narrow)
            QVERIFY2(std::abs(h - narrow.at("D0")) < 0.01,
                     qPrintable(QString("%1: %2 beside %3").arg(name).arg(h).arg(narrow.at("D0"))));
        const auto wide = heights(wdm::WdmNetwork({4, 1, 1}));
        QVERIFY(!wide.empty());
        QVERIFY2(
            narrow.at("D0") >= wide.begin()->second * 0.8,
            qPrintable(QString("%1 where every group is wide: %2").arg(narrow.at("D0")).arg(wide.begin()->second)));
    }

    // Two hops in a row never share a colour, and one wavelength keeps one along a route
    // (n = 4, T = R = 3: λ14 and λ38, hops 3 and 4, had been the same yellow).
    void wdmConsecutiveHopsDifferInColour() {
        for (wdm::Wavelength w = 0; w < 64; ++w) // no wavelength grey: it read as none on the grey band
            QVERIFY(wdm::wavelengthColour(w).hsvSaturation() > 60);
        for (const wdm::WdmParameters params : {wdm::WdmParameters{4, 3, 3}, wdm::WdmParameters{5, 3, 2},
                                                wdm::WdmParameters{6, 2, 3}, wdm::WdmParameters{8, 1, 8}}) {
            const wdm::WdmNetwork net(params);
            std::size_t routes = 0;
            for (wdm::Processor a = 0; a < net.processorCount(); ++a)
                for (wdm::Processor b = 0; b < net.processorCount(); ++b) {
                    const std::vector<wdm::Hop> route = wdm::route(net, a, b);
                    const std::vector<QColor> colours = wdm::routeColours(route);
                    QCOMPARE(colours.size(), route.size());
                    std::map<wdm::Wavelength, QRgb> kept;
                    for (std::size_t k = 0; k < route.size(); ++k) {
                        QVERIFY2(colours[k] != QColor(128, 128, 128), "a hop in grey, on the grey band");
                        // Its wavelength's colour, as the star and the transmission graph draw
                        // it (λ31 had been pink here and grey there), but where the hop before
                        // or after has that colour.
                        const QColor own = wdm::wavelengthColour(route[k].wavelength);
                        const bool beside =
                            (k > 0 && colours[k - 1] == own && route[k - 1].wavelength != route[k].wavelength) ||
                            (k + 1 < route.size() && wdm::wavelengthColour(route[k + 1].wavelength) == own &&
                             route[k + 1].wavelength != route[k].wavelength);
                        if (!beside && kept.find(route[k].wavelength) == kept.end())
                            QVERIFY2(colours[k] == own,
                                     qPrintable(QString("λ%1 not in its own colour").arg(route[k].wavelength)));
                        const auto [it, fresh] = kept.emplace(route[k].wavelength, colours[k].rgb());
                        QVERIFY2(it->second == colours[k].rgb(),
                                 qPrintable(QString("λ%1 changes colour").arg(route[k].wavelength)));
                        if (k > 0 && route[k - 1].wavelength != route[k].wavelength)
                            QVERIFY2(colours[k - 1] != colours[k],
                                     qPrintable(QString("%1 -> %2: hops %3 and %4 (λ%5, λ%6) share a colour")
                                                    .arg(a)
                                                    .arg(b)
                                                    .arg(k)
                                                    .arg(k + 1)
                                                    .arg(route[k - 1].wavelength)
                                                    .arg(route[k].wavelength)));
                    }
                    routes += route.size() > 1;
                }
            QVERIFY(routes > 0);
        }
    }

    // In the super topology a hop's name stands beside its own hop, at most two of the
    // placer's rings off (presenting n = 4, "hop 1: λ0" stood 80 px away, beside another
    // processor), or is left to the route's table; and never on the caption above.
    void wdmSuperTopologyHopNamesStandByTheirHops() {
        for (const wdm::WdmParameters params :
             {wdm::WdmParameters{4, 2, 2}, wdm::WdmParameters{4, 3, 2}, wdm::WdmParameters{4, 3, 3},
              wdm::WdmParameters{5, 2, 3}, wdm::WdmParameters{3, 1, 1}}) {
            const wdm::WdmNetwork net(params);
            const std::vector<wdm::Hop> route = wdm::route(net, 0, net.processorCount() - 1);
            for (const double textScale : {1.0, 1.6}) { // the window, presenting
                const render::ScreenTextScaleScope scope(textScale);
                const wdm::WdmSuperTopologyPainter painter(net, route);
                QImage image(painter.bounds().size().toSize(), QImage::Format_RGB32);
                render::LabelProbe probe;
                {
                    QPainter p(&image);
                    p.translate(-painter.bounds().topLeft());
                    painter.paint(p, render::Palette::light(), wdm::WdmView{route.size(), std::nullopt});
                }
                QRectF caption;
                int hops = 0;
                for (const render::LabelRecord& r : probe.labels()) {
                    if (r.text.startsWith("super topology")) caption = r.drawn;
                    hops += r.text.startsWith("hop ");
                }
                QVERIFY(!caption.isEmpty());
                // Not left out wholesale: a name finds a place by its hop in the window.
                if (textScale == 1.0) QVERIFY2(hops > 0, qPrintable(QString("n = %1: no hop named").arg(params.n)));
                for (const render::LabelRecord& r : probe.labels()) {
                    if (!r.text.startsWith("hop ")) continue;
                    // "hop 2\nλ1", or on one line "hop 2: λ1"
                    const std::size_t k =
                        std::size_t(QRegularExpression("^hop (\\d+)").match(r.text).captured(1).toInt()) - 1;
                    QVERIFY(k < route.size());
                    const QLineF hop(painter.position(route[k].from), painter.position(route[k].to));
                    const QRectF box = r.drawn.translated(painter.bounds().topLeft());
                    double nearest = 1e9; // from the hop to the label's box
                    for (double t = 0; t <= 1.0; t += 0.02) {
                        const QPointF q = hop.pointAt(t);
                        nearest =
                            std::min(nearest, std::hypot(std::max({box.left() - q.x(), 0.0, q.x() - box.right()}),
                                                         std::max({box.top() - q.y(), 0.0, q.y() - box.bottom()})));
                    }
                    QVERIFY2(nearest <= 2 * 6 + box.height() / 2 + 1,
                             qPrintable(QString("n = %1, T = %2, R = %3: '%4' %5 units from its hop")
                                            .arg(params.n)
                                            .arg(params.T)
                                            .arg(params.R)
                                            .arg(r.text)
                                            .arg(nearest)));
                    QVERIFY2(!r.drawn.intersects(caption), qPrintable(r.text + " on the caption"));
                }
            }
        }
    }

    // From (0, 12) down a column of groups to (12, 0) an optical link ran straight over the
    // cells of groups 4 and 8, and a route's optical hop with it; now over none (the check
    // the bows' choice answers). And no link runs over more cells than the plain shallow
    // curve, in every network drawn in full (N <= 16), mesh and hypercube: a bow that stays
    // on the figure is taken only where it runs over fewer.
    void otisOpticalLinksPassFewCells() {
        for (const auto& [N, intra] :
             {std::pair{4u, otis::Intra::Mesh}, std::pair{9u, otis::Intra::Mesh}, std::pair{16u, otis::Intra::Mesh},
              std::pair{8u, otis::Intra::Hypercube}, std::pair{16u, otis::Intra::Hypercube}}) {
            const otis::OtisNetwork net({N, intra});
            const otis::OtisPainter painter({N, intra}, false, nullptr, {});
            auto crossings = [&](const QPainterPath& path, otis::ProcessorId a, otis::ProcessorId b) {
                const auto lines = render::polyline(path);
                int crossed = 0;
                for (otis::ProcessorId c = 0; c < net.processorCount(); ++c) {
                    const QRectF cell(painter.centre(c) - QPointF(14, 14), QSizeF(28, 28)); // 34 less the inset
                    crossed += c != a && c != b && std::any_of(lines.begin(), lines.end(), [&](const QLineF& l) {
                                   return render::crosses(l, cell);
                               });
                }
                return crossed;
            };
            for (otis::ProcessorId a = 0; a < net.processorCount(); ++a) {
                const otis::ProcessorId b = net.inGroup(a) * N + net.group(a);
                if (b <= a || net.link(a, b) == otis::LinkKind::Electronic) continue;
                const QPointF pa = painter.centre(a), pb = painter.centre(b), d = pb - pa;
                QPainterPath plain(pa);
                plain.quadTo((pa + pb) / 2 + QPointF(-d.y(), d.x()) * 0.08, pb);
                QVERIFY2(crossings(painter.linkPath(a, b), a, b) <= crossings(plain, a, b),
                         qPrintable(QString("N = %1: %2 - %3").arg(N).arg(a).arg(b)));
            }
            if (N == 16) QCOMPARE(crossings(painter.linkPath(12, 192), 12, 192), 0); // (0, 12) - (12, 0)
        }
    }

    // A map of 64 OTIS-Hypercube groups says what its faint links join (drawn as grids, it
    // read exactly as an OTIS-Mesh); the mesh's map says nothing of the kind.
    void otisHypercubeMapSaysWhatItsLinksJoin() {
        for (const otis::Intra intra : {otis::Intra::Hypercube, otis::Intra::Mesh}) {
            const otis::OtisPainter painter({64, intra}, false, nullptr, {});
            QImage image(painter.bounds().size().toSize(), QImage::Format_RGB32);
            render::LabelProbe probe;
            {
                QPainter p(&image);
                painter.paint(p, render::Palette::light(), 0);
            }
            bool said = false;
            for (const render::LabelRecord& r : probe.labels())
                said = said || r.text.contains("differ in one bit");
            QCOMPARE(said, intra == otis::Intra::Hypercube);
        }
    }

    // A figure narrower than its caption's band stands in its middle: a file of N = 4 had its
    // right third blank.
    void otisSmallFigureIsCentredOverItsCaption() {
        otis::OtisPainter painter({4, otis::Intra::Mesh}, false, nullptr, {});
        painter.setCentred(true);
        const QRectF b = painter.bounds();
        QVERIFY(painter.figureSize().width() < b.width()); // the case in question
        QImage image(b.size().toSize(), QImage::Format_ARGB32);
        QPainter p(&image);
        painter.paint(p, render::Palette::light(), 0);
        p.end();
        // The columns holding the figure's ink above the caption, from the left and the right.
        const int captionTop = int(painter.figureSize().height());
        auto inked = [&](int x) {
            for (int y = 0; y < captionTop; ++y)
                if (qGray(image.pixel(x, y)) < 200) return true;
            return false;
        };
        int left = 0, right = 0;
        while (left < image.width() && !inked(left))
            ++left;
        while (right < image.width() && !inked(image.width() - 1 - right))
            ++right;
        QVERIFY2(std::abs(left - right) <= 2, qPrintable(QString("%1 px blank left, %2 right").arg(left).arg(right)));
    }

    // On the dark theme a map's route reads on its light cells: its end's frame is cased in
    // black and its band has a dark casing (a light frame had read 1.7:1 on N = 64's pink
    // cell, the band 1.2:1).
    void otisMapRouteReadsInBothThemes() {
        // And on the light theme, where a grey band alone was faint over N = 64's pastel cells.
        for (const bool dark : {true, false}) {
            const otis::OtisParameters params{64, otis::Intra::Mesh};
            const otis::OtisNetwork net(params);
            const otis::ProcessorId last = net.processorCount() - 2; // (63, 62)
            // During a move, whose colours fill the cells (group 63's pink).
            const auto moved = otis::simulateMove(params, *otis::parseDirection("j+"));
            QVERIFY(std::holds_alternative<otis::MoveRun>(moved));
            const otis::OtisPainter painter(params, false, &std::get<otis::MoveRun>(moved),
                                            *otis::shortestRoute(net, 1, last));
            QImage image(painter.bounds().size().toSize(), QImage::Format_RGB32);
            {
                QPainter p(&image);
                p.setRenderHint(QPainter::Antialiasing);
                painter.paint(p, dark ? render::Palette::dark() : render::Palette::light(),
                              int(std::get<otis::MoveRun>(moved).schedule.slotCount()));
            }
            // Across the band where it crosses the cell above the end (inside the cell, off its
            // grid lines): the strongest contrast with a cell the route does not touch.
            const otis::ProcessorId above = last - 8, beside = last - 9;
            const QColor cell = image.pixelColor(painter.centre(beside).toPoint());
            double strongest = 1;
            for (double x = -4; x <= 4; x += 1) {
                const QPoint q = (painter.centre(above) + QPointF(x, 0)).toPoint();
                strongest = std::max(strongest, render::contrastRatio(image.pixelColor(q), cell));
            }
            QVERIFY2(
                strongest >= 3,
                qPrintable(
                    QString("the band reads %1:1 on the map's cells (%2)").arg(strongest, 0, 'f', 2).arg(cell.name())));
        }
    }

    // OTIS's optical hop runs with its dashed link under the cells (drawn over them, the hop
    // from group 0's 33 to group 15's 00 read as visiting groups 5 and 10): where it crosses
    // a cell it does not join, the cell's plate is untouched.
    void otisOpticalHopsPassUnderTheCells() {
        const otis::OtisParameters params{16, otis::Intra::Mesh};
        const otis::OtisNetwork net(params);
        const std::vector<otis::OtisHop> route = *otis::shortestRoute(net, 0, 255);
        const otis::OtisPainter painter(params, true, nullptr, route);
        const render::Palette palette = render::Palette::light();
        QImage image(painter.bounds().size().toSize(), QImage::Format_RGB32);
        {
            QPainter p(&image);
            p.translate(-painter.bounds().topLeft());
            painter.paint(p, palette, 0);
        }
        const double cell = std::abs(painter.centre(1).x() - painter.centre(0).x());
        int checked = 0;
        for (const otis::OtisHop& h : route) {
            if (net.link(h.from, h.to) != otis::LinkKind::Optical) continue;
            const QPainterPath path = painter.linkPath(h.from, h.to);
            for (otis::ProcessorId c = 0; c < net.processorCount(); ++c) {
                if (c == h.from || c == h.to) continue;
                for (double t = 0.02; t <= 0.98; t += 0.005) {
                    const QPointF q = path.pointAtPercent(t) - painter.centre(c);
                    // Inside the cell's plate, off its outline and its two-character name.
                    const double ax = std::abs(q.x()), ay = std::abs(q.y());
                    if (std::max(ax, ay) > 0.36 * cell || std::max(ax, ay) < 0.3 * cell) continue;
                    const QPoint at = (path.pointAtPercent(t) - painter.bounds().topLeft()).toPoint();
                    QCOMPARE(image.pixelColor(at).name(), palette.background.name());
                    ++checked;
                }
            }
        }
        QVERIFY2(checked > 0, "the optical hop crosses no other cell: the test shows nothing");
    }

    // A legend reads at one size (OK_N's long meanings were smaller than the short ones),
    // and OTIS's route list names processors as its figure labels them.
    void legendsAndListsMatchTheirFigures() {
        MainWindow w;
        w.setLanguage("de"); // the longest meanings
        w.resize(1366, 768);
        w.show();
        w.waitForIdle();
        w.showPage(w.workbench<okn::OknWorkbench>(), 0);
        w.waitForIdle();
        QCoreApplication::processEvents();
        std::set<int> sizes;
        {
            render::LabelProbe probe;
            w.grab();
            for (const render::LabelRecord& r : probe.labels())
                if (r.text.contains("Knoten mit der Nachricht") || r.text.contains("Sendeport") ||
                    r.text.contains("Verbindung") || r.text.contains("Baumkanten"))
                    sizes.insert(int(std::lround(r.lineHeight * 10)));
        }
        QCOMPARE(sizes.size(), std::size_t(1));
        QTemporaryDir dir;
        QFile file(dir.filePath("otis.popslab"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"popslab-session-1","view":{"family":"otis"},"families":{"otis":{"groups":4,)"
                   R"("labels":"ijkl","from":1,"to":14}}})");
        file.close();
        w.openFile(file.fileName(), true);
        w.waitForIdle();
        QString details;
        for (QTextBrowser* b : w.findChildren<QTextBrowser*>())
            if (b->isVisible()) details += b->toPlainText();
        QVERIFY2(details.contains("(0,0,0,1)") && !details.contains("(0,1) "), qPrintable(details));
        w.setLanguage("en");
    }

    // Every family's sweep marks the network the window shows where it passes through it
    // (POPS's did; OTIS's, the bus's and OK_N's marked nothing).
    void sweepsMarkTheNetworkShown() {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        w.waitForIdle();
        const auto marks = [&] {
            QStringList all;
            for (QCustomPlot* plot : w.findChildren<QCustomPlot*>())
                if (plot->isVisible())
                    for (int i = 0; i < plot->itemCount(); ++i)
                        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i))) all << text->text();
            return all.join('|');
        };
        struct Case {
            QString family;
            int page;
            QString mark;
        };
        for (const Case& c :
             {Case{"otis", 1, "N = 4 shown"}, Case{"bus", 1, "n = 8 shown"}, Case{"okn", 0, "delay = 1 shown"}}) {
            for (Workbench* bench : w.workbenches())
                if (bench->id() == c.family) w.showPage(bench, c.page);
            QTRY_VERIFY2_WITH_TIMEOUT(marks().contains(c.mark), qPrintable(c.family + ": " + marks()), 20000);
        }
    }

    // A route from a processor to itself has no hop: the figure frames the processor and
    // the caption and the details say so (both showed nothing, as if no route was asked).
    void otisRouteToItselfIsShown() {
        MainWindow w;
        showOnASmallScreen(w, "en");
        QTemporaryDir dir;
        QVERIFY(openSession(w, dir,
                            R"("otis","page":0},"families":{"otis":{"groups":4,"intra":"mesh","labels":"gp",)"
                            R"("direction":"i+","from":6,"to":6,"step":-1}}})"));
        render::LabelProbe probe;
        w.grab();
        QVERIFY(std::any_of(probe.labels().begin(), probe.labels().end(),
                            [](const render::LabelRecord& r) { return r.text.contains("to itself, no hop"); }));
        QString details;
        for (QTextBrowser* b : w.findChildren<QTextBrowser*>())
            if (b->isVisible()) details += b->toPlainText();
        QVERIFY2(details.contains("Route (1,2) to itself: no hop"), qPrintable(details));
    }

    // The View menu's stepping says "step", every family's word for its unit (it said
    // "Previous slot" on OK_N, WDM, the buses and OTIS too).
    void viewMenuStepsAreSteps() {
        MainWindow w;
        QStringList texts;
        for (QAction* menu : w.menuBar()->actions())
            if (menu->menu())
                for (QAction* a : menu->menu()->actions())
                    texts << a->text();
        for (const char* wanted : {"Previous step", "Next step", "First step", "Last step"})
            QVERIFY2(texts.contains(wanted), wanted);
        for (const QString& t : texts)
            QVERIFY2(!t.contains("slot", Qt::CaseInsensitive), qPrintable(t));
    }

    void titlesNameNotIds() {
        MainWindow w;
        w.waitForIdle();
        auto* bus = w.workbench<bus::BusWorkbench>();
        w.showPage(bus, 0);
        w.waitForIdle();
        QVERIFY2(bus->subject().startsWith("Permutation, 1D APPB"), qPrintable(bus->subject()));
        QVERIFY(w.windowTitle().contains("Permutation, 1D APPB"));
    }
};

QTEST_MAIN(TestViews)
#include "tst_views.moc"
