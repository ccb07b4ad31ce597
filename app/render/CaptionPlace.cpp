#include "CaptionPlace.h"

#include "Fonts.h"
#include "Label.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QScreen>
#include <algorithm>
#include <cmath>
#include <limits>

namespace popslab::render {

namespace {

// The figures' font at `points` as sceneFont sets it on a screen.
QFont figureFont(double points) {
    QFont font = withChineseFallback(QFont(kLatinFamily));
    const QScreen* screen = QGuiApplication::primaryScreen();
    const double dpi = screen ? screen->logicalDotsPerInchY() : 96;
    font.setPointSizeF(std::max(0.5, points * 96.0 / std::max(1.0, dpi)));
    return font;
}

double lineHeight(double points) {
    return QFontMetricsF(figureFont(points)).height();
}

} // namespace

QFont withLineHeight(QFont font, double pixels, const QPaintDevice* device, double scale) {
    // Hinting keeps a font's height from following its size exactly: a few rounds, and a
    // hair over, so that drawCaption finds it at `pixels` and does not grow it past its box.
    for (int round = 0; round < 3; ++round) {
        const double now = (device ? QFontMetricsF(font, device) : QFontMetricsF(font)).height() * scale;
        if (now <= 0 || (now >= pixels && now < pixels * 1.02)) break;
        font.setPointSizeF(font.pointSizeF() * (pixels * 1.005) / now);
    }
    return font;
}

QSizeF captionSize(const QString& text, double width, double pixels, double scale) {
    // Measured as the painter sets it, in scene units: a font whose lines are `pixels` high
    // at `scale` (hinted at 7 px for a figure drawn twice its size, its words are wider).
    const QFont font = withLineHeight(figureFont(10), pixels, nullptr, std::max(1e-3, scale));
    const QFontMetricsF metrics(font);
    return metrics
               .boundingRect(QRectF(0, 0, std::max(1e-3, width / scale), 1e7), Qt::AlignLeft | Qt::TextWordWrap,
                             keepFormulasWhole(text))
               .size() *
           scale;
}

namespace {

// The tallest of `texts` wrapped to `width`, with the band's margins; infinite where a word
// is wider than that (German's "Transpositionsverbindungen" in a narrow column: the caption
// would be shrunk to fit). Measured 3 % narrower, for a font hinted a little otherwise.
double tallest(const QStringList& texts, double width, double pixels, double scale, bool wordsFit = true) {
    double h = 0;
    for (const QString& t : texts) {
        const QSizeF need = captionSize(t, width * 0.97, pixels, scale);
        if (wordsFit && need.width() > width * 0.97 + 0.01) return std::numeric_limits<double>::infinity();
        h = std::max(h, need.height());
    }
    return h + pixels * 0.6; // the band's margins, and room for a rounded-up line
}

} // namespace

CaptionPlace placeCaption(QSizeF figure, double bandWidth, QSizeF view, double maxScale, const QStringList& texts,
                          double points, double pixels) {
    const double fh = std::max(1.0, figure.height());
    pixels = std::max(1.0, pixels); // the column's loop steps by it
    const double vw = std::max(1.0, view.width()), vh = std::max(1.0, view.height());
    const double natural = lineHeight(points); // the caption's line height at scale 1
    // Up to 1.4 times the least size (at 1920 x 1080 a caption grew to 28 px beside 12 px panels).
    const auto textPixels = [&](double s) { return std::clamp(natural * s, pixels, pixels * 1.4); };
    // Under the figure: its width and the band's height depend on the scale, and the scale on
    // the band's height; a few rounds bring them close, and the band is measured once more at
    // the scale they end at (it is drawn at that scale).
    double fw = std::max({1.0, figure.width(), bandWidth});
    CaptionPlace below;
    double s = std::min({vw / fw, vh / fh, maxScale});
    const auto bandAt = [&](double scale) { // drawCaption shrinks what is wider
        return tallest(texts, (fw - 16) * scale, textPixels(scale), scale, false);
    };
    for (int round = 0; round < 8; ++round) {
        const double next = std::clamp(std::min(vw / fw, (vh - bandAt(s)) / fh), 0.01, maxScale);
        if (std::abs(next - s) < 1e-3) break;
        s = next;
    }
    const double band = bandAt(s);
    below.scale = s;
    below.extent = below.height = band / s;
    below.linePixels = textPixels(s);
    fw = std::max(1.0, figure.width());
    // Beside it: the narrowest column (down to about 13 characters) whose caption is no
    // taller than the figure beside it -- the narrower, the larger the figure -- its lines
    // `pixels` high: a larger caption would narrow the figure.
    double column = 0, sb = 0;
    for (double c = std::min(pixels * 24, vw * 0.4); c >= pixels * 13; c -= pixels) {
        const double scale = std::clamp(std::min((vw - c) / fw, vh / fh), 0.01, maxScale);
        if (tallest(texts, c - 8 * scale, pixels, scale) > std::min(vh, fh * scale)) break;
        column = c;
        sb = scale;
    }
    if (column == 0 || sb <= below.scale * 1.04) return below;
    // A figure held by the view's height or its largest scale leaves width over: the column
    // takes it, and its lines grow towards the figure's own text size where they still fit.
    column = std::max(column, std::min(vw - fw * sb, pixels * 30));
    double line = pixels;
    for (double l = textPixels(sb); l > pixels; l -= 0.5)
        if (tallest(texts, column - 8 * sb, l, sb) <= std::min(vh, fh * sb)) {
            line = l;
            break;
        }
    return CaptionPlace{true, column / sb, tallest(texts, column - 8 * sb, line, sb) / sb, sb, line};
}

} // namespace popslab::render
