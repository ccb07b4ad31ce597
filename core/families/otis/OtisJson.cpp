#include "OtisJson.h"

#include <nlohmann/json.hpp>

namespace popslab::otis {

namespace {
using json = nlohmann::ordered_json;
std::string dump(const json& j, bool pretty) {
    return j.dump(pretty ? 2 : -1) + "\n";
}
} // namespace

std::string reportJson(const OtisReport& r, bool pretty) {
    json out{{"groups", r.parameters.groups},
             {"intra", intraName(r.parameters.intra)},
             {"processors", r.processors},
             {"opticalLinks", r.opticalLinks},
             {"electronicLinks", r.electronicLinks},
             {"diameter", r.diameter},
             {"distanceHistogram", r.distanceHistogram}};
    // Not connected (the plain OTIS): no diameter, and said so rather than a 0 read as one.
    if (!r.connected) {
        out["diameter"] = nullptr;
        out["connected"] = false;
    }
    if (r.parameters.intra == Intra::Mesh) out["meshDiameter"] = r.meshDiameter;
    return dump(out, pretty);
}

std::string moveJson(const MoveRun& run, Direction d, bool pretty) {
    json out{{"direction", directionName(d)},
             {"opticalSteps", run.opticalSteps},
             {"electronicSteps", run.electronicSteps},
             {"valid", run.valid()},
             {"moved", run.moved},
             {"slots", run.schedule.slotCount()},
             {"violations", run.report.violationCount},
             {"stepsOneKind", run.stepsOneKind}};
    return dump(out, pretty);
}

std::string routeJson(const OtisNetwork& net, ProcessorId from, ProcessorId to,
                      const std::optional<std::vector<OtisHop>>& route, bool pretty) {
    auto at = [&](ProcessorId a) { return json::array({net.group(a), net.inGroup(a)}); };
    json list = json::array();
    if (!route) return dump(json{{"from", at(from)}, {"to", at(to)}, {"length", nullptr}, {"hops", list}}, pretty);
    for (const OtisHop& h : *route)
        list.push_back(
            {{"from", at(h.from)}, {"to", at(h.to)}, {"kind", h.kind == LinkKind::Optical ? "optical" : "electronic"}});
    return dump(json{{"from", at(from)}, {"to", at(to)}, {"length", route->size()}, {"hops", list}}, pretty);
}

} // namespace popslab::otis
