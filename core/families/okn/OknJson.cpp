#include "OknJson.h"

#include <nlohmann/json.hpp>

namespace popslab::okn {

std::string runJson(const OknRequest& request, const OknRun& run) {
    nlohmann::ordered_json out{{"operation", request.operation}, {"algorithm", request.algorithm},
                               {"nodes", request.network.nodes}, {"ports", request.network.ports},
                               {"delay", request.network.delay}, {"simulated", run.simulation.completion},
                               {"formula", run.formula}};
    out["bestSteps"] = run.bestSteps.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(run.bestSteps);
    return out.dump();
}

} // namespace popslab::okn
