// Paper 003's figures as OK_N requests: the window's presets and the traces pinned in
// tests/golden/okn (tst_golden iterates this list).
#pragma once

#include "OknRegistry.h"

namespace popslab::okn {

struct OknFigure {
    std::string id;    // file name in tests/golden/okn: "003-fig-2"
    std::string label; // English, translated by the window
    OknRequest request;
};

const std::vector<OknFigure>& oknFigures();

} // namespace popslab::okn
