#include "EmbeddingPainter.h"

#include "Label.h"
#include "common/IntMath.h"

#include <QPainterPath>
#include <QtMath>

namespace popslab::pops {

namespace {
// A node's circle, and room between neighbours for a message's arrow (at 30 apart the
// circles big enough for a number that reads left the arrows no length).
constexpr double kRadius = 12;
constexpr double kMargin = 38; // room for the nodes' own numbers (a torus's, past its stubs)
// The node's own number, as large as the processor's inside it: at 8 points it read under
// 9 px, and the ring of 16 lost all its numbers, in a panel 5 px narrower than usual (walk 9).
constexpr double kNodeNumberPoints = 9;
} // namespace

EmbeddingPainter::EmbeddingPainter(const pops::PopsNetwork& network, const Schedule& schedule)
    : network_(network), schedule_(schedule), torus_(schedule.pattern.name == "torus") {
    const std::uint32_t n = std::uint32_t(schedule.embedding.size());
    side_ = std::uint32_t(isqrt(n));
    if (side_ * side_ != n) torus_ = false;
    pitch_ = torus_ ? 42 : 36;
    radius_ = std::max(60.0, n * pitch_ / (2 * M_PI));
}

QRectF EmbeddingPainter::bounds() const {
    if (torus_) return {0, 0, 2 * kMargin + side_ * pitch_, 2 * kMargin + side_ * pitch_};
    return {0, 0, 2 * (radius_ + kMargin), 2 * (radius_ + kMargin)};
}

// Inside the node at `c`: its processor's number.
QRectF EmbeddingPainter::processorBox(QPointF c) {
    const double in = kRadius * 0.9; // nearly the circle: presenting, the number needs its line height
    return QRectF(c - QPointF(in, in), QSizeF(2 * in, 2 * in));
}

// Centred on `at`, outside the node: the node's own number.
QRectF EmbeddingPainter::nodeNumberBox(QPointF at) const {
    // As tall as the margin allows (it is 38 for the box's half width): at 17 a projector's
    // 14 px number did not fit, and the ring of 16 lost every number presenting (walk 10).
    const QSizeF box(pitch_ * 0.9, 22);
    return QRectF(at - QPointF(box.width(), box.height()) / 2, box);
}

bool EmbeddingPainter::numbersNodes(QPainter& p, double pixelsPerUnit) const {
    if (pitch_ * pixelsPerUnit < 18) return false;
    // The widest processor number inside its node (as paintNodes draws it).
    // And the node's own number outside it (paintNodes' `name`): the legend promises both.
    p.save();
    p.setFont(render::sceneFont(p, 9, true));
    bool reads = render::readsInBox(p, processorBox(QPointF(0, 0)), Qt::AlignCenter,
                                    QString::number(network_.processorCount() - 1));
    p.setFont(render::sceneFont(p, kNodeNumberPoints));
    reads = reads && render::readsInBox(p, nodeNumberBox(QPointF(0, 0)), Qt::AlignCenter,
                                        QString::number(schedule_.embedding.size() - 1));
    p.restore();
    return reads;
}

QPointF EmbeddingPainter::nodePosition(std::uint32_t u) const {
    if (torus_) return {kMargin + (u % side_ + 0.5) * pitch_, kMargin + (u / side_ + 0.5) * pitch_};
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
    // Past a few hundred nodes a node is under 4 pixels: the ring becomes a band of its
    // nodes' group colours (the torus a grid of coloured cells), so the embedding still
    // shows where the groups lie and the slot's messages still show as chords.
    const bool dense = pitch_ * o.pixelsPerUnit < 4;
    if (dense)
        paintDense(p, o);
    else
        paintEdges(p, o);
    paintMessages(p, o, dense);
    if (!dense) paintNodes(p, o);
    p.restore();
}

void EmbeddingPainter::paintEdges(QPainter& p, const PaintOptions& o) const {
    const std::uint32_t n = std::uint32_t(schedule_.embedding.size());
    p.setPen(QPen(o.palette.fibre, 1));
    for (std::uint32_t u = 0; u < n; ++u) {
        if (!torus_) {
            p.drawLine(nodePosition(u), nodePosition((u + 1) % n));
            continue;
        }
        if ((u + 1) % side_ != 0) p.drawLine(nodePosition(u), nodePosition(u + 1));
        if (u + side_ < n) p.drawLine(nodePosition(u), nodePosition(u + side_));
    }
    if (!torus_ || side_ < 2) return;
    // A torus's wrap-around edges as stubs leaving each row and column at both ends: drawn
    // whole, the n edges across the grid hid it; left out, the grid read as a mesh.
    const double stub = pitch_ * 0.35;
    for (std::uint32_t i = 0; i < side_; ++i) {
        const QPointF first = nodePosition(i * side_), last = nodePosition(i * side_ + side_ - 1);
        p.drawLine(first, first - QPointF(stub + kRadius, 0));
        p.drawLine(last, last + QPointF(stub + kRadius, 0));
        const QPointF top = nodePosition(i), bottom = nodePosition((side_ - 1) * side_ + i);
        p.drawLine(top, top - QPointF(0, stub + kRadius));
        p.drawLine(bottom, bottom + QPointF(0, stub + kRadius));
    }
}

void EmbeddingPainter::paintMessages(QPainter& p, const PaintOptions& o, bool dense) const {
    // The slot's messages as bold arrows from node to node.
    if (!o.slot || *o.slot >= schedule_.slotCount()) return;
    const auto& mu = schedule_.embedding;
    std::vector<std::uint32_t> nodeOf(network_.processorCount(), UINT32_MAX);
    for (std::uint32_t u = 0; u < mu.size(); ++u)
        if (mu[u] < nodeOf.size()) nodeOf[mu[u]] = u;
    p.setPen(QPen(o.palette.used, std::max(2.5 * o.strokeScale, 1.5 / std::max(1e-9, o.pixelsPerUnit))));
    p.setBrush(Qt::NoBrush);
    for (const Transmission& t : schedule_.slot(*o.slot))
        for (ProcessorId y : schedule_.destinations(t)) {
            if (t.src >= nodeOf.size() || y >= nodeOf.size()) continue;
            const std::uint32_t u = nodeOf[t.src], v = nodeOf[y];
            if (u == UINT32_MAX || v == UINT32_MAX) continue;
            QPointF a = nodePosition(u), b = nodePosition(v);
            if (dense && !torus_) { // inside the band: 2,048 messages on it had hidden its colours
                const QPointF centre(radius_ + kMargin, radius_ + kMargin);
                const double inward = std::max(0.0, 1 - 16 / std::max(1e-9, o.pixelsPerUnit * radius_));
                a = centre + (a - centre) * inward;
                b = centre + (b - centre) * inward;
            }
            const QPointF d = b - a;
            const double len = std::hypot(d.x(), d.y());
            if (len <= 1e-6) continue;
            // A torus's wrap-around message (7 -> 4 along a row of four) bows out of its
            // row or column rather than running under the nodes between.
            const bool wrap = torus_ && len > pitch_ * 1.5;
            const QPointF across = QPointF(-d.y(), d.x()) / len;
            const QPointF control = (a + b) / 2 + across * (wrap ? pitch_ * 0.9 : 0);
            // Stop short of the nodes' edges, the arrow's head clear of the number inside.
            const QPointF out = (control - a) / std::hypot((control - a).x(), (control - a).y());
            const QPointF in = (b - control) / std::hypot((b - control).x(), (b - control).y());
            const QPointF from = a + out * (kRadius + 1.5);
            b -= in * (kRadius + 1.5);
            QPainterPath arrow(from);
            arrow.quadTo(control, b);
            p.drawPath(arrow);
            const QPointF normal(-in.y(), in.x());
            p.drawLine(b, b - in * 6 + normal * 4);
            p.drawLine(b, b - in * 6 - normal * 4);
        }
}

void EmbeddingPainter::paintNodes(QPainter& p, const PaintOptions& o) const {
    const auto& mu = schedule_.embedding;
    const std::uint32_t n = std::uint32_t(mu.size());
    const bool dark = o.palette.background.lightness() < 128;
    const bool labels = numbersNodes(p, o.pixelsPerUnit);
    p.setFont(render::sceneFont(p, 9, true));
    for (std::uint32_t u = 0; u < n; ++u) {
        const QPointF c = nodePosition(u);
        p.setPen(QPen(o.palette.ink, 0.8));
        const QColor fill = groupColour(network_.group(mu[u]), network_.g(), dark);
        p.setBrush(fill);
        p.drawEllipse(c, kRadius, kRadius);
        if (!labels) continue;
        // Inside, the processor mu(u) the node is embedded on, one number that reads
        // (two lines, "u / ->mu(u)", were 7 px); left out where it would not read
        // (presenting, under 14 px): the colours and the slot table still say it.
        p.setPen(render::inkOn(fill));
        render::drawReadableLabel(p, processorBox(c), Qt::AlignCenter, QString::number(mu[u]));
    }
    if (!labels) return;
    // The node's own number outside it: beyond the ring, or the torus's rows and columns
    // along its top and left, where no edge or message runs.
    p.setPen(o.palette.ink);
    p.setFont(render::sceneFont(p, kNodeNumberPoints));
    auto name = [&](QPointF at, std::uint32_t number) {
        render::drawReadableLabel(p, nodeNumberBox(at), Qt::AlignCenter, QString::number(number));
    };
    if (torus_) {
        const double out = kRadius + pitch_ * 0.35 + 10;
        for (std::uint32_t i = 0; i < side_; ++i) {
            name(nodePosition(i) - QPointF(0, out), i);
            name(nodePosition(i * side_) - QPointF(out, 0), i);
        }
        return;
    }
    const QPointF centre(radius_ + kMargin, radius_ + kMargin);
    for (std::uint32_t u = 0; u < n; ++u) {
        const QPointF c = nodePosition(u), d = c - centre;
        // Clear of the processor's number inside, where a projector's larger digits (at the
        // diagonals most) had touched it (the gallery's audit, presenting).
        name(centre + d * ((radius_ + kRadius + 16) / radius_), u);
    }
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
            p.fillRect(QRectF(nodePosition(u) - QPointF(pitch_ / 2, pitch_ / 2), QSizeF(pitch_, pitch_)), colourOf(u));
    } else {
        // A band 14 pixels wide, each node its arc of it; past a few thousand nodes an arc a
        // run of nodes, in its first node's colour (a million arcs of a thousandth of a pixel
        // had drawn nothing: the ring of 1,048,576 was a bare circle).
        const double band = 14 / std::max(1e-9, o.pixelsPerUnit);
        QPen pen(Qt::black, band, Qt::SolidLine, Qt::FlatCap);
        const std::uint32_t arcs = std::min<std::uint32_t>(n, 4096);
        for (std::uint32_t a = 0; a < arcs; ++a) {
            const auto u = std::uint32_t(std::uint64_t(a) * n / arcs);
            const auto next = std::uint32_t(std::uint64_t(a + 1) * n / arcs);
            pen.setColor(colourOf(u));
            p.setPen(pen);
            p.drawLine(nodePosition(u), nodePosition(next % n));
        }
    }
    p.restore();
}

} // namespace popslab::pops
