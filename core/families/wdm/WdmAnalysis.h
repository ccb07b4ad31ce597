// Everything POPS Lab says about one WDM star (n, T, R): measured on the built graphs
// up to n = kMaxBuiltWdmDimensions, the paper's formula beside each number; beyond,
// the closed forms alone (`built` false). One call for the CLI, the window and tests.
#pragma once

#include "WdmNetwork.h"

#include <string>
#include <variant>
#include <vector>

namespace popslab::wdm {

struct WdmReport {
    WdmParameters parameters;
    std::uint64_t nodes = 0;
    bool built = false; // measured on the built graphs (else: counted on the partition alone)
    std::vector<std::vector<Dimension>> transmitterDimensions, receiverDimensions;
    std::uint64_t wavelengths = 0;
    std::pair<std::uint64_t, std::uint64_t> transmittersPerWavelength{0, 0}, receiversPerWavelength{0, 0};
    std::uint64_t degree = 0;
    std::uint32_t diameter = 0;
    std::vector<std::uint64_t> distanceHistogram; // processors at distance h from processor 0
    // The paper's values (section 3.2's degree, Theorem 3.1, Lemmas 3.1/3.4's count, the
    // corrected distance polynomial).
    struct Formulas {
        std::uint64_t degree = 0;
        std::uint32_t diameter = 0;
        std::uint64_t wavelengths = 0;
        std::vector<std::uint64_t> distanceHistogram;
    } formulas;
};

// Refuses parameters out of range (checkWdm); a built graph that disagrees with the
// closed form of its components is reported as an internal error (never seen: tst_wdm).
std::variant<WdmReport, Diagnostic> analyseWdm(const WdmParameters& parameters);

} // namespace popslab::wdm
