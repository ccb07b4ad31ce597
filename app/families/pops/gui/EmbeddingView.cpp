#include "EmbeddingView.h"

#include "EmbeddingPainter.h"
#include "Label.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

namespace popslab::pops {

EmbeddingView::EmbeddingView(PopsDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMinimumSize(120, 160);
    connect(document_, &PopsDocument::scheduleChanged, this, qOverload<>(&QWidget::update));
    connect(document_, &PopsDocument::slotChanged, this, qOverload<>(&QWidget::update));
}

bool EmbeddingView::hasEmbedding() const {
    const Schedule* s = document_->schedule();
    return s && !s->embedding.empty();
}

void EmbeddingView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) update(); // the legend is worded as it is painted
    QWidget::changeEvent(event);
}

void EmbeddingView::setDark(bool dark) {
    dark_ = dark;
    update();
}

void EmbeddingView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    PaintOptions o;
    o.palette = dark_ ? render::Palette::dark() : render::Palette::light();
    p.fillRect(rect(), o.palette.background);
    if (!hasEmbedding()) return;
    const Schedule& s = *document_->schedule();
    const EmbeddingPainter painter(pops::PopsNetwork(s.network.d, s.network.g), s);
    // The legend above the figure (the panel's title is only its name), as many lines as it
    // takes at the panel's width: three German lines in two lines' room shrank to 10 px.
    // It promises numbers only where it draws them (a ring of 256 had said "its number
    // outside" beside none): judged at the scale the figure takes without the legend.
    const QRectF whole = painter.bounds();
    const double roughly = std::min((width() - 16) / whole.width(), (height() * 0.8 - 16) / whole.height());
    const bool numbered = painter.numbersNodes(roughly);
    const QString legend =
        painter.isTorus()
            ? (numbered ? tr("Torus node (row, column, numbered at the edges) \u2192 processor \u03bc inside it; "
                             "colour: the processor's group.")
                        : tr("Torus of %n nodes, each in the colour of its processor's group; too many to number "
                             "at this size.",
                             nullptr, int(s.embedding.size())))
            : (numbered ? tr("Ring node u (its number outside) \u2192 processor \u03bc(u) inside it; colour: the "
                             "processor's group.")
                        : tr("Ring of %n nodes, each in the colour of its processor's group; too many to number "
                             "at this size.",
                             nullptr, int(s.embedding.size())));
    const QFontMetricsF metrics(font(), this);
    const double text =
        metrics.boundingRect(QRectF(0, 0, width() - 12, 1e6), Qt::AlignLeft | Qt::TextWordWrap, legend).height();
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(font());
    render::drawLabel(p, QRectF(6, 2, width() - 12, text), Qt::AlignLeft | Qt::TextWordWrap, legend);
    const double band = std::min(height() / 2.0, 4 + text + paintKey(p, 4 + text, s.network.g));
    // 8 px kept free around it: a dense ring's band is 14 px wide whatever the scale, and
    // past its scene's margin it was cut at the panel's edges (2,048 nodes).
    const QRectF scene = painter.bounds();
    const double scale =
        std::max(1e-6, std::min((width() - 16) / scene.width(), (height() - band - 16) / scene.height()));
    p.translate((width() - scene.width() * scale) / 2, band + (height() - band - scene.height() * scale) / 2);
    p.scale(scale, scale);
    if (document_->slotCount() > 0) o.slot = std::uint32_t(document_->slot());
    o.pixelsPerUnit = scale;
    painter.paint(p, o);
}

double EmbeddingView::paintKey(QPainter& p, double top, std::uint32_t groups) {
    // A swatch and its group's number, as many rows as the panel's width takes; past a
    // dozen groups the hues are too close to tell apart, and the key would only list them.
    if (groups > 12) return 0;
    const QFontMetricsF metrics(font(), this);
    const double h = metrics.height(), dot = h * 0.75;
    double x = 6, y = top;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (std::uint32_t j = 0; j < groups; ++j) {
        const QString number = QString::number(j);
        const double w = dot + 4 + metrics.horizontalAdvance(number) + h * 0.6;
        if (x > 6 && x + w > width() - 6) {
            x = 6;
            y += h;
        }
        p.setPen(QPen(palette().color(QPalette::WindowText), 0.8));
        p.setBrush(EmbeddingPainter::groupColour(j, groups, dark_));
        p.drawEllipse(QRectF(x, y + (h - dot) / 2, dot, dot));
        render::drawLabel(p, QRectF(x + dot + 4, y, w - dot - 4, h), Qt::AlignLeft | Qt::AlignVCenter, number);
        x += w;
    }
    p.restore();
    return y + h + 0.3 * h - top;
}

} // namespace popslab::pops
