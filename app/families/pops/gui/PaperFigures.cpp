#include "PaperFigures.h"

#include <QCoreApplication>

namespace popslab::gui {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PaperFigures)
};
} // namespace

std::vector<PaperFigure> paperFigures() {
    return {
        {Text::tr("000 Fig. 1: POPS(8,2), n = 16"), {8, 2, "ring", "natural", {}}, true},
        {Text::tr("000 Fig. 2: POPS(4,4), n = 16"), {4, 4, "ring", "natural", {}}, true},
        {Text::tr("000 Fig. 3: all-to-all on POPS(8,2)"), {8, 2, "all-to-all", "phased", {}}},
        {Text::tr("000 Fig. 4a: natural reduction, n = 32, d = 8"), {8, 4, "reduction", "natural", {}}},
        {Text::tr("000 Fig. 4b: optimal reduction, n = 32, d = 8"), {8, 4, "reduction", "optimal", {}}},
        {Text::tr("000 Figs. 6-7: alternating-pair ring on POPS(4,4)"), {4, 4, "ring", "alternating-pair", {}}},
        {Text::tr("000 Fig. 8a: natural torus, n = 16, d = 8"), {8, 2, "torus", "natural", {}}},
        {Text::tr("000 Fig. 8b: alternating-pair torus, n = 16, d = 8"), {8, 2, "torus", "alternating-pair", {}}},
        {Text::tr("000 Fig. 8c: rotated torus, n = 16, d = 8"), {8, 2, "torus", "rotated", {}}},
        {Text::tr("002 Fig. 2: POPS(4,2)"), {4, 2, "ring", "natural", {}}, true},
    };
}

} // namespace popslab::gui
