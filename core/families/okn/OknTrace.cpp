#include "families/okn/OknTrace.h"

#include <nlohmann/json.hpp>

namespace popslab::okn {

namespace {
const char* kindName(EventKind kind) {
    switch (kind) {
    case EventKind::Configure: return "configure";
    case EventKind::Send: return "send";
    case EventKind::TearDown: return "teardown";
    }
    return "?";
}
} // namespace

std::string traceJson(const OknRequest& r, const OknRun& run) {
    nlohmann::ordered_json head{{"format", "popslab-okn-trace-1"},
                                {"operation", r.operation},
                                {"algorithm", r.algorithm},
                                {"nodes", r.network.nodes},
                                {"ports", r.network.ports},
                                {"delay", r.network.delay},
                                {"steps", r.steps ? nlohmann::ordered_json(*r.steps) : nlohmann::ordered_json(nullptr)},
                                {"simulated", run.simulation.completion},
                                {"formula", run.formula}};
    // A field a line and an event a line: diffs of a golden trace read like a table.
    std::string text = "{\n";
    for (auto it = head.begin(); it != head.end(); ++it) text += "  \"" + it.key() + "\": " + it.value().dump() + ",\n";
    text += "  \"events\": [";
    bool first = true;
    for (const TimelineEntry& e : run.simulation.timeline) {
        const nlohmann::ordered_json event{
            {"kind", kindName(e.kind)}, {"from", e.from}, {"to", e.to}, {"start", e.start}, {"end", e.end}};
        text += (first ? "\n    " : ",\n    ") + event.dump();
        first = false;
    }
    text += first ? "]\n}\n" : "\n  ]\n}\n";
    return text;
}

} // namespace popslab::okn
