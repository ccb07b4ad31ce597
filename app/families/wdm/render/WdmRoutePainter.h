// A route of the WDM star (Routing1/Routing2, section 3) as bit strings, the way a
// lecturer writes it on the board: one row a processor visited, the dimension groups
// D_g bracketed (subgroups split by thin lines), the bits each hop flips filled, and
// the transmitter, receiver and wavelength of the hop; below it the plain n-cube's
// route between the same processors, one dimension a hop. Rows past the hop shown are
// faint; the cube's route shows whole once the WDM route has arrived.
#pragma once

#include "WdmRouting.h"
#include "WdmScene.h"

#include <QCoreApplication>
#include <vector>

namespace popslab::wdm {

class WdmRoutePainter : public WdmScene {
    Q_DECLARE_TR_FUNCTIONS(WdmRoutePainter)

public:
    WdmRoutePainter(const wdm::WdmNetwork& network, wdm::Processor from, wdm::Processor to, std::vector<wdm::Hop> route,
                    std::uint32_t distance);

    QRectF bounds() const override { return bounds_; }
    void paint(QPainter& painter, const render::Palette& palette, const WdmView& view) const override;
    std::optional<wdm::Wavelength> wavelengthAt(QPointF scenePoint) const override;

private:
    double cellX(wdm::Dimension i) const; // left edge of dimension i's cell
    double rowY(std::size_t row) const;   // top of a row, counted over both blocks
    void paintBits(QPainter& p, const render::Palette& palette, double y, std::uint64_t bits, std::uint64_t flipped,
                   bool faint) const;
    void paintHeader(QPainter& p, const render::Palette& palette, double y) const;

    wdm::WdmParameters parameters_;
    std::vector<std::uint32_t> groupOf_, subgroupOf_; // by dimension
    wdm::Processor from_, to_;
    std::vector<wdm::Hop> route_;
    std::vector<wdm::Processor> cube_;
    std::uint32_t distance_;
    double textX_ = 0;   // where a row's hop text starts
    double labelW_ = 58; // the rows' names' column
    // Grown with the screen's text (presenting), every part alike: with the text alone, a
    // projector's bold bits had filled their cells and touched each other.
    double grow_ = 1;
    double zoom_ = 1; // the table grown to fill the titles' width (its fonts too)
    static QString hopText(const wdm::Hop& hop);
    double rowH_ = 22, headerH_ = 40, cellW_ = 16, gapW_ = 7, titleH_ = 40, textW_ = 150;
    QRectF bounds_;
};

} // namespace popslab::wdm
