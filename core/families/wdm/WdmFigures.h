// Paper 004's figures as WDM requests: the window's presets and tests/golden/wdm.
#pragma once

#include "WdmNetwork.h"

#include <string>
#include <vector>

namespace popslab::wdm {

struct WdmFigure {
    std::string id;    // "004-fig-2"
    std::string label; // English, translated by the window
    WdmParameters parameters;
};

const std::vector<WdmFigure>& wdmFigures();

} // namespace popslab::wdm
