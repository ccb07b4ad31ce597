// The super topology of section 3, measured on the built transmission graph: a -> b
// whenever a transmitter of a and a receiver of b share a wavelength. It is never
// stored link by link (T = R = 1 at n = 16 has 2^31): neighbours are read off the
// components, and breadth-first search expands each wavelength once.
#pragma once

#include "TransmissionGraph.h"

#include <cstdint>
#include <vector>

namespace popslab::wdm {

class SuperTopology {
public:
    SuperTopology(const WdmNetwork& network, const TransmissionGraph& graph) : net_(network), graph_(graph) {}

    // Distinct processors b != a that a reaches in one hop.
    std::vector<Processor> neighbours(Processor a) const;
    // Hops from `source` to every processor (-1: unreachable), by breadth-first search.
    std::vector<std::int32_t> distances(Processor source) const;
    // Whether a -> b is a link, and through which transmitter, receiver and wavelength.
    struct Link {
        std::uint32_t transmitter = 0, receiver = 0;
        Wavelength wavelength = 0;
    };
    std::optional<Link> link(Processor a, Processor b) const;

private:
    const WdmNetwork& net_;
    const TransmissionGraph& graph_;
};

// Processors at each distance 0, 1, ... in a distance list.
std::vector<std::uint64_t> histogramOf(const std::vector<std::int32_t>& distances);

} // namespace popslab::wdm
