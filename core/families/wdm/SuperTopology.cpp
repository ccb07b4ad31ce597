#include "SuperTopology.h"

#include "common/Work.h"

#include <algorithm>

namespace popslab::wdm {

std::vector<Processor> SuperTopology::neighbours(Processor a) const {
    std::vector<Processor> out;
    for (std::uint32_t t = 0; t < net_.parameters().T; ++t) {
        const auto& heard = graph_.receiversOn(net_.transmitterWavelength(a, t));
        work::tick(heard.size());
        for (Processor b : heard)
            if (b != a) out.push_back(b);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<std::int32_t> SuperTopology::distances(Processor source) const {
    const std::uint64_t N = net_.processorCount();
    std::vector<std::int32_t> dist(N, -1);
    std::vector<bool> expanded(graph_.componentCount(), false);
    std::vector<Processor> frontier{source}, next;
    dist[source] = 0;
    for (std::int32_t d = 0; !frontier.empty(); ++d) {
        next.clear();
        for (Processor a : frontier)
            for (std::uint32_t t = 0; t < net_.parameters().T; ++t) {
                const Wavelength w = net_.transmitterWavelength(a, t);
                if (expanded[w]) continue; // its receivers were reached at distance <= d + 1
                expanded[w] = true;
                const auto& heard = graph_.receiversOn(w);
                work::tick(heard.size() + 1);
                for (Processor b : heard)
                    if (dist[b] < 0) {
                        dist[b] = d + 1;
                        next.push_back(b);
                    }
            }
        frontier.swap(next);
    }
    return dist;
}

std::optional<SuperTopology::Link> SuperTopology::link(Processor a, Processor b) const {
    if (a == b) return std::nullopt;
    for (std::uint32_t t = 0; t < net_.parameters().T; ++t)
        for (std::uint32_t r = 0; r < net_.parameters().R; ++r) {
            const Wavelength w = net_.transmitterWavelength(a, t);
            if (w != net_.receiverWavelength(b, r)) continue;
            // The built component must hold both (TransmissionGraph matched it to the closed form).
            const auto& tx = graph_.transmittersOn(w);
            const auto& rx = graph_.receiversOn(w);
            if (std::binary_search(tx.begin(), tx.end(), a) && std::binary_search(rx.begin(), rx.end(), b))
                return Link{t, r, w};
        }
    return std::nullopt;
}

std::vector<std::uint64_t> histogramOf(const std::vector<std::int32_t>& distances) {
    std::vector<std::uint64_t> h;
    for (std::int32_t d : distances) {
        if (d < 0) continue;
        if (std::size_t(d) >= h.size()) h.resize(std::size_t(d) + 1, 0);
        ++h[std::size_t(d)];
    }
    return h;
}

} // namespace popslab::wdm
