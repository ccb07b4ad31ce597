#include "BusGridPainter.h"

#include "Label.h"

#include <QPainter>
#include <algorithm>

namespace popslab::bus {

namespace {
constexpr double kPitch = 70, kBox = 46, kMargin = 40;
} // namespace

BusGridPainter::BusGridPainter(bus::BusRun run, std::uint32_t rows, std::uint32_t columns, std::uint32_t sourceRow,
                               std::uint32_t sourceColumn)
    : run_(std::move(run)), rows_(rows), columns_(columns), sourceRow_(sourceRow), sourceColumn_(sourceColumn) {
    // The caption's band grows with a large grid, which is shown small: 16 x 16's two lines
    // had a band of 17 px in the window, its caption 11 px presenting.
    captionH_ = 40 * std::max(1.0, kPitch * std::max(rows_, columns_) / 280);
    bounds_ = QRectF(0, 0, 2 * kMargin + kPitch * columns_, 2 * kMargin + kPitch * rows_ + captionH_);
}

QRectF BusGridPainter::box(bus::ProcessorId p) const {
    const double cx = kMargin + kPitch * (double(p % columns_) + 0.5),
                 cy = kMargin + kPitch * (double(p / columns_) + 0.5);
    return {cx - kBox / 2, cy - kBox / 2, kBox, kBox};
}

std::optional<std::size_t> BusGridPainter::readAt(QPointF q) const {
    for (std::size_t k = 0; k < run_.trace.reads.size(); ++k)
        if (box(run_.trace.reads[k].read.processor).contains(q)) return k;
    return std::nullopt;
}

std::optional<bus::ProcessorId> BusGridPainter::processorAt(QPointF q) const {
    for (bus::ProcessorId p = 0; p < rows_ * columns_; ++p)
        if (box(p).contains(q)) return p;
    return std::nullopt;
}

QString BusGridPainter::processorName(bus::ProcessorId p) const {
    return QString("(%1,%2)").arg(p / columns_).arg(p % columns_);
}

void BusGridPainter::paint(QPainter& p, const render::Palette& palette, bus::Time now) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds_, palette.background);
    const bus::Time cycle = run_.program.cycleLength;
    const bool second = now >= cycle;
    const QColor firstCycle(0, 114, 178), secondCycle(0, 158, 115);
    // Row and column buses; the ones carrying the datum now drawn heavy.
    for (std::uint32_t r = 0; r < rows_; ++r) {
        const double y = kMargin + kPitch * (r + 0.5);
        const bool active = !second && r == sourceRow_;
        p.setPen(QPen(active ? firstCycle : palette.faint, active ? 4 : 1.5));
        p.drawLine(QPointF(kMargin / 2, y), QPointF(bounds_.right() - kMargin / 2, y));
    }
    for (std::uint32_t c = 0; c < columns_; ++c) {
        const double x = kMargin + kPitch * (c + 0.5);
        p.setPen(QPen(second ? secondCycle : palette.faint, second ? 4 : 1.5));
        p.drawLine(QPointF(x, kMargin / 2), QPointF(x, kMargin + kPitch * rows_ + kMargin / 2));
    }
    // Processors: filled once they have read, in their cycle's colour.
    p.setFont(render::sceneFont(p, 7));
    std::vector<const bus::ReadOutcome*> readOf(rows_ * columns_, nullptr);
    for (const bus::ReadOutcome& r : run_.trace.reads)
        readOf[r.read.processor] = &r;
    for (bus::ProcessorId q = 0; q < rows_ * columns_; ++q) {
        const QRectF b = box(q);
        const bus::ReadOutcome* r = readOf[q];
        const bool source = q == sourceRow_ * columns_ + sourceColumn_;
        QColor fill = palette.background;
        if (source) fill = palette.usedFill;
        if (r && r->time && *r->time <= now) fill = (*r->time < cycle ? firstCycle : secondCycle).lighter(150);
        const bool bad = r && r->verdict != bus::ReadVerdict::Good;
        p.setPen(QPen(bad ? palette.conflict : palette.ink, source ? 3 : 1.2));
        p.setBrush(fill);
        p.drawRoundedRect(b, 5, 5);
        // Black or white on the cycle's light fill: the dark theme's light ink read 1.3:1 on it.
        p.setPen(fill == palette.background ? palette.ink : render::inkOn(fill));
        // Where a large grid leaves them too small to read (16 x 16 drew them at 5 px), the
        // colours tell the cycle and pointing at a processor tells its read.
        render::drawReadableLabel(p, b.adjusted(2, 2, -2, -b.height() / 2), Qt::AlignCenter, processorName(q));
        const QString when = source ? tr("source") : r && r->time ? tr("t = %1").arg(*r->time) : QString();
        render::drawReadableLabel(p, b.adjusted(2, b.height() / 2, -2, -2), Qt::AlignCenter, when);
    }
    p.setFont(render::sceneFont(p, 8));
    p.setPen(palette.ink);
    render::drawCaption(p, QRectF(8, bounds_.bottom() - captionH_ + 4, bounds_.width() - 16, captionH_ - 8),
                        Qt::AlignLeft | Qt::TextWordWrap,
                        tr("cycle 1 along the source's row bus (the processors it reaches blue), cycle 2 along every "
                           "column bus (those it reaches green); t = %1")
                            .arg(now));
    p.restore();
}

} // namespace popslab::bus
