#include "WdmSweep.h"

#include "WdmFormulas.h"
#include "WdmLimits.h"
#include "common/Limits.h"

namespace popslab::wdm {

std::optional<WdmAxis> wdmAxis(const std::string& id) {
    if (id == "dimensions" || id == "n") return WdmAxis::Dimensions;
    if (id == "transmitters" || id == "T") return WdmAxis::Transmitters;
    if (id == "receivers" || id == "R") return WdmAxis::Receivers;
    return std::nullopt;
}

namespace {

WdmParameters at(const WdmSweepRequest& r, std::uint32_t v) {
    WdmParameters p = r.base;
    (r.axis == WdmAxis::Dimensions ? p.n : r.axis == WdmAxis::Transmitters ? p.T : p.R) = v;
    return p;
}

// Building a point takes about its transceivers twice over (union-find and placing).
std::uint64_t work(const WdmParameters& p) {
    if (checkWdm(p) || p.n > kMaxBuiltWdmDimensions) return 1;
    return 2 * (std::uint64_t(1) << p.n) * (p.T + p.R + p.n);
}

} // namespace

std::variant<std::vector<WdmSweepRow>, Diagnostic> runWdmSweep(const WdmSweepRequest& r, const SweepProgress& progress,
                                                               const std::atomic<bool>* cancel) {
    if (r.to < r.from)
        return Diagnostic{DiagnosticCode::InvalidParameter, "to", "from <= to", "--from must not exceed --to"};
    const std::size_t points = std::size_t(r.to) - r.from + 1;
    std::vector<WdmSweepRow> rows;
    const SweepPolicy policy{kMaxSweepPoints, kMaxSweepWork, "to"};
    auto refused = runSweepPoints(
        points, policy, [&](std::size_t i) { return work(at(r, r.from + std::uint32_t(i))); },
        [&](std::size_t i) -> std::optional<Diagnostic> {
            const std::uint32_t v = r.from + std::uint32_t(i);
            auto analysed = analyseWdm(at(r, v));
            if (auto* report = std::get_if<WdmReport>(&analysed)) rows.push_back({v, std::move(*report)});
            return std::nullopt; // out of range (T > n): no point of the curve
        },
        progress, cancel);
    if (refused) return *refused;
    return rows;
}

std::optional<std::pair<double, double>> plottedQuantity(const WdmReport& r, const std::string& quantity) {
    if (quantity == "degree") return std::pair{double(r.degree), double(r.formulas.degree)};
    if (quantity == "diameter") return std::pair{double(r.diameter), double(r.formulas.diameter)};
    if (quantity == "wavelengths") return std::pair{double(r.wavelengths), double(r.formulas.wavelengths)};
    if (quantity == "frame-length") // the TDM frame: the most transmitters on one wavelength
        return std::pair{double(r.transmittersPerWavelength.second),
                         double(transmittersPerWavelengthFormula(WdmNetwork(r.parameters)).second)};
    return std::nullopt;
}

} // namespace popslab::wdm
