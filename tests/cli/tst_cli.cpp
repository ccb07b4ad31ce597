// popslab-cli's fixed contract: commands, exit codes, one-line errors, output formats.
#include "CliRun.h"
#include "patterns/Registry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <sys/resource.h>

// A missing message and one never sent, graded: each said once, as the message (an answer
// made from `optimal`, the exercise's optimal schedule, written into `dir`).
void gradeSaysMissingMessages(const QTemporaryDir& dir, const QString& exercise, const QString& optimal) {
    auto write = [&](const QString& name, const QJsonObject& d) {
        QFile f(dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(QJsonDocument(d).toJson());
        return f.fileName();
    };
    QJsonObject doc;
    QJsonArray slotList;
    // A missing message: its item is gone (and its transmission with it).
    QFile again(optimal);
    QVERIFY(again.open(QIODevice::ReadOnly));
    doc = QJsonDocument::fromJson(again.readAll()).object();
    QJsonArray items = doc["items"].toArray();
    const int gone = items.last().toObject()["id"].toInt();
    items.removeLast();
    doc["items"] = items;
    slotList = doc["slots"].toArray();
    for (int t = 0; t < slotList.size(); ++t) {
        QJsonArray kept;
        for (const auto& tx : slotList[t].toArray())
            if (tx.toObject()["item"].toInt() != gone) kept.append(tx);
        slotList[t] = kept;
    }
    doc["slots"] = slotList;
    const Run missing = cli({"grade", exercise, write("missing.json", doc)});
    QCOMPARE(missing.exit, 1);
    QVERIFY2(missing.out.contains("missing: message 3->1"), missing.out.constData());
    // A message whose item is never sent is said once, as the message (its undelivered
    // end had been said again in the schedule's words, "processor 1 does not hold item").
    QFile third(optimal);
    QVERIFY(third.open(QIODevice::ReadOnly));
    doc = QJsonDocument::fromJson(third.readAll()).object();
    slotList = doc["slots"].toArray();
    QJsonArray last = slotList[slotList.size() - 1].toArray();
    last.removeLast();
    slotList[slotList.size() - 1] = last;
    doc["slots"] = slotList;
    const Run unsent = cli({"grade", exercise, write("unsent.json", doc)});
    QVERIFY2(unsent.exit == 1, unsent.out.constData());
    QVERIFY2(unsent.out.contains("not sent: message "), unsent.out.constData());
    QVERIFY2(!unsent.out.contains("does not hold item"), unsent.out.constData());
}

class TestCli : public QObject {
    Q_OBJECT
private slots:
    // Computing commands start with Qt Core alone; drawing ones run in
    // popslab-cli-draw, started in popslab-cli's place with the same arguments.
    void computingCommandsLoadNoWidgets() {
        QProcess ldd;
        ldd.start("ldd", {POPSLAB_CLI});
        if (!ldd.waitForFinished(10000) || ldd.exitCode() != 0) QSKIP("ldd is not available");
        const QString libraries = ldd.readAllStandardOutput();
        QVERIFY2(libraries.contains("Qt6Core"), qPrintable(libraries));
        QVERIFY2(!libraries.contains("Widgets") && !libraries.contains("qcustomplot", Qt::CaseInsensitive) &&
                     !libraries.contains("Qt6Gui"),
                 qPrintable(libraries));
        const Run help = cli({"--help"});
        QCOMPARE(help.exit, 0);
        for (const char* command : {"render", "plot", "okn", "okn-sweep", "validate"})
            QVERIFY2(help.out.contains(command), command);
        const Run drawn = cli({"render", "--help"});
        QCOMPARE(drawn.exit, 0);
        QVERIFY(drawn.out.startsWith("Usage: popslab-cli render"));
    }

    // No input file under 1 MB and no command line may make a command use more
    // than 1 GiB or 10 s before it answers. Each case failed on the code before: killed by
    // the kernel, std::bad_alloc out of main, or a refusal only after minutes.
    void hostileInputsAnswerWithinTheBudget_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exit");
        QTest::addColumn<QString>("mentions");
        const QByteArray empty =
            R"({"format":"popslab-schedule-1","network":{"type":"pops","d":1,"g":65535},"items":[],"slots":[]})";
        QTest::newRow("g = 65535, empty") << QStringList{"validate", "-"} << empty << 0 << "valid: yes";
        // Far-apart couplers of the largest g, two of them clashing: found without g^2 tables.
        QByteArray sparse = R"({"format":"popslab-schedule-1","network":{"d":16,"g":65535},
            "items":[{"id":0,"origin":0},{"id":1,"origin":1},{"id":2,"origin":1048559}],
            "slots":[[{"src":0,"coupler":[65534,0],"dst":[1048544],"item":0},
                      {"src":1,"coupler":[65534,0],"dst":[1048545],"item":1},
                      {"src":1048559,"coupler":[0,65534],"dst":[3],"item":2}]]})";
        QTest::newRow("g = 65535, a conflict") << QStringList{"validate", "-"} << sparse << 1 << "coupler c(65534,0)";
        QTest::newRow("okn direct N = 30000")
            << QStringList{"okn",     "--operation", "total-exchange", "--algorithm", "direct",
                           "--nodes", "30000",       "--ports",        "1",           "--delay",
                           "1"}
            << QByteArray() << 2 << "the limit of";
        QTest::newRow("okn-sweep too wide") << QStringList{"okn-sweep",
                                                           "--operation",
                                                           "total-exchange",
                                                           "--algorithms",
                                                           "direct",
                                                           "--vary",
                                                           "nodes",
                                                           "--nodes",
                                                           "8",
                                                           "--ports",
                                                           "1",
                                                           "--delay",
                                                           "1",
                                                           "--from",
                                                           "2",
                                                           "--to",
                                                           "5000"}
                                            << QByteArray() << 2 << "limit";
        QTest::newRow("all-to-all n = 8192")
            << QStringList{"schedule", "--network", "pops",       "--d",         "128",       "--g",
                           "64",       "--pattern", "all-to-all", "--algorithm", "single-hop"}
            << QByteArray() << 2 << "more than the limit of 16777216";
        QTest::newRow("prefix sum n = 65536")
            << QStringList{"schedule", "--network", "pops",       "--d",         "256",   "--g",
                           "256",      "--pattern", "prefix-sum", "--algorithm", "custom"}
            << QByteArray() << 2 << "goal inputs";
        QTest::newRow("n past the limit")
            << QStringList{"schedule", "--network", "pops", "--d",         "4096",   "--g",
                           "4096",     "--pattern", "ring", "--algorithm", "natural"}
            << QByteArray() << 2 << "n = 16777216 exceeds the limit of 1048576";
        QTest::newRow("sweep max-n") << QStringList{"sweep",       "--network", "pops",    "--pattern", "ring",
                                                    "--algorithm", "natural",   "--vary",  "d",         "--g",
                                                    "2",           "--max-n",   "99999999"}
                                     << QByteArray() << 2 << "max-n = 99999999 exceeds the limit";
    }
    void hostileInputsAnswerWithinTheBudget() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(int, exit);
        QFETCH(QString, mentions);
        QElapsedTimer clock;
        clock.start();
        const Run r = cli(args, input);
        QVERIFY2(clock.elapsed() < 15000, "no answer within the budget"); // 10 s, with room for a loaded machine
        QCOMPARE(r.exit, exit);
        QVERIFY2((r.out + r.err).contains(mentions.toUtf8()), (r.out + r.err).constData());
        if (exit == 2) oneLineError(r, "");
        QVERIFY2(childPeakKiB() < 1024 * 1024, QByteArray::number(qlonglong(childPeakKiB())).constData());
    }

    void scheduleThenValidate() {
        const Run s = cli(QStringList{"schedule"} + network(4, 4, "ring", "alternating-pair"));
        QCOMPARE(s.exit, 0);
        const auto doc = QJsonDocument::fromJson(s.out).object();
        QCOMPARE(doc["format"].toString(), QString("popslab-schedule-1"));
        QCOMPARE(doc["slots"].toArray().size(), 1);
        QCOMPARE(doc["embedding"].toArray().size(), 16);
        const Run v = cli({"validate", "-"}, s.out);
        QCOMPARE(v.exit, 0);
        QVERIFY(v.out.contains("valid: yes"));
        QVERIFY(v.out.contains("sequence length: 1"));
        QVERIFY(v.out.contains("100.0%"));
    }

    // Consecutive sum carries whole X arrays as bundles (the "parts" extension);
    // `run` executes it on data and checks every processor.
    void arraysRunAndValidate() {
        const Run r = cli(QStringList{"run"} + network(8, 2, "consecutive-sum", "token") +
                          QStringList{"--param", "M=4", "--param", "values=ramp"});
        QCOMPARE(r.exit, 0);
        QVERIFY2(r.out.contains("result: correct"), r.out.constData());
        QVERIFY(r.out.contains("20 slots, valid")); // M > g: (d/g)(M + 1) = (8/2)(4 + 1)
        const Run s =
            cli(QStringList{"schedule"} + network(4, 4, "adjacent-sum", "custom") + QStringList{"--param", "M=2"});
        QCOMPARE(s.exit, 0);
        const auto doc = QJsonDocument::fromJson(s.out).object();
        QCOMPARE(doc["extensions"].toArray().first().toString(), QString("parts"));
        int bundles = 0;
        for (const auto item : doc["items"].toArray())
            bundles += item.toObject().contains("parts");
        QCOMPARE(bundles, 16);
        const Run v = cli({"validate", "-"}, s.out);
        QCOMPARE(v.exit, 0);
        QVERIFY(v.out.contains("sequence length: 2"));
        oneLineError(cli(QStringList{"run"} + network(4, 2, "adjacent-sum", "custom") + QStringList{"--param", "M=3"}),
                     "M = 3, d = 4");
    }

    void scheduleToFileAndValidateJson() {
        QTemporaryDir dir;
        const QString file = dir.filePath("reduction.json");
        QCOMPARE(cli(QStringList{"schedule"} + network(8, 4, "reduction", "optimal") + QStringList{"-o", file}).exit,
                 0);
        const Run v = cli({"validate", file, "--json"});
        QCOMPARE(v.exit, 0);
        const auto report = QJsonDocument::fromJson(v.out).object();
        QCOMPARE(report["valid"].toBool(), true);
        QCOMPARE(report["sequenceLength"].toInt(), 5);
        QCOMPARE(report["utilisation"].toArray().size(), 5);
    }

    void invalidScheduleExitsOne() {
        const Run v = cli({"validate", POPSLAB_TEST_DATA "/coupler-conflict.json", "--json"});
        QCOMPARE(v.exit, 1);
        const auto report = QJsonDocument::fromJson(v.out).object();
        QCOMPARE(report["valid"].toBool(), false);
        const auto first = report["violations"].toArray().first().toObject();
        QCOMPARE(first["kind"].toString(), QString("coupler-conflict"));
        QCOMPARE(first["slot"].toInt(), 0);
        QCOMPARE(first["coupler"].toArray(), (QJsonArray{1, 0}));
        const Run text = cli({"validate", POPSLAB_TEST_DATA "/coupler-conflict.json"});
        QCOMPARE(text.exit, 1);
        QVERIFY(text.out.contains("slot 1: coupler c(1,0) carries 2 transmissions"));
    }

    void unreadableExitsTwo() {
        oneLineError(cli({"validate", "-"}, "{\"format\": \"popslab-schedule-1\", "), "invalid JSON");
        oneLineError(cli({"validate", "-"}, "{\"format\": 3}"), "format: expected a string");
        oneLineError(cli({"validate", "/nonexistent.json"}), "cannot open");
    }

    void badParametersExitTwoWithOneLine() {
        oneLineError(cli(QStringList{"schedule"} + network(0, 4, "ring", "natural")), "d must be at least 1");
        oneLineError(cli(QStringList{"schedule"} + network(2, 8, "all-to-all", "phased")), "d >= sqrt(n)");
        oneLineError(
            cli(QStringList{"schedule"} + network(4, 4, "ring", "natural") + QStringList{"--param", "direction=up"}),
            "direction=up must be uni or bi");
        oneLineError(cli(QStringList{"schedule"} + network(4, 4, "ring", "natural") + QStringList{"--param", "oops"}),
                     "key=value");
        oneLineError(cli(QStringList{"schedule"} + network(4, 4, "spiral", "natural")), "unknown pattern");
        oneLineError(cli({"schedule", "--d", "x", "--g", "2", "--pattern", "ring"}), "--d must be a whole number");
        oneLineError(cli({"schedule", "--d", "4", "--g", "4", "--pattern", "ring", "--frobnicate"}), "frobnicate");
        oneLineError(cli({"schedule", "--network", "okn", "--d", "4", "--g", "4", "--pattern", "ring"}), "only 'pops'");
    }

    void defaultAlgorithmIsAnnounced() {
        const Run s = cli({"schedule", "--d", "3", "--g", "2", "--pattern", "all-to-all"});
        QCOMPARE(s.exit, 0);
        QVERIFY(s.err.contains("using 'single-hop'"));
        QCOMPARE(QJsonDocument::fromJson(s.out).object()["pattern"].toObject()["algorithm"].toString(),
                 QString("single-hop"));
    }

    void sweepCsv() {
        const Run s = cli({"sweep", "--network", "pops", "--pattern", "ring", "--algorithm", "alternating-pair",
                           "--vary", "d", "--n", "64", "--csv"});
        QCOMPARE(s.exit, 0);
        const auto lines = s.out.trimmed().split('\n');
        QCOMPARE(lines.first(), QByteArray("d,g,n,measured,formula,lower_bound,utilisation,valid"));
        QCOMPARE(lines.size(), 8); // header + d = 1..64
        QCOMPARE(lines[4], QByteArray("8,8,64,1,1,1,1.000000,yes"));
        QCOMPARE(lines[7], QByteArray("64,1,64,64,64,64,1.000000,yes"));
        oneLineError(cli({"sweep", "--pattern", "ring", "--algorithm", "natural", "--vary", "n", "--n", "8"}),
                     "--vary");
        oneLineError(
            cli({"sweep", "--pattern", "ring", "--algorithm", "natural", "--vary", "d", "--n", "8", "--g", "2"}),
            "exactly one");
        // A sweep with no point says why, at its first point (the bare sentence had not).
        const Run none = cli({"sweep", "--network", "pops", "--pattern", "reduction", "--algorithm", "optimal",
                              "--vary", "d", "--n", "1000"});
        QCOMPARE(none.exit, 2); // bad parameters, with no table (it had printed a header and exit 0)
        QVERIFY(none.out.isEmpty());
        QVERIFY2(none.err.contains("no point satisfies") && none.err.contains("at d = 1, g = 1000") &&
                     none.err.contains("applies only where n and d are powers of two"),
                 none.err.constData());
        // Varying g, the first point is d = n, g = 1.
        const Run byG = cli({"sweep", "--network", "pops", "--pattern", "reduction", "--algorithm", "optimal", "--vary",
                             "g", "--n", "1000"});
        QVERIFY2(byG.err.contains("at d = 1000, g = 1:"), byG.err.constData());
    }

    void patternsJsonListsEverything() {
        const Run p = cli({"patterns", "--json"});
        QCOMPARE(p.exit, 0);
        QStringList ids;
        for (const auto& v : QJsonDocument::fromJson(p.out).array())
            ids << v.toObject()["id"].toString();
        QStringList registered;
        for (const auto& pattern : popslab::pops::Registry::instance().patterns())
            registered << QString::fromStdString(pattern.id);
        QCOMPARE(ids, registered);
        QVERIFY(ids.contains("all-to-all") && ids.contains("torus") && ids.contains("data-sum"));
        const Run text = cli({"patterns"});
        QVERIFY(text.out.contains("d >= 2 sqrt(n)"));
    }

    // Data operations are drawn with each processor's value, and at the last slot its
    // mark, as in the window; a schedule file brings its data parameters along.
    void renderShowsDataValues() {
        QTemporaryDir dir;
        const QStringList sum =
            network(4, 2, "adjacent-sum", "custom") + QStringList{"--param", "M=2", "--param", "values=ramp"};
        auto svgText = [&](const QStringList& args) {
            const QString svg = dir.filePath("figure.svg");
            const Run r = cli(QStringList{"render"} + args + QStringList{"-o", svg});
            QFile file(svg);
            return r.exit == 0 && file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        const QString last = svgText(sum + QStringList{"--slot", "4"});
        QVERIFY(last.contains(QString::fromUtf8("= 5 \u2713"))); // p(0,0): X0[0] + X1[1] = 1 + 4
        QVERIFY(last.contains("final value right"));
        const QString first = svgText(sum + QStringList{"--slot", "1"});
        QVERIFY(first.contains("value after the slot"));
        QVERIFY(!first.contains(QString::fromUtf8("\u2713 ")) && !first.contains("final value right"));
        const Run s = cli(QStringList{"schedule"} + sum);
        QFile doc(dir.filePath("adjacent.json"));
        QVERIFY(doc.open(QIODevice::WriteOnly));
        doc.write(s.out);
        doc.close();
        QVERIFY(svgText({"--schedule", doc.fileName(), "--slot", "4"}).contains(QString::fromUtf8("= 25 \u2713")));
    }

    // Every family draws through `render` with the window's painters.
    // popslab-cli lesson check: 0 for a lesson of one scene per family (fields left out take
    // their defaults); 2 with one line naming the scene's place for a bad one, whether the
    // reader finds it or only the build of its figure; unknown fields are ignored.
    void lessonCheckNamesThePlace() {
        const Run ok = cli({"lesson", "check", POPSLAB_TEST_DATA "/lessons/every-family.popslab-lesson"});
        QCOMPARE(ok.exit, 0);
        QVERIFY2(ok.out.contains("valid, 5 scenes"), ok.out.constData());
        oneLineError(cli({"lesson", "check", POPSLAB_TEST_DATA "/lessons/bad-scene.popslab-lesson"}),
                     "scenes[2].session.families.pops.request.d must be an integer from 1 to");
        QTemporaryDir dir;
        auto write = [&](const QByteArray& text) {
            QFile f(dir.filePath("l.popslab-lesson"));
            f.open(QIODevice::WriteOnly | QIODevice::Truncate);
            f.write(text);
            return f.fileName();
        };
        oneLineError(cli({"lesson", "check",
                          write(R"({"format":"popslab-lesson-1","scenes":[{"session":{"view":{"family":"wdm"},)"
                                R"("families":{"wdm":{"dimensions":99}}}}]})")}),
                     "scenes[0].session.families.wdm.dimensions");
        oneLineError(cli({"lesson", "check",
                          write(R"({"format":"popslab-lesson-1","scenes":[{"session":{"view":{"family":"ring"}}}]})")}),
                     "scenes[0].session.view.family");
        oneLineError(cli({"lesson", "check", write(R"({"format":"popslab-session-1"})")}), "\"format\" is not");
        oneLineError(cli({"lesson", "check", write("{")}), "is not a lesson");
        const Run unknown = cli({"lesson", "check",
                                 write(R"({"format":"popslab-lesson-1","extra":1,"scenes":[{"x":2,"session":)"
                                       R"({"view":{"family":"otis"},"families":{"otis":{"groups":9,"y":3}}}}]})")});
        QCOMPARE(unknown.exit, 0);
        // export: a .pdf or .html, never over the lesson itself.
        const QString lesson =
            write(R"({"format":"popslab-lesson-1","scenes":[{"session":{"view":{"family":"okn"}}}]})");
        oneLineError(cli({"lesson", "export", lesson, "-o", dir.filePath("out.png")}), "a .pdf or .html");
        oneLineError(cli({"lesson", "export", lesson, "-o", lesson}), "is the lesson itself");
        QCOMPARE(cli({"lesson", "export", lesson, "-o", dir.filePath("out.html")}).exit, 0);
        QFile html(dir.filePath("out.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QByteArray page = html.readAll();
        QVERIFY(page.contains("<svg") && page.contains("id=\"scene-title\"") && page.contains("id=\"step\""));
        QVERIFY(!page.contains("src=\"http") && !page.contains("href=\"http")); // nothing to fetch
        // Buttons drawn by every font (U+23EE/U+23ED were empty boxes with Debian's), and no
        // "Qt SVG Document" tooltip over the figures.
        QVERIFY(!page.contains("&#x23EE;") && !page.contains("&#x23ED;") && page.contains("&#x25B6;&#x25B6;"));
        QVERIFY(!page.contains("Qt SVG Document"));
    }

    void renderDrawsOkn() {
        QTemporaryDir dir;
        const QString svg = dir.filePath("fig2.svg");
        const QStringList fig2{"render",      "--network",      "okn",     "--operation", "broadcast",
                               "--algorithm", "latency-hiding", "--nodes", "41",          "--ports",
                               "2",           "--delay",        "1"};
        QCOMPARE(cli(fig2 + QStringList{"--time", "3", "-o", svg}).exit, 0);
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        int circles = 0;
        QString title;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == u"circle" || xml.name() == u"ellipse" || xml.name() == u"path") ++circles;
            if (xml.name() == u"title") title = xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(circles >= 41); // a mark for every node at least
        QCOMPARE(title, QString("OK_N at time 3"));
        oneLineError(cli(fig2 + QStringList{"--time", "5", "-o", svg}), "from 0 to the completion time 4");
        oneLineError(cli({"render", "--network", "okn", "--operation", "broadcast", "--algorithm", "sequential",
                          "--nodes", "3000", "--ports", "4", "--delay", "1", "-o", svg}),
                     "simulated but not drawn");
        oneLineError(cli({"render", "--network", "ring", "-o", svg}),
                     "--network must be one of pops, okn, wdm, bus, otis");
    }

    // The slot animation as a GIF -- a frame count of slots x frames per step, the
    // width asked for, every slot complete in a frame of its own, messages moving within it.
    void renderAnimatesEverySlot() {
        QTemporaryDir dir;
        const QString json = dir.filePath("ring.json"), gif = dir.filePath("ring.gif");
        QCOMPARE(cli(QStringList{"schedule"} + network(4, 4, "ring", "natural") + QStringList{"-o", json}).exit, 0);
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const int slotCount = int(QJsonDocument::fromJson(file.readAll())["slots"].toArray().size());
        QVERIFY(slotCount >= 2);
        const Run run = cli(QStringList{"render", "--schedule", json, "--animate", "--frames-per-step", "3", "--width",
                                        "480", "-o", gif});
        QVERIFY2(run.exit == 0, run.err.constData());
        QImageReader reader(gif);
        QVERIFY(reader.supportsAnimation());
        QCOMPARE(reader.imageCount(), slotCount * 3);
        std::vector<QImage> frames;
        for (QImage frame; reader.read(&frame);)
            frames.push_back(frame.convertToFormat(QImage::Format_RGB32));
        QCOMPARE(int(frames.size()), slotCount * 3);
        QCOMPARE(frames.front().width(), 480);
        for (int s = 0; s < slotCount; ++s) {
            QVERIFY(frames[std::size_t(s * 3)] != frames[std::size_t(s * 3 + 1)]); // the messages move
            for (int t = 0; t < s; ++t) // each slot's complete frame is its own
                QVERIFY(frames[std::size_t(s * 3 + 2)] != frames[std::size_t(t * 3 + 2)]);
        }
        // OK_N: its run, event by event.
        const Run okn =
            cli({"render", "--network", "okn", "--operation", "broadcast", "--algorithm", "latency-hiding", "--nodes",
                 "9", "--ports", "2", "--delay", "1", "--animate", "-o", dir.filePath("okn.gif")});
        QVERIFY2(okn.exit == 0, okn.err.constData());
        QVERIFY(QImageReader(dir.filePath("okn.gif")).imageCount() > 2);
        // The same slots as a video (tst_animatedvideo decodes one): MP4 with H.264.
        const QString mp4 = dir.filePath("ring.mp4");
        const Run video = cli(QStringList{"render", "--schedule", json, "--animate", "--width", "480", "-o", mp4});
        QVERIFY2(video.exit == 0 && video.err.isEmpty(), video.err.constData());
        QFile movie(mp4);
        QVERIFY(movie.open(QIODevice::ReadOnly));
        const QByteArray head = movie.read(12);
        QCOMPARE(head.mid(4, 4), QByteArray("ftyp"));
        // Refusals name the option and its range.
        oneLineError(cli(QStringList{"render", "--schedule", json, "--animate", "-o", dir.filePath("x.png")}),
                     "-o FILE.gif");
        oneLineError(cli(QStringList{"render", "--schedule", json, "-o", mp4}), "add --animate");
        oneLineError(cli(QStringList{"render", "--schedule", json, "-o", gif}), "add --animate");
        oneLineError(cli(QStringList{"render", "--schedule", json, "--animate", "--frames-per-step", "0", "-o", gif}),
                     "0 frames per step is not in 1..30");
        oneLineError(cli(QStringList{"render", "--schedule", json, "--animate", "--width", "10", "-o", gif}),
                     "the width 10 px is not in 64..3840");
    }

    // A bus figure is headed by what it shows, as the window's export is (it had no line
    // naming the operation or n).
    void busRenderIsHeaded() {
        QTemporaryDir dir;
        const QString headed = dir.filePath("headed.svg");
        const Run r = cli(
            {"render", "--network", "bus", "--kind", "appb", "--processors", "8", "--perm", "shift:1", "-o", headed});
        QVERIFY2(r.exit == 0, r.err.constData());
        QFile svg(headed);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("Permutation, 1D APPB (2.2), n = 8"));
    }

    // Every family that animates does so from the command line too, one frame a
    // step (frames of a step that does not move are merged), each step its own frame; the
    // step counts come from the core's own commands.
    void renderAnimatesEveryFamily() {
        QTemporaryDir dir;
        const auto frames = [&](const QStringList& args) {
            const QString gif = dir.filePath("a.gif");
            QFile::remove(gif);
            const Run r = cli(
                QStringList{"render"} + args +
                QStringList{"--animate", "--frames-per-step", "1", "--step-ms", "100", "--width", "320", "-o", gif});
            if (r.exit != 0) qWarning("%s", r.err.constData());
            std::vector<QImage> out;
            QImageReader reader(gif);
            for (QImage frame; reader.read(&frame);)
                out.push_back(frame.convertToFormat(QImage::Format_RGB32));
            return out;
        };
        const auto json = [&](const QStringList& args) {
            const Run r = cli(args + QStringList{"--json"});
            return QJsonDocument::fromJson(r.out).object();
        };
        const auto allDiffer = [](const std::vector<QImage>& f) {
            for (std::size_t i = 1; i < f.size(); ++i)
                if (f[i] == f[i - 1]) return false;
            return true;
        };
        // WDM: no hop shown, then one hop more a frame.
        const QStringList wdm{"--dimensions", "4", "--transmitters", "2", "--receivers", "3",
                              "--from",       "1", "--to",           "14"};
        const int hops = int(json(QStringList{"wdm-route"} + wdm)["hops"].toArray().size());
        QVERIFY(hops >= 2);
        for (const char* figure : {"super", "route"}) {
            const auto f = frames(QStringList{"--network", "wdm", "--figure", figure} + wdm);
            QCOMPARE(int(f.size()), hops + 1);
            QVERIFY(allDiffer(f));
        }
        // OTIS-Mesh: where every datum starts, then each slot of the validated move.
        const QStringList otis{"--groups", "9", "--direction", "k-"};
        const QJsonObject move = json(QStringList{"otis-move"} + otis);
        QVERIFY(move["valid"].toBool());
        const auto o = frames(QStringList{"--network", "otis"} + otis);
        QCOMPARE(int(o.size()), move["slots"].toInt() + 1);
        QVERIFY(allDiffer(o));
        // Bus: clock unit by clock unit, through the whole bus cycle at least.
        const QStringList bus{"--kind", "folded", "--processors", "6", "--perm", "list:5,4,3,2,1,0"};
        const QJsonObject run = json(QStringList{"bus"} + bus);
        QVERIFY(run["correct"].toBool());
        const auto b = frames(QStringList{"--network", "bus"} + bus);
        QVERIFY(int(b.size()) >= run["cycleLength"].toInt() + 1);
        QVERIFY(allDiffer(b));
        // Still figures of each, and refusals that name the option.
        for (const QStringList& still :
             {QStringList{"--network", "wdm", "--figure", "transmission"} + wdm,
              QStringList{"--network", "otis", "--groups", "4", "--intra", "hypercube", "--from", "0,1", "--to", "3,2"},
              QStringList{"--network", "bus", "--kind", "asos"},
              QStringList{"--network", "bus", "--kind", "larpbs", "--processors", "8", "--bits", "random", "--time",
                          "3"}}) {
            const Run r = cli(QStringList{"render"} + still + QStringList{"-o", dir.filePath("still.svg")});
            QVERIFY2(r.exit == 0, r.err.constData());
            QVERIFY(QFileInfo(dir.filePath("still.svg")).size() > 1000);
        }
        const QString gif = dir.filePath("x.gif");
        oneLineError(cli(QStringList{"render", "--network", "wdm", "--figure", "star", "--animate", "-o", gif} + wdm),
                     "--animate shows the route hop by hop");
        oneLineError(cli({"render", "--network", "otis", "--groups", "4", "--animate", "-o", gif}), "add --direction");
        // Beyond N = 16 OTIS is drawn as a map, WDM n = 5-6 as nested cubes; what no figure
        // can show is refused naming the limit.
        for (const QStringList& large :
             {QStringList{"--network", "otis", "--groups", "64"},
              QStringList{"--network", "wdm", "--figure", "super", "--dimensions", "6", "--transmitters", "1",
                          "--receivers", "1", "--from", "0", "--to", "63"}}) {
            const Run r = cli(QStringList{"render"} + large + QStringList{"-o", dir.filePath("large.svg")});
            QVERIFY2(r.exit == 0, r.err.constData());
            QVERIFY(QFileInfo(dir.filePath("large.svg")).size() > 10000);
        }
        oneLineError(cli({"render", "--network", "otis", "--groups", "81", "-o", dir.filePath("x.svg")}), "64");
        oneLineError(cli({"render", "--network", "wdm", "--figure", "super", "--dimensions", "7", "--transmitters", "1",
                          "--receivers", "1", "-o", dir.filePath("x.svg")}),
                     "n <= 6");
        oneLineError(
            cli({"render", "--network", "bus", "--kind", "appb", "--processors", "6", "-o", dir.filePath("x.svg")}),
            "--perm is required");
        oneLineError(cli({"render", "--network", "bus", "--kind", "ring", "-o", dir.filePath("x.svg")}),
                     "--kind must be");
        // A refusal gives the range or the count it wanted.
        oneLineError(cli({"bus", "--kind", "appb2d", "--rows", "4", "--columns", "6", "--source", "4,2"}),
                     "--source must be a row from 0 to 3 and a column from 0 to 5 of the grid, not 4,2");
        oneLineError(cli({"bus", "--kind", "appb", "--processors", "5", "--perm", "list:1,2,3,0"}),
                     "--perm must give 5 values, one for each processor, not 4");
        // Counts say "1 bus cycle" and "4 cycles", not "cycle(s)".
        const Run appb = cli({"bus", "--kind", "appb", "--processors", "5", "--perm", "list:4,3,2,1,0"});
        QCOMPARE(appb.exit, 0);
        QVERIFY2(appb.out.contains(": 1 bus cycle of") && appb.out.contains("electronic bus: 4 cycles") &&
                     !appb.out.contains("(s)"),
                 appb.out.constData());
        oneLineError(cli({"render", "--network", "bus", "--kind", "appb", "--processors", "6", "--perm", "shift:1",
                          "--time", "999", "-o", dir.filePath("x.svg")}),
                     "--time must be a clock unit from 0 to the run's end");
    }

    // The WDM star's contract (the keys outside checkers read).
    void wdmCommands() {
        const Run r = cli({"wdm", "--dimensions", "3", "--transmitters", "1", "--receivers", "1", "--json"});
        QCOMPARE(r.exit, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char* key : {"nodes", "wavelengths", "transmittersPerWavelength", "degree", "diameter",
                                "distanceHistogram", "formulas"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["nodes"].toInt(), 8);
        QCOMPARE(o["wavelengths"].toInt(), 2); // Fig. 2
        QCOMPARE(o["transmittersPerWavelength"].toArray(), (QJsonArray{4, 4}));
        QCOMPARE(o["degree"].toInt(), 4);
        QCOMPARE(o["diameter"].toInt(), 2);
        QCOMPARE(o["distanceHistogram"].toArray(), (QJsonArray{1, 4, 3}));
        QCOMPARE(o["formulas"].toObject()["diameter"].toInt(), 2);

        const Run route = cli({"wdm-route", "--dimensions", "6", "--transmitters", "2", "--receivers", "6", "--from",
                               "0", "--to", "45", "--json"});
        QCOMPARE(route.exit, 0);
        // One hop is one hop.
        QVERIFY(cli({"wdm-route", "--dimensions", "3", "--transmitters", "1", "--receivers", "1", "--from", "0", "--to",
                     "1"})
                    .out.contains(": 1 hop (H(a, b) = 1)"));
        const QJsonObject ro = QJsonDocument::fromJson(route.out).object();
        QCOMPARE(ro["length"].toInt(), 4);
        QCOMPARE(ro["distance"].toInt(), 4);
        const QJsonArray hops = ro["hops"].toArray();
        QCOMPARE(hops.size(), 4);
        QCOMPARE(hops[2].toObject()["from"].toInt(), 5);
        QCOMPARE(hops[2].toObject()["to"].toInt(), 13);
        QCOMPARE(hops[2].toObject()["transmitter"].toInt(), 1);
        QCOMPARE(hops[2].toObject()["receiver"].toInt(), 3);
        QCOMPARE(hops[2].toObject()["wavelength"].toInt(), 104);

        const Run sweep = cli({"wdm-sweep", "--vary", "transmitters", "--from", "1", "--to", "3", "--dimensions", "6",
                               "--receivers", "3"});
        QCOMPARE(sweep.exit, 0);
        const auto lines = sweep.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines[0].startsWith("T,nodes,wavelengths,frameLength,degree"));

        QTemporaryDir dir;
        const QString png = dir.filePath("wdm.png");
        QCOMPARE(cli({"plot", "--network", "wdm", "--algorithms", "degree,diameter", "--vary", "transmitters", "--from",
                      "1", "--to", "6", "--dimensions", "6", "--receivers", "3", "-o", png})
                     .exit,
                 0);
        QVERIFY(QImageReader(png).canRead());
        // Its title names what is held fixed (it had said neither n nor R).
        const QString tex = dir.filePath("wdm.tex");
        QCOMPARE(cli({"plot", "--network", "wdm", "--algorithms", "degree", "--vary", "transmitters", "--from", "1",
                      "--to", "6", "--dimensions", "6", "--receivers", "3", "-o", tex})
                     .exit,
                 0);
        QFile texFile(tex);
        QVERIFY(texFile.open(QIODevice::ReadOnly));
        QVERIFY(texFile.readAll().contains("n = 6, R = 3"));
        oneLineError(cli({"plot", "--network", "wdm", "--algorithms", "speed", "--vary", "transmitters", "--from", "1",
                          "--to", "2", "--dimensions", "4", "--receivers", "2", "-o", png}),
                     "names quantities");

        oneLineError(cli({"wdm", "--dimensions", "4", "--transmitters", "5", "--receivers", "1"}),
                     "--transmitters must be between 1 and n = 4");
        oneLineError(cli({"wdm", "--dimensions", "31", "--transmitters", "1", "--receivers", "1"}),
                     "--dimensions must be between 1 and 30");
        oneLineError(cli({"wdm-route", "--dimensions", "3", "--transmitters", "1", "--receivers", "1", "--from", "8",
                          "--to", "0"}),
                     "--from must be between 0 and 2^n - 1 = 7");
    }

    // OTIS's contract (the keys outside checkers read).
    // Schedule --pattern custom, exercise, grade (exit 0, 1, 2).
    void trafficCommands() {
        QTemporaryDir dir;
        const QString csv = dir.filePath("lemma3.csv");
        {
            QFile f(csv);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("src,dst\n0,0\n1,1\n2,2\n3,3\n0,3\n1,2\n2,0\n3,1\n");
        }
        auto schedule = [&](const char* algorithm, const QString& out) {
            return cli({"schedule", "--network", "pops", "--d", "2", "--g", "2", "--pattern", "custom", "--param",
                        "messages=" + csv, "--algorithm", algorithm, "--param", "time-limit=5", "-o", out});
        };
        const QString optimal = dir.filePath("optimal.json"), greedy = dir.filePath("greedy.json");
        const Run opt = schedule("optimal", optimal);
        QCOMPARE(opt.exit, 0);
        // The set bound proves 3 (at most 3 of Lemma 3's messages share a slot).
        QVERIFY2(opt.err.contains("can share a slot") &&
                     opt.err.contains("optimal 3 slots (proven optimal: it meets the lower bound)"),
                 opt.err.constData());
        QCOMPARE(cli({"validate", optimal}).exit, 0);
        QCOMPARE(schedule("greedy", greedy).exit, 0);

        const QString exercise = dir.filePath("exercise.json");
        const Run made = cli({"exercise", "--network", "pops", "--d", "2", "--g", "2", "--param", "messages=" + csv,
                              "--target", "optimal", "-o", exercise});
        QCOMPARE(made.exit, 0);
        const Run pass = cli({"grade", exercise, optimal, "--json"});
        QCOMPARE(pass.exit, 0);
        QJsonObject o = QJsonDocument::fromJson(pass.out).object();
        QCOMPARE(o["pass"].toBool(), true);
        QCOMPARE(o["slots"].toInt(), 3);
        QCOMPARE(o["target"].toInt(), 3);
        QCOMPARE(o["targetProven"].toBool(), true);

        // An answer with a conflict: two messages of one coupler in one slot.
        QFile file(optimal);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QJsonArray slotList = doc["slots"].toArray();
        QJsonArray first = slotList[0].toArray(), second = slotList[1].toArray();
        first.append(second.takeAt(0));
        slotList[0] = first, slotList[1] = second;
        doc["slots"] = slotList;
        auto write = [&](const QString& name, const QJsonObject& d) {
            QFile f(dir.filePath(name));
            f.open(QIODevice::WriteOnly);
            f.write(QJsonDocument(d).toJson());
            return f.fileName();
        };
        const Run clash = cli({"grade", exercise, write("clash.json", doc), "--json"});
        QCOMPARE(clash.exit, 1);
        o = QJsonDocument::fromJson(clash.out).object();
        QVERIFY(o["violationCount"].toInt() > 0);
        QCOMPARE(o["pass"].toBool(), false);

        gradeSaysMissingMessages(dir, exercise, optimal);
        if (QTest::currentTestFailed()) return;

        const Run slow = cli({"grade", exercise, greedy, "--json"});
        QCOMPARE(slow.exit, 1);
        o = QJsonDocument::fromJson(slow.out).object();
        QCOMPARE(o["tooManySlots"].toBool(), true);
        QCOMPARE(o["violationCount"].toInt(), 0);

        QCOMPARE(cli({"grade", exercise, dir.filePath("none.json")}).exit, 2);
        // The two files the other way round: the format's complaint, and a word on the order.
        const Run swapped = cli({"grade", optimal, exercise});
        QCOMPARE(swapped.exit, 2);
        QVERIFY2(swapped.err.contains("the two files look swapped: the exercise comes first"), swapped.err.constData());
        QVERIFY(!cli({"grade", csv, optimal}).err.contains("swapped"));
        QCOMPARE(cli({"grade", csv, optimal}).exit, 2);
        const Run badLine = cli({"schedule", "--network", "pops", "--d", "2", "--g", "2", "--pattern", "custom",
                                 "--param", "messages=list:0-1,0-9", "--algorithm", "greedy"});
        QCOMPARE(badLine.exit, 2);
        QVERIFY(badLine.err.contains("entry 2: destination 9 is not below n = 4"));
        const Run fixed = cli(
            {"exercise", "--network", "pops", "--d", "4", "--g", "4", "--param", "messages=bitrev", "--target", "5"});
        QCOMPARE(fixed.exit, 0);
        QCOMPARE(QJsonDocument::fromJson(fixed.out).object()["target"].toObject()["slots"].toInt(), 5);
    }

    void otisCommands() {
        const Run net = cli({"otis", "--groups", "16", "--json"});
        QCOMPARE(net.exit, 0);
        const QJsonObject o = QJsonDocument::fromJson(net.out).object();
        QCOMPARE(o["processors"].toInt(), 256);
        QCOMPARE(o["opticalLinks"].toInt(), 120);
        QCOMPARE(o["electronicLinks"].toInt(), 16 * 24);
        QCOMPARE(o["diameter"].toInt(), 13);
        QCOMPARE(QJsonDocument::fromJson(cli({"otis", "--groups", "8", "--intra", "hypercube", "--json"}).out)
                     .object()["electronicLinks"]
                     .toInt(),
                 8 * 12);

        QTemporaryDir dir;
        const QString path = dir.filePath("move.json");
        const Run move = cli({"otis-move", "--groups", "9", "--direction", "i-", "--json", "-o", path});
        QCOMPARE(move.exit, 0);
        const QJsonObject m = QJsonDocument::fromJson(move.out).object();
        QCOMPARE(m["opticalSteps"].toInt(), 2);
        QCOMPARE(m["electronicSteps"].toInt(), 1);
        QCOMPARE(m["valid"].toBool(), true);
        QCOMPARE(m["moved"].toInt(), 54);
        // The written schedule is a format v1 document the validator takes as it is.
        const Run check = cli({"validate", path});
        QCOMPARE(check.exit, 0);
        QVERIFY(check.out.contains("valid: yes"));

        const Run route = cli({"otis-route", "--groups", "4", "--from", "0,1", "--to", "3,2", "--json"});
        QCOMPARE(route.exit, 0);
        const QJsonObject r = QJsonDocument::fromJson(route.out).object();
        const QJsonArray hops = r["hops"].toArray();
        QCOMPARE(r["length"].toInt(), hops.size());
        QCOMPARE(hops[0].toObject()["from"].toArray(), (QJsonArray{0, 1}));
        QCOMPARE(hops.last().toObject()["to"].toArray(), (QJsonArray{3, 2}));
        for (const auto& h : hops)
            QVERIFY(QStringList({"optical", "electronic"}).contains(h.toObject()["kind"].toString()));

        // The plain OTIS (Fig. 13): not connected, so no diameter and no route but a transpose link's.
        const QJsonObject plain =
            QJsonDocument::fromJson(cli({"otis", "--groups", "5", "--intra", "none", "--json"}).out).object();
        QCOMPARE(plain["electronicLinks"].toInt(), 0);
        QCOMPARE(plain["opticalLinks"].toInt(), 10);
        QVERIFY(plain["diameter"].isNull());
        QCOMPARE(plain["connected"].toBool(true), false);
        QVERIFY(!o.contains("connected")); // a connected network's object is as it was
        const Run none = cli({"otis-route", "--groups", "4", "--intra", "none", "--from", "0,1", "--to", "3,2"});
        QCOMPARE(none.exit, 0);
        QVERIFY2(none.out.startsWith("no route (0,1) -> (3,2)"), none.out.constData());
        const QJsonObject noneJson =
            QJsonDocument::fromJson(
                cli({"otis-route", "--groups", "4", "--intra", "none", "--from", "0,1", "--to", "3,2", "--json"}).out)
                .object();
        QVERIFY(noneJson["length"].isNull());
        QVERIFY(noneJson["hops"].toArray().isEmpty());
        const QJsonObject one =
            QJsonDocument::fromJson(
                cli({"otis-route", "--groups", "4", "--intra", "none", "--from", "1,2", "--to", "2,1", "--json"}).out)
                .object();
        QCOMPARE(one["length"].toInt(), 1);
        QCOMPARE(one["hops"].toArray()[0].toObject()["kind"].toString(), QString("optical"));

        // The plain text names the network as the papers write it (it gave the id "otis-mesh").
        QVERIFY(cli({"otis", "--groups", "4"}).out.startsWith("OTIS-Mesh, N = 4: 16 processors"));
        QVERIFY(cli({"otis", "--groups", "4", "--intra", "none"}).out.startsWith("OTIS, N = 4: "));
        QVERIFY(cli({"otis", "--groups", "4", "--intra", "hypercube"}).out.startsWith("OTIS-Hypercube, N = 4: "));
        oneLineError(cli({"otis", "--groups", "10"}), "--groups");
        oneLineError(cli({"otis", "--groups", "4", "--intra", "torus"}), "mesh, hypercube or none");
        oneLineError(cli({"otis", "--groups", "12", "--intra", "hypercube"}), "power of two");
        oneLineError(cli({"otis-move", "--groups", "16", "--direction", "m+"}), "--direction");
        oneLineError(cli({"otis-route", "--groups", "4", "--from", "0,4", "--to", "1,1"}), "--from");
    }

    // The optical buses' contract (the keys outside checkers read).
    void busCommands() {
        const Run appb = cli({"bus", "--kind", "appb", "--processors", "5", "--perm", "list:3,0,4,1,2", "--json"});
        QCOMPARE(appb.exit, 0);
        const QJsonObject a = QJsonDocument::fromJson(appb.out).object();
        QCOMPARE(a["cycles"].toInt(), 1);
        QCOMPARE(a["correct"].toBool(), true);
        QCOMPARE(a["electronicCycles"].toInt(), 5);
        const QJsonArray reads = a["reads"].toArray();
        QCOMPARE(reads.size(), 5);
        const QJsonObject r0 = reads[0].toObject();
        QCOMPARE(r0["processor"].toInt(), 0);
        QCOMPARE(r0["from"].toInt(), 3);
        QCOMPARE(r0["bus"].toString(), QString("lower"));
        QCOMPARE(r0["wait"].toInt(), 3);

        const Run folded =
            cli({"bus", "--kind", "folded", "--processors", "6", "--perm", "shift:2", "--tau", "3", "--json"});
        QCOMPARE(folded.exit, 0);
        const QJsonObject f = QJsonDocument::fromJson(folded.out).object();
        QCOMPARE(f["correct"].toBool(), true);
        // shift:2: processor 5 receives 3's datum after 2n - 2 - 3 - 5 = 2 slots, on the lower segment.
        QCOMPARE(f["reads"].toArray()[5].toObject()["from"].toInt(), 3);
        QCOMPARE(f["reads"].toArray()[5].toObject()["wait"].toInt(), 2);
        QCOMPARE(f["reads"].toArray()[5].toObject()["bus"].toString(), QString("lower"));
        QCOMPARE(cli({"bus", "--kind", "appb", "--processors", "64", "--perm", "random", "--seed", "3"}).exit, 0);

        const Run larpbs = cli({"bus", "--kind", "larpbs", "--processors", "8", "--bits", "list:1,0,1,1,0,1,1,1",
                                "--segments", "list:3,6", "--json"});
        QCOMPARE(larpbs.exit, 0);
        const QJsonObject l = QJsonDocument::fromJson(larpbs.out).object();
        QCOMPARE(l["prefix"].toArray(), (QJsonArray{1, 1, 2, 1, 1, 2, 1, 2}));
        QCOMPARE(l["coincidence"].toArray(), (QJsonArray{1, 2, 4, 1, 2, 4, 1, 3}));
        QCOMPARE(l["cycles"].toInt(), 1);

        const Run coincident =
            cli({"bus", "--kind", "coincident", "--processors", "6", "--tau", "2", "--writer", "1", "--json"});
        QCOMPARE(coincident.exit, 0);
        const QJsonArray arrivals = QJsonDocument::fromJson(coincident.out).object()["reads"].toArray();
        QCOMPARE(arrivals.size(), 4);
        QCOMPARE(arrivals[3].toObject()["processor"].toInt(), 5);
        QCOMPARE(arrivals[3].toObject()["arrival"].toInt(), 12);
        const Run slotCounter =
            cli({"bus", "--kind", "unidirectional", "--processors", "4", "--tau", "2", "--writer", "0", "--json"});
        QCOMPARE(QJsonDocument::fromJson(slotCounter.out).object()["reads"].toArray()[2].toObject()["arrival"].toInt(),
                 6);

        oneLineError(cli({"bus", "--kind", "appb", "--processors", "5000", "--perm", "random"}), "--processors");
        oneLineError(cli({"bus", "--kind", "appb", "--processors", "3", "--perm", "list:0,1,1"}), "permutation");
        oneLineError(cli({"bus", "--kind", "larpbs", "--processors", "3", "--bits", "list:0,2,1"}), "--bits");
        oneLineError(cli({"bus", "--kind", "coincident", "--processors", "3", "--tau", "0", "--writer", "0"}), "--tau");
        oneLineError(cli({"bus", "--kind", "coincident", "--processors", "3", "--writer", "3"}), "--writer");
        oneLineError(cli({"bus", "--kind", "ring", "--processors", "3"}), "--kind");
    }

    void renderWritesEachFormat() {
        QTemporaryDir dir;
        const QStringList ring = network(4, 4, "ring", "natural");
        const QString svg = dir.filePath("ring.svg"), pdf = dir.filePath("ring.pdf"), png = dir.filePath("ring.png");
        QCOMPARE(cli(QStringList{"render"} + ring + QStringList{"--slot", "2", "-o", svg}).exit, 0);
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&svgFile);
        int paths = 0, texts = 0;
        QString title;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == u"path" || xml.name() == u"polyline" || xml.name() == u"rect") ++paths;
            if (xml.name() == u"text") ++texts;
            if (xml.name() == u"title") title = xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(paths > 50);
        QVERIFY(texts > 32); // processor numbers, coupler names, legend, title
        QCOMPARE(title,
                 QString::fromUtf8("POPS(4,4) \u2013 Ring, Natural embedding \u2013 slot 2 of 3")); // names, not ids

        QCOMPARE(cli(QStringList{"render"} + ring + QStringList{"--all-slots", "-o", pdf}).exit, 0);
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5) == "%PDF-");

        QCOMPARE(cli(QStringList{"render", "--schedule", POPSLAB_TEST_DATA "/coupler-conflict.json", "--dpi", "144",
                                 "-o", png})
                     .exit,
                 0);
        QImageReader reader(png);
        const QSize size = reader.size();
        QVERIFY(size.isValid());
        QCOMPARE(double(size.width()) / 2.0, std::round(size.width() / 2.0)); // 144 dpi = 2x
        QVERIFY(!reader.read().isNull());

        // The compact coupler matrix: the natural ring's whole phase clashes on the
        // four group couplers, each cell saying how many transmissions it carries.
        const QString matrix = dir.filePath("matrix.svg");
        QCOMPARE(cli(QStringList{"render"} + ring + QStringList{"--whole-phase", "--matrix", "-o", matrix}).exit, 0);
        QFile matrixFile(matrix);
        QVERIFY(matrixFile.open(QIODevice::ReadOnly));
        QXmlStreamReader mx(&matrixFile);
        QStringList cells;
        while (!mx.atEnd())
            if (mx.readNext() == QXmlStreamReader::StartElement && mx.name() == u"text")
                cells << mx.readElementText().trimmed();
        QCOMPARE(cells.count(QString::fromUtf8("\u00d73")), 4);
        QVERIFY(cells.contains("destination group i"));

        oneLineError(cli(QStringList{"render"} + ring + QStringList{"--slot", "4", "-o", png}),
                     "--slot 4 is not in 1..3");
        oneLineError(cli(QStringList{"render"} + ring + QStringList{"-o", dir.filePath("ring.bmp")}),
                     "unknown figure format");
        oneLineError(cli(QStringList{"render"} + ring), "-o FILE");
    }

    void plotWritesEachFormat() {
        QTemporaryDir dir;
        const QStringList args{"plot",   "--pattern", "reduction", "--algorithms", "natural,optimal",
                               "--vary", "d",         "--n",       "256"};
        const QString svg = dir.filePath("p.svg"), pdf = dir.filePath("p.pdf"), png = dir.filePath("p.png");
        QCOMPARE(cli(args + QStringList{"-o", svg}).exit, 0);
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&svgFile);
        QStringList texts;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text")
                texts << xml.readElementText();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        const QString all = texts.join(' ');
        QVERIFY2(all.contains("Natural reduction") && all.contains("Optimal reduction") && all.contains("lower bound"),
                 qPrintable(all));
        QCOMPARE(cli(args + QStringList{"-o", pdf}).exit, 0);
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5) == "%PDF-");
        // Laid out at the size written: the axis title on one line (it had been one word a
        // line, "d / (processors / per / group),"), the legend's names whole.
        QVERIFY2(texts.contains("d (processors per group), n = 256"), qPrintable(texts.join(" | ")));
        QCOMPARE(cli(args + QStringList{"--width", "640", "--height", "400", "--dpi", "192", "-o", png}).exit, 0);
        QCOMPARE(QImageReader(png).size(), QSize(1280, 800)); // 192 dpi = 2x
        // Nothing dark on the image's edges: at 150 dpi and more the title had been cut at
        // the top and the legend at the foot, the text enlarged twice over a 96 dpi layout.
        for (const char* dpi : {"150", "300"}) {
            QCOMPARE(cli(args + QStringList{"--dpi", dpi, "-o", png}).exit, 0);
            const QImage image(png);
            QVERIFY(!image.isNull());
            int dark = 0;
            for (int x = 0; x < image.width(); ++x)
                for (int y : {0, 1, image.height() - 2, image.height() - 1})
                    dark += qGray(image.pixel(x, y)) < 100 && qAlpha(image.pixel(x, y)) > 128;
            for (int y = 0; y < image.height(); ++y)
                for (int x : {0, 1, image.width() - 2, image.width() - 1})
                    dark += qGray(image.pixel(x, y)) < 100 && qAlpha(image.pixel(x, y)) > 128;
            QVERIFY2(dark == 0, qPrintable(QString("%1 dpi: %2 dark pixels on the edges").arg(dpi).arg(dark)));
        }
        oneLineError(cli(args + QStringList{"-o", dir.filePath("p.gif")}), "unknown plot format");
        oneLineError(cli({"plot", "--pattern", "ring", "--algorithms", "fast", "--vary", "d", "--n", "16", "-o", svg}),
                     "no algorithm 'fast'");
    }

    void oknListsItsAlgorithms() {
        const Run r = cli({"okn", "--list", "--json"});
        QCOMPARE(r.exit, 0);
        const auto ops = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(ops.size(), 4);
        QCOMPARE(ops[0].toObject()["id"].toString(), QString("broadcast"));
        QVERIFY(ops[0].toObject()["algorithms"].toArray().size() >= 6);
        QVERIFY(cli({"okn", "--list"}).out.contains("kary-tree: k-ary tree (B1)"));
    }

    void oknCommands() {
        const Run j = cli({"okn", "--operation", "total-exchange", "--algorithm", "combined", "--nodes", "1024",
                           "--ports", "1", "--delay", "2", "--json"});
        QCOMPARE(j.exit, 0);
        const auto o = QJsonDocument::fromJson(j.out).object();
        for (const char* key :
             {"operation", "algorithm", "nodes", "ports", "delay", "simulated", "formula", "bestSteps"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["simulated"].toInt(), 2558); // Table IV, d = 2
        QCOMPARE(o["bestSteps"].toArray(), (QJsonArray{1, 2}));
        // --trace writes what the golden file of Fig. 2 pins, event by event.
        QTemporaryDir traceDir;
        const QString tracePath = traceDir.filePath("fig2.json");
        QCOMPARE(cli({"okn", "--operation", "broadcast", "--algorithm", "latency-hiding", "--nodes", "41", "--ports",
                      "2", "--delay", "1", "--trace", tracePath})
                     .exit,
                 0);
        QFile written(tracePath), golden(POPSLAB_TEST_DATA "/../golden/okn/003-fig-2.json");
        QVERIFY(written.open(QIODevice::ReadOnly) && golden.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), golden.readAll());
        const Run t = cli({"okn", "--operation", "broadcast", "--algorithm", "latency-hiding", "--nodes", "41",
                           "--ports", "2", "--delay", "1"});
        QVERIFY(t.out.contains("simulated: 4"));
        QVERIFY(t.out.contains("content checked: yes"));
        oneLineError(cli({"okn", "--operation", "scatter", "--algorithm", "spanning-tree", "--nodes", "10", "--ports",
                          "2", "--delay", "1"}),
                     "power of k+1");
        oneLineError(cli({"okn", "--operation", "scatter", "--algorithm", "sequential", "--nodes", "10", "--ports", "0",
                          "--delay", "1"}),
                     "k >= 1");
        oneLineError(cli({"okn", "--operation", "scatter", "--algorithm", "sequential", "--nodes", "10", "--ports", "1",
                          "--delay", "-1"}),
                     "--delay must be at least 0");
        const Run s =
            cli({"okn-sweep", "--operation", "total-exchange", "--algorithms", "direct,standard,combined", "--vary",
                 "delay", "--nodes", "729", "--ports", "2", "--delay", "0", "--from", "2", "--to", "2", "--csv"});
        QCOMPARE(s.exit, 0);
        const auto lines = s.out.trimmed().split('\n');
        QCOMPARE(lines[0], QByteArray("delay,direct,standard,combined"));
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[1], QByteArray("2,1092,1470,850")); // Table V, d = 2 (one value: the run stays far from 10 s)
        // What the sweep varies need not be given; a misspelt operation is named before
        // any missing option.
        const Run without =
            cli({"okn-sweep", "--operation", "total-exchange", "--algorithms", "direct,standard,combined", "--vary",
                 "delay", "--nodes", "729", "--ports", "2", "--from", "2", "--to", "2", "--csv"});
        QCOMPARE(without.out, s.out);
        oneLineError(cli({"okn", "--operation", "brodcast", "--algorithm", "sequential"}), "not 'brodcast'");
        // A misspelt algorithm is answered with the operation's known ones; an algorithm with
        // no point in a sweep says why on stderr (its column had stood empty without a word).
        oneLineError(cli({"okn", "--operation", "broadcast", "--algorithm", "kary", "--nodes", "9", "--ports", "2",
                          "--delay", "1"}),
                     "(known: sequential, kary-tree,");
        const Run empty = cli({"okn-sweep", "--operation", "broadcast", "--algorithms", "kary-tree,binomial", "--ports",
                               "2", "--nodes", "9", "--vary", "delay", "--from", "0", "--to", "1"});
        QCOMPARE(empty.exit, 0);
        QVERIFY2(empty.err.contains("binomial has no point: broadcast/binomial applies only where k = 1"),
                 empty.err.constData());
        oneLineError(cli({"okn", "--bogus"}), "unknown option --bogus; 'popslab-cli okn --help' lists them");
        oneLineError(cli({"okn-sweep", "--operation", "broadcast", "--algorithms", "sequential", "--vary", "delay",
                          "--nodes", "1000000", "--ports", "1", "--from", "0", "--to", "10"}),
                     "lower the number of nodes (nodes)");
        QTemporaryDir dir;
        const QString svg = dir.filePath("okn.svg");
        QCOMPARE(cli({"plot",
                      "--network",
                      "okn",
                      "--operation",
                      "broadcast",
                      "--algorithms",
                      "informed-resend,latency-hiding",
                      "--vary",
                      "ports",
                      "--nodes",
                      "1000",
                      "--ports",
                      "1",
                      "--delay",
                      "3",
                      "--from",
                      "1",
                      "--to",
                      "4",
                      "-o",
                      svg})
                     .exit,
                 0);
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("Latency hiding (B4)"));
        // As in okn-sweep, the quantity varied need not be given.
        QCOMPARE(cli({"plot", "--network", "okn", "--operation", "broadcast", "--algorithms", "informed-resend",
                      "--vary", "delay", "--nodes", "100", "--ports", "2", "--from", "0", "--to", "3", "-o",
                      dir.filePath("delay.svg")})
                     .exit,
                 0);
    }

    void helpDocumentsEveryOption() {
        QVERIFY(cli({"--help"}).out.contains("sweep"));
        QVERIFY(cli({"--help"}).out.contains("POPSLAB_CLI_SECONDS=N"));
        // A source without a paper shows its section alone.
        const QByteArray patterns = cli({"patterns"}).out;
        QVERIFY(patterns.contains("custom -- Custom message set (beyond the papers)"));
        QVERIFY(!patterns.contains("(paper ,"));
        QCOMPARE(cli({}).exit, 2);
        const Run h = cli({"schedule", "--help"});
        QCOMPARE(h.exit, 0);
        for (const char* option :
             {"--network", "--d", "--g", "--pattern", "--algorithm", "--param", "--output", "--whole-phase"})
            QVERIFY2(h.out.contains(option), option);
        const Run sw = cli({"sweep", "--help"});
        for (const char* option : {"--vary", "--n", "--csv", "--max-n"})
            QVERIFY2(sw.out.contains(option), option);
        QVERIFY(cli({"validate", "--help"}).out.contains("--json"));
        QCOMPARE(cli({"launch"}).exit, 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
