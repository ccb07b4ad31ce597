// Completion times of several OK_N algorithms as delay, ports or nodes vary: the one
// OK_N sweep, used by the window's plot, `popslab-cli okn-sweep` and `plot --network
// okn`. Every value is a simulation (the formula beside it). The cap policy is every
// family's (common/SweepPoints.h): at most kMaxSweepPoints values, and the whole sweep
// within kMaxOknSweepWork, estimated (okn::oknWork) before anything is simulated.
#pragma once

#include "OknLimits.h"
#include "OknRegistry.h"
#include "common/SweepPoints.h"

#include <atomic>
#include <functional>

namespace popslab::okn {

enum class OknAxis { Delay, Ports, Nodes };
std::optional<OknAxis> oknAxis(const std::string& id); // "delay", "ports", "nodes"

struct OknSweepRequest {
    OknRequest base; // operation and the fixed network; algorithm and the varied value are set per point
    std::vector<std::string> algorithms;
    OknAxis axis = OknAxis::Delay;
    std::uint64_t from = 0, to = 0;
};

struct OknSweepPoint {
    std::uint64_t value = 0;
    Time simulated = 0, formula = 0;
};

// One per algorithm of the request, in its order: the values where its conditions hold.
struct OknSweepSeries {
    std::string algorithm;
    std::vector<OknSweepPoint> points;
};

// Why `algorithm` has no point in the sweep: its refusal at the range's first value, and
// whether that condition is on the swept parameter (where it is not, k = 1 while the delay
// is swept, it fails at every value of the range). Nothing where that value passes.
struct OknNoPoint {
    OknDiagnostic refusal;
    bool onAxis = false;
};
std::optional<OknNoPoint> whyNoPoint(const OknSweepRequest& r, const std::string& algorithm);

using OknSweepProgress = SweepProgress;

// Refuses unknown names, a range past the cap, or a point whose run is too large (naming
// the value); stops early, returning the points so far, once `cancel` is set.
std::variant<std::vector<OknSweepSeries>, OknDiagnostic> runOknSweep(const OknSweepRequest& request,
                                                                     const OknSweepProgress& progress = {},
                                                                     const std::atomic<bool>* cancel = nullptr);

} // namespace popslab::okn
