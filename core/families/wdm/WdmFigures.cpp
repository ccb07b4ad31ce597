#include "WdmFigures.h"

namespace popslab::wdm {

const std::vector<WdmFigure>& wdmFigures() {
    static const std::vector<WdmFigure> figures{
        // The 3-cube with one transmitter and one receiver each: two wavelengths, four
        // extra links (000-111, 001-110, 010-101, 011-100), diameter 2.
        {"004-fig-2", "004 Fig. 2: 3-cube, T = R = 1", {3, 1, 1}},
    };
    return figures;
}

} // namespace popslab::wdm
