// The compact view: the g x g coupler matrix (rows: destination group i, columns:
// source group j) with the slot's occupancy -- which message each coupler carries,
// and clashes hatched in red with their count. Readable where the full figure of a
// large POPS(d,g) is a texture.
#pragma once

#include "NetworkPainter.h"

namespace popslab::pops {

class CouplerMatrixPainter {
    Q_DECLARE_TR_FUNCTIONS(CouplerMatrixPainter)

public:
    // A coupler carrying more than one transmission in the slot is drawn as a clash (the
    // validator's rule 2, CouplerConflict), counted from the slot's own transmissions.
    CouplerMatrixPainter(const pops::PopsNetwork& network, const Schedule* schedule);

    QRectF bounds() const;
    QRectF cell(Coupler c) const;
    void paint(QPainter& painter, const PaintOptions& options) const;
    // The cells alone, with the slot's load (the aggregated figure draws its own axes).
    void paintCells(QPainter& painter, const PaintOptions& options) const;

private:
    double grow() const;
    double margin() const;

    pops::PopsNetwork network_;
    const Schedule* schedule_;
};

} // namespace popslab::pops
