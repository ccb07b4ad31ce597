// The sizes the OK_N family accepts (see common/Limits.h for what every family shares);
// the README lists them.
#pragma once

#include "common/Limits.h"

namespace popslab::okn {

// One OK_N run: events of its program and simulation (about 60 bytes and half a
// microsecond each), node state and tracked data; see okn::oknWork.
inline constexpr std::uint64_t kMaxOknWork = 12ull << 20;
// A run whose every event is written out (`okn --trace`): about 70 bytes of JSON a unit, so
// a trace stays near 150 MB and is written in a few seconds.
inline constexpr std::uint64_t kMaxTracedOknWork = 2ull << 20;
// An OK_N sweep or plot, or the combined exchange trying every i: the sum over its runs.
inline constexpr std::uint64_t kMaxOknSweepWork = 16ull << 20;
inline constexpr std::uint32_t kMaxOknNodes = 4'000'000;
inline constexpr std::uint32_t kMaxOknPorts = 64;
inline constexpr std::int64_t kMaxOknDelay = 1'000'000;

// --- views: beyond these the window and `render` still report, but do not draw ---
// The OK_N view draws runs of up to this many nodes, and of at most this much work
// (its timeline is kept and drawn event by event).
inline constexpr std::uint32_t kMaxDrawnOknNodes = 2000;
inline constexpr std::uint64_t kMaxDrawnOknWork = 600000;

} // namespace popslab::okn
