// The papers' figures and worked examples, pinned (issue 10). Every entry of the core's
// figure catalogues -- POPS schedules (families/pops/PaperFigures) and OK_N traces
// (families/okn/OknFigures) -- is built and compared byte for byte with its file in
// tests/golden, so a change that alters a paper's schedule but keeps it valid and as
// long still fails here. To change them on purpose: `scripts/dev.sh golden`, then review
// the diff of tests/golden like code.
#include "families/okn/OknFigures.h"
#include "families/okn/OknTrace.h"
#include "families/pops/PaperFigures.h"
#include "families/pops/patterns/Registry.h"
#include "slotted/ScheduleJson.h"
#include "slotted/Validator.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace popslab;

namespace {

const bool kRegenerate = qEnvironmentVariableIsSet("POPSLAB_REGENERATE_GOLDEN");

// Compares `text` with the golden file (or writes it, when regenerating).
void compareWithGolden(const QString& path, const std::string& text) {
    if (kRegenerate) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(text.data(), qint64(text.size()));
        return;
    }
    QFile in(path);
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(path + " is missing: run scripts/dev.sh golden"));
    const QByteArray golden = in.readAll();
    if (golden == QByteArray::fromStdString(text)) return;
    // Name the first line that differs.
    const auto a = golden.split('\n'), b = QByteArray::fromStdString(text).split('\n');
    qsizetype line = 0;
    while (line < a.size() && line < b.size() && a[line] == b[line]) ++line;
    QFAIL(qPrintable(QString("%1 differs at line %2:\n  golden: %3\n  built:  %4")
                         .arg(path)
                         .arg(line + 1)
                         .arg(QString::fromUtf8(a.value(line).left(200)), QString::fromUtf8(b.value(line).left(200)))));
}

} // namespace

class TestGolden : public QObject {
    Q_OBJECT
private slots:
    void popsFigures_data() {
        QTest::addColumn<int>("index");
        for (std::size_t k = 0; k < paperFigures().size(); ++k)
            QTest::newRow(paperFigures()[k].id.c_str()) << int(k);
    }
    void popsFigures() {
        QFETCH(int, index);
        const PaperFigure& f = paperFigures()[std::size_t(index)];
        auto built = Registry::instance().build(f.request);
        QVERIFY2(built.ok(), built.ok() ? "" : built.diagnostic->message.c_str());
        QVERIFY(validate(*built.schedule).valid());
        compareWithGolden(QString(POPSLAB_GOLDEN "/pops/%1.json").arg(f.id.c_str()), writeScheduleText(*built.schedule));
    }

    void oknFigures_data() {
        QTest::addColumn<int>("index");
        for (std::size_t k = 0; k < okn::oknFigures().size(); ++k)
            QTest::newRow(okn::oknFigures()[k].id.c_str()) << int(k);
    }
    void oknFigures() {
        QFETCH(int, index);
        const okn::OknFigure& f = okn::oknFigures()[std::size_t(index)];
        auto ran = okn::runOkn(f.request, true);
        QVERIFY(std::holds_alternative<okn::OknRun>(ran));
        const okn::OknRun& run = std::get<okn::OknRun>(ran);
        QVERIFY(run.simulation.ok());
        compareWithGolden(QString(POPSLAB_GOLDEN "/okn/%1.json").arg(f.id.c_str()), okn::traceJson(f.request, run));
    }

    // No golden file outlives its catalogue entry.
    void noStaleFiles() {
        QStringList known;
        for (const auto& f : paperFigures()) known << QString("pops/%1.json").arg(f.id.c_str());
        for (const auto& f : okn::oknFigures()) known << QString("okn/%1.json").arg(f.id.c_str());
        for (const char* family : {"pops", "okn"})
            for (const QString& file : QDir(QString(POPSLAB_GOLDEN "/") + family).entryList(QDir::Files))
                QVERIFY2(known.contains(QString("%1/%2").arg(family, file)), qPrintable(file + " belongs to no figure"));
    }
};

QTEST_APPLESS_MAIN(TestGolden)
#include "tst_golden.moc"
