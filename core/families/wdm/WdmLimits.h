// The WDM star's sizes (paper 004), beside the core's other limits (common/Limits.h):
// N = 2^n processors. Its graphs are built (n 2^n links, union-find over N (T + R)
// transceivers, breadth-first search) up to n = 16 -- about a second; beyond, up to
// n = 30, POPS Lab gives the closed forms only, and says so.
#pragma once

#include <cstdint>

namespace popslab::wdm {

inline constexpr std::uint32_t kMaxWdmDimensions = 30;
inline constexpr std::uint32_t kMaxBuiltWdmDimensions = 16;

} // namespace popslab::wdm
