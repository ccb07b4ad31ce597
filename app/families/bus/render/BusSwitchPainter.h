// The two-dimensional reconfigurable buses that section 3.2 of paper 001 describes only
// in words, drawn with their switch states and nothing more (no timing is claimed):
// - the ASOS (Fig. 9): folded row and column buses, a processor writing on the upper
//   segment of its row bus and reading the lower one and its column bus; every switch
//   straight (messages stay on the row buses) or cross (messages move from a row bus
//   onto a column bus), all in one state as [20] requires;
// - the 2DAROB (Fig. 7): a switch at every processor; here set so that the disjoint
//   buses are the rows or the columns, each a unidirectional chain whose first
//   processor is the bus leader.
#pragma once

#include "BusScene.h"

#include <QCoreApplication>

namespace popslab::bus {

class BusSwitchPainter : public BusScene {
    Q_DECLARE_TR_FUNCTIONS(BusSwitchPainter)

public:
    enum class Model { Asos, Arob2d };
    // Asos: `cross` sets every switch to cross; Arob2d: `cross` makes the columns the buses.
    BusSwitchPainter(Model model, std::uint32_t rows, std::uint32_t columns, bool cross);

    QRectF bounds() const override { return boundsForText(1); }
    // The caption's band grows with the text: presenting in German, ASOS's read 12.6 px.
    QRectF boundsForText(double textScale) const override;
    void paint(QPainter& painter, const render::Palette& palette, bus::Time now) const override;
    std::optional<std::size_t> readAt(QPointF) const override { return std::nullopt; }

private:
    QPointF centre(std::uint32_t r, std::uint32_t c) const;

    Model model_;
    std::uint32_t rows_, columns_;
    bool cross_;
    QRectF bounds_;
};

} // namespace popslab::bus
