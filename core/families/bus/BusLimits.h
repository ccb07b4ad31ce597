// The optical buses' sizes (paper 001, sections 2-3), beside the core's other limits
// (common/Limits.h). A simulation checks every read against every message pulse on its
// waveguide: n^2 pulse positions, about 17 M for n = 4096 -- a fraction of a second.
#pragma once

#include <cstdint>

namespace popslab::bus {

inline constexpr std::uint32_t kMaxBusProcessors = 4096;
inline constexpr std::int64_t kMaxBusTau = 1024;     // clock units a hop
inline constexpr std::uint32_t kMaxBusGridSide = 64; // rows and columns of a 2D APPB

} // namespace popslab::bus
