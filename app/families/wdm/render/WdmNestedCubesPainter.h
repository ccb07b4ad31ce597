// The super topology of a larger WDM star (paper 004, n = 5 or 6) as nested cubes: the
// n-cube is 2^(n-3) blocks, each a 3-cube drawn as Fig. 2 draws one (dimensions 0-2),
// the blocks named by their high bits and set in two columns whose rows differ in one
// bit (a Gray code). A processor is named by its low three bits inside its block. The
// cube links between blocks and the 2^n * (degree - n) / 2 extra links are too many to
// read (1024 at n = 6): the caption states their rule and the route's hops are drawn,
// each in its wavelength, over a grey band.
#pragma once

#include "LabelPlacer.h"
#include "WdmRouting.h"
#include "WdmScene.h"

#include <QCoreApplication>
#include <QPainterPath>
#include <vector>

namespace popslab::wdm {

class WdmNestedCubesPainter : public WdmScene {
    Q_DECLARE_TR_FUNCTIONS(WdmNestedCubesPainter)

public:
    static constexpr std::uint32_t kMinDimensions = 5, kMaxDimensions = 6;

    // kMinDimensions <= n <= kMaxDimensions; `route` may be empty.
    WdmNestedCubesPainter(const wdm::WdmNetwork& network, std::vector<wdm::Hop> route);

    QRectF bounds() const override { return bounds_; }
    bool growsWithText() const override { return true; } // its titles and caption do
    void paint(QPainter& painter, const render::Palette& palette, const WdmView& view) const override;
    std::optional<wdm::Wavelength> wavelengthAt(QPointF scenePoint) const override;
    // A 3-cube's processors are named inside them only where the name reads (9 px in the
    // window): n = 6 in a 1366 x 768 window leaves them to this.
    std::optional<std::uint64_t> processorAt(QPointF scenePoint) const override;
    // Where the route's hop k is drawn: past the processors it does not join (tests).
    const QPainterPath& hopPath(std::size_t k) const { return hopPath_[k]; }
    QRectF processorBox(std::uint64_t a) const;

private:
    QRectF captionBox() const;
    QRectF block(std::uint64_t high) const; // the frame of the block of processors with these high bits
    double blockHeight() const;
    void paintBlocks(QPainter& p, const render::Palette& palette, render::LabelPlacer& placer) const;
    QRectF titleBox(std::uint64_t high) const; // a block's title, "11···", above its cube
    void paintBlockTitles(QPainter& p, const render::Palette& palette) const;

    wdm::WdmParameters parameters_;
    std::uint64_t degree_ = 0;
    std::vector<QPointF> position_;
    std::vector<wdm::Hop> route_;
    std::vector<QPainterPath> hopPath_;
    QRectF bounds_;
    double grow_ = 1, titleH_ = 24, captionH_ = 130; // grown with the screen's text (presenting)
    bool shortCaption_ = false;
    double lane_ = 36; // between the caption and the blocks, for hops' names
};

} // namespace popslab::wdm
