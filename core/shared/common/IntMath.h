// Small integer helpers for the papers' power-of-two arithmetic.
#pragma once

#include <cstdint>

namespace popslab {

constexpr bool isPowerOfTwo(std::uint64_t x) {
    return x != 0 && (x & (x - 1)) == 0;
}

// floor(log2 x) for x >= 1.
constexpr unsigned floorLog2(std::uint64_t x) {
    unsigned r = 0;
    while (x > 1) {
        x >>= 1;
        ++r;
    }
    return r;
}

// ceil(log2 x) for x >= 1.
constexpr unsigned ceilLog2(std::uint64_t x) {
    return x <= 1 ? 0 : floorLog2(x - 1) + 1;
}

// floor(sqrt(x)).
constexpr std::uint64_t isqrt(std::uint64_t x) {
    std::uint64_t r = 0;
    std::uint64_t bit = std::uint64_t{1} << 62;
    while (bit > x)
        bit >>= 2;
    while (bit != 0) {
        if (x >= r + bit) {
            x -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

constexpr bool isPerfectSquare(std::uint64_t x) {
    const auto r = isqrt(x);
    return r * r == x;
}

constexpr std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b) {
    return (a + b - 1) / b;
}

// a mod m for a possibly negative a.
constexpr std::uint32_t mod(std::int64_t a, std::uint32_t m) {
    const auto r = a % static_cast<std::int64_t>(m);
    return static_cast<std::uint32_t>(r < 0 ? r + m : r);
}

} // namespace popslab
