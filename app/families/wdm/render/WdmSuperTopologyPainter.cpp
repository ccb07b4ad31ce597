#include "WdmSuperTopologyPainter.h"

#include "Detour.h"
#include "Label.h"
#include "LabelPlacer.h"
#include "Palette.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace popslab::wdm {

WdmSuperTopologyPainter::WdmSuperTopologyPainter(const wdm::WdmNetwork& net, std::vector<wdm::Hop> route)
    : parameters_(net.parameters()), route_(std::move(route)) {
    const std::uint32_t n = parameters_.n;
    // One vector a dimension, at angles spread over half a turn, each about 1.6 times the
    // last: the projection nests a cube in a cube (Fig. 2's drawing for n = 3), and no two
    // processors nor a link and an unrelated processor fall together in the middle.
    std::vector<QPointF> step(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        const double angle = M_PI * (double(i) + 0.5) / double(n) - M_PI / 2;
        const double length = 90.0 * std::pow(1.6, double(i));
        step[i] = QPointF(length * std::cos(angle), length * std::sin(angle));
    }
    const std::uint64_t N = net.processorCount();
    position_.resize(N);
    for (std::uint64_t a = 0; a < N; ++a) {
        QPointF p(0, 0);
        for (std::uint32_t i = 0; i < n; ++i)
            if (a >> i & 1) p += step[i];
        position_[a] = p;
    }
    QRectF box(position_[0], QSizeF(0, 0));
    for (const QPointF& p : position_)
        box |= QRectF(p, QSizeF(0.1, 0.1));
    // A processor's oval holds its n bits; on a projector it grows with the text, as the
    // star's markers do (its name shrank to 6 px beside grown wavelength labels).
    const double grow = std::min(render::screenTextScale(), 1.5);
    node_ = QSizeF((15 + 8.75 * n) * grow, 22 * grow); // its name inset to stay inside the outline
    // Room above the cube for the caption, which wraps to up to four lines in German.
    captionH_ = 100 * render::screenTextScale();
    bounds_ = box.adjusted(-60, -30 - captionH_, 60, 60);
    for (wdm::Processor a = 0; a < N; ++a)
        for (wdm::Processor b = a + 1; b < N; ++b)
            if (auto h = wdm::hop(net, a, b)) {
                // The link rule is symmetric (a xor b within one group, one odd subgroup),
                // but each direction goes out on its sender's transmitter: its own wavelength.
                const auto back = wdm::hop(net, b, a);
                links_.push_back(
                    {a, b, h->wavelength, back ? back->wavelength : h->wavelength, __builtin_popcountll(a ^ b) == 1});
            }
}

std::optional<wdm::Wavelength> WdmSuperTopologyPainter::wavelengthAt(QPointF q) const {
    for (const Link& l : links_) {
        const QPointF a = position_[l.a], b = position_[l.b], mid = (a + b) / 2;
        if (render::distanceTo(QLineF(a, mid), q) < 4) return l.forward;
        if (render::distanceTo(QLineF(mid, b), q) < 4) return l.backward;
    }
    return std::nullopt;
}

// Processors with their bit strings, those the route has reached so far filled.
void WdmSuperTopologyPainter::paintProcessors(QPainter& p, const render::Palette& palette, std::size_t shown) const {
    const std::uint32_t n = parameters_.n;
    p.setFont(render::sceneFont(p, 8));
    for (std::size_t a = 0; a < position_.size(); ++a) {
        p.setPen(QPen(palette.ink, 1.2));
        p.setBrush(visited(route_, shown, a) ? palette.usedFill : palette.background);
        p.drawEllipse(position_[a], node_.width() / 2, node_.height() / 2);
        // Nearly the ellipse's bounding box: the digits stay inside its outline (presenting,
        // "0001" ran over it).
        const QRectF box(position_[a] - QPointF(node_.width(), node_.height()) / 2, node_);
        render::drawLabel(
            p, box.adjusted(node_.width() * 0.1, node_.height() * 0.08, -node_.width() * 0.1, -node_.height() * 0.08),
            Qt::AlignCenter, bitString(a, n));
    }
}

// Each shown hop named along its own hop, or left to the route's table where nothing beside
// the hop is free (presenting n = 4, "hop 1: λ0" was pushed 80 px away, beside another
// processor); false where one is left out, which the caption then says (presenting, "hop 2"
// went unsaid).
bool WdmSuperTopologyPainter::nameHops(QPainter& p, render::LabelPlacer& placer, const render::Palette& palette,
                                       const std::vector<QColor>& colours, std::size_t shown) const {
    bool all = true;
    for (std::size_t k = 0; k < shown; ++k) {
        const wdm::Hop& h = route_[k];
        QPainterPath hop(position_[h.from]);
        hop.lineTo(position_[h.to]);
        p.setPen(palette.readable(colours[k]));
        // On two lines, as narrow as the hop's own wavelength name: on one ("Sprung 4: λ15"),
        // beside a long edge with the pane's edge near, it reached back over the cube's middle.
        // On one where two find no room: a short hop by the caption (presenting n = 4,
        // T = R = 3, "hop 2" under the caption's band) has room only for a flat name.
        all = (placer.placeAlong(tr("hop %1\nλ%2").arg(k + 1).arg(h.wavelength), hop, 6, 2) ||
               placer.placeAlong(tr("hop %1: λ%2").arg(k + 1).arg(h.wavelength), hop, 6, 2)) &&
              all;
    }
    return all;
}

void WdmSuperTopologyPainter::paint(QPainter& p, const render::Palette& palette, const WdmView& view) const {
    const std::size_t hopsShown = view.hopsShown;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds_, palette.background);
    const std::uint32_t n = parameters_.n;
    const bool labels = std::count_if(links_.begin(), links_.end(), [](const Link& l) { return !l.cube; }) <= 40;
    p.setFont(render::sceneFont(p, 8));
    // Wavelengths and hops are named beside their links, off the processors, each other
    // and, where there is room, the other links (the middle of a centrally symmetric
    // projection is a crossing of four).
    render::LabelPlacer placer(p);
    placer.setArea(bounds_.adjusted(0, captionH_ + 4, 0, 0)); // off the caption above the figure
    for (const QPointF& at : position_)
        placer.addNode(QRectF(at - QPointF(node_.width(), node_.height()) / 2, node_));
    for (const Link& l : links_)
        placer.addLine(QLineF(position_[l.a], position_[l.b]));
    // The route first, as a wide grey band the links stay visible on (no wavelength's colour).
    const std::size_t shown = std::min(hopsShown, route_.size());
    QColor band = palette.ink;
    band.setAlpha(60);
    for (std::size_t k = 0; k < shown; ++k) {
        const QLineF hop(position_[route_[k].from], position_[route_[k].to]);
        p.setPen(QPen(band, 12.0, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(hop);
        placer.addLine(hop, 12);
    }
    // A hop's half of its link -- its sender's -- in its wavelength, also on a cube link
    // (drawn faint otherwise): "hop 1: λ0" names a line of λ0's colour.
    // In the route's colour (consecutive hops apart), which the hop's name and table share.
    const std::vector<QColor> colours = routeColours(route_);
    const auto routeSends = [&](std::uint32_t from, std::uint32_t to) -> std::optional<QColor> {
        for (std::size_t k = 0; k < shown; ++k)
            if (route_[k].from == from && route_[k].to == to) return colours[k];
        return std::nullopt;
    };
    // Each link in two halves, each in the wavelength its end's processor sends on; their
    // names wait until the hops have theirs.
    struct Name {
        QString text;
        QPointF at;
        QColor colour;
    };
    std::vector<Name> names;
    for (const Link& l : links_) {
        const QPointF a = position_[l.a], b = position_[l.b], mid = (a + b) / 2;
        auto half = [&](QPointF from, QPointF to, wdm::Wavelength w, std::optional<QColor> routed) {
            const bool lit = view.highlighted == w || routed;
            QColor c = routed ? *routed : l.cube && !lit ? palette.faint : wavelengthColour(w);
            if (dimmed(view, w)) c.setAlpha(60);
            p.setPen(QPen(c, lit ? 3.2 : l.cube ? 2.0 : 1.6, l.cube ? Qt::SolidLine : Qt::DashLine, Qt::FlatCap));
            p.drawLine(from, to);
            // Half way along its half: a quarter of the way from the sender.
            if (labels && (!l.cube || lit)) names.push_back({QString("λ%1").arg(w), from * 0.5 + to * 0.5, c});
        };
        half(a, mid, l.forward, routeSends(l.a, l.b));
        half(b, mid, l.backward, routeSends(l.b, l.a));
    }
    // The route's hops, numbered, off the middle where diagonals cross: placed first, so a
    // crowded figure's wavelength names make way for them, not the other way round.
    p.setFont(render::sceneFont(p, 9, true));
    p.setPen(palette.ink);
    const bool unnamed = !nameHops(p, placer, palette, colours, shown);
    p.setFont(render::sceneFont(p, 8));
    for (const Name& name : names) {
        p.setPen(palette.readable(name.colour));
        placer.placeIfFree(name.text, name.at, 4); // its colour says it too (a route's, its hop's name)
    }
    paintProcessors(p, palette, shown);
    p.setFont(render::sceneFont(p, 9));
    p.setPen(palette.ink);
    render::drawCaption(
        p, QRectF(bounds_.left() + 8, bounds_.top() + 4, bounds_.width() - 16, captionH_),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        // Where the super topology is the plain cube (T = R = 1 is not: its extra links are
        // dashed), the caption does not name links it does not draw.
        (std::any_of(links_.begin(), links_.end(), [](const Link& l) { return !l.cube; })
             ? tr("super topology, n = %1, T = %2, R = %3: cube links solid, extra links dashed; each half of a "
                  "link in the wavelength its processor sends on; the route as a grey band")
             : tr("super topology, n = %1, T = %2, R = %3: the plain %1-cube, no extra links; each half of a link "
                  "in the wavelength its processor sends on; the route as a grey band"))
                .arg(n)
                .arg(parameters_.T)
                .arg(parameters_.R) +
            (unnamed ? tr("; a hop with no room for its name here is named in the route's table") : QString()));
    p.restore();
}

} // namespace popslab::wdm
