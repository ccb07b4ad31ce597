// The papers' figures and worked examples, pinned. Every figure of every
// family's catalogue -- POPS schedules, OK_N traces -- is built and compared byte for
// byte with its file in tests/golden/<family>, so a change that alters a paper's schedule but keeps it valid and as
// long still fails here. To change them on purpose: `scripts/dev.sh golden`, then review
// the diff of tests/golden like code.
#include "common/Catalogue.h"

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
    while (line < a.size() && line < b.size() && a[line] == b[line])
        ++line;
    QFAIL(qPrintable(QString("%1 differs at line %2:\n  golden: %3\n  built:  %4")
                         .arg(path)
                         .arg(line + 1)
                         .arg(QString::fromUtf8(a.value(line).left(200)), QString::fromUtf8(b.value(line).left(200)))));
}

} // namespace

class TestGolden : public QObject {
    Q_OBJECT
private slots:
    // Every family's figures (common/Catalogue.h): a new family is covered by registering
    // its catalogue.
    void figures_data() {
        QTest::addColumn<QString>("family");
        QTest::addColumn<int>("index");
        for (const FamilyCatalogue& c : catalogues())
            for (std::size_t k = 0; k < c.figures.size(); ++k)
                QTest::newRow((c.family + "/" + c.figures[k].id).c_str()) << QString::fromStdString(c.family) << int(k);
    }
    void figures() {
        QFETCH(QString, family);
        QFETCH(int, index);
        for (const FamilyCatalogue& c : catalogues()) {
            if (QString::fromStdString(c.family) != family) continue;
            const CatalogueFigure& f = c.figures[std::size_t(index)];
            std::string text;
            try {
                text = f.result();
            } catch (const std::exception& e) {
                QFAIL(e.what());
            }
            compareWithGolden(QString(POPSLAB_GOLDEN "/%1/%2.json").arg(family, f.id.c_str()), text);
        }
    }

    // No golden file outlives its catalogue entry.
    void noStaleFiles() {
        for (const FamilyCatalogue& c : catalogues()) {
            QStringList known;
            for (const CatalogueFigure& f : c.figures)
                known << QString("%1.json").arg(f.id.c_str());
            const QString dir = QString(POPSLAB_GOLDEN "/") + c.family.c_str();
            for (const QString& file : QDir(dir).entryList(QDir::Files))
                QVERIFY2(known.contains(file),
                         qPrintable(c.family.c_str() + QString("/") + file + " belongs to no figure"));
        }
    }
};

QTEST_APPLESS_MAIN(TestGolden)
#include "tst_golden.moc"
