#include "WdmTransmissionPainter.h"

#include "Label.h"
#include "TransmissionGraph.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace popslab::wdm {

namespace {
constexpr double kLeft = 0;
} // namespace

WdmTransmissionPainter::WdmTransmissionPainter(const wdm::WdmNetwork& net) : parameters_(net.parameters()) {
    const std::uint32_t n = parameters_.n, T = parameters_.T, R = parameters_.R;
    const std::uint64_t N = net.processorCount();
    // Rows and markers grow with the text on a projector, so the wavelength numbers in the
    // markers grow with it (the figure is fitted to its view: only the columns' distance,
    // which stays, gives way).
    const double grow = render::screenTextScale();
    row_ = 17 * grow;
    marker_ = 14 * grow;
    // Both columns span the same height: the side with fewer transceivers spreads out.
    const double height = row_ * double(N * std::max(T, R));
    // Columns no further apart than the graph is tall (up to 380): a graph of 8 rows
    // is not a wide thin strip that its view shrinks until its names cannot be read.
    right_ = std::clamp(height * 1.2, 220.0, 380.0);
    if (N * std::max(T, R) > 16) right_ = 220; // a tall graph: narrow, as its pane beside the star is
    // A tall graph is shown small: its caption grows with it.
    captionGrow_ = std::max(1.0, (height / grow + 124) / 560); // by its rows, not by what they grew
    const double txPitch = height / double(N * T), rxPitch = height / double(N * R);
    for (std::uint64_t a = 0; a < N; ++a) {
        for (std::uint32_t t = 0; t < T; ++t)
            transmitters_.push_back({QPointF(kLeft, (double(a * T + t) + 0.5) * txPitch),
                                     QString("%1 T%2").arg(bitString(a, n)).arg(t),
                                     net.transmitterWavelength(wdm::Processor(a), t)});
        for (std::uint32_t r = 0; r < R; ++r)
            receivers_.push_back({QPointF(right_, (double(a * R + r) + 0.5) * rxPitch),
                                  QString("%1 R%2").arg(bitString(a, n)).arg(r),
                                  net.receiverWavelength(wdm::Processor(a), r)});
    }
    for (std::uint64_t a = 0; a < N; ++a)
        for (wdm::Dimension i = 0; i < n; ++i) {
            const wdm::TransmissionLink l = wdm::transmissionLink(net, wdm::Processor(a), i);
            links_.push_back({std::size_t(l.from) * T + l.transmitter, std::size_t(l.to) * R + l.receiver, i,
                              transmitters_[std::size_t(l.from) * T + l.transmitter].wavelength});
        }
    // The caption's box grows with its text (drawn at the screen's scale) or would shrink it back.
    captionH_ = 76 * captionGrow_ * grow;
    // The columns' heads grow as the rows and, in a tall graph shown small, as its caption
    // (n = 4, T = 3's heads read 10 px presenting); with room for the font's descent.
    headH_ = (20 * grow + 4) * captionGrow_;
    const double band = 32 + headH_ + captionH_; // the caption, the columns' heads
    bounds_ = QRectF(kLeft - 110, -band, right_ - kLeft + 220, height + band + 12);
}

const WdmTransmissionPainter::End* WdmTransmissionPainter::endAt(QPointF q) const {
    for (const End& e : transmitters_)
        if (std::abs(q.y() - e.at.y()) < row_ / 2 && q.x() > e.at.x() - 105 && q.x() < e.at.x() + marker_) return &e;
    for (const End& e : receivers_)
        if (std::abs(q.y() - e.at.y()) < row_ / 2 && q.x() > e.at.x() - marker_ && q.x() < e.at.x() + 105) return &e;
    return nullptr;
}

QString WdmTransmissionPainter::transceiverAt(QPointF q) const {
    const End* e = endAt(q);
    if (!e) return {};
    return (e >= transmitters_.data() && e < transmitters_.data() + transmitters_.size() ? tr("transmitter %1")
                                                                                         : tr("receiver %1"))
        .arg(e->label);
}

std::optional<wdm::Wavelength> WdmTransmissionPainter::wavelengthAt(QPointF q) const {
    if (const End* e = endAt(q)) return e->wavelength; // a transceiver or its label
    // A link: the nearest within a few units.
    std::optional<wdm::Wavelength> best;
    double bestDistance = 4;
    for (const Link& l : links_) {
        const QPointF a = transmitters_[l.transmitter].at, b = receivers_[l.receiver].at;
        if (q.x() < a.x() || q.x() > b.x()) continue;
        const double y = a.y() + (b.y() - a.y()) * (q.x() - a.x()) / (b.x() - a.x());
        const double d = std::abs(q.y() - y) * (b.x() - a.x()) / std::hypot(b.x() - a.x(), b.y() - a.y());
        if (d < bestDistance) bestDistance = d, best = l.wavelength;
    }
    return best;
}

void WdmTransmissionPainter::paint(QPainter& p, const render::Palette& palette, const WdmView& view) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds_, palette.background);
    p.setFont(render::sceneFont(p, 10 * captionGrow_, true)); // heads read above 8-point names
    p.setPen(palette.ink);
    const double headW = std::min(220 * captionGrow_, right_ - kLeft + 30); // the two side by side
    render::drawLabel(p, QRectF(kLeft - headW / 2, -10 - headH_, headW, headH_), Qt::AlignCenter, tr("transmitters"));
    render::drawLabel(p, QRectF(right_ - headW / 2, -10 - headH_, headW, headH_), Qt::AlignCenter, tr("receivers"));
    p.setFont(render::sceneFont(p, 8 * captionGrow_));
    render::drawCaption(
        p, QRectF(bounds_.left() + 6, bounds_.top() + 2, bounds_.width() - 12, captionH_),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        // Presenting a tall graph (shown small), the caption's first clause: the whole read 12 px.
        (render::isPresenting() && captionGrow_ > 1
             ? tr("n = %1, T = %2, R = %3: each connected component is one wavelength")
             : tr("n = %1, T = %2, R = %3: one link for each cube link a → a xor 2ⁱ; each connected component is "
                  "one wavelength"))
            .arg(parameters_.n)
            .arg(parameters_.T)
            .arg(parameters_.R));
    // Links: the highlighted component last, on top.
    for (int pass = 0; pass < 2; ++pass)
        for (const Link& l : links_) {
            const bool lit = view.highlighted == l.wavelength;
            if (lit != (pass == 1)) continue;
            QColor c = wavelengthColour(l.wavelength);
            if (dimmed(view, l.wavelength)) c.setAlpha(35);
            p.setPen(QPen(c, lit ? 2.4 : 1.1));
            p.drawLine(transmitters_[l.transmitter].at + QPointF(marker_ / 2, 0),
                       receivers_[l.receiver].at - QPointF(marker_ / 2, 0));
        }
    auto ends = [&](const std::vector<End>& list, bool transmitter) {
        for (const End& e : list) {
            const bool dim = dimmed(view, e.wavelength), lit = view.highlighted == e.wavelength;
            QColor fill = wavelengthColour(e.wavelength);
            if (dim) fill.setAlpha(45);
            p.setPen(QPen(dim ? palette.faint : palette.ink, lit ? 2.0 : 0.8));
            p.setBrush(fill);
            const QRectF box(e.at - QPointF(marker_ / 2, marker_ / 2), QSizeF(marker_, marker_));
            if (transmitter)
                p.drawRect(box);
            else
                p.drawEllipse(box);
            p.setFont(render::sceneFont(p, marker_ * 0.54, true)); // grown with the marker, as large as it holds
            p.setPen(dim ? palette.faint : inkOn(wavelengthColour(e.wavelength)));
            // Number and name where they read (presenting, 14 px): a tall graph's colours say
            // the wavelengths (a tooltip too), its rows run in the processors' order.
            render::drawReadableLabel(p, box, Qt::AlignCenter, QString::number(e.wavelength));
            p.setFont(render::sceneFont(p, 8, lit));
            p.setPen(dim ? palette.faint : palette.ink);
            const double gap = marker_ / 2 + 3; // from the marker's centre
            const QRectF label = transmitter ? QRectF(e.at.x() - gap - 94, e.at.y() - row_ / 2, 94, row_)
                                             : QRectF(e.at.x() + gap, e.at.y() - row_ / 2, 94, row_);
            render::drawReadableLabel(p, label, (transmitter ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter,
                                      e.label);
        }
    };
    ends(transmitters_, true);
    ends(receivers_, false);
    p.restore();
}

} // namespace popslab::wdm
