#include "ValidationJson.h"

#include <nlohmann/json.hpp>

namespace popslab {

namespace {

nlohmann::ordered_json violationObject(const Violation& v, const Schedule& s) {
    nlohmann::ordered_json out;
    out["kind"] = violationKindId(v.kind);
    out["rule"] = violationRule(v.kind);
    out["slot"] = v.slot ? nlohmann::ordered_json(*v.slot) : nlohmann::ordered_json(nullptr);
    out["processors"] = v.processors;
    if (v.coupler) out["coupler"] = {v.coupler->destinationGroup, v.coupler->sourceGroup};
    if (v.item) out["item"] = s.itemId(*v.item);
    if (v.input) out["input"] = s.itemId(*v.input);
    if (!v.transmissions.empty()) out["transmissions"] = v.transmissions;
    out["message"] = describe(v, s);
    return out;
}

} // namespace

std::string violationJson(const Violation& v, const Schedule& s) {
    return violationObject(v, s).dump();
}

std::string validationJson(const ValidationReport& report, const Schedule& s, bool pretty) {
    nlohmann::ordered_json out;
    out["valid"] = report.valid();
    out["sequenceLength"] = report.sequenceLength;
    out["transmissions"] = s.transmissionCount();
    out["meanUtilisation"] = report.meanUtilisation();
    out["utilisation"] = nlohmann::ordered_json::array();
    for (std::size_t t = 0; t < report.sequenceLength; ++t)
        out["utilisation"].push_back(report.utilisation(t));
    out["violationCount"] = report.violationCount;
    out["violations"] = nlohmann::ordered_json::array();
    for (const Violation& v : report.violations)
        out["violations"].push_back(violationObject(v, s));
    return out.dump(pretty ? 2 : -1);
}

} // namespace popslab
