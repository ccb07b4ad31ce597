// Draws the super topology of a WDM star (paper 004) for n <= 6 in hypercube layout,
// as Fig. 2 does: each processor at the sum of one vector per dimension (a projection
// of the n-cube), labelled with its bit string; cube links solid, the extra links of the
// super topology dashed in their wavelength's colour (a colour-blind safe palette, the
// wavelength number written beside it); a route drawn over them hop by hop. Shared by
// the window and exports.
#pragma once

#include "Palette.h"
#include "families/wdm/WdmRouting.h"

#include <QCoreApplication>
#include <QPointF>
#include <QRectF>

#include <vector>

namespace popslab::render {

class WdmPainter {
    Q_DECLARE_TR_FUNCTIONS(WdmPainter)

public:
    static constexpr std::uint32_t kMaxDrawnDimensions = 6;

    // `network` must have n <= kMaxDrawnDimensions; `route` may be empty.
    WdmPainter(const wdm::WdmNetwork& network, std::vector<wdm::Hop> route);

    QRectF bounds() const { return bounds_; }
    // Hops of the route drawn so far: all of them by default (the window steps them).
    void paint(QPainter& painter, const Palette& palette, std::size_t hopsShown = SIZE_MAX) const;

    // The colour of a wavelength: Okabe and Ito's eight, repeating (the number is written too).
    static QColor wavelengthColour(wdm::Wavelength w);

private:
    struct Link {
        wdm::Processor a, b;
        wdm::Wavelength wavelength;
        bool cube;
    };
    wdm::WdmParameters parameters_;
    std::vector<QPointF> position_;
    std::vector<Link> links_;
    std::vector<wdm::Hop> route_;
    QRectF bounds_;
};

} // namespace popslab::render
