// The (d, g) pairs the pattern tests run over.
#pragma once

#include <cstdint>
#include <vector>

namespace popslab::test {

struct Config {
    std::uint32_t d, g;
};

// Every pair with n = d*g <= maxN, plus every power-of-two pair with n <= maxPowerN.
inline std::vector<Config> configs(std::uint32_t maxN, std::uint32_t maxPowerN) {
    std::vector<Config> out;
    for (std::uint32_t n = 1; n <= maxN; ++n)
        for (std::uint32_t d = 1; d <= n; ++d)
            if (n % d == 0) out.push_back({d, n / d});
    for (std::uint32_t n = 1; n <= maxPowerN; n *= 2)
        if (n > maxN)
            for (std::uint32_t d = 1; d <= n; d *= 2)
                out.push_back({d, n / d});
    return out;
}

} // namespace popslab::test
