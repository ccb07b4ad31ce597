#include "ViolationJson.h"

namespace popslab::pops {

nlohmann::ordered_json violationJson(const Violation& v, const Schedule& s) {
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

} // namespace popslab::pops
