#include "BusScene.h"

namespace popslab::render {

QPen waveguidePen(const bus::Waveguide& w, double width) {
    switch (w.role()) {
    case bus::WaveguideRole::Reference: return QPen(QColor(230, 159, 0), width, Qt::DashLine);
    case bus::WaveguideRole::Select: return QPen(QColor(0, 158, 115), width, Qt::DashDotLine);
    case bus::WaveguideRole::Message: break;
    }
    const bool lower = !w.taps().empty() && w.taps().front().segment == bus::Segment::Lower;
    return QPen(lower ? QColor(213, 94, 0) : QColor(0, 114, 178), width, Qt::SolidLine);
}

} // namespace popslab::render
