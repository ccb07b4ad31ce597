// Group maps mu_g of the alternating-pair embeddings (paper 000, sections 6 and 7).
#pragma once

#include "PopsNetwork.h"

#include <vector>

namespace popslab::pops {

// Ring (Theorem 4 and the remark after it): sections of c = g^2 consecutive nodes,
// each cut into g/2 subsections of 2g nodes. In subsection J the first node goes to
// group 0 and the group then grows alternately by 2J and 2J+1 (mod g). When
// d < sqrt(n) the single section has only n/(2g) subsections. Degenerate cases
// (g = 1: one group; d = 1: one processor per group) use the identity.
// Needs n and d powers of two.
std::vector<GroupId> alternatingPairRingGroups(const PopsNetwork& network);

// Torus (Theorem 5): the ring's assignment tau, then row r rotated r places to the
// left: mu_g(r*s + (m - r mod s)) = tau(r*s + m), with s = sqrt(n). Needs n a power
// of four, d a power of two and d >= 2 sqrt(n) (so every subsection lies in a row).
std::vector<GroupId> rotatedTorusGroups(const PopsNetwork& network);

} // namespace popslab::pops
