#include "Label.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace popslab::render {

namespace {

thread_local LabelProbe* activeProbe = nullptr;

// A hair of tolerance: Qt's measure is in fractional pixels.
bool fits(const QRectF& need, const QRectF& box) {
    return need.width() <= box.width() + 0.01 && need.height() <= box.height() + 0.01;
}

void setSize(QFont& f, double pointSize) { f.setPointSizeF(std::max(0.25, pointSize)); }

} // namespace

LabelProbe::LabelProbe() : previous_(activeProbe) { activeProbe = this; }
LabelProbe::~LabelProbe() { activeProbe = previous_; }

void drawLabel(QPainter& p, const QRectF& box, int flags, const QString& text) {
    if (text.isEmpty() || box.width() <= 0 || box.height() <= 0) return;
    const QFont original = p.font();
    QFont f = original;
    auto measure = [&] { return QFontMetricsF(f, p.device()).boundingRect(box, flags, text); };
    QRectF need = measure();
    // Each round scales by the overshoot; word-wrapped text may need a second or third.
    for (int round = 0; round < 6 && !fits(need, box); ++round) {
        const double k = std::min(box.width() / need.width(), box.height() / need.height());
        setSize(f, f.pointSizeF() * std::min(k, 0.96));
        need = measure();
    }
    p.setFont(f);
    QRectF drawn;
    p.drawText(box, flags, text, &drawn);
    if (activeProbe) {
        const QTransform& t = p.transform();
        const double scale = std::sqrt(std::abs(t.determinant()));
        activeProbe->record({text, t.mapRect(box), t.mapRect(drawn), QFontMetricsF(f, p.device()).height() * scale});
    }
    p.setFont(original);
}

} // namespace popslab::render
