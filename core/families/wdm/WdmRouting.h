// The optimal routings of section 3: Routing1 (Table 1, T = R) and Routing2 (Table 2,
// T < R, with the S = {} branch corrected: erratum E12), and Routing2 mirrored for
// T > R, which the paper leaves out. Each pass fixes the lowest group D_g where a and b
// differ, one hop per odd subgroup (two hops when every subgroup is even), the last hop
// copying b's bits of D_g. Where the tables say "any", the lowest dimension is taken,
// so routes are reproducible.
#pragma once

#include "WdmNetwork.h"

#include <vector>

namespace popslab::wdm {

struct Hop {
    Processor from = 0, to = 0;
    std::uint32_t transmitter = 0, receiver = 0; // local indices 0..T-1, 0..R-1
    Wavelength wavelength = 0;
};

// The route from a to b (empty when a = b). Hop counts equal H(a, b); each hop's
// transmitter and receiver share its wavelength (closed form; tst_wdm checks every hop
// against the built super topology).
std::vector<Hop> route(const WdmNetwork& net, Processor a, Processor b);

// The transceivers of the one-hop link a -> b, if a -> b is a link: a xor b inside one
// group with exactly one odd subgroup (section 3's neighbour sets).
std::optional<Hop> hop(const WdmNetwork& net, Processor a, Processor b);

// The plain n-cube's route from a to b, for comparison (dimension order, lowest first):
// the processors visited, a first, popcount(a xor b) hops.
std::vector<Processor> cubeRoute(Processor a, Processor b);

} // namespace popslab::wdm
