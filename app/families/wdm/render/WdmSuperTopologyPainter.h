// Draws the super topology of a WDM star (paper 004) in hypercube layout (the window
// and popslab-cli use it up to n = 4, WdmSuperTopologyScene.h),
// as Fig. 2 does: each processor at the sum of one vector per dimension (a projection
// of the n-cube), labelled with its bit string; cube links solid, the extra links of the
// super topology dashed in their wavelength's colour (a colour-blind safe palette, the
// wavelength number written beside it); a route drawn over them hop by hop. Shared by
// the window and exports. A highlighted wavelength shows every link it carries, cube
// links too.
#pragma once

#include "WdmRouting.h"
#include "WdmScene.h"

#include <QCoreApplication>
#include <vector>

namespace popslab::render {
class LabelPlacer;
}

namespace popslab::wdm {

class WdmSuperTopologyPainter : public WdmScene {
    Q_DECLARE_TR_FUNCTIONS(WdmSuperTopologyPainter)

public:
    static constexpr std::uint32_t kMaxDrawnDimensions = 6;

    // `network` must have n <= kMaxDrawnDimensions; `route` may be empty.
    WdmSuperTopologyPainter(const wdm::WdmNetwork& network, std::vector<wdm::Hop> route);

    QRectF bounds() const override { return bounds_; }
    // Its processors' ovals, labels and caption grow with the text against the cube's links: on
    // a small pane the canvas lays it out for larger text (the 4-cube's names read 5 px).
    bool growsWithText() const override { return true; }
    void paint(QPainter& painter, const render::Palette& palette, const WdmView& view) const override;
    std::optional<wdm::Wavelength> wavelengthAt(QPointF scenePoint) const override;
    QPointF position(wdm::Processor a) const { return position_[a]; } // a processor's centre

private:
    void paintProcessors(QPainter& p, const render::Palette& palette, std::size_t shown) const;
    bool nameHops(QPainter& p, render::LabelPlacer& placer, const render::Palette& palette,
                  const std::vector<QColor>& colours, std::size_t shown) const;
    struct Link {
        wdm::Processor a, b;
        wdm::Wavelength forward, backward; // a -> b on a's transmitter, b -> a on b's
        bool cube;
    };
    wdm::WdmParameters parameters_;
    std::vector<QPointF> position_;
    std::vector<Link> links_;
    std::vector<wdm::Hop> route_;
    QSizeF node_;           // a processor's oval
    double captionH_ = 100; // the caption's box
    QRectF bounds_;
};

} // namespace popslab::wdm
