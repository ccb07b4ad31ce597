// The sizes the POPS family's views accept (see common/Limits.h for the network and
// schedule limits every slotted family shares); the README lists them.
#pragma once

#include "common/Limits.h"

namespace popslab::pops {

// --- views: beyond these the window and `render` still report, but do not list or draw ---
// The network figure (window and export) draws every fibre: up to n g = 2^18 transmitter
// fibres (POPS(64,64); an SVG of about 60 MB in a few seconds) and g <= 512. The coupler
// matrix (g^2 cells) up to g = 512.
inline constexpr std::uint32_t kMaxDrawnGroups = 512;
inline constexpr std::uint64_t kMaxDrawnFibres = 1u << 18;
// A contact sheet of all slots has at most this many pages.
inline constexpr std::uint32_t kMaxContactSheetSlots = 256;

} // namespace popslab::pops
