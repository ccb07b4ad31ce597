#include "MediaIcons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace popslab::gui {

namespace {

// Shapes in a unit box, pointing right; First and Back are Last and Forward mirrored.
QPainterPath unitPath(MediaGlyph glyph) {
    QPainterPath p;
    auto triangle = [&p](double left, double right) {
        p.moveTo(left, 0.2);
        p.lineTo(right, 0.5);
        p.lineTo(left, 0.8);
        p.closeSubpath();
    };
    switch (glyph) {
    case MediaGlyph::Play:
        triangle(0.25, 0.85);
        break;
    case MediaGlyph::Pause:
        p.addRect(QRectF(0.24, 0.2, 0.18, 0.6));
        p.addRect(QRectF(0.58, 0.2, 0.18, 0.6));
        break;
    case MediaGlyph::Forward:
    case MediaGlyph::Back:
        triangle(0.1, 0.5);
        triangle(0.5, 0.9);
        break;
    case MediaGlyph::Last:
    case MediaGlyph::First:
        triangle(0.18, 0.7);
        p.addRect(QRectF(0.7, 0.2, 0.12, 0.6));
        break;
    }
    return p;
}

QPixmap glyphPixmap(MediaGlyph glyph, const QColor& color, int pixels) {
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(pixels, pixels);
    if (glyph == MediaGlyph::First || glyph == MediaGlyph::Back) {
        painter.translate(1, 0);
        painter.scale(-1, 1);
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPath(unitPath(glyph));
    return pixmap;
}

} // namespace

QIcon mediaIcon(MediaGlyph glyph, const QColor& color, int side, const QColor& disabled) {
    QIcon icon;
    for (int scale : {1, 2})
        for (auto [mode, c] : {std::pair{QIcon::Normal, color}, std::pair{QIcon::Disabled, disabled}}) {
            if (!c.isValid()) continue;
            QPixmap pixmap = glyphPixmap(glyph, c, side * scale);
            pixmap.setDevicePixelRatio(scale);
            icon.addPixmap(pixmap, mode);
        }
    return icon;
}

} // namespace popslab::gui
