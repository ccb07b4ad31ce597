// The value lists of the bus command (and of popslab.bus.run): --perm
// list:...|shift:k|random, --bits list:...|random, --segments list:..., each read with
// the option named on error.
#pragma once

#include "Waveguide.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace popslab::bus {

// "list:3,0,2": the numbers; the error names `option` and what it expected.
std::optional<std::string> readList(const std::string& value, const char* option, std::vector<std::int64_t>& out);
std::optional<std::string> readPermutation(const std::string& value, std::uint32_t n, std::uint64_t seed,
                                           std::vector<bus::ProcessorId>& out);
std::optional<std::string> readBits(const std::string& value, std::uint32_t n, std::uint64_t seed,
                                    std::vector<std::uint8_t>& out);

} // namespace popslab::bus
