#include "Palette.h"

#include "Fonts.h"

#include <algorithm>

namespace popslab::render {

Palette Palette::light() {
    return {Qt::white,
            QColor(20, 20, 20),
            QColor(150, 150, 150),
            QColor(205, 205, 205),
            QColor(245, 245, 245),
            QColor(0, 114, 178),
            QColor(213, 40, 40),
            QColor(120, 120, 120),
            QColor(230, 159, 0),
            QColor(0, 114, 178).lighter(170),
            QColor(213, 40, 40).lighter(160)};
}

Palette Palette::dark() {
    return {QColor(30, 30, 34),   QColor(235, 235, 235), QColor(140, 140, 140), QColor(80, 80, 86),
            QColor(50, 50, 56),   QColor(86, 180, 233),  QColor(255, 90, 90),   QColor(160, 160, 160),
            QColor(240, 228, 66), QColor(0, 90, 140),    QColor(140, 30, 30)};
}

QFont sceneFont(const QPainter& painter, double points, bool bold) {
    QFont f = withChineseFallback(QFont(kLatinFamily));
    const int dpi = painter.device() ? painter.device()->logicalDpiY() : 96;
    f.setPointSizeF(std::max(0.5, points * 96.0 / std::max(1, dpi)));
    f.setBold(bold);
    return f;
}

} // namespace popslab::render
