#include "OknTrace.h"

#include "evented/Trace.h"

#include <nlohmann/json.hpp>

namespace popslab::okn {

namespace {
const char* kindName(EventKind kind) {
    switch (kind) {
    case EventKind::Configure:
        return "configure";
    case EventKind::Send:
        return "send";
    case EventKind::TearDown:
        return "teardown";
    }
    return "?";
}
} // namespace

std::string traceJson(const OknRequest& r, const OknRun& run) {
    const nlohmann::ordered_json head{
        {"format", "popslab-okn-trace-1"},
        {"operation", r.operation},
        {"algorithm", r.algorithm},
        {"nodes", r.network.nodes},
        {"ports", r.network.ports},
        {"delay", r.network.delay},
        {"steps", r.steps ? nlohmann::ordered_json(*r.steps) : nlohmann::ordered_json(nullptr)},
        {"simulated", run.simulation.completion},
        {"formula", run.formula}};
    return writeTrace(head, traceRecords(run.simulation.timeline, kindName));
}

} // namespace popslab::okn
