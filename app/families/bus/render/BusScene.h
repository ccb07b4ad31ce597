// What the optical buses' figures share (paper 001, sections 2-3): the clock unit
// shown, the colours and dash styles of the waveguides, and a mark's hit test (a read:
// who, when, what it found) for the window's tooltips. Each figure is drawn by one
// painter, used by the window and by exports alike.
#pragma once

#include "BusOperations.h"
#include "Palette.h"

#include <QPen>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace popslab::bus {

class BusScene {
public:
    virtual ~BusScene() = default;
    virtual QRectF bounds() const = 0;
    // The bounds on a widget whose text is `textScale` times larger (presentation mode):
    // a figure whose legend grows with its text is taller there.
    virtual QRectF boundsForText(double textScale) const {
        (void)textScale;
        return bounds();
    }
    // Everything up to clock unit `now` (pulses as far as they have travelled, reads done).
    virtual void paint(QPainter& painter, const render::Palette& palette, bus::Time now) const = 0;
    // The read marked at `scenePoint`, if any: its index in the trace.
    virtual std::optional<std::size_t> readAt(QPointF scenePoint) const = 0;
    // The processor drawn as a box at `scenePoint` (the grid's), read or not: pointing at
    // the source or at one still waiting says so too.
    virtual std::optional<bus::ProcessorId> processorAt(QPointF scenePoint) const {
        (void)scenePoint;
        return std::nullopt;
    }
    // A processor's name as the figure writes it: its number, or the grid's (row,column).
    virtual QString processorName(bus::ProcessorId p) const { return QString::number(p); }
};

// A waveguide's pen: message blue (the APPB's lower bus vermilion), reference orange
// dashed, select green dash-dotted -- Okabe and Ito's colours, told apart in grey too.
QPen waveguidePen(const bus::Waveguide& w, double width = 1.6);

// A run's figure as the window and `render --network bus` draw it: the 2D APPB's grid,
// else the space-time diagram (with the LARPBS's bits); nullptr when too large to draw.
std::unique_ptr<BusScene> busRunScene(const bus::BusRun& run, std::uint32_t rows, std::uint32_t columns,
                                      std::uint32_t sourceRow, std::uint32_t sourceColumn,
                                      const std::vector<std::uint8_t>& bits);
// The ASOS's (or else the 2DAROB's) switches, nothing simulated; nullptr when too large.
std::unique_ptr<BusScene> busSwitchScene(bool asos, std::uint32_t rows, std::uint32_t columns, bool crossed);

} // namespace popslab::bus
