// What every event-driven family's simulation leaves behind (OK_N now; the pipelined
// optical buses next): a list of timed events between two nodes, each with a kind the
// family defines. The window plays it back time by time, `--trace` and the golden files
// write it as JSON, one event a line, with the family's own header fields.
#pragma once

#include <algorithm>
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace popslab {

using TraceTime = std::int64_t;
using TraceNode = std::uint32_t;

template <class Kind> struct TraceEvent {
    Kind kind;
    TraceNode from = 0, to = 0;
    TraceTime start = 0, end = 0; // an instant has start = end
};

// The distinct times at which something starts or ends, from 0 on: the steps of playback.
template <class Kind> std::vector<TraceTime> traceTimes(const std::vector<TraceEvent<Kind>>& events) {
    std::vector<TraceTime> times{0};
    for (const auto& e : events) {
        times.push_back(std::max<TraceTime>(0, e.start));
        times.push_back(std::max<TraceTime>(0, e.end));
    }
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    return times;
}

// One event as the trace format writes it.
struct TraceRecord {
    std::string kind;
    TraceNode from = 0, to = 0;
    TraceTime start = 0, end = 0;
};

// `{ header fields..., "events": [ one record a line ] }`: diffs of a golden trace read
// like a table. `header` is a JSON object whose fields keep their order.
std::string writeTrace(const nlohmann::ordered_json& header, const std::vector<TraceRecord>& events);

template <class Kind, class Name>
std::vector<TraceRecord> traceRecords(const std::vector<TraceEvent<Kind>>& events, Name kindName) {
    std::vector<TraceRecord> out;
    out.reserve(events.size());
    for (const auto& e : events)
        out.push_back({kindName(e.kind), e.from, e.to, e.start, e.end});
    return out;
}

} // namespace popslab
