#include "patterns/AlternatingPair.h"

#include "common/IntMath.h"

#include <numeric>

namespace popslab::pops {

std::vector<GroupId> alternatingPairRingGroups(const PopsNetwork& net) {
    const std::uint32_t n = net.processorCount(), g = net.g();
    std::vector<GroupId> groups(n, 0);
    if (g == 1) return groups;
    if (net.d() == 1) {
        std::iota(groups.begin(), groups.end(), 0);
        return groups;
    }
    const std::uint32_t subsection = 2 * g;
    for (std::uint32_t k = 0; k < n; ++k) {
        // Subsection J repeats every g/2 subsections: every section gets the same map.
        const std::uint64_t J = (k / subsection) % (g / 2);
        const std::uint64_t i = k % subsection;
        // ceil(i/2) increments of 2J (odd i) and floor(i/2) increments of 2J+1 (even i).
        const std::uint64_t value = ((i + 1) / 2) * (2 * J) + (i / 2) * (2 * J + 1);
        groups[k] = GroupId(value % g);
    }
    return groups;
}

std::vector<GroupId> rotatedTorusGroups(const PopsNetwork& net) {
    const std::vector<GroupId> tau = alternatingPairRingGroups(net);
    const std::uint32_t s = std::uint32_t(isqrt(net.processorCount()));
    std::vector<GroupId> groups(tau.size());
    for (std::uint32_t r = 0; r < s; ++r)
        for (std::uint32_t m = 0; m < s; ++m)
            groups[r * s + mod(std::int64_t(m) - r, s)] = tau[r * s + m];
    return groups;
}

} // namespace popslab::pops
