#include "WdmStarPainter.h"

#include "Label.h"

#include <QPainter>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace popslab::wdm {

namespace {
constexpr double kNodeW = 56, kNodeH = 22;
} // namespace

WdmStarPainter::WdmStarPainter(const wdm::WdmNetwork& net)
    : parameters_(net.parameters()), wavelengths_(net.wavelengthCount()) {
    const std::uint32_t n = parameters_.n, T = parameters_.T, R = parameters_.R;
    const std::uint64_t N = net.processorCount();
    // On a projector the markers and the coupler grow with the text (their numbers would
    // otherwise shrink to fit them) while the ring keeps its size: the figure is fitted
    // to the view, so only what grows against the rest is read bigger from the back row.
    const double grow = render::screenTextScale();
    // Beyond 16 processors each lies along its radius (32 side by side made the ring so
    // large that the labels were 5 px), with larger markers, whose numbers are read at the
    // figure's smaller scale; the ring must leave each its row of markers.
    radial_ = N > 16;
    marker_ = (radial_ ? 22 : 15) * grow;
    // The processors' boxes grow too where they lie across the ring (N <= 16), moved out by
    // as much as they widen, so that their names keep the size of the rest of the text.
    // Along the radius a name has the room of the ring's arc and of the margin: it grows with
    // the markers (n = 5's 32 names, in boxes of normal size on a ring grown for the pane's
    // text, read 8 px in the window and were left out, the fans ending in spikes).
    const double pitch = (radial_ ? 26 : 19) * grow; // markers side by side
    // Along the radius a plate takes most of the arc of its markers: with three of them a
    // side the ring is half as large again, and names of the size two leave read 8 px and
    // were left out; presenting, only plates this large keep names of 14 px.
    nodeH_ = radial_ ? std::max(1.2 * kNodeH * grow, 0.72 * pitch * std::max(T, R)) : kNodeH * std::min(grow, 1.6);
    nodeW_ = nodeH_ * kNodeW / kNodeH;
    nameSize_ = radial_ ? 0.45 * nodeH_ / grow : 8; // (sceneFont grows it again on the screen)
    const double width = std::max(radial_ ? nodeH_ + 12 : kNodeW, pitch * std::max(T, R)) + (radial_ ? 8 : 18);
    const double ring = std::max(150.0, double(N) * width / (2 * M_PI));
    const double outer = (radial_ ? 18 : 16) * grow, inner = (radial_ ? 12 : 10) * grow;
    // (Along the radius, the name's plate begins clear of the transmitters' row.)
    const double nodeAt = radial_ ? std::max(62 + 16 * (grow - 1), outer + marker_ * 0.75 + 6 + nodeH_ / 2)
                                  : 62 + 16 * (grow - 1) + (nodeW_ - kNodeW) / 2;
    // The coupler grows with its text, but stays inside the receivers' row (two fifths of the
    // ring and more: at a third, German's "Wellenlängen: 24" read 8 px for n = 4, T = 3, R = 2;
    // along the radius half, its text read at the caption's size).
    couplerRadius_ =
        std::min(std::max(40.0 + 80 * (grow - 1), ring * (radial_ ? 0.48 : 0.42)), ring - inner - marker_ / 2 - 6);
    centre_ = QPointF(0, 0);
    for (std::uint64_t a = 0; a < N; ++a) {
        // Processor 0 at the top, clockwise, as a lecturer numbers a ring.
        const double angle = -M_PI / 2 + 2 * M_PI * double(a) / double(N);
        const QPointF out(std::cos(angle), std::sin(angle)), along(-std::sin(angle), std::cos(angle));
        Node node;
        node.at = centre_ + out * (ring + nodeAt + (radial_ ? (nodeW_ - nodeH_) / 2 : 0));
        node.angle = angle;
        node.fibre = centre_ + out * (ring - inner - 12 * grow);
        node.bits = bitString(a, n);
        nodes_.push_back(node);
        // Transmitters on the outer row, receivers on the inner, each row centred.
        auto row = [&](bool transmitter, std::uint32_t count, double radius) {
            for (std::uint32_t k = 0; k < count; ++k) {
                const double offset = (double(k) - (count - 1) / 2.0) * pitch;
                const QPointF at = centre_ + out * radius + along * offset;
                const wdm::Wavelength w = transmitter ? net.transmitterWavelength(wdm::Processor(a), k)
                                                      : net.receiverWavelength(wdm::Processor(a), k);
                transceivers_.push_back({at, node.at, transmitter, k, w}); // the box hides the stub's end
            }
        };
        row(true, T, ring + outer);
        row(false, R, ring - inner);
    }
    const double reach = ring + nodeAt + nodeW_;
    // A band above the ring for the caption, which wraps to four lines in German or on a
    // projector: it never runs into processor 0 at the top.
    // A large ring is shown small: its caption grows (squared: the view also narrows it).
    // (The ring as it is without growth, and less what the text grows by already.) Along the
    // radius, with plates as long as the arc gives them, by the figure's width against a
    // pane's (squared, the caption of n = 5, T = R = 5 read 7 px in the window or took half
    // the height presenting with three receivers).
    const double plainReach = ring + 62 + (radial_ ? nodeW_ / grow : kNodeW);
    captionGrow_ = radial_ ? std::clamp(1.3 * 2 * plainReach / 536 / grow, 1.0, 6.0)
                           : std::clamp(std::pow(2 * plainReach / 536, 2) / grow, 1.0, 2.5);
    // Its box grows with its text (drawn at the screen's scale), or would shrink it back;
    // presenting, it is grown to 14 px and German wraps to a line more.
    captionH_ = (grow > 1 ? 120 : 96) * captionGrow_ * grow;
    const double band = captionH_ + 4;
    bounds_ = QRectF(centre_ - QPointF(reach, reach + band), QSizeF(2 * reach, 2 * reach + band + 20));
}

std::optional<wdm::Wavelength> WdmStarPainter::wavelengthAt(QPointF q) const {
    for (const Transceiver& t : transceivers_)
        if (std::hypot(q.x() - t.at.x(), q.y() - t.at.y()) <= marker_ * 0.7) return t.wavelength;
    return std::nullopt;
}

std::optional<std::uint64_t> WdmStarPainter::processorAt(QPointF q) const {
    for (std::size_t a = 0; a < nodes_.size(); ++a)
        if (QLineF(q, nodes_[a].at).length() <= std::max(nodeW_, nodeH_) / 2) return a;
    return std::nullopt;
}

// A receiver's circle a little larger than a transmitter's square, so that a number of two
// digits inside it reads as large (presenting, 10 to 15 were left out).
QRectF WdmStarPainter::markerBox(const Transceiver& t) const {
    const double size = t.transmitter ? marker_ : marker_ * 1.12;
    return QRectF(t.at - QPointF(size / 2, size / 2), QSizeF(size, size));
}

// In the circle's square box a small "0" ran over its edge, white on the page.
QRectF WdmStarPainter::numberBox(const Transceiver& t) const {
    const QRectF box = markerBox(t);
    const double inX = t.transmitter ? 0 : box.width() * 0.08, inY = t.transmitter ? 0 : box.width() * 0.1;
    return box.adjusted(inX, inY, -inX, -inY);
}

// Every number at one size, or none: presenting, the one-digit ones alone had kept theirs, a
// handful that looked chosen at random.
bool WdmStarPainter::fitNumbers(QPainter& p) const {
    if (transceivers_.empty()) return true;
    const QString widest = QString::number(std::max<std::uint64_t>(wavelengths_, 1) - 1);
    for (const bool transmitter : {true, false})
        for (const Transceiver& t : transceivers_)
            if (t.transmitter == transmitter) {
                render::fitFontToAll(p, numberBox(t), Qt::AlignCenter, {widest});
                break;
            }
    return std::all_of(transceivers_.begin(), transceivers_.end(), [&](const Transceiver& t) {
        return render::readsInBox(p, numberBox(t), Qt::AlignCenter, QString::number(t.wavelength));
    });
}

void WdmStarPainter::paint(QPainter& p, const render::Palette& palette, const WdmView& view) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds_, palette.background);
    // The coupler and a fibre pair from each processor.
    p.setPen(QPen(palette.fibre, 1.2));
    for (const Node& node : nodes_) {
        const QPointF dir = node.fibre - centre_;
        const double len = std::hypot(dir.x(), dir.y());
        p.drawLine(node.fibre, centre_ + dir * (couplerRadius_ / len));
    }
    p.setPen(QPen(palette.ink, 1.5));
    p.setBrush(palette.coupler);
    p.drawEllipse(centre_, couplerRadius_, couplerRadius_);
    // Its text as large as the caption's, or as the coupler gives it (n = 5, T = R = 5: 7 px).
    p.setFont(render::sceneFont(p, std::max(9 * captionGrow_, 0.13 * couplerRadius_ / render::screenTextScale())));
    // Two lines in a box 1.7 r wide and r high, whose corners (0.85 r, 0.5 r from the
    // centre, 0.99 r away) stay inside the circle: wider than the inscribed square, so a
    // long German name ("Wellenlängen") keeps a readable size, and never leaves the circle.
    const QSizeF inside(couplerRadius_ * 1.7, couplerRadius_);
    render::drawLabel(p, QRectF(centre_ - QPointF(inside.width(), inside.height()) / 2, inside),
                      Qt::AlignCenter | Qt::TextWordWrap, tr("passive star\nwavelengths: %1").arg(wavelengths_));
    bool leftOut = false; // a number or a name that would not read here (the caption says so)
    // All stubs first, then the markers over them: no stub crosses a wavelength number.
    for (const Transceiver& t : transceivers_) {
        QColor c = wavelengthColour(t.wavelength);
        const bool dim = dimmed(view, t.wavelength), lit = view.highlighted == t.wavelength;
        p.setPen(QPen(dim ? palette.faint : c, lit ? 2.4 : 1.2));
        p.drawLine(t.socket, t.at);
    }
    p.setFont(render::sceneFont(p, marker_ * (radial_ ? 0.5 : 6.5 / 15), true)); // grown with the marker
    const bool numbered = fitNumbers(p);
    leftOut = leftOut || !numbered;
    for (const Transceiver& t : transceivers_) {
        QColor fill = wavelengthColour(t.wavelength);
        const bool dim = dimmed(view, t.wavelength), lit = view.highlighted == t.wavelength;
        if (dim) fill.setAlpha(45);
        p.setPen(QPen(lit ? palette.ink : dim ? palette.faint : palette.ink, lit ? 2.0 : 0.8));
        p.setBrush(fill);
        const QRectF box = markerBox(t);
        if (t.transmitter)
            p.drawRect(box);
        else
            p.drawEllipse(box);
        p.setPen(dim ? palette.faint : inkOn(wavelengthColour(t.wavelength)));
        if (numbered) render::drawLabel(p, numberBox(t), Qt::AlignCenter, QString::number(t.wavelength));
    }
    // Processors with their bit strings.
    p.setFont(render::sceneFont(p, nameSize_)); // along the radius the box has room for it
    for (const Node& node : nodes_) {
        p.save();
        p.translate(node.at);
        // Along its radius, the text upright on the left half too.
        if (radial_) p.rotate(qRadiansToDegrees(node.angle) + (std::cos(node.angle) < -1e-9 ? 180 : 0));
        const QRectF box(-nodeW_ / 2, -nodeH_ / 2, nodeW_, nodeH_);
        // The plate always (n = 5's stubs had met at a point, no processor drawn), its name
        // where it reads (presenting, 14 px): the ring runs clockwise from 0...0 at the top,
        // as the caption says. The text keeps off the plate's outline (small names ran into
        // it and read grey).
        p.setPen(QPen(palette.ink, 1.2));
        p.setBrush(palette.background);
        p.drawRoundedRect(box, 5, 5);
        const QRectF text = box.adjusted(nodeH_ * 0.12, nodeH_ * 0.08, -nodeH_ * 0.12, -nodeH_ * 0.08);
        if (render::readsInBox(p, text, Qt::AlignCenter, node.bits))
            render::drawLabel(p, text, Qt::AlignCenter, node.bits);
        else
            leftOut = true;
        p.restore();
    }
    p.setFont(render::sceneFont(p, 9 * captionGrow_));
    p.setPen(palette.ink);
    // Presenting 32 processors, every number and name was left out under a caption that said
    // "numbered by wavelength".
    QString caption = tr("n = %1, T = %2, R = %3: transmitters (squares, outer row, T0, T1, ... clockwise) and "
                         "receivers (circles, inner row, R0, R1, ...), coloured and numbered by wavelength")
                          .arg(parameters_.n)
                          .arg(parameters_.T)
                          .arg(parameters_.R);
    if (leftOut)
        caption += tr("; numbers and names too small to read at this size are left out: point at a marker or a "
                      "processor to see its number or name");
    render::drawCaption(p, QRectF(bounds_.left() + 6, bounds_.top() + 2, bounds_.width() - 12, captionH_),
                        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
    p.restore();
}

} // namespace popslab::wdm
