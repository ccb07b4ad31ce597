#include "OknFigures.h"

namespace popslab::okn {

const std::vector<OknFigure>& oknFigures() {
    static const std::vector<OknFigure> figures = {
        {"003-fig-2",
         "003 Fig. 2: broadcast, 41 nodes, k = 2",
         {"broadcast", "latency-hiding", {41, 2, 1}, std::nullopt}},
        {"003-fig-4",
         "003 Fig. 4: total exchange, 8 nodes, single-port",
         {"total-exchange", "standard", {8, 1, 1}, std::nullopt}},
        {"003-fig-5",
         "003 Fig. 5: total exchange, 9 nodes, k = 2",
         {"total-exchange", "standard", {9, 2, 1}, std::nullopt}},
    };
    return figures;
}

} // namespace popslab::okn
