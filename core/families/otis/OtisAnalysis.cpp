#include "OtisAnalysis.h"

#include "common/Work.h"

#include <algorithm>
#include <deque>

namespace popslab::otis {

std::vector<std::int32_t> distancesFrom(const OtisNetwork& net, ProcessorId from) {
    std::vector<std::int32_t> dist(net.processorCount(), -1);
    std::vector<ProcessorId> queue{from};
    dist[from] = 0;
    for (std::size_t k = 0; k < queue.size(); ++k) {
        const ProcessorId a = queue[k];
        work::tick(net.neighbours(a).size());
        for (ProcessorId b : net.neighbours(a))
            if (dist[b] < 0) dist[b] = dist[a] + 1, queue.push_back(b);
    }
    return dist;
}

namespace {

// The 4D mesh of side m the OTIS-Mesh simulates, built and searched from every node:
// its diameter measured, not taken from 4 (m - 1).
std::uint32_t meshDiameter4d(std::uint32_t m) {
    const std::uint32_t n = m * m * m * m;
    std::uint32_t diameter = 0;
    std::vector<std::int32_t> dist(n);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t s = 0; s < n; ++s) {
        std::fill(dist.begin(), dist.end(), -1);
        queue.assign(1, s);
        dist[s] = 0;
        for (std::size_t k = 0; k < queue.size(); ++k) {
            const std::uint32_t a = queue[k];
            work::tick(8);
            for (std::uint32_t stride = 1; stride < n; stride *= m) { // one coordinate a stride
                const std::uint32_t coordinate = a / stride % m;
                if (coordinate > 0 && dist[a - stride] < 0) dist[a - stride] = dist[a] + 1, queue.push_back(a - stride);
                if (coordinate + 1 < m && dist[a + stride] < 0)
                    dist[a + stride] = dist[a] + 1, queue.push_back(a + stride);
            }
        }
        diameter = std::max(diameter, std::uint32_t(dist[queue.back()]));
    }
    return diameter;
}

} // namespace

std::variant<OtisReport, Diagnostic> analyseOtis(const OtisParameters& p) {
    if (auto d = checkOtis(p)) return *d;
    const OtisNetwork net(p);
    OtisReport r{p, net.processorCount(), net.opticalLinks(), net.electronicLinks(), true, 0, {}, 0};
    for (ProcessorId a = 0; a < net.processorCount(); ++a) {
        const auto dist = distancesFrom(net, a);
        const std::int32_t far = *std::max_element(dist.begin(), dist.end());
        if (std::find(dist.begin(), dist.end(), -1) != dist.end()) r.connected = false;
        r.diameter = std::max(r.diameter, std::uint32_t(far));
        if (a == 0) {
            r.distanceHistogram.assign(std::size_t(far) + 1, 0);
            for (std::int32_t d : dist)
                if (d >= 0) ++r.distanceHistogram[std::size_t(d)];
        }
    }
    if (!r.connected) r.diameter = 0;
    if (p.intra == Intra::Mesh) r.meshDiameter = meshDiameter4d(net.side());
    return r;
}

std::optional<std::vector<OtisHop>> shortestRoute(const OtisNetwork& net, ProcessorId from, ProcessorId to) {
    // Search back from `to`, then walk forward taking the lowest neighbour one closer.
    const auto dist = distancesFrom(net, to);
    if (dist[from] < 0) return std::nullopt;
    std::vector<OtisHop> hops;
    ProcessorId at = from;
    while (at != to) {
        for (ProcessorId b : net.neighbours(at))
            if (dist[b] == dist[at] - 1) {
                hops.push_back({at, b, *net.link(at, b)});
                at = b;
                break;
            }
    }
    return hops;
}

} // namespace popslab::otis
