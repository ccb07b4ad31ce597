#include "common/Limits.h"

namespace popslab {

LimitExceeded::LimitExceeded(std::string what, std::uint64_t max)
    : std::length_error("more than " + std::to_string(max) + " " + what + " (the limit)"), quantity(std::move(what)),
      limit(max) {}

std::string exceedsLimit(const std::string& what, std::uint64_t value, std::uint64_t limit) {
    return what + " = " + std::to_string(value) + " exceeds the limit of " + std::to_string(limit);
}

} // namespace popslab
