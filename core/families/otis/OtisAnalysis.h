// What POPS Lab measures on an OTIS network (paper 001, section 5): link counts, the
// diameter by breadth-first search from every processor, the distance histogram from
// processor (0, 0), and shortest routes -- beside the 4D mesh it simulates (diameter
// 4 (m - 1)) for the OTIS-Mesh.
#pragma once

#include "OtisNetwork.h"

#include <optional>
#include <variant>
#include <vector>

namespace popslab::otis {

struct OtisReport {
    OtisParameters parameters;
    std::uint32_t processors = 0;
    std::uint64_t opticalLinks = 0, electronicLinks = 0;
    // Connected: every processor reaches every other (the plain OTIS does not); the diameter
    // is then the longest shortest route, else 0 and meaningless.
    bool connected = true;
    std::uint32_t diameter = 0;
    std::vector<std::uint64_t> distanceHistogram; // from processor (0, 0), those it reaches
    std::uint32_t meshDiameter = 0;               // the simulated 4D mesh's, measured by BFS (mesh only)
};

// Counts work (work::tick): one unit a link visited.
std::variant<OtisReport, Diagnostic> analyseOtis(const OtisParameters& p);

// Hop distances from `from` (breadth-first search).
std::vector<std::int32_t> distancesFrom(const OtisNetwork& net, ProcessorId from);

struct OtisHop {
    ProcessorId from = 0, to = 0;
    LinkKind kind = LinkKind::Electronic;
};
// A shortest route (breadth-first search, lowest neighbour first); none where `to` cannot be
// reached from `from` (on the plain OTIS, all but (G, P) -> (P, G)).
std::optional<std::vector<OtisHop>> shortestRoute(const OtisNetwork& net, ProcessorId from, ProcessorId to);

} // namespace popslab::otis
