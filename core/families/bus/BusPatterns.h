// The permutations and bit vectors the bus commands accept besides an explicit list:
// a shift (every datum moves k processors to the right: p(j) = (j - k) mod n) and
// random ones, reproducible from a seed on every platform (Fisher-Yates over
// mt19937_64, not std::shuffle, whose algorithm the standard leaves open).
#pragma once

#include "Waveguide.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace popslab::bus {

std::vector<ProcessorId> shiftPermutation(std::uint32_t n, std::int64_t k);
std::vector<ProcessorId> randomPermutation(std::uint32_t n, std::uint64_t seed);
std::vector<std::uint8_t> randomBits(std::uint32_t n, std::uint64_t seed);

// "3, 0,2": whole numbers split by commas (spaces allowed); nothing when a part is not
// one, or when there are more than `limit` parts (checked before they are stored).
std::optional<std::vector<std::int64_t>> parseNumberList(std::string_view text, std::size_t limit);

} // namespace popslab::bus
