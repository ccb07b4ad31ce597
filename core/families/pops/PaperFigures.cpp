#include "PaperFigures.h"

namespace popslab::pops {

const std::vector<PaperFigure>& paperFigures() {
    static const std::vector<PaperFigure> figures = {
        {"000-fig-1", "000 Fig. 1: POPS(8,2), n = 16", {8, 2, "ring", "natural", {}}, true},
        {"000-fig-2", "000 Fig. 2: POPS(4,4), n = 16", {4, 4, "ring", "natural", {}}, true},
        {"000-fig-3", "000 Fig. 3: all-to-all on POPS(8,2)", {8, 2, "all-to-all", "phased", {}}},
        {"000-fig-4a", "000 Fig. 4a: natural reduction, n = 32, d = 8", {8, 4, "reduction", "natural", {}}},
        {"000-fig-4b", "000 Fig. 4b: optimal reduction, n = 32, d = 8", {8, 4, "reduction", "optimal", {}}},
        {"000-figs-6-7", "000 Figs. 6-7: alternating-pair ring on POPS(4,4)", {4, 4, "ring", "alternating-pair", {}}},
        {"000-fig-8a", "000 Fig. 8a: natural torus, n = 16, d = 8", {8, 2, "torus", "natural", {}}},
        {"000-fig-8b", "000 Fig. 8b: alternating-pair torus, n = 16, d = 8", {8, 2, "torus", "alternating-pair", {}}},
        {"000-fig-8c", "000 Fig. 8c: rotated torus, n = 16, d = 8", {8, 2, "torus", "rotated", {}}},
        {"002-fig-2", "002 Fig. 2: POPS(4,2)", {4, 2, "ring", "natural", {}}, true},
        // Worked examples: Lemma 6's natural ring (d - 1 slots), and section 4.4's circular
        // shift by one with Fig. 11 (one group) and Fig. 12 (every group).
        // Within Lemma 3's load conditions, yet 3 slots are needed.
        {"000-lemma-3",
         "000 Lemma 3: counterexample, 8 messages that need 3 slots",
         {2, 2, "custom", "optimal", {{"messages", "list:0-0,1-1,2-2,3-3,0-3,1-2,2-0,3-1"}}}},
        {"000-lemma-6", "000 Lemma 6: natural ring on POPS(4,4)", {4, 4, "ring", "natural", {}}, false, false},
        {"001-fig-11",
         "001 Fig. 11: shift by one in group 0 of POPS(8,4)",
         {8, 4, "intragroup-permutation", "optimal", {{"perm", "shift:1"}}},
         false,
         false},
        {"001-fig-12",
         "001 Fig. 12: shift by one in every group of POPS(4,4)",
         {4, 4, "all-groups-permutation", "batched", {{"perm", "shift:1"}}},
         false,
         false},
    };
    return figures;
}

} // namespace popslab::pops
