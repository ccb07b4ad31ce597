#include "families/okn/OknSweep.h"

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

OknDiagnostic refuse(std::string parameter, std::string condition, std::string message) {
    return OknDiagnostic{std::move(parameter), std::move(condition), std::move(message)};
}

} // namespace

std::variant<std::vector<OknSweepSeries>, OknDiagnostic> runOknSweep(const OknSweepRequest& r,
                                                                     const OknSweepProgress& progress,
                                                                     const std::atomic<bool>* cancel) {
    const OknOperation* op = oknOperation(r.base.operation);
    if (!op) return refuse("operation", "", "unknown operation '" + r.base.operation + "'");
    if (r.algorithms.empty()) return refuse("algorithms", "", "no algorithm to sweep");
    for (const std::string& id : r.algorithms)
        if (!op->algorithm(id))
            return refuse("algorithm", "", "operation " + r.base.operation + " has no algorithm '" + id + "'");
    if (r.to < r.from) return refuse("to", "from <= to", "--from must not exceed --to");
    if (r.to - r.from >= kMaxOknSweepValues) {
        OknDiagnostic d = refuse("to", "", exceedsLimit("the number of values", r.to - r.from + 1, kMaxOknSweepValues));
        d.code = OknDiagnostic::Code::TooManyValues;
        d.work = r.to - r.from + 1;
        d.limit = kMaxOknSweepValues;
        return d;
    }
    // The whole sweep's work first: a point too large, or too many of them, is refused
    // before anything runs. A point outside an algorithm's conditions is no point of its curve.
    std::uint64_t total = 0;
    for (const std::string& id : r.algorithms)
        for (std::uint64_t v = r.from; v <= r.to; ++v) {
            auto request = at(r, id, v);
            if (!request) continue;
            if (auto d = checkOkn(*request)) {
                if (d->limit) return *d; // a run too large to simulate
                continue;
            }
            total += oknWork(*request);
        }
    if (total > kMaxOknSweepWork) {
        OknDiagnostic d = refuse(r.axis == OknAxis::Nodes ? "nodes" : "to", "",
                                 "the sweep needs " + exceedsLimit("work", total, kMaxOknSweepWork) +
                                     " (simulated events in all); narrow the range or lower N");
        d.code = OknDiagnostic::Code::SweepTooLarge;
        d.work = total;
        d.limit = kMaxOknSweepWork;
        return d;
    }
    std::vector<OknSweepSeries> series;
    const std::size_t count = r.algorithms.size() * (r.to - r.from + 1);
    std::size_t done = 0;
    for (const std::string& id : r.algorithms) {
        OknSweepSeries s{id, {}};
        for (std::uint64_t v = r.from; v <= r.to; ++v, ++done) {
            if (cancel && cancel->load()) return series;
            if (progress) progress(done, count);
            auto request = at(r, id, v);
            if (!request || checkOkn(*request)) continue;
            auto ran = runOkn(*request);
            if (auto* run = std::get_if<OknRun>(&ran); run && run->simulation.ok())
                s.points.push_back({v, run->simulation.completion, run->formula});
        }
        series.push_back(std::move(s));
    }
    if (progress) progress(count, count);
    return series;
}

} // namespace popslab::okn
