#include "WdmRouting.h"

#include <stdexcept>
#include <string>

namespace popslab::wdm {

std::optional<Hop> hop(const WdmNetwork& net, Processor a, Processor b) {
    const std::uint64_t x = std::uint64_t(a) ^ b;
    if (!x) return std::nullopt;
    for (std::uint32_t g = 0; g < net.groups().size(); ++g) {
        const DimensionGroup& G = net.groups()[g];
        if (x & ~G.mask) continue;
        std::uint32_t oddCount = 0, k = 0;
        for (std::uint32_t j = 0; j < G.subgroupMasks.size(); ++j)
            if (odd(x & G.subgroupMasks[j])) ++oddCount, k = j;
        if (oddCount != 1) return std::nullopt;
        Hop h{a, b, 0, 0, 0};
        h.transmitter = net.transmittersOwnGroups() ? g : G.base + k;
        h.receiver = net.transmittersOwnGroups() ? G.base + k : g;
        h.wavelength = net.transmitterWavelength(a, h.transmitter);
        if (h.wavelength != net.receiverWavelength(b, h.receiver)) return std::nullopt;
        return h;
    }
    return std::nullopt;
}

std::vector<Hop> route(const WdmNetwork& net, Processor a, Processor b) {
    std::vector<Hop> hops;
    auto go = [&](Processor to) {
        auto h = hop(net, a, to);
        // Every step below is a link by construction (tst_wdm checks each against the
        // built super topology); a failure here is a bug, stopped at the boundary.
        if (!h) throw std::logic_error("route: " + std::to_string(a) + " -> " + std::to_string(to) + " is not a link");
        hops.push_back(*h);
        a = to;
    };
    while (a != b) {
        const std::uint64_t x = std::uint64_t(a) ^ b;
        std::uint32_t g = 0;
        while (!(x & net.groups()[g].mask))
            ++g;
        const DimensionGroup& G = net.groups()[g];
        const auto target = Processor((a & ~G.mask) | (b & G.mask)); // b's bits of D_g
        std::vector<std::uint32_t> oddSubgroups;
        for (std::uint32_t k = 0; k < G.subgroupMasks.size(); ++k)
            if (odd(x & G.subgroupMasks[k])) oddSubgroups.push_back(k);
        if (oddSubgroups.empty()) {
            // Tables 1 and 2, second case: through a' odd on exactly one subgroup (E12):
            // flip the lowest dimension of D_{g,0}.
            go(Processor(a ^ (std::uint64_t(1) << G.subgroups[0].front())));
            go(target);
            continue;
        }
        // One hop per odd subgroup; each flips the lowest dimension of it where a and b
        // differ, the last copies the rest of D_g.
        for (std::size_t j = 0; j + 1 < oddSubgroups.size(); ++j) {
            const std::uint64_t differ = x & G.subgroupMasks[oddSubgroups[j]];
            go(Processor(a ^ (differ & -differ)));
        }
        go(target);
    }
    return hops;
}

std::vector<Processor> cubeRoute(Processor a, Processor b) {
    std::vector<Processor> visited{a};
    for (std::uint32_t i = 0; i < 32; ++i)
        if ((a ^ b) >> i & 1u) visited.push_back(visited.back() ^ (Processor(1) << i));
    return visited;
}

} // namespace popslab::wdm
