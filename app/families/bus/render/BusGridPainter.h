// The 2D APPB (paper 001, section 2.3, Fig. 6) with its row-then-column broadcast: the
// processors in their grid, a bus pair along every row and every column, the source
// framed; the row bus carries the datum in the first bus cycle, the column buses in
// the second. Each processor shows when it read; at the clock unit shown, those that
// have read are filled, in the colour of the cycle they read in.
#pragma once

#include "BusScene.h"

#include <QCoreApplication>

namespace popslab::bus {

class BusGridPainter : public BusScene {
    Q_DECLARE_TR_FUNCTIONS(BusGridPainter)

public:
    static constexpr std::uint32_t kMaxDrawnSide = 16;
    static bool drawable(std::uint32_t rows, std::uint32_t columns) {
        return rows <= kMaxDrawnSide && columns <= kMaxDrawnSide;
    }

    BusGridPainter(bus::BusRun run, std::uint32_t rows, std::uint32_t columns, std::uint32_t sourceRow,
                   std::uint32_t sourceColumn);

    QRectF bounds() const override { return bounds_; }
    void paint(QPainter& painter, const render::Palette& palette, bus::Time now) const override;
    std::optional<std::size_t> readAt(QPointF scenePoint) const override;
    std::optional<bus::ProcessorId> processorAt(QPointF scenePoint) const override;
    QString processorName(bus::ProcessorId p) const override;
    bus::Time endTime() const { return run_.trace.lastRead + run_.program.slot; }

private:
    QRectF box(bus::ProcessorId p) const;

    bus::BusRun run_;
    std::uint32_t rows_, columns_, sourceRow_, sourceColumn_;
    QRectF bounds_;
    double captionH_ = 40;
};

} // namespace popslab::bus
