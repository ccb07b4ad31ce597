// A figure's scene placed in a widget: scaled to fit, centred, and never larger than
// `maxScale` (a small figure stays beside the rest instead of filling the screen).
// Every family's scene views share it, and their hit tests invert it.
#pragma once

#include <QRectF>
#include <QTransform>
#include <algorithm>

namespace popslab::render {

inline QTransform fitScene(const QRectF& scene, const QSizeF& widget, double maxScale) {
    const double s = std::min({widget.width() / scene.width(), widget.height() / scene.height(), maxScale});
    QTransform t;
    t.translate((widget.width() - scene.width() * s) / 2, (widget.height() - scene.height() * s) / 2);
    t.scale(s, s);
    t.translate(-scene.left(), -scene.top());
    return t;
}

} // namespace popslab::render
