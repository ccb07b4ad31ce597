#include "families/otis/OtisAnalysis.h"

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

std::variant<OtisReport, Diagnostic> analyseOtis(const OtisParameters& p) {
    if (auto d = checkOtis(p)) return *d;
    const OtisNetwork net(p);
    OtisReport r{p, net.processorCount(), net.opticalLinks(), net.electronicLinks(), 0, {}, 0};
    for (ProcessorId a = 0; a < net.processorCount(); ++a) {
        const auto dist = distancesFrom(net, a);
        const std::int32_t far = *std::max_element(dist.begin(), dist.end());
        r.diameter = std::max(r.diameter, std::uint32_t(far));
        if (a == 0) {
            r.distanceHistogram.assign(std::size_t(far) + 1, 0);
            for (std::int32_t d : dist) ++r.distanceHistogram[std::size_t(d)];
        }
    }
    if (p.intra == Intra::Mesh) r.meshDiameter = 4 * (net.side() - 1);
    return r;
}

std::vector<OtisHop> shortestRoute(const OtisNetwork& net, ProcessorId from, ProcessorId to) {
    // Search back from `to`, then walk forward taking the lowest neighbour one closer.
    const auto dist = distancesFrom(net, to);
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
