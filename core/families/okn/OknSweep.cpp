#include "OknSweep.h"

#include "OknLimits.h"
#include "common/Limits.h"

namespace popslab::okn {

std::optional<OknAxis> oknAxis(const std::string& id) {
    if (id == "delay") return OknAxis::Delay;
    if (id == "ports") return OknAxis::Ports;
    if (id == "nodes") return OknAxis::Nodes;
    return std::nullopt;
}

namespace {

// The request at one value of the axis; nothing when the value is outside every range.
std::optional<OknRequest> at(const OknSweepRequest& r, const std::string& algorithm, std::uint64_t v) {
    OknRequest out = r.base;
    out.algorithm = algorithm;
    switch (r.axis) {
    case OknAxis::Delay:
        if (v > std::uint64_t(kMaxOknDelay)) return std::nullopt;
        out.network.delay = Time(v);
        break;
    case OknAxis::Ports:
        if (v > kMaxOknPorts) return std::nullopt;
        out.network.ports = std::uint32_t(v);
        break;
    case OknAxis::Nodes:
        if (v > kMaxOknNodes) return std::nullopt;
        out.network.nodes = std::uint32_t(v);
        break;
    }
    return out;
}

// The sweep's estimated work with the fixed N set to `nodes` (past the limit where a point
// is too large to simulate at all), and how many of its algorithms have a point there.
struct SweepAt {
    std::uint64_t work = 0;
    std::size_t plotted = 0;
};
SweepAt sweepAt(const OknSweepRequest& r, std::uint32_t nodes) {
    SweepAt out;
    for (const std::string& id : r.algorithms) {
        bool any = false;
        for (std::uint64_t v = r.from; v <= r.to; ++v) {
            auto request = at(r, id, v);
            if (!request) continue;
            request->network.nodes = nodes;
            if (auto d = checkOkn(*request)) {
                if (d->code == DiagnosticCode::TooLarge) return {kMaxOknSweepWork + 1, 0};
                continue;
            }
            out.work += oknWork(*request);
            any = true;
        }
        out.plotted += any ? 1 : 0;
    }
    return out;
}

// Along the delay or the ports, a fixed N below the one asked whose sweep fits the limit
// (0: none found): "lower the number of nodes" alone had left the lecturer guessing. Not
// "up to": an algorithm that applies only where N is a power of k + 1 adds work there alone,
// so a smaller N may not fit. A bisection finds where the work crosses the limit; below it,
// the largest N at which as many algorithms plot as at the N asked (at least one) is named,
// not one where the curves the lecturer wanted vanish.
std::uint32_t fittingNodes(const OknSweepRequest& r) {
    std::uint32_t lo = 1, hi = r.base.network.nodes - 1;
    while (lo < hi) {
        const std::uint32_t mid = lo + (hi - lo + 1) / 2;
        if (sweepAt(r, mid).work <= kMaxOknSweepWork)
            lo = mid;
        else
            hi = mid - 1;
    }
    const std::size_t wanted = std::max<std::size_t>(1, sweepAt(r, r.base.network.nodes).plotted);
    constexpr std::uint32_t kLooked = 4096; // bounded: a refusal answers at once
    std::uint32_t fallback = 0;
    for (std::uint32_t n = lo; n >= 2 && lo - n < kLooked; --n) {
        const SweepAt here = sweepAt(r, n);
        if (here.work > kMaxOknSweepWork || here.plotted == 0) continue;
        if (here.plotted >= wanted) return n;
        if (!fallback) fallback = n;
    }
    return fallback;
}

} // namespace

std::optional<OknNoPoint> whyNoPoint(const OknSweepRequest& r, const std::string& algorithm) {
    const auto request = at(r, algorithm, r.from);
    if (!request) return std::nullopt;
    auto refusal = checkOkn(*request);
    if (!refusal) return std::nullopt;
    const char* swept = r.axis == OknAxis::Delay ? "delay" : r.axis == OknAxis::Ports ? "ports" : "nodes";
    const bool onAxis = refusal->parameter == swept;
    return OknNoPoint{std::move(*refusal), onAxis};
}

namespace {

OknDiagnostic refuse(DiagnosticCode code, std::string parameter, std::string condition, std::string message) {
    return OknDiagnostic{code, std::move(parameter), std::move(condition), std::move(message)};
}

} // namespace

std::variant<std::vector<OknSweepSeries>, OknDiagnostic>
runOknSweep(const OknSweepRequest& r, const OknSweepProgress& progress, const std::atomic<bool>* cancel) {
    using enum DiagnosticCode;
    const OknOperation* op = oknOperation(r.base.operation);
    if (!op) return refuse(UnknownOperation, "operation", "", "unknown operation '" + r.base.operation + "'");
    if (r.algorithms.empty()) return refuse(InvalidParameter, "algorithms", "", "no algorithm to sweep");
    for (const std::string& id : r.algorithms)
        if (!op->algorithm(id))
            return refuse(UnknownAlgorithm, "algorithm", "",
                          "operation " + r.base.operation + " has no algorithm '" + id +
                              "' (known: " + op->algorithmIds() + ")");
    if (r.to < r.from) return refuse(InvalidParameter, "to", "from <= to", "--from must not exceed --to");
    // A point is one value of the axis, every algorithm simulated at it. A value outside
    // an algorithm's conditions is no point of its curve; one too large to simulate ends
    // the sweep before anything runs.
    if (r.to - r.from >= kMaxSweepPoints) {
        OknDiagnostic d =
            refuse(TooLarge, "to", "", exceedsLimit("the number of values", r.to - r.from + 1, kMaxSweepPoints));
        d.quantity = "values";
        d.value = r.to - r.from + 1;
        d.limit = kMaxSweepPoints;
        return d;
    }
    const auto points = std::size_t(r.to - r.from + 1);
    std::vector<OknSweepSeries> series;
    for (const std::string& id : r.algorithms)
        series.push_back({id, {}});
    std::optional<OknDiagnostic> tooLarge;
    auto estimate = [&](std::size_t i) -> std::uint64_t {
        std::uint64_t work = 0;
        for (const std::string& id : r.algorithms) {
            auto request = at(r, id, r.from + i);
            if (!request) continue;
            if (auto d = checkOkn(*request)) {
                if (d->code == TooLarge && !tooLarge) tooLarge = d;
                continue;
            }
            work += oknWork(*request);
        }
        return work;
    };
    // A point's work grows with N whatever the axis, so N is what to lower: along the
    // nodes axis the range's end, along the others the fixed N.
    SweepPolicy policy{kMaxSweepPoints, kMaxOknSweepWork, r.axis == OknAxis::Nodes ? "to" : "nodes"};
    if (r.axis == OknAxis::Nodes) policy.valueAt = [&](std::size_t i) { return std::uint64_t(r.from + i); };
    auto refused = runSweepPoints(
        points, policy, estimate,
        [&](std::size_t i) -> std::optional<Diagnostic> {
            if (tooLarge) return tooLarge;
            for (OknSweepSeries& s : series) {
                auto request = at(r, s.algorithm, r.from + i);
                if (!request || checkOkn(*request)) continue;
                auto ran = runOkn(*request);
                if (auto* run = std::get_if<OknRun>(&ran); run && run->simulation.ok())
                    s.points.push_back({r.from + i, run->simulation.completion, run->formula});
            }
            return std::nullopt;
        },
        progress, cancel);
    if (refused && refused->code == OverBudget && refused->value && r.axis != OknAxis::Nodes) {
        if (const std::uint32_t n = fittingNodes(r)) {
            refused->largestFitting = n;
            refused->message += " (N = " + std::to_string(n) + " fits)";
        }
    }
    if (refused) return *refused;
    return series;
}

} // namespace popslab::okn
