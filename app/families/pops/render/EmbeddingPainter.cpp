#include "EmbeddingPainter.h"

#include "Label.h"
#include "common/IntMath.h"

#include <QPainterPath>
#include <QtMath>

namespace popslab::pops {

namespace {
constexpr double kNode = 30; // spacing between nodes
constexpr double kMargin = 40;
} // namespace

EmbeddingPainter::EmbeddingPainter(const pops::PopsNetwork& network, const Schedule& schedule)
    : network_(network), schedule_(schedule), torus_(schedule.pattern.name == "torus") {
    const std::uint32_t n = std::uint32_t(schedule.embedding.size());
    side_ = std::uint32_t(isqrt(n));
    if (side_ * side_ != n) torus_ = false;
    radius_ = std::max(60.0, n * kNode / (2 * M_PI));
}

QRectF EmbeddingPainter::bounds() const {
    if (torus_) return {0, 0, 2 * kMargin + side_ * kNode, 2 * kMargin + side_ * kNode};
    return {0, 0, 2 * (radius_ + kMargin), 2 * (radius_ + kMargin)};
}

QPointF EmbeddingPainter::nodePosition(std::uint32_t u) const {
    if (torus_) return {kMargin + (u % side_ + 0.5) * kNode, kMargin + (u / side_ + 0.5) * kNode};
    const double angle = 2 * M_PI * u / double(schedule_.embedding.size()) - M_PI / 2;
    return {radius_ + kMargin + radius_ * std::cos(angle), radius_ + kMargin + radius_ * std::sin(angle)};
}

QColor EmbeddingPainter::groupColour(GroupId j, std::uint32_t g, bool dark) {
    return QColor::fromHsv(int(360.0 * j / std::max(1u, g)) % 360, dark ? 150 : 120, dark ? 200 : 245);
}

void EmbeddingPainter::paint(QPainter& p, const PaintOptions& o) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds(), o.palette.background);
    const auto& mu = schedule_.embedding;
    const std::uint32_t n = std::uint32_t(mu.size());
    std::vector<std::uint32_t> nodeOf(network_.processorCount(), UINT32_MAX);
    for (std::uint32_t u = 0; u < n; ++u)
        if (mu[u] < nodeOf.size()) nodeOf[mu[u]] = u;
    // Past a few hundred nodes a node is under 4 pixels: the ring becomes a band of its
    // nodes' group colours (the torus a grid of coloured cells), so the embedding still
    // shows where the groups lie and the slot's messages still show as chords.
    const bool dense = kNode * o.pixelsPerUnit < 4;
    const bool dark = o.palette.background.lightness() < 128;
    if (dense) {
        paintDense(p, o);
    } else {
        // The logical edges, faint; torus wrap-around edges are left implicit.
        p.setPen(QPen(o.palette.fibre, 1));
    }
    for (std::uint32_t u = 0; u < n && !dense; ++u) {
        if (torus_) {
            if ((u + 1) % side_ != 0) p.drawLine(nodePosition(u), nodePosition(u + 1));
            if (u + side_ < n) p.drawLine(nodePosition(u), nodePosition(u + side_));
        } else {
            p.drawLine(nodePosition(u), nodePosition((u + 1) % n));
        }
    }
    // The slot's messages as bold arrows from node to node.
    if (o.slot && *o.slot < schedule_.slotCount()) {
        p.setPen(QPen(o.palette.used, std::max(2.5 * o.strokeScale, 1.5 / std::max(1e-9, o.pixelsPerUnit))));
        for (const Transmission& t : schedule_.slot(*o.slot))
            for (ProcessorId y : schedule_.destinations(t)) {
                if (t.src >= nodeOf.size() || y >= nodeOf.size()) continue;
                const std::uint32_t u = nodeOf[t.src], v = nodeOf[y];
                if (u == UINT32_MAX || v == UINT32_MAX) continue;
                QPointF a = nodePosition(u), b = nodePosition(v);
                const QPointF d = b - a;
                const double len = std::hypot(d.x(), d.y());
                if (len <= 1e-6) continue;
                // A torus's wrap-around message (7 -> 4 along a row of four) bows out of its
                // row or column rather than running under the nodes between.
                const bool wrap = torus_ && len > kNode * 1.5;
                const QPointF across = QPointF(-d.y(), d.x()) / len;
                const QPointF control = (a + b) / 2 + across * (wrap ? kNode * 0.9 : 0);
                // Stop at the nodes' edges, with a small arrow head along the last stretch.
                const QPointF out = (control - a) / std::hypot((control - a).x(), (control - a).y());
                const QPointF in = (b - control) / std::hypot((b - control).x(), (b - control).y());
                const QPointF from = a + out * (kNode * 0.38);
                b -= in * (kNode * 0.38);
                QPainterPath arrow(from);
                arrow.quadTo(control, b);
                p.setBrush(Qt::NoBrush);
                p.drawPath(arrow);
                const QPointF normal(-in.y(), in.x());
                p.drawLine(b, b - in * 6 + normal * 4);
                p.drawLine(b, b - in * 6 - normal * 4);
            }
    }
    const bool labels = kNode * o.pixelsPerUnit >= 18;
    p.setFont(render::sceneFont(p, 6.5));
    for (std::uint32_t u = 0; u < n && !dense; ++u) {
        const QPointF c = nodePosition(u);
        const double r = kNode * 0.36;
        p.setPen(QPen(o.palette.ink, 0.8));
        const QColor fill = groupColour(network_.group(mu[u]), network_.g(), dark);
        p.setBrush(fill);
        p.drawEllipse(c, r, r);
        if (labels) {
            p.setPen(render::inkOn(fill));
            // Left out where it would not read (presenting, under 14 px): the colours and the
            // slot table still say where each node sits.
            render::drawReadableLabel(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                                      QString("%1\n\u2192%2").arg(u).arg(mu[u]));
        }
    }
    p.restore();
}

void EmbeddingPainter::paintDense(QPainter& p, const PaintOptions& o) const {
    const auto& mu = schedule_.embedding;
    const std::uint32_t n = std::uint32_t(mu.size());
    const bool dark = o.palette.background.lightness() < 128;
    auto colourOf = [&](std::uint32_t u) {
        return mu[u] < network_.processorCount() ? groupColour(network_.group(mu[u]), network_.g(), dark)
                                                 : o.palette.faint;
    };
    p.save();
    if (torus_) {
        p.setPen(Qt::NoPen);
        for (std::uint32_t u = 0; u < n; ++u)
            p.fillRect(QRectF(nodePosition(u) - QPointF(kNode / 2, kNode / 2), QSizeF(kNode, kNode)), colourOf(u));
    } else {
        // A band 14 pixels wide, each node its arc of it.
        const double band = 14 / std::max(1e-9, o.pixelsPerUnit);
        QPen pen(Qt::black, band, Qt::SolidLine, Qt::FlatCap);
        for (std::uint32_t u = 0; u < n; ++u) {
            pen.setColor(colourOf(u));
            p.setPen(pen);
            p.drawLine(nodePosition(u), nodePosition((u + 1) % n));
        }
    }
    p.restore();
}

} // namespace popslab::pops
