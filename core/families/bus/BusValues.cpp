#include "BusValues.h"

#include "BusLimits.h"
#include "BusPatterns.h"

#include <cctype>
#include <charconv>

namespace popslab::bus {

std::optional<std::string> readList(const std::string& value, const char* option, std::vector<std::int64_t>& out) {
    if (value.rfind("list:", 0) != 0) return std::string("--") + option + " must be list:v0,v1,... of whole numbers";
    // No list is longer than the longest bus: a bound before anything is stored.
    auto list = bus::parseNumberList(std::string_view(value).substr(5), kMaxBusProcessors);
    if (!list)
        return std::string("--") + option + " must be list:v0,v1,... of at most " + std::to_string(kMaxBusProcessors) +
               " whole numbers";
    out = std::move(*list);
    return std::nullopt;
}

std::optional<std::string> readPermutation(const std::string& value, std::uint32_t n, std::uint64_t seed,
                                           std::vector<bus::ProcessorId>& out) {
    if (value == "random") {
        out = bus::randomPermutation(n, seed);
        return std::nullopt;
    }
    if (value.rfind("shift:", 0) == 0) {
        // A whole number with an optional sign, spaces around it allowed (as QString::toLongLong
        // read it before the value lists moved into the core).
        std::string_view k = std::string_view(value).substr(6);
        while (!k.empty() && std::isspace(static_cast<unsigned char>(k.front())))
            k.remove_prefix(1);
        while (!k.empty() && std::isspace(static_cast<unsigned char>(k.back())))
            k.remove_suffix(1);
        if (k.starts_with('+') && k.size() > 1 && std::isdigit(static_cast<unsigned char>(k[1]))) k.remove_prefix(1);
        long long shift = 0;
        const auto [end, error] = std::from_chars(k.data(), k.data() + k.size(), shift);
        if (k.empty() || error != std::errc() || end != k.data() + k.size())
            return "--perm shift:k needs a whole number k";
        out = bus::shiftPermutation(n, shift);
        return std::nullopt;
    }
    std::vector<std::int64_t> list;
    if (value.rfind("list:", 0) != 0) return "--perm must be list:p0,p1,..., shift:k or random";
    if (auto bad = readList(value, "perm", list)) return bad;
    out.clear();
    for (std::int64_t v : list) {
        if (v < 0 || v >= std::int64_t(n))
            return "--perm must be a permutation of 0.." + std::to_string(n - 1) + " (each value once)";
        out.push_back(bus::ProcessorId(v));
    }
    return std::nullopt;
}

std::optional<std::string> readBits(const std::string& value, std::uint32_t n, std::uint64_t seed,
                                    std::vector<std::uint8_t>& out) {
    if (value == "random") {
        out = bus::randomBits(n, seed);
        return std::nullopt;
    }
    std::vector<std::int64_t> list;
    if (value.rfind("list:", 0) != 0) return "--bits must be list:b0,b1,... or random";
    if (auto bad = readList(value, "bits", list)) return bad;
    out.clear();
    for (std::int64_t v : list) {
        if (v != 0 && v != 1) return "--bits must be 0s and 1s";
        out.push_back(std::uint8_t(v));
    }
    return std::nullopt;
}

} // namespace popslab::bus
