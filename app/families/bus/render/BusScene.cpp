#include "BusScene.h"

#include "BusGridPainter.h"
#include "BusSpaceTimePainter.h"
#include "BusSwitchPainter.h"

namespace popslab::bus {

QPen waveguidePen(const bus::Waveguide& w, double width) {
    switch (w.role()) {
    case bus::WaveguideRole::Reference:
        return QPen(QColor(230, 159, 0), width, Qt::DashLine);
    case bus::WaveguideRole::Select:
        return QPen(QColor(0, 158, 115), width, Qt::DashDotLine);
    case bus::WaveguideRole::Message:
        break;
    }
    const bool lower = !w.taps().empty() && w.taps().front().segment == bus::Segment::Lower;
    return QPen(lower ? QColor(213, 94, 0) : QColor(0, 114, 178), width, Qt::SolidLine);
}

std::unique_ptr<BusScene> busRunScene(const bus::BusRun& run, std::uint32_t rows, std::uint32_t columns,
                                      std::uint32_t sourceRow, std::uint32_t sourceColumn,
                                      const std::vector<std::uint8_t>& bits) {
    if (run.kind == bus::BusKind::Appb2d) {
        if (!BusGridPainter::drawable(rows, columns)) return nullptr;
        return std::make_unique<BusGridPainter>(run, rows, columns, sourceRow, sourceColumn);
    }
    if (!BusSpaceTimePainter::drawable(run)) return nullptr;
    return std::make_unique<BusSpaceTimePainter>(run, bits);
}

std::unique_ptr<BusScene> busSwitchScene(bool asos, std::uint32_t rows, std::uint32_t columns, bool crossed) {
    if (!BusGridPainter::drawable(rows, columns)) return nullptr;
    return std::make_unique<BusSwitchPainter>(asos ? BusSwitchPainter::Model::Asos : BusSwitchPainter::Model::Arob2d,
                                              rows, columns, crossed);
}

} // namespace popslab::bus
