// The compact view: the g x g coupler matrix (rows: destination group i, columns:
// source group j) with the slot's occupancy -- which message each coupler carries,
// and clashes hatched in red with their count. Readable where the full figure of a
// large POPS(d,g) is a texture.
#pragma once

#include "NetworkPainter.h"

namespace popslab::render {

class CouplerMatrixPainter {
    Q_DECLARE_TR_FUNCTIONS(CouplerMatrixPainter)

public:
    CouplerMatrixPainter(const PopsNetwork& network, const Schedule* schedule, const ValidationReport* report);

    QRectF bounds() const;
    QRectF cell(Coupler c) const;
    void paint(QPainter& painter, const PaintOptions& options) const;

private:
    PopsNetwork network_;
    const Schedule* schedule_;
    const ValidationReport* report_;
};

} // namespace popslab::render
