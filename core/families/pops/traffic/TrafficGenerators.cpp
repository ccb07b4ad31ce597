#include "traffic/TrafficGenerators.h"

#include "common/IntMath.h"
#include "common/Random.h"

#include <array>

namespace popslab::pops {

namespace {

constexpr std::array kNames{"uniform", "randperm", "bitcomp", "bitrev", "transpose", "shuffle", "tornado", "neighbor"};

BuildError needsBits(const std::string& name, const std::string& condition, std::uint32_t n) {
    return BuildError({DiagnosticCode::ConditionViolated, "n", condition,
                       "traffic " + name + " needs " + condition + "; POPS has n = " + std::to_string(n)});
}

} // namespace

bool isTrafficGenerator(const std::string& name) {
    for (const char* k : kNames)
        if (name == k) return true;
    return false;
}

std::string trafficGeneratorNames() {
    std::string out;
    for (const char* k : kNames)
        out.append(out.empty() ? "" : ", ").append(k);
    return out;
}

MessageSet generateTraffic(const std::string& name, const PatternRequest& r) {
    const std::uint32_t n = r.n();
    if (n > kMaxMessages) throw tooManyMessages("traffic " + name + " (one message a processor)", n);
    std::mt19937_64 rng(integerParameter(r, "seed", 1, 0, UINT64_MAX));
    const bool bitPattern = name == "bitcomp" || name == "bitrev" || name == "transpose" || name == "shuffle";
    if (bitPattern && !isPowerOfTwo(n)) throw needsBits(name, "n a power of two", n);
    const unsigned bits = bitPattern ? floorLog2(n) : 0;
    if (name == "transpose" && bits % 2 != 0) throw needsBits(name, "n an even power of two (4, 16, 64, ...)", n);
    std::vector<ProcessorId> dst = name == "randperm" ? randomPermutation(n, rng) : std::vector<ProcessorId>(n);
    for (ProcessorId x = 0; x < n; ++x) {
        if (name == "uniform")
            dst[x] = ProcessorId(uniformBelow(rng, n));
        else if (name == "bitcomp")
            dst[x] = ~x & (n - 1);
        else if (name == "bitrev") {
            ProcessorId y = 0;
            for (unsigned b = 0; b < bits; ++b)
                y |= ((x >> b) & 1u) << (bits - 1 - b);
            dst[x] = y;
        } else if (name == "transpose") {
            const unsigned half = bits / 2;
            dst[x] = ((x << half) | (x >> half)) & (n - 1);
        } else if (name == "shuffle") {
            dst[x] = bits == 0 ? x : ((x << 1) | (x >> (bits - 1))) & (n - 1);
        } else if (name == "tornado") {
            dst[x] = ProcessorId((x + (n + 1) / 2 - 1) % n); // half-way round, less one
        } else if (name == "neighbor") {
            dst[x] = (x + 1) % n;
        }
    }
    MessageSet out;
    out.reserve(n);
    for (ProcessorId x = 0; x < n; ++x)
        out.push_back({x, dst[x], ItemIndex(x)});
    return out;
}

} // namespace popslab::pops
