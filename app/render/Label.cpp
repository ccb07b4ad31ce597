#include "Label.h"

#include "Fonts.h"

#include <QFontMetricsF>
#include <QGlyphRun>
#include <QPaintEngine>
#include <QPainterPath>
#include <QRawFont>
#include <QRegularExpression>
#include <QTextLayout>
#include <algorithm>
#include <cmath>

namespace popslab::render {

namespace {

thread_local LabelProbe* activeProbe = nullptr;

// A hair of tolerance: Qt's measure is in fractional pixels.
bool fits(const QRectF& need, const QRectF& box) {
    return need.width() <= box.width() + 0.01 && need.height() <= box.height() + 0.01;
}

void setSize(QFont& f, double pointSize) {
    f.setPointSizeF(std::max(0.25, pointSize));
}

// The glyphs' outlines, laid out as drawText lays the text out in `where` (Qt's own
// measure of it): an SVG names its fonts, and a reader without Noto Sans CJK would
// see boxes where the figure had Chinese.
QRectF drawOutlined(QPainter& p, const QRectF& box, int flags, QString text) {
    const QRectF where = QFontMetricsF(p.font(), p.device()).boundingRect(box, flags, text);
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(text, p.font(), p.device());
    QTextOption option(Qt::Alignment(flags & Qt::AlignHorizontal_Mask));
    option.setWrapMode(flags & Qt::TextWordWrap ? QTextOption::WordWrap : QTextOption::NoWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    for (double y = 0;;) {
        QTextLine line = layout.createLine();
        if (!line.isValid()) break;
        line.setLineWidth(where.width());
        line.setPosition({0, y});
        y += line.height();
    }
    layout.endLayout();
    QPainterPath outline;
    for (const QGlyphRun& run : layout.glyphRuns()) {
        const QRawFont font = run.rawFont();
        const auto glyphs = run.glyphIndexes();
        const auto positions = run.positions();
        for (qsizetype k = 0; k < glyphs.size(); ++k)
            outline.addPath(font.pathForGlyph(glyphs[k]).translated(positions[k]));
    }
    p.fillPath(outline.translated(where.topLeft()), p.pen().color());
    return where;
}

} // namespace

LabelProbe::LabelProbe() : previous_(activeProbe) {
    activeProbe = this;
}
LabelProbe::~LabelProbe() {
    activeProbe = previous_;
}

QString englishPlural(QString text, int n) {
    return text.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

void noteObstacle(QPainter& p, const QRectF& box) {
    if (activeProbe) activeProbe->record(ObstacleRecord{p.transform().mapRect(box), p.device()});
}

namespace {

// The painter's font, made smaller until the text fits the box.
QFont fittedFont(const QPainter& p, const QRectF& box, int flags, const QString& text) {
    QFont f = p.font();
    auto measure = [&] { return QFontMetricsF(f, p.device()).boundingRect(box, flags, text); };
    QRectF need = measure();
    // Each round scales by the overshoot; word-wrapped text may need a second or third.
    for (int round = 0; round < 6 && !fits(need, box); ++round) {
        const double k = std::min(box.width() / need.width(), box.height() / need.height());
        setSize(f, f.pointSizeF() * std::min(k, 0.96));
        need = measure();
    }
    return f;
}

} // namespace

void fitFontToAll(QPainter& p, const QRectF& box, int flags, const std::vector<QString>& texts) {
    fitFontToAll(p, flags, {{box, texts}});
}

void fitFontToAll(QPainter& p, int flags, const std::vector<std::pair<QRectF, std::vector<QString>>>& boxes) {
    QFont smallest = p.font();
    for (const auto& [box, texts] : boxes) {
        if (box.width() <= 0 || box.height() <= 0) continue;
        for (const QString& text : texts) {
            if (text.isEmpty()) continue;
            const QFont f = fittedFont(p, box, flags, text); // from the painter's own font each time
            if (f.pointSizeF() < smallest.pointSizeF()) smallest = f;
        }
    }
    p.setFont(smallest);
}

QRectF labelRect(const QPainter& p, const QRectF& box, int flags, const QString& text) {
    if (text.isEmpty() || box.width() <= 0 || box.height() <= 0) return {};
    return QFontMetricsF(fittedFont(p, box, flags, text), p.device()).boundingRect(box, flags, text) & box;
}

double fittedLineHeight(const QPainter& p, const QRectF& box, int flags, const QString& text) {
    if (text.isEmpty() || box.width() <= 0 || box.height() <= 0) return 0;
    return QFontMetricsF(fittedFont(p, box, flags, text), p.device()).height() *
           std::sqrt(std::abs(p.transform().determinant()));
}

namespace {
bool presentingNow = false;
} // namespace

void setPresenting(bool presenting) {
    presentingNow = presenting;
}

bool isPresenting() {
    return presentingNow;
}

double leastReadablePixels(const QPainter& p) {
    if (!p.device() || p.device()->devType() != QInternal::Widget) return kPagePixels;
    return leastReadableOnScreen();
}

double leastReadableOnScreen() {
    return presentingNow ? kPresentingPixels : kWindowPixels;
}

bool readsInBox(const QPainter& p, const QRectF& box, int flags, const QString& text) {
    return fittedLineHeight(p, box, flags, text) >= leastReadablePixels(p);
}

bool drawReadableLabel(QPainter& p, const QRectF& box, int flags, const QString& text) {
    if (!readsInBox(p, box, flags, text)) return false;
    drawLabel(p, box, flags, text);
    return true;
}

QString keepFormulasWhole(QString text) {
    static const QRegularExpression pair(QStringLiteral("\\(([^(),\\s]{1,6}), ([^(),\\s]{1,6})\\)"));
    static const QRegularExpression hyphen(QStringLiteral("(\\d)-(\\w)"));
    text.replace(pair, QStringLiteral("(\\1,\u00a0\\2)"));
    text.replace(hyphen, QStringLiteral("\\1\u2011\\2"));
    text.replace(QStringLiteral(" = "), QStringLiteral("\u00a0=\u00a0"));
    text.replace(QStringLiteral(" \u2264 "),
                 QStringLiteral("\u00a0\u2264\u00a0")); // "n ≤ 6" (German had broken "n / ≤ 6")
    text.replace(QStringLiteral(" \u2265 "), QStringLiteral("\u00a0\u2265\u00a0"));
    text.replace(QStringLiteral("xor "), QStringLiteral("xor\u00a0"));
    return text;
}

namespace {
// The least a caption is drawn at: `pixels`, and presenting what the back row reads (not 13.99).
double captionPixels(const QPainter& p, double pixels) {
    return std::max(pixels, leastReadablePixels(p) + 0.25);
}

// The painter's font, sized to read `pixels` high on its device.
QFont fontReading(const QPainter& p, double pixels) {
    QFont f = p.font();
    const double now = QFontMetricsF(f, p.device()).height() * std::sqrt(std::abs(p.transform().determinant()));
    if (now > 0) setSize(f, f.pointSizeF() * pixels / now);
    return f;
}

// Whether `text` fits `box` whole in `font`.
bool wholeIn(const QPainter& p, const QFont& font, const QRectF& box, int flags, const QString& text) {
    return fits(QFontMetricsF(font, p.device()).boundingRect(box, flags, text), box);
}
} // namespace

void drawCaption(QPainter& p, const QRectF& box, int flags, const QString& text, double pixels) {
    if (text.isEmpty() || box.width() <= 0 || box.height() <= 0) return;
    const QString shown = keepFormulasWhole(text);
    const QFont original = p.font();
    const QFont least = fontReading(p, captionPixels(p, pixels));
    if (least.pointSizeF() > original.pointSizeF()) {
        p.setFont(least);
        // Grown and fitted, never smaller than the painter's own (wrapping may round down).
        if (fittedFont(p, box, flags, shown).pointSizeF() < original.pointSizeF()) p.setFont(original);
    } else if (fittedFont(p, box, flags, shown).pointSizeF() < least.pointSizeF() &&
               wholeIn(p, least, box, flags, shown)) {
        p.setFont(least); // shrunk in steps the painter's font passed under a size that fits
    }
    drawLabel(p, box, flags, shown);
    p.setFont(original);
}

bool captionReads(const QPainter& p, const QRectF& box, int flags, const QString& text, double pixels) {
    if (text.isEmpty() || box.width() <= 0 || box.height() <= 0) return false;
    // Whole in the box at the least size drawCaption draws it at: it is drawn there or larger.
    return wholeIn(p, fontReading(p, captionPixels(p, pixels)), box, flags, keepFormulasWhole(text));
}

void drawLabel(QPainter& p, const QRectF& box, int flags, const QString& text) {
    if (text.isEmpty() || box.width() <= 0 || box.height() <= 0) return;
    const QFont original = p.font();
    const QFont f = fittedFont(p, box, flags, text);
    p.setFont(f);
    QRectF drawn;
    const bool svg = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::SVG;
    if (svg && needsFallbackFont(text))
        drawn = drawOutlined(p, box, flags, text);
    else
        p.drawText(box, flags, text, &drawn);
    if (activeProbe) {
        const QTransform& t = p.transform();
        const double scale = std::sqrt(std::abs(t.determinant()));
        activeProbe->record(LabelRecord{text, t.mapRect(box), t.mapRect(drawn),
                                        QFontMetricsF(f, p.device()).height() * scale, p.pen().color(), p.device(),
                                        t.map(QPolygonF(drawn))});
    }
    p.setFont(original);
}

} // namespace popslab::render
