// What the WDM star's figures share (paper 004): the route's hops shown so far and the
// one wavelength highlighted (hovered or clicked in the window), the colour of a
// wavelength, and a scene's bounds, painting and hit test. Each figure is drawn by one
// painter, used by the window and by exports alike.
#pragma once

#include "Palette.h"
#include "WdmNetwork.h"
#include "WdmRouting.h"

#include <QPointF>
#include <QRectF>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

namespace popslab::wdm {

struct WdmView {
    std::size_t hopsShown = SIZE_MAX;           // of the route: all by default
    std::optional<wdm::Wavelength> highlighted; // one component of the transmission graph
};

class WdmScene {
public:
    virtual ~WdmScene() = default;
    virtual QRectF bounds() const = 0;
    // Whether its marks grow against the rest as the text scale grows (render::screenTextScale),
    // so that a pane too small for it may lay it out for a larger scale (WdmCanvas); a scene
    // whose labels would only crowd its fixed marks says no.
    virtual bool growsWithText() const { return false; }
    virtual void paint(QPainter& painter, const render::Palette& palette, const WdmView& view) const = 0;
    // The wavelength of what lies at `scenePoint` (a transceiver, a link), if any.
    virtual std::optional<wdm::Wavelength> wavelengthAt(QPointF scenePoint) const {
        (void)scenePoint;
        return std::nullopt;
    }
    // The name of the transceiver drawn at `scenePoint` ("0101 T1"), where the figure may
    // leave it out (a tall transmission graph): empty elsewhere.
    virtual QString transceiverAt(QPointF scenePoint) const {
        (void)scenePoint;
        return {};
    }
    // The processor drawn at `scenePoint`, where the figure may leave its name out.
    virtual std::optional<std::uint64_t> processorAt(QPointF scenePoint) const {
        (void)scenePoint;
        return std::nullopt;
    }
};

// The colour of a wavelength: Okabe and Ito's seven, colour-blind safe (their black left
// out), repeating every seven (the number is written beside it wherever it is used).
QColor wavelengthColour(wdm::Wavelength w);
// Each hop's colour on a route: its wavelength's, moved to the next colour only where it would
// repeat the hop before (with 40 wavelengths, λ14 and λ38 had shared a yellow on two hops in
// a row). One wavelength keeps one colour along the route.
std::vector<QColor> routeColours(const std::vector<wdm::Hop>& route);
using render::inkOn;
// Processor a as the figures write it: its n bits, the highest dimension first.
QString bitString(std::uint64_t a, std::uint32_t n);
// Whether processor a is the route's start or an end of one of its first `shown` hops:
// filled in the super topology's figures.
bool visited(const std::vector<wdm::Hop>& route, std::size_t shown, std::uint64_t a);
// A highlighted wavelength dims everything else.
inline bool dimmed(const WdmView& view, wdm::Wavelength w) {
    return view.highlighted && *view.highlighted != w;
}

} // namespace popslab::wdm
