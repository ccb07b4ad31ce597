#include "evented/Trace.h"

#include "common/Work.h"

#include <nlohmann/json.hpp>

namespace popslab {

std::string writeTrace(const nlohmann::ordered_json& header, const std::vector<TraceRecord>& events) {
    std::string text = "{\n";
    for (auto it = header.begin(); it != header.end(); ++it)
        text += "  \"" + it.key() + "\": " + it.value().dump() + ",\n";
    text += "  \"events\": [";
    bool first = true;
    for (const TraceRecord& e : events) {
        work::tick(); // writing counts toward the time limit like simulating
        const nlohmann::ordered_json event{
            {"kind", e.kind}, {"from", e.from}, {"to", e.to}, {"start", e.start}, {"end", e.end}};
        text += (first ? "\n    " : ",\n    ") + event.dump();
        first = false;
    }
    text += first ? "]\n}\n" : "\n  ]\n}\n";
    return text;
}

} // namespace popslab
