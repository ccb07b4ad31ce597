#include "BusPatterns.h"

#include "common/Random.h"

#include <charconv>
#include <numeric>
#include <random>

namespace popslab::bus {

std::vector<ProcessorId> shiftPermutation(std::uint32_t n, std::int64_t k) {
    std::vector<ProcessorId> p(n);
    if (n == 0) return p;
    const std::int64_t m = ((k % std::int64_t(n)) + std::int64_t(n)) % std::int64_t(n);
    for (std::uint32_t j = 0; j < n; ++j)
        p[j] = ProcessorId((std::int64_t(j) - m + std::int64_t(n)) % std::int64_t(n));
    return p;
}

std::vector<ProcessorId> randomPermutation(std::uint32_t n, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    return popslab::randomPermutation(n, random);
}

std::vector<std::uint8_t> randomBits(std::uint32_t n, std::uint64_t seed) {
    std::vector<std::uint8_t> bits(n);
    std::mt19937_64 random(seed);
    for (auto& b : bits)
        b = std::uint8_t(random() & 1);
    return bits;
}

std::optional<std::vector<std::int64_t>> parseNumberList(std::string_view text, std::size_t limit) {
    std::vector<std::int64_t> out;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t comma = std::min(text.find(',', at), text.size());
        std::string_view part = text.substr(at, comma - at);
        while (!part.empty() && part.front() == ' ')
            part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ')
            part.remove_suffix(1);
        if (!part.empty()) {
            if (out.size() >= limit) return std::nullopt;
            std::int64_t v = 0;
            const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), v);
            if (error != std::errc() || end != part.data() + part.size()) return std::nullopt;
            out.push_back(v);
        }
        at = comma + 1;
    }
    return out;
}

} // namespace popslab::bus
