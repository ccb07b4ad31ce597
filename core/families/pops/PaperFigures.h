// The papers' figures and worked examples on POPS, as requests to the core: the window
// offers them under Paper figures, and tests/golden pins the schedule each one builds
// (tst_golden iterates this list, so a new figure is covered without editing a test).
#pragma once

#include "patterns/PatternRequest.h"

#include <string>
#include <vector>

namespace popslab::pops {

struct PaperFigure {
    std::string id;    // file name in tests/golden/pops: "000-fig-3"
    std::string label; // English menu text, translated by the window
    PatternRequest request;
    bool networkOnly = false; // the figure shows the bare network (Figs. 1-2)
    bool inMenu = true;       // worked examples without a figure of their own stay out of the menu
};

const std::vector<PaperFigure>& paperFigures();

} // namespace popslab::pops
