#include "WdmJson.h"

#include <nlohmann/json.hpp>

namespace popslab::wdm {

std::string reportJson(const WdmReport& r, bool pretty) {
    using json = nlohmann::ordered_json;
    json out{{"dimensions", r.parameters.n},
             {"transmitters", r.parameters.T},
             {"receivers", r.parameters.R},
             {"nodes", r.nodes},
             {"built", r.built},
             {"transmitterDimensions", r.transmitterDimensions},
             {"receiverDimensions", r.receiverDimensions},
             {"wavelengths", r.wavelengths},
             {"transmittersPerWavelength", {r.transmittersPerWavelength.first, r.transmittersPerWavelength.second}},
             {"receiversPerWavelength", {r.receiversPerWavelength.first, r.receiversPerWavelength.second}},
             {"degree", r.degree},
             {"diameter", r.diameter},
             {"distanceHistogram", r.distanceHistogram},
             {"formulas",
              {{"degree", r.formulas.degree},
               {"diameter", r.formulas.diameter},
               {"wavelengths", r.formulas.wavelengths},
               {"distanceHistogram", r.formulas.distanceHistogram}}},
             {"cube", {{"degree", r.parameters.n}, {"diameter", r.parameters.n}}}};
    return out.dump(pretty ? 2 : -1) + "\n";
}

std::string routeJson(const WdmParameters& p, Processor from, Processor to, const std::vector<Hop>& hops,
                      std::uint32_t distance, bool pretty) {
    using json = nlohmann::ordered_json;
    json list = json::array();
    for (const Hop& h : hops)
        list.push_back({{"from", h.from},
                        {"to", h.to},
                        {"transmitter", h.transmitter},
                        {"receiver", h.receiver},
                        {"wavelength", h.wavelength}});
    json out{{"dimensions", p.n}, {"transmitters", p.T}, {"receivers", p.R},      {"from", from},
             {"to", to},          {"hops", list},        {"length", hops.size()}, {"distance", distance}};
    return out.dump(pretty ? 2 : -1) + "\n";
}

} // namespace popslab::wdm
