// Chinese that shows: every string of the Chinese translation has a glyph in
// the fonts the window and the figures use (a missing one is glyph 0, the box); a
// Chinese label renders as glyphs, not as the missing-glyph box; an SVG figure carries
// Chinese as outlines and a PDF figure embeds the font, so both show on machines
// without it.
#include "Fonts.h"
#include "Label.h"
#include "Palette.h"
#include "SceneExport.h"

#include <QBuffer>
#include <QFile>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QXmlStreamReader>

using namespace popslab;

namespace {

// Every <translation> (and <numerusform>) of a .ts file.
QStringList translationsOf(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QStringList texts;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement &&
            (xml.name() == QLatin1String("translation") || xml.name() == QLatin1String("numerusform"))) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!text.isEmpty()) texts << text;
        }
    return texts;
}

// The characters of `text` that `font` (with its fallbacks, as Qt lays text out) draws
// as glyph 0, the missing-glyph box.
QString missingGlyphs(const QString& text, const QFont& font) {
    QString line = text;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    QTextLayout layout(line, font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    QString missing;
    for (const QGlyphRun& run : layout.glyphRuns())
        for (const quint32 glyph : run.glyphIndexes())
            if (glyph == 0) missing += run.rawFont().familyName() + " ";
    return missing;
}

QImage rendered(const QString& text) {
    QImage image(60, 40, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setFont(render::sceneFont(p, 20));
    p.setPen(Qt::black);
    p.drawText(image.rect(), Qt::AlignCenter, text);
    return image;
}

} // namespace

class TestChinese : public QObject {
    Q_OBJECT
private slots:
    void theFontIsInstalled() {
        QVERIFY2(render::chineseFontInstalled(),
                 qPrintable(render::kChineseFamily + " is missing: apt-get install fonts-noto-cjk"));
    }

    void everyTranslatedStringHasGlyphs() {
        const QStringList texts = translationsOf(POPSLAB_TRANSLATIONS "/popslab_zh_CN.ts");
        QVERIFY(texts.size() > 500);
        QImage device(1, 1, QImage::Format_RGB32);
        QPainter p(&device);
        const QFont window = render::withChineseFallback(QGuiApplication::font());
        const QFont figure = render::sceneFont(p, 10);
        for (const QString& text : texts) {
            QVERIFY2(missingGlyphs(text, window).isEmpty(), qPrintable("window font, no glyph in: " + text));
            QVERIFY2(missingGlyphs(text, figure).isEmpty(), qPrintable("figure font, no glyph in: " + text));
        }
    }

    // Each character drawn alone differs from the box a character no font has draws.
    void aChineseLabelRendersGlyphsNotBoxes() {
        const QImage box = rendered(QString(QChar(0xE000))); // private use: no font has it
        const QString label = QString::fromUtf8("耦合器组");
        for (const QChar c : label) {
            const QImage glyph = rendered(QString(c));
            QVERIFY2(glyph != box, qPrintable(QString("'%1' renders as the missing-glyph box").arg(c)));
            QVERIFY(glyph != rendered(QString()));
        }
    }

    void svgFiguresCarryChineseAsOutlines() {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        {
            QSvgGenerator svg;
            svg.setOutputDevice(&buffer);
            svg.setSize(QSize(400, 100));
            QPainter p(&svg);
            p.setFont(render::sceneFont(p, 10));
            render::drawLabel(p, QRectF(0, 0, 400, 30), Qt::AlignCenter, QString::fromUtf8("通往组 0 的耦合器"));
            render::drawLabel(p, QRectF(0, 40, 400, 30), Qt::AlignCenter, "couplers to group 0");
        }
        const QString text = QString::fromUtf8(buffer.data());
        QVERIFY(!text.contains(QString::fromUtf8("通往"))); // not as text a reader's font must draw
        QVERIFY(text.contains("couplers to group 0"));      // Latin stays text, editable
        QVERIFY(text.count("<path") >= 1);
    }

    // The PDF's font dictionary names the Chinese font and points at its embedded
    // program (a subset): the PDF shows on a machine that has no CJK font.
    void pdfFiguresEmbedTheChineseFont() {
        QTemporaryDir dir;
        const QString path = dir.filePath("figure.pdf");
        const auto error = render::exportScene(path, QSizeF(400, 100), "figure", 150, Qt::white, [](QPainter& p) {
            p.setFont(render::sceneFont(p, 10));
            render::drawLabel(p, QRectF(0, 0, 400, 30), Qt::AlignCenter, QString::fromUtf8("通往组 0 的耦合器"));
        });
        QVERIFY2(!error, qPrintable(error.value_or("")));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        // "/BaseFont /NotoSansCJKsc-Regular": the PostScript name, the family without spaces.
        const QByteArray family = render::kChineseFamily.toLatin1().replace(" ", "").toLower();
        int fonts = 0;
        bool chinese = false;
        for (qsizetype at = pdf.indexOf("/BaseFont /"); at >= 0; at = pdf.indexOf("/BaseFont /", at + 1)) {
            ++fonts;
            chinese = chinese || pdf.mid(at + 11, family.size()).toLower() == family;
        }
        QVERIFY2(chinese, qPrintable("no font named " + family + " in the PDF"));
        // Each font (Type0 and its CIDFont) has its program embedded.
        QVERIFY2(pdf.count("/FontFile") * 2 >= fonts, "the PDF names its fonts but does not embed them");
    }
};

QTEST_MAIN(TestChinese)
#include "tst_chinese.moc"
