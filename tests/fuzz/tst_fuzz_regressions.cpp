// Every seed of the fuzz corpora and every input that ever crashed a fuzz target
// (tests/fuzz/regressions/<target>/), replayed through the targets' bodies: nothing
// crashes, hangs or trips a sanitizer (run under the asan preset too).
#include "FuzzTargets.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <functional>

using Target = std::function<void(const std::uint8_t*, std::size_t)>;
Q_DECLARE_METATYPE(Target)

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void replay_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Target>("target");
        const std::pair<const char*, Target> targets[] = {
            {"schedule", popslab::fuzz::schedule}, {"session", popslab::fuzz::session}, {"okn", popslab::fuzz::okn}};
        int count = 0;
        for (const auto& [name, target] : targets)
            for (const char* kind : {"corpus", "regressions"}) {
                const QDir dir(QString(POPSLAB_FUZZ_DATA) + "/" + kind + "/" + name);
                for (const QString& f : dir.entryList(QDir::Files)) {
                    QTest::newRow(qPrintable(QString("%1/%2/%3").arg(kind, name, f))) << dir.filePath(f) << target;
                    ++count;
                }
            }
        for (const QString& f : QDir(POPSLAB_TEST_DATA).entryList({"*.json"}, QDir::Files))
            QTest::newRow(qPrintable("data/" + f))
                << QString(POPSLAB_TEST_DATA "/") + f << Target(popslab::fuzz::schedule);
        QVERIFY2(count > 0, "no corpus found");
    }
    void replay() {
        QFETCH(QString, file);
        QFETCH(Target, target);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        target(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size()));
    }
};

QTEST_APPLESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
