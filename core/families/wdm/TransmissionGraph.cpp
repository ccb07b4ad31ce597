#include "TransmissionGraph.h"

#include "common/Work.h"

#include <algorithm>
#include <numeric>

namespace popslab::wdm {

namespace {

struct UnionFind {
    std::vector<std::uint32_t> parent;
    explicit UnionFind(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0u); }
    std::uint32_t find(std::uint32_t x) {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    }
    void unite(std::uint32_t a, std::uint32_t b) { parent[find(a)] = find(b); }
};

std::pair<std::uint64_t, std::uint64_t> range(const std::vector<std::vector<Processor>>& lists) {
    std::uint64_t lo = UINT64_MAX, hi = 0;
    for (const auto& l : lists) {
        lo = std::min<std::uint64_t>(lo, l.size());
        hi = std::max<std::uint64_t>(hi, l.size());
    }
    return {lists.empty() ? 0 : lo, hi};
}

} // namespace

TransmissionGraph::TransmissionGraph(const WdmNetwork& net) {
    const WdmParameters& p = net.parameters();
    const std::uint64_t N = net.processorCount();
    // Transceivers: transmitter (a, t) is a T + t; receiver (b, r) is N T + b R + r.
    const auto tx = [&](std::uint64_t a, std::uint32_t t) { return std::uint32_t(a * p.T + t); };
    const auto rx = [&](std::uint64_t b, std::uint32_t r) { return std::uint32_t(N * p.T + b * p.R + r); };
    UnionFind uf(N * (p.T + p.R));
    for (std::uint64_t a = 0; a < N; ++a) {
        work::tick(p.n);
        for (Dimension i = 0; i < p.n; ++i) {
            const TransmissionLink l = transmissionLink(net, Processor(a), i);
            uf.unite(tx(l.from, l.transmitter), rx(l.to, l.receiver));
        }
    }
    // Each component found must be one closed-form wavelength, and each wavelength one component.
    const std::uint64_t W = net.wavelengthCount();
    std::vector<std::uint32_t> rootOf(W, UINT32_MAX);
    std::vector<Wavelength> wavelengthOfRoot(uf.parent.size(), UINT64_MAX);
    transmitters_.assign(W, {});
    receivers_.assign(W, {});
    auto place = [&](std::uint32_t node, Wavelength w, Processor a, bool isTransmitter) {
        const std::uint32_t root = uf.find(node);
        if (w >= W) {
            mismatch_ = "closed-form wavelength " + std::to_string(w) + " is out of range";
            return;
        }
        if (rootOf[w] == UINT32_MAX) rootOf[w] = root;
        if (wavelengthOfRoot[root] == UINT64_MAX) wavelengthOfRoot[root] = w;
        if (rootOf[w] != root || wavelengthOfRoot[root] != w) {
            if (mismatch_.empty())
                mismatch_ = std::string(isTransmitter ? "transmitter" : "receiver") + " of processor " +
                            std::to_string(a) + ": the built component differs from wavelength " + std::to_string(w) +
                            " of Lemmas 3.1/3.4";
            return;
        }
        (isTransmitter ? transmitters_ : receivers_)[w].push_back(a);
    };
    for (std::uint64_t a = 0; a < N; ++a) {
        work::tick(p.T + p.R);
        for (std::uint32_t t = 0; t < p.T; ++t)
            place(tx(a, t), net.transmitterWavelength(Processor(a), t), Processor(a), true);
        for (std::uint32_t r = 0; r < p.R; ++r)
            place(rx(a, r), net.receiverWavelength(Processor(a), r), Processor(a), false);
    }
    for (std::uint64_t w = 0; w < W && mismatch_.empty(); ++w)
        if (transmitters_[w].empty() || receivers_[w].empty())
            mismatch_ = "wavelength " + std::to_string(w) + " has no transmitter or no receiver";
    txRange_ = range(transmitters_);
    rxRange_ = range(receivers_);
}

} // namespace popslab::wdm
