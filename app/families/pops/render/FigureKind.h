// Which figure of a POPS network is drawn: every processor and fibre (NetworkPainter) with
// the messages named, or too small for their names (every processor asked for where the
// figure is a texture), groups as blocks and couplers as cells (AggregatePainter), or the
// coupler matrix alone (CouplerMatrixPainter). The legend beside the figure names the
// symbols of the one shown.
#pragma once

namespace popslab::pops {

enum class FigureKind { Full, Unnamed, Blocks, Matrix };

} // namespace popslab::pops
