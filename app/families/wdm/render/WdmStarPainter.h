// The WDM star as built (paper 004, section 2): the N = 2^n processors around one
// passive star coupler, each with its T transmitters (squares) and R receivers
// (circles) on stubs toward the coupler, each filled with its wavelength's colour and
// numbered -- the component of the transmission graph it belongs to. Drawn for n <= 5.
#pragma once

#include "WdmScene.h"

#include <QCoreApplication>
#include <vector>

namespace popslab::wdm {

class WdmStarPainter : public WdmScene {
    Q_DECLARE_TR_FUNCTIONS(WdmStarPainter)

public:
    static constexpr std::uint32_t kMaxDrawnDimensions = 5;

    explicit WdmStarPainter(const wdm::WdmNetwork& network); // n <= kMaxDrawnDimensions

    QRectF bounds() const override { return bounds_; }
    bool growsWithText() const override { return true; }
    void paint(QPainter& painter, const render::Palette& palette, const WdmView& view) const override;
    std::optional<wdm::Wavelength> wavelengthAt(QPointF scenePoint) const override;
    // A processor's name is left out where it would not read: pointing at it tells it.
    std::optional<std::uint64_t> processorAt(QPointF scenePoint) const override;

private:
    struct Transceiver {
        QPointF at;     // the marker's centre
        QPointF socket; // where its stub leaves the processor
        bool transmitter;
        std::uint32_t index; // local index: T0.., R0..
        wdm::Wavelength wavelength;
    };
    struct Node {
        QPointF at;
        QPointF fibre; // where its fibres leave towards the coupler
        QString bits;
        double angle = 0; // of its radius, from the x axis
    };
    wdm::WdmParameters parameters_;
    std::uint64_t wavelengths_ = 0;
    std::vector<Node> nodes_;
    std::vector<Transceiver> transceivers_;
    QPointF centre_;
    double couplerRadius_ = 0;
    double marker_ = 0;            // a transceiver's marker
    double nodeW_ = 0, nodeH_ = 0; // a processor's box
    double nameSize_ = 8;          // its name's (scene) point size
    bool radial_ = false;          // processors along their radii (N > 16)
    double captionGrow_ = 1;
    double captionH_ = 96; // the caption's box
    QRectF bounds_;

    // A marker's box: a receiver's circle a little larger than a transmitter's square.
    QRectF markerBox(const Transceiver& t) const;
    // Its number's box, about within a receiver's circle.
    QRectF numberBox(const Transceiver& t) const;
    // Sets the painter's font to one size every number reads at and says whether they all
    // read: every number is drawn at it, or none.
    bool fitNumbers(QPainter& p) const;
};

} // namespace popslab::wdm
