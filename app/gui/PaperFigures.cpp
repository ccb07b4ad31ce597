#include "PaperFigures.h"

#include <QCoreApplication>

namespace popslab::gui {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("PaperFigures", text); }
}

std::vector<PaperFigure> paperFigures() {
    return {
        {tr("000 Fig. 1: POPS(8,2), n = 16"), {8, 2, "ring", "natural", {}}, true},
        {tr("000 Fig. 2: POPS(4,4), n = 16"), {4, 4, "ring", "natural", {}}, true},
        {tr("000 Fig. 3: all-to-all on POPS(8,2)"), {8, 2, "all-to-all", "phased", {}}},
        {tr("000 Fig. 4a: natural reduction, n = 32, d = 8"), {8, 4, "reduction", "natural", {}}},
        {tr("000 Fig. 4b: optimal reduction, n = 32, d = 8"), {8, 4, "reduction", "optimal", {}}},
        {tr("000 Figs. 6-7: alternating-pair ring on POPS(4,4)"), {4, 4, "ring", "alternating-pair", {}}},
        {tr("000 Fig. 8a: natural torus, n = 16, d = 8"), {8, 2, "torus", "natural", {}}},
        {tr("000 Fig. 8b: alternating-pair torus, n = 16, d = 8"), {8, 2, "torus", "alternating-pair", {}}},
        {tr("000 Fig. 8c: rotated torus, n = 16, d = 8"), {8, 2, "torus", "rotated", {}}},
        {tr("002 Fig. 2: POPS(4,2)"), {4, 2, "ring", "natural", {}}, true},
    };
}

} // namespace popslab::gui
