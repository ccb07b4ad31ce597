#include "WdmSuperTopologyScene.h"

#include "WdmNestedCubesPainter.h"
#include "WdmSuperTopologyPainter.h"

namespace popslab::wdm {

std::unique_ptr<WdmScene> superTopologyScene(const wdm::WdmNetwork& network, std::vector<wdm::Hop> route) {
    if (network.parameters().n <= kMaxProjectedDimensions)
        return std::make_unique<WdmSuperTopologyPainter>(network, std::move(route));
    return std::make_unique<WdmNestedCubesPainter>(network, std::move(route));
}

} // namespace popslab::wdm
