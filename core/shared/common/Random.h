// Seeded randomness whose results are the same on every platform: mt19937_64's output
// is fixed by the standard, and these use nothing the standard leaves open (unlike
// std::uniform_int_distribution and std::shuffle).
#pragma once

#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

namespace popslab {

// A uniform value in [0, bound), by rejection.
inline std::uint64_t uniformBelow(std::mt19937_64& rng, std::uint64_t bound) {
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t v;
    do
        v = rng();
    while (v >= limit);
    return v % bound;
}

// A uniform permutation of 0..n-1 (Fisher-Yates).
inline std::vector<std::uint32_t> randomPermutation(std::uint32_t n, std::mt19937_64& rng) {
    std::vector<std::uint32_t> pi(n);
    std::iota(pi.begin(), pi.end(), 0u);
    for (std::uint32_t i = n; i > 1; --i)
        std::swap(pi[i - 1], pi[uniformBelow(rng, i)]);
    return pi;
}

} // namespace popslab
