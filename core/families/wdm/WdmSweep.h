// Wavelengths, frame length, degree and diameter of the WDM star as T, R or n varies:
// each point analysed (built up to n = 16), the paper's degree and diameter beside it.
// Runs through the shared runSweepPoints (progress, cancel, one cap policy).
#pragma once

#include "WdmAnalysis.h"
#include "common/SweepPoints.h"

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace popslab::wdm {

enum class WdmAxis { Dimensions, Transmitters, Receivers };
std::optional<WdmAxis> wdmAxis(const std::string& id); // "dimensions"/"n", "transmitters"/"T", "receivers"/"R"

struct WdmSweepRequest {
    WdmParameters base; // the fixed values; the varied one is set per point
    WdmAxis axis = WdmAxis::Transmitters;
    std::uint32_t from = 1, to = 1;
};

struct WdmSweepRow {
    std::uint32_t value = 0;
    WdmReport report;
};

// One row per value where the parameters are in range (T, R <= n); refuses a range
// past the cap policy before anything is built.
std::variant<std::vector<WdmSweepRow>, Diagnostic> runWdmSweep(const WdmSweepRequest& request,
                                                               const SweepProgress& progress = {},
                                                               const std::atomic<bool>* cancel = nullptr);

// What `plot --network wdm` draws of a row for a quantity (degree, diameter, wavelengths,
// frame-length): the measured value and the paper's; nothing for another name.
std::optional<std::pair<double, double>> plottedQuantity(const WdmReport& r, const std::string& quantity);

} // namespace popslab::wdm
