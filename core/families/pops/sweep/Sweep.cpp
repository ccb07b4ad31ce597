#include "sweep/Sweep.h"

#include "PopsNetwork.h"
#include "common/Work.h"
#include "patterns/Registry.h"
#include "slotted/Validator.h"

namespace popslab::pops {

std::variant<std::vector<SweepPoint>, Diagnostic> sweepPoints(const SweepRequest& r) {
    const bool sameAxis =
        (r.vary == SweepAxis::D && r.fixed == SweepFixed::D) || (r.vary == SweepAxis::G && r.fixed == SweepFixed::G);
    if (sameAxis)
        return Diagnostic{DiagnosticCode::InvalidParameter, "vary", "vary and fixed differ",
                          "cannot vary the parameter that is held fixed"};
    if (r.fixedValue < 1 || r.fixedValue > kMaxProcessors) {
        Diagnostic d{DiagnosticCode::TooLarge, "fixed", "",
                     exceedsLimit("the fixed value", r.fixedValue, kMaxProcessors)};
        if (r.fixedValue < 1)
            d = {DiagnosticCode::InvalidParameter, "fixed", "value >= 1", "the fixed value must be at least 1"};
        d.value = r.fixedValue;
        d.limit = kMaxProcessors;
        return d;
    }
    if (r.fixed != SweepFixed::N && r.maxN > kMaxProcessors) {
        Diagnostic d{DiagnosticCode::TooLarge, "max-n", "", exceedsLimit("max-n", r.maxN, kMaxProcessors)};
        d.value = r.maxN;
        d.limit = kMaxProcessors;
        return d;
    }
    std::vector<SweepPoint> points;
    if (r.fixed == SweepFixed::N) {
        const std::uint32_t n = r.fixedValue;
        for (std::uint32_t k = 1; k <= n; ++k) {
            if (n % k != 0) continue;
            const std::uint32_t d = r.vary == SweepAxis::D ? k : n / k;
            if (!PopsNetwork::check(d, n / d)) points.push_back({d, n / d});
        }
    } else {
        const std::uint32_t fixed = r.fixedValue;
        for (std::uint64_t v = 1; v * fixed <= r.maxN; v *= 2) {
            const auto other = std::uint32_t(v);
            const SweepPoint p = r.fixed == SweepFixed::D ? SweepPoint{fixed, other} : SweepPoint{other, fixed};
            if (!PopsNetwork::check(p.d, p.g)) points.push_back(p);
        }
    }
    return points;
}

std::variant<std::vector<SweepRow>, Diagnostic> runSweep(const SweepRequest& r, const SweepProgress& progress,
                                                         const std::atomic<bool>* cancel) {
    auto pts = sweepPoints(r);
    if (auto* d = std::get_if<Diagnostic>(&pts)) return *d;
    const auto& points = std::get<std::vector<SweepPoint>>(pts);
    const Registry& registry = Registry::instance();
    std::vector<SweepRow> rows;
    const SweepPolicy policy{kMaxSweepPoints, kMaxSweepWork, r.fixed == SweepFixed::N ? "n" : "max-n"};
    // No closed form for the work of every algorithm: it is counted while building.
    auto refused = runSweepPoints(
        points.size(), policy, nullptr,
        [&](std::size_t i) -> std::optional<Diagnostic> {
            PatternRequest request{points[i].d, points[i].g, r.pattern, r.algorithm, r.parameters};
            if (auto d = registry.check(request)) {
                // Outside the algorithm's conditions: not a point of this curve. Anything
                // else (unknown names, bad parameters) is the same at every point.
                if (d->code != DiagnosticCode::ConditionViolated) return d;
                return std::nullopt;
            }
            auto built = registry.build(request);
            if (!built.ok()) return built.diagnostic;
            const ValidationReport report = validate(*built.schedule);
            rows.push_back(SweepRow{request.d, request.g, request.n(), report.sequenceLength, registry.formula(request),
                                    registry.lowerBound(request), report.meanUtilisation(), report.valid()});
            return std::nullopt;
        },
        progress, cancel);
    if (refused) return *refused;
    return rows;
}

} // namespace popslab::pops
