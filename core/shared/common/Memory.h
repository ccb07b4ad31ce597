// How much memory the process holds now, for work whose memory cannot be counted in
// advance (a SAT solver's learned clauses): it stops when this passes its share of the
// 1 GiB every command keeps to (common/Limits.h).
#pragma once

#include <cstdint>

namespace popslab {

// Resident bytes of this process (Linux: /proc/self/statm); 0 when it cannot be read.
std::uint64_t residentBytes();

} // namespace popslab
