#include "EmbeddingView.h"

#include "EmbeddingPainter.h"
#include "Label.h"

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
    // The legend above the figure (the panel's title is only its name), as many lines as it
    // takes at the panel's width: three German lines in two lines' room shrank to 10 px.
    const QString legend = tr("Node u \u2192 processor \u03bc(u) of the POPS network; colour: its group.");
    const QFontMetricsF metrics(font());
    const double band = std::min(
        height() / 2.0,
        metrics.boundingRect(QRectF(0, 0, width() - 12, 1e6), Qt::AlignLeft | Qt::TextWordWrap, legend).height() +
            0.4 * metrics.height());
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(font());
    render::drawLabel(p, QRectF(6, 2, width() - 12, band), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, legend);
    const Schedule& s = *document_->schedule();
    const EmbeddingPainter painter(pops::PopsNetwork(s.network.d, s.network.g), s);
    const QRectF scene = painter.bounds();
    const double scale = std::min(width() / scene.width(), (height() - band) / scene.height());
    p.translate((width() - scene.width() * scale) / 2, band + (height() - band - scene.height() * scale) / 2);
    p.scale(scale, scale);
    if (document_->slotCount() > 0) o.slot = std::uint32_t(document_->slot());
    o.pixelsPerUnit = scale;
    painter.paint(p, o);
}

} // namespace popslab::pops
