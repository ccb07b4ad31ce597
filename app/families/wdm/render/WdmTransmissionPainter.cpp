#include "WdmTransmissionPainter.h"

#include "Label.h"
#include "TransmissionGraph.h"

#include <QFontMetricsF>
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
    // Markers nearly as tall as a row: presenting a graph of 32 rows on 768 lines, at 14 a
    // wavelength's number had no room to read, and colours alone repeat past eight.
    marker_ = 15.5 * grow;
    // As wide as two digits take where there are ten wavelengths or more (a square's "13"
    // was left out before "7" was).
    markerW_ = marker_ * (net.wavelengthCount() > 10 ? 1.4 : 1.0);
    // Both columns span the same height: the side with fewer transceivers spreads out.
    const double height = row_ * double(N * std::max(T, R));
    // Columns no further apart than the graph is tall (up to 380): a graph of 8 rows
    // is not a wide thin strip that its view shrinks until its names cannot be read.
    right_ = std::clamp(height * 1.2, 220.0, 380.0);
    // A tall graph: narrow, as its pane beside the star is. Presenting, a little wider: shown
    // as small whatever its width, it gives its heads and caption the room (German's
    // "Empfänger" read 13.9 px and "Zusammenhangskomponente" 12.4 between 220 units).
    if (N * std::max(T, R) > 16) right_ = render::isPresenting() ? 280 : 220;
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
    // Presenting a tall graph, its caption is the first clause only (see paint): two lines'
    // room (the whole caption's took 60 px a row of markers needed).
    captionH_ = 76 * captionGrow_ * grow * (render::isPresenting() && captionGrow_ > 1 ? 0.72 : 1.0);
    // The columns' heads grow as the rows and, in a tall graph shown small, as its caption
    // (n = 4, T = 3's heads read 10 px presenting); with room for the font's descent.
    headH_ = (20 * grow + 4) * captionGrow_;
    const double band = 32 + headH_ + captionH_; // the caption, the columns' heads
    // Room beside each column for its names (94 from 3 past the marker, see paintNames):
    // with the markers grown, the names had run past a fixed 110.
    const double side = markerW_ / 2 + 3 + 94 + 4;
    bounds_ = QRectF(kLeft - side, -band, right_ - kLeft + 2 * side, height + band + 12);
}

const WdmTransmissionPainter::End* WdmTransmissionPainter::endAt(QPointF q) const {
    for (const End& e : transmitters_)
        if (std::abs(q.y() - e.at.y()) < row_ / 2 && q.x() > e.at.x() - 105 && q.x() < e.at.x() + markerW_) return &e;
    for (const End& e : receivers_)
        if (std::abs(q.y() - e.at.y()) < row_ / 2 && q.x() > e.at.x() - markerW_ && q.x() < e.at.x() + 105) return &e;
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
    // Each centred on its column, as large as the page's edges and the other head let it be
    // (in boxes of their own, a narrow pane's "transmitters" ran into "receivers", or shrank).
    const QString heads[2] = {tr("transmitters"), tr("receivers")};
    const QFontMetricsF metrics(p.font(), p.device());
    const double wT = metrics.horizontalAdvance(heads[0]), wR = metrics.horizontalAdvance(heads[1]);
    // Over their columns, moved in from the page's edges where they would run past them (kept
    // centred, a tall graph's narrow sides shrank "receivers" to 12 px presenting), and never
    // closer than 12 to each other.
    double k = std::min(1.0, (bounds_.width() - 8 - 12) / (wT + wR)), left = 0, right = 0;
    for (int round = 0; round < 4; ++round) {
        left = std::max(bounds_.left() + 4, kLeft - wT * k / 2);
        right = std::min(bounds_.right() - 4 - wR * k, right_ - wR * k / 2);
        if (left + wT * k + 12 <= right) break;
        k *= (right - left - 12 + wR * k) / ((wT + wR) * k) * 0.99; // shrink to the room between
    }
    QFont head = p.font();
    head.setPointSizeF(head.pointSizeF() * k);
    p.setFont(head);
    render::drawLabel(p, QRectF(left - 2, -10 - headH_, wT * k + 4, headH_), Qt::AlignCenter, heads[0]);
    render::drawLabel(p, QRectF(right - 2, -10 - headH_, wR * k + 4, headH_), Qt::AlignCenter, heads[1]);
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
            p.drawLine(transmitters_[l.transmitter].at + QPointF(markerW_ / 2, 0),
                       receivers_[l.receiver].at - QPointF(markerW_ / 2, 0));
        }
    auto ends = [&](const std::vector<End>& list, bool transmitter) {
        for (const End& e : list) {
            const bool dim = dimmed(view, e.wavelength), lit = view.highlighted == e.wavelength;
            QColor fill = wavelengthColour(e.wavelength);
            if (dim) fill.setAlpha(45);
            p.setPen(QPen(dim ? palette.faint : palette.ink, lit ? 2.0 : 0.8));
            p.setBrush(fill);
            const QRectF box(e.at - QPointF(markerW_ / 2, marker_ / 2), QSizeF(markerW_, marker_));
            if (transmitter)
                p.drawRect(box);
            else
                p.drawEllipse(box);
            p.setFont(render::sceneFont(p, marker_ * 0.54, true)); // grown with the marker, as large as it holds
            p.setPen(dim ? palette.faint : inkOn(wavelengthColour(e.wavelength)));
            // Its number where it reads (presenting, 14 px): a tall graph's colours say the
            // wavelengths (a tooltip too), its rows run in the processors' order.
            // A receiver's inside its ellipse (the corners of its box are not).
            const QRectF inside =
                transmitter ? box : box.adjusted(markerW_ * 0.09, marker_ * 0.03, -markerW_ * 0.09, -marker_ * 0.03);
            render::drawReadableLabel(p, inside, Qt::AlignCenter, QString::number(e.wavelength));
        }
    };
    ends(transmitters_, true);
    ends(receivers_, false);
    paintNames(p, palette, view, transmitters_, true);
    paintNames(p, palette, view, receivers_, false);
    p.restore();
}

void WdmTransmissionPainter::paintNames(QPainter& p, const render::Palette& palette, const WdmView& view,
                                        const std::vector<End>& ends, bool transmitter) const {
    // As tall as a row takes (at 8 points, presenting a graph of 32 rows, 13.7 px).
    p.setFont(render::sceneFont(p, 9));
    const double gap = markerW_ / 2 + 3; // from the marker's centre
    auto box = [&](const End& first, const End& last) {
        const double pitch = ends.size() > 1 ? std::abs(ends[1].at.y() - ends[0].at.y()) : row_;
        const QRectF span(0, first.at.y() - pitch / 2, 94, last.at.y() - first.at.y() + pitch);
        return span.translated(transmitter ? first.at.x() - gap - 94 : first.at.x() + gap, 0);
    };
    const int flags = (transmitter ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
    // Each transceiver named ("0101 T1") where that reads; else each processor once beside
    // its transceivers, in order T0, T1, ... (presenting a graph of 32 rows, no row had room).
    const std::size_t per = transmitter ? parameters_.T : parameters_.R;
    const bool rows = !ends.empty() && render::readsInBox(p, box(ends[0], ends[0]), flags, ends[0].label);
    for (std::size_t i = 0; i < ends.size(); i += rows ? 1 : per) {
        const std::size_t end = std::min(ends.size(), i + (rows ? 1 : per));
        bool lit = false, dim = true; // bold if one of them is highlighted, faint if all are dimmed
        for (std::size_t k = i; k < end; ++k) {
            lit = lit || view.highlighted == ends[k].wavelength;
            dim = dim && dimmed(view, ends[k].wavelength);
        }
        // A processor's name has its transceivers' rows: it may be larger than a row's.
        p.setFont(render::sceneFont(p, rows ? 9 : 11, lit));
        p.setPen(dim ? palette.faint : palette.ink);
        render::drawReadableLabel(p, box(ends[i], ends[end - 1]), flags,
                                  rows ? ends[i].label : bitString(i / per, parameters_.n));
    }
}
} // namespace popslab::wdm
