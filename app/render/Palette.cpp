#include "Palette.h"

#include "Fonts.h"

#include <algorithm>
#include <cmath>

namespace popslab::render {

Palette Palette::light() {
    return {Qt::white,
            QColor(20, 20, 20),
            QColor(150, 150, 150),
            QColor(205, 205, 205),
            QColor(245, 245, 245),
            QColor(0, 114, 178),
            QColor(213, 40, 40),
            QColor(100, 100, 100), // group names: 5.9:1 on white (and on the canvas's 248 grey)
            QColor(230, 159, 0),
            QColor(0, 114, 178).lighter(170),
            QColor(213, 40, 40).lighter(160)};
}

Palette Palette::dark() {
    return {QColor(30, 30, 34),   QColor(235, 235, 235), QColor(140, 140, 140), QColor(80, 80, 86),
            QColor(50, 50, 56),   QColor(86, 180, 233),  QColor(255, 90, 90),   QColor(160, 160, 160),
            QColor(240, 228, 66), QColor(0, 90, 140),    QColor(140, 30, 30)};
}

double contrastRatio(const QColor& a, const QColor& b) {
    auto luminance = [](const QColor& c) {
        auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor inkOn(const QColor& fill) {
    return contrastRatio(Qt::black, fill) >= contrastRatio(Qt::white, fill) ? QColor(Qt::black) : QColor(Qt::white);
}

QColor Palette::readable(const QColor& colour) const {
    QColor c = colour;
    c.setAlpha(255);
    for (int step = 0; step < 40 && contrastRatio(c, background) < 5.0; ++step)
        c = isDark() ? c.lighter(110) : c.darker(110);
    if (contrastRatio(c, background) < 5.0) c = ink; // a grey that no shade of itself reaches
    return c;
}

namespace {
double textScale = 1.0;
bool followTheme = false;
} // namespace

void setExportsFollowTheme(bool follow) {
    followTheme = follow;
}

bool exportsFollowTheme() {
    return followTheme;
}

Palette exportPalette(bool windowDark) {
    return followTheme && windowDark ? Palette::dark() : Palette::light();
}

void setScreenTextScale(double scale) {
    textScale = std::clamp(scale, 0.5, 4.0);
}

double screenTextScale() {
    return textScale;
}

double deviceTextScale(const QPainter& painter) {
    return painter.device() && painter.device()->devType() == QInternal::Widget ? textScale : 1.0;
}

QFont sceneFont(const QPainter& painter, double points, bool bold) {
    QFont f = withChineseFallback(QFont(kLatinFamily));
    const int dpi = painter.device() ? painter.device()->logicalDpiY() : 96;
    if (painter.device() && painter.device()->devType() == QInternal::Widget) points *= textScale;
    f.setPointSizeF(std::max(0.5, points * 96.0 / std::max(1, dpi)));
    f.setBold(bold);
    return f;
}

} // namespace popslab::render
