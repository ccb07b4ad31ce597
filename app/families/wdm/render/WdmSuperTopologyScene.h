// The super topology's figure for a network: the projected n-cube of Fig. 2 while its
// links can be read (n <= 4), nested cubes for n = 5 and 6 (the projection's 1024 extra
// links at n = 6 were a texture with 4 px labels). The window and popslab-cli both ask here.
#pragma once

#include "WdmRouting.h"
#include "WdmScene.h"

#include <memory>
#include <vector>

namespace popslab::wdm {

inline constexpr std::uint32_t kMaxProjectedDimensions = 4;
inline constexpr std::uint32_t kMaxSuperTopologyDimensions = 6;

// n <= kMaxSuperTopologyDimensions.
std::unique_ptr<WdmScene> superTopologyScene(const wdm::WdmNetwork& network, std::vector<wdm::Hop> route);

} // namespace popslab::wdm
