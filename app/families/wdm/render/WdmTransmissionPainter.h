// The transmission graph of section 3, bipartite: every transmitter (a, t) on the left,
// every receiver (b, r) on the right, in processor order, and one link for each cube
// link a -> a xor 2^i, from the transmitter that serves dimension i to the receiver
// that does. A connected component is a wavelength: links and transceivers are coloured
// and numbered by it, and one component can be highlighted. Drawn while each side has
// at most kMaxDrawnTransceivers.
#pragma once

#include "WdmScene.h"

#include <QCoreApplication>
#include <vector>

namespace popslab::wdm {

class WdmTransmissionPainter : public WdmScene {
    Q_DECLARE_TR_FUNCTIONS(WdmTransmissionPainter)

public:
    static constexpr std::uint64_t kMaxDrawnTransceivers = 64;
    static bool drawable(const wdm::WdmParameters& p) {
        return p.n < 32 && (std::uint64_t(1) << p.n) * std::max(p.T, p.R) <= kMaxDrawnTransceivers;
    }

    explicit WdmTransmissionPainter(const wdm::WdmNetwork& network); // drawable(network.parameters())

    QRectF bounds() const override { return bounds_; }
    bool growsWithText() const override { return true; }
    void paint(QPainter& painter, const render::Palette& palette, const WdmView& view) const override;
    std::optional<wdm::Wavelength> wavelengthAt(QPointF scenePoint) const override;
    QString transceiverAt(QPointF scenePoint) const override;

private:
    struct End {
        QPointF at;
        QString label; // "0101 T1"
        wdm::Wavelength wavelength;
    };
    void paintNames(QPainter& painter, const render::Palette& palette, const WdmView& view,
                    const std::vector<End>& ends, bool transmitter) const;
    // The transceiver (its marker or its name) at `q`, if any.
    const End* endAt(QPointF q) const;
    struct Link {
        std::size_t transmitter, receiver; // into transmitters_, receivers_
        wdm::Dimension dimension;
        wdm::Wavelength wavelength;
    };
    wdm::WdmParameters parameters_;
    std::vector<End> transmitters_, receivers_;
    std::vector<Link> links_;
    QRectF bounds_;
    double right_ = 380;                           // the receivers' column
    double row_ = 17, marker_ = 14, markerW_ = 14; // a marker's height and width
    double captionGrow_ = 1;
    double captionH_ = 76, headH_ = 20; // the caption's box, the columns' heads
};

} // namespace popslab::wdm
