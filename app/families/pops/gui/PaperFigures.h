// Presets that reproduce the papers' figures as requests to the core.
#pragma once

#include "families/pops/patterns/PatternRequest.h"

#include <QString>
#include <vector>

namespace popslab::gui {

struct PaperFigure {
    QString label;            // translated menu text
    PatternRequest request;   // what the core builds for it
    bool networkOnly = false; // Figs. 1-2: the bare network
};

std::vector<PaperFigure> paperFigures();

} // namespace popslab::gui
