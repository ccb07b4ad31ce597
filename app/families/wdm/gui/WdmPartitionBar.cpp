#include "WdmPartitionBar.h"

#include "Label.h"

#include <QApplication>
#include <QEvent>
#include <QFontInfo>
#include <QPainter>

namespace popslab::wdm {

WdmPartitionBar::WdmPartitionBar(const WdmDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMinimumHeight(90);
    connect(document_, &WdmDocument::changed, this, qOverload<>(&QWidget::update));
}

double WdmPartitionBar::scale() const {
    return std::max(1.0, QFontInfo(font()).pixelSize() / double(QFontInfo(QApplication::font()).pixelSize()));
}

void WdmPartitionBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) {
        setMinimumHeight(int(90 * scale()));
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void WdmPartitionBar::paintEvent(QPaintEvent*) {
    const auto& report = document_->report();
    if (!report) return;
    const wdm::WdmNetwork net(report->parameters);
    const std::uint32_t n = report->parameters.n;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const double s = scale(), width = this->width() / s; // drawn at the application's size, scaled
    p.scale(s, s);
    const double cell = std::min(48.0, (width - 16.0) / n);
    const double x0 = (width - cell * n) / 2, top = 21;
    QFont font = QApplication::font();
    font.setPointSizeF(std::max(6.0, std::min(10.0, cell / 4))); // rows of 17 px hold 10 pt
    p.setFont(font);
    const QColor ink = palette().color(QPalette::WindowText);
    for (std::uint32_t k = 0; k < n; ++k) {
        const wdm::Dimension i = n - 1 - k; // bit strings read from the highest dimension
        const QRectF box(x0 + k * cell, top + 18, cell, 24);
        // Neutral shades, groups and their subgroups alternating: colours mean wavelengths elsewhere.
        const bool darker = (net.groupOf(i) + net.subgroupOf(i)) % 2;
        p.fillRect(box, palette().color(darker ? QPalette::Mid : QPalette::Midlight));
        p.setPen(ink);
        p.drawRect(box);
        render::drawLabel(p, box, Qt::AlignCenter, QString::number(i));
        render::drawLabel(p, QRectF(box.left(), top, cell, 17), Qt::AlignCenter,
                          QString("T%1").arg(net.transmitterOf(i)));
        render::drawLabel(p, QRectF(box.left(), box.bottom() + 2, cell, 17), Qt::AlignCenter,
                          QString("R%1").arg(net.receiverOf(i)));
    }
    // Each group D_g named above its dimensions, its boundaries heavier.
    for (std::uint32_t k = 0; k < n;) {
        std::uint32_t end = k;
        while (end + 1 < n && net.groupOf(n - 1 - (end + 1)) == net.groupOf(n - 1 - k))
            ++end;
        const QRectF span(x0 + k * cell, 1, (end - k + 1) * cell, 17);
        p.setPen(QPen(ink, 1.2));
        p.drawLine(QPointF(span.left() + 2, span.bottom() + 1), QPointF(span.right() - 2, span.bottom() + 1));
        render::drawLabel(p, span, Qt::AlignCenter, QString("D%1").arg(net.groupOf(n - 1 - k)));
        k = end + 1;
    }
    p.setPen(QPen(ink, 3));
    for (std::uint32_t k = 1; k < n; ++k)
        if (net.groupOf(n - k) != net.groupOf(n - 1 - k))
            p.drawLine(QPointF(x0 + k * cell, top + 14), QPointF(x0 + k * cell, top + 46));
}

} // namespace popslab::wdm
