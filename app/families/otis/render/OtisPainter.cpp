#include "OtisPainter.h"

#include "Label.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace popslab::otis {

QString otisName(otis::Intra intra) {
    return intra == otis::Intra::Mesh ? "OTIS-Mesh" : "OTIS-Hypercube";
}

namespace {
constexpr double kCell = 34, kPad = 10, kGap = 46, kTop = 40;
} // namespace

OtisPainter::OtisPainter(const otis::OtisParameters& p, bool fourD, const otis::MoveRun* move,
                         std::vector<otis::OtisHop> route)
    : net_(p), fourD_(fourD), move_(move), route_(std::move(route)) {
    const std::uint32_t N = p.groups;
    cellsAcross_ = std::uint32_t(std::ceil(std::sqrt(double(N))));
    groupsAcross_ = cellsAcross_;
    const double box = cellsAcross_ * kCell + 2 * kPad;
    const std::uint32_t rows = (N + groupsAcross_ - 1) / groupsAcross_;
    bounds_ = QRectF(0, 0, std::max(groupsAcross_ * (box + kGap) + kGap, 420.0), kTop + rows * (box + kGap) + 96);
}

QPointF OtisPainter::centre(otis::ProcessorId a) const {
    const std::uint32_t G = net_.group(a), P = net_.inGroup(a);
    const double box = cellsAcross_ * kCell + 2 * kPad;
    const double gx = kGap + (G % groupsAcross_) * (box + kGap), gy = kTop + (G / groupsAcross_) * (box + kGap);
    return {gx + kPad + (P % cellsAcross_ + 0.5) * kCell, gy + kPad + (P / cellsAcross_ + 0.5) * kCell};
}

std::optional<otis::ProcessorId> OtisPainter::processorAt(QPointF q) const {
    for (otis::ProcessorId a = 0; a < net_.processorCount(); ++a) {
        const QPointF d = q - centre(a);
        if (std::abs(d.x()) <= kCell / 2 - 2 && std::abs(d.y()) <= kCell / 2 - 2) return a;
    }
    return std::nullopt;
}

void OtisPainter::paint(QPainter& p, const render::Palette& palette, int step) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds_, palette.background);
    paintNetwork(p, palette);
    const MoveState state = moveAt(step);
    paintProcessors(p, palette, state.holding);
    paintTransfers(p, state.current);
    paintRoute(p, palette);
    paintCaption(p, palette, step, state);
    p.restore();
}

void OtisPainter::paintNetwork(QPainter& p, const render::Palette& palette) const {
    const std::uint32_t N = net_.groups();
    const double box = cellsAcross_ * kCell + 2 * kPad;
    // Group boxes.
    p.setFont(render::sceneFont(p, 8, true));
    for (std::uint32_t G = 0; G < N; ++G) {
        const QPointF c0 = centre(net_.id(G, 0));
        const QRectF frame(c0.x() - kCell / 2 - kPad, c0.y() - kCell / 2 - kPad, box, box);
        p.setPen(QPen(palette.group, 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(frame, 6, 6);
        p.setPen(palette.ink);
        render::drawLabel(p, QRectF(frame.left(), frame.top() - 16, frame.width(), 14), Qt::AlignCenter,
                          tr("group %1").arg(G));
    }
    // Links: electronic inside the groups, optical transpose links between them (curved,
    // so the links of one pair of groups stay apart).
    const bool allOptical = N <= 16;
    for (otis::ProcessorId a = 0; a < net_.processorCount(); ++a)
        for (otis::ProcessorId b : net_.neighbours(a)) {
            if (b < a) continue;
            const QPointF pa = centre(a), pb = centre(b);
            if (net_.link(a, b) == otis::LinkKind::Electronic) {
                p.setPen(QPen(palette.faint, 1.6));
                p.drawLine(pa, pb);
            } else if (allOptical) {
                QPainterPath curve(pa);
                const QPointF mid = (pa + pb) / 2, d = pb - pa;
                curve.quadTo(mid + QPointF(-d.y(), d.x()) * 0.08, pb);
                QColor c = palette.fibre;
                c.setAlpha(200);
                p.setPen(QPen(c, 1.4, Qt::DashLine));
                p.setBrush(Qt::NoBrush);
                p.drawPath(curve);
            }
        }
}

OtisPainter::MoveState OtisPainter::moveAt(int step) const {
    // The move after `step` steps: every datum where it is, in its origin's colour.
    MoveState out;
    out.holding.assign(net_.processorCount(), -1);
    if (move_) {
        const Schedule& s = move_->schedule;
        std::vector<otis::ProcessorId> at(s.itemCount());
        for (ItemIndex it = 0; it < s.itemCount(); ++it)
            at[it] = s.origin(it);
        for (int t = 0; t < step && t < int(s.slotCount()); ++t) {
            bool isOptical = false;
            for (const Transmission& tr : s.slot(std::size_t(t))) {
                const otis::ProcessorId to = tr.coupler().destinationGroup;
                at[tr.item] = to;
                isOptical = net_.group(tr.src) != net_.group(to);
                if (t == step - 1) out.current.push_back({tr.src, to});
            }
            (isOptical ? out.optical : out.electronic) += 1;
        }
        for (ItemIndex it = 0; it < s.itemCount(); ++it)
            out.holding[at[it]] = int(it);
    }
    return out;
}

void OtisPainter::paintProcessors(QPainter& p, const render::Palette& palette, const std::vector<int>& holding) const {
    const std::uint32_t N = net_.groups(), m = net_.side();
    // Processors with their labels.
    p.setFont(render::sceneFont(p, N <= 4 ? 7 : 5.5));
    for (otis::ProcessorId a = 0; a < net_.processorCount(); ++a) {
        const QPointF c = centre(a);
        const QRectF cell(c.x() - kCell / 2 + 3, c.y() - kCell / 2 + 3, kCell - 6, kCell - 6);
        QColor fill = palette.background;
        if (holding[a] >= 0) {
            const otis::ProcessorId origin = move_->schedule.origin(ItemIndex(holding[a]));
            fill = QColor::fromHsvF(0.83 * double(origin) / double(net_.processorCount()), 0.45, 0.95);
        }
        p.setPen(QPen(palette.ink, 1.0));
        p.setBrush(fill);
        p.drawRect(cell);
        const std::uint32_t G = net_.group(a), P = net_.inGroup(a);
        const QString label = fourD_ && m > 0 ? QString("%1%2%3%4").arg(G / m).arg(G % m).arg(P / m).arg(P % m)
                                              : QString("%1,%2").arg(G).arg(P);
        p.setPen(holding[a] >= 0 ? QColor(Qt::black) : palette.ink);
        render::drawLabel(p, cell, Qt::AlignCenter, label);
    }
}

void OtisPainter::paintTransfers(QPainter& p,
                                 const std::vector<std::pair<otis::ProcessorId, otis::ProcessorId>>& current) const {
    // This step's transfers as arrows.
    for (const auto& [from, to] : current) {
        const bool isOptical = net_.group(from) != net_.group(to);
        p.setPen(QPen(isOptical ? QColor(213, 94, 0) : QColor(0, 114, 178), 2.2));
        const QPointF a = centre(from), b = centre(to),
                      d = (b - a) / std::max(1.0, std::hypot((b - a).x(), (b - a).y()));
        p.drawLine(a + d * 8, b - d * 8);
        const QPointF n(-d.y(), d.x()), tip = b - d * 8;
        p.setBrush(p.pen().color());
        p.drawPolygon(QPolygonF{tip, tip - d * 7 + n * 3.5, tip - d * 7 - n * 3.5});
    }
}

void OtisPainter::paintRoute(QPainter& p, const render::Palette& palette) const {
    // The route, as a band through its processors.
    if (!route_.empty()) {
        QColor band = palette.ink;
        band.setAlpha(70);
        p.setPen(QPen(band, 7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        for (const otis::OtisHop& h : route_)
            p.drawLine(centre(h.from), centre(h.to));
        p.setPen(QPen(palette.ink, 2.5));
        p.setBrush(Qt::NoBrush);
        for (otis::ProcessorId end : {route_.front().from, route_.back().to})
            p.drawRect(QRectF(centre(end) - QPointF(kCell / 2, kCell / 2), QSizeF(kCell, kCell)));
    }
}

void OtisPainter::paintCaption(QPainter& p, const render::Palette& palette, int step, const MoveState& state) const {
    const std::uint32_t N = net_.groups();
    const int optical = state.optical, electronic = state.electronic;
    p.setPen(palette.ink);
    p.setFont(render::sceneFont(p, 8));
    QString caption = tr("%1, N = %2: dashed curves are the optical transpose links (G, P) \u2194 (P, G); labels %3")
                          .arg(otisName(net_.parameters().intra))
                          .arg(N)
                          .arg(fourD_ ? tr("i j k l of the 4D mesh") : tr("(G, P)"));
    if (move_)
        caption += "\n" + tr("move %1: step %2 of %3; OTIS steps %4, electronic steps %5; data coloured by origin")
                              .arg(QString::fromStdString(
                                  otis::directionName(*otis::parseDirection(move_->schedule.pattern.algorithm))))
                              .arg(step)
                              .arg(move_->schedule.slotCount())
                              .arg(optical)
                              .arg(electronic);
    if (!route_.empty())
        caption += "\n" + render::englishPlural(tr("route: %n hop(s) (grey band)", nullptr, int(route_.size())),
                                                int(route_.size()));
    render::drawLabel(p, QRectF(8, bounds_.bottom() - 92, bounds_.width() - 16, 90), Qt::AlignLeft | Qt::TextWordWrap,
                      caption);
}

} // namespace popslab::otis
