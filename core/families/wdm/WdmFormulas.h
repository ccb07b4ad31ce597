// Paper 004's closed forms, each as printed (with the corrections the built graphs
// confirm, README errata E1-E18) -- shown beside what POPS Lab measures, and all there
// is beyond n = kMaxBuiltWdmDimensions, where the graphs are not built.
#pragma once

#include "WdmNetwork.h"

#include <cstdint>
#include <vector>

namespace popslab::wdm {

// Section 3.2's degree of the super topology, in its three cases (n mod T against
// R mod T), stated for T <= R; for T > R with T and R exchanged (the super topology
// of (T,R) and (R,T) is the same).
std::uint64_t paperDegree(const WdmParameters& p);
// Theorem 3.1: the diameter is min(n, max(R, 2T)) (T <= R; exchanged otherwise).
std::uint32_t paperDiameter(const WdmParameters& p);
// Degree and diameter of the super topology counted on the partition itself (a -> b
// when a xor b lies in one group with exactly one odd subgroup): the sums over groups
// of s_g 2^(|D_g|-s_g) and of max(s_g, min(|D_g|, 2)). What POPS Lab reports beyond
// the built sizes -- derived from the construction, not the paper's printed cases, and
// checked against the built graphs (tst_wdm).
std::uint64_t degreeOfPartition(const WdmNetwork& net);
std::uint32_t diameterOfPartition(const WdmNetwork& net);
// Wavelengths, from Lemmas 3.1/3.4: sum over groups of 2^(n - |D_g| + s_g).
std::uint64_t wavelengthFormula(const WdmNetwork& net);
// Transmitters per wavelength [min, max]: 2^(|D_g|-s_g) on the side owning the groups,
// s_g 2^(|D_g|-s_g) on the other.
std::pair<std::uint64_t, std::uint64_t> transmittersPerWavelengthFormula(const WdmNetwork& net);
// The distance H(a, b) of Lemmas 3.2 and 3.5, corrected (E11): the sum over groups of
// 0 when a xor b is 0 on D_g, 2 when it is non-zero with every subgroup even, else the
// number of odd subgroups.
std::uint32_t distance(const WdmNetwork& net, std::uint64_t a, std::uint64_t b);
// The number of processors at each distance from any one: the coefficients of the
// product over groups of 1 + (2^(|D_g|-s_g) - 1) z^2 + sum_k C(s_g, k) 2^(|D_g|-s_g) z^k.
std::vector<std::uint64_t> histogramFormula(const WdmNetwork& net);

// The plain n-cube's distances, to compare with: the WDM star with T = R = n, where
// every transceiver serves one dimension (E4), so C(n, h) processors at distance h.
std::vector<std::uint64_t> cubeDistanceHistogram(std::uint32_t n);
// The mean distance to the other processors of a histogram (0 for a single processor).
double meanDistance(const std::vector<std::uint64_t>& histogram);

} // namespace popslab::wdm
