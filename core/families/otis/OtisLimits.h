// OTIS's sizes (paper 001, section 5), beside the core's other limits: up to N = 64
// groups of 64 processors (4096), where every breadth-first search of the diameter
// together visits about 90 M links -- under a second.
#pragma once

#include <cstdint>

namespace popslab::otis {

inline constexpr std::uint32_t kMaxOtisGroups = 64;

} // namespace popslab::otis
