#include "WdmPartitionBar.h"

#include "WdmScene.h"

#include <QPainter>

namespace popslab::gui {

WdmPartitionBar::WdmPartitionBar(const WdmDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMinimumHeight(64);
    connect(document_, &WdmDocument::changed, this, qOverload<>(&QWidget::update));
}

void WdmPartitionBar::paintEvent(QPaintEvent*) {
    const auto& report = document_->report();
    if (!report) return;
    const wdm::WdmNetwork net(report->parameters);
    const std::uint32_t n = report->parameters.n;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const double cell = std::min(48.0, (width() - 16.0) / n);
    const double x0 = (width() - cell * n) / 2, top = 4;
    QFont font = p.font();
    font.setPointSizeF(std::max(6.0, std::min(9.0, cell / 4)));
    p.setFont(font);
    for (std::uint32_t k = 0; k < n; ++k) {
        const wdm::Dimension i = n - 1 - k; // bit strings read from the highest dimension
        const QRectF box(x0 + k * cell, top + 14, cell, 22);
        const std::uint32_t g = net.groupOf(i), sub = net.subgroupOf(i);
        QColor fill = render::wavelengthColour(g);
        fill.setAlpha(sub % 2 ? 70 : 130); // subgroups alternate in shade
        p.fillRect(box, fill);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawRect(box);
        p.drawText(box, Qt::AlignCenter, QString::number(i));
        p.drawText(QRectF(box.left(), top, cell, 14), Qt::AlignCenter, QString("T%1").arg(net.transmitterOf(i)));
        p.drawText(QRectF(box.left(), box.bottom() + 2, cell, 14), Qt::AlignCenter, QString("R%1").arg(net.receiverOf(i)));
    }
    // Group boundaries, heavier.
    p.setPen(QPen(palette().color(QPalette::WindowText), 3));
    for (std::uint32_t k = 1; k < n; ++k)
        if (net.groupOf(n - k) != net.groupOf(n - 1 - k)) p.drawLine(QPointF(x0 + k * cell, top + 10), QPointF(x0 + k * cell, top + 40));
}

} // namespace popslab::gui
