#include "OtisCoreModule.h"

#include "OtisCatalogue.h"
#include "OtisChannels.h"
#include "slotted/Schedule.h"

#include <algorithm>

namespace popslab::otis {

namespace {

// Format v1 names OTIS "otis-mesh" or "otis-hypercube", with d = g = N (N groups of N
// processors).
SlottedNetworkType slotted(Intra intra) {
    return {networkType(intra),
            [intra](std::uint64_t d, std::uint64_t g) -> std::optional<std::string> {
                if (d != g) return "an OTIS network has d = g = N (N groups of N processors)";
                if (auto why = checkOtis({std::uint32_t(std::min<std::uint64_t>(g, UINT32_MAX)), intra}))
                    return why->message;
                return std::nullopt;
            },
            [intra](const NetworkSpec& spec) -> std::unique_ptr<ChannelRules> {
                return std::make_unique<OtisChannels>(OtisParameters{spec.g, intra});
            }};
}

} // namespace

FamilyModule otisCoreModule() {
    return {"otis", otisCatalogue, {slotted(Intra::Mesh), slotted(Intra::Hypercube)}, {}};
}

} // namespace popslab::otis
