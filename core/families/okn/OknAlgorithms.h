// The collective algorithms of paper 003 as OK_N event programs. Each builder
// follows the paper's description; the simulator then measures it. `content`
// tracks every datum (slower; for moderate N) or only timing.
#pragma once

#include "OknProgram.h"

namespace popslab::okn {

// Broadcast from node 0 (section 3.1).
Program broadcastSequential(const OknNetwork& net, bool content);        // (d+1) ceil((N-1)/k)
Program broadcastKaryTree(const OknNetwork& net, bool content);          // B1
Program broadcastInformedResend(const OknNetwork& net, bool content);    // B2 (and the binomial tree, k = 1)
Program broadcastPreconfiguredTree(const OknNetwork& net, bool content); // B3
Program broadcastLatencyHiding(const OknNetwork& net, bool content);     // B4 (EQ 1; EQ 2 when k = 1)

// Scatter from node 0 (section 4): node i ends with the datum meant for it.
Program scatterSequential(const OknNetwork& net, bool content);   // S1
Program scatterSpanningTree(const OknNetwork& net, bool content); // S2 (Desprez et al.; binomial when k = 1)

// Multinode broadcast (section 5): every node ends with every node's datum.
Program gossipDirect(const OknNetwork& net, bool content);    // G1
Program gossipCombining(const OknNetwork& net, bool content); // G2

// Total exchange (section 6): node q ends with the datum p -> q of every p.
Program totalExchangeDirect(const OknNetwork& net, bool content);                        // TE1
Program totalExchangeStandard(const OknNetwork& net, bool content);                      // TE2
Program totalExchangeCombined(const OknNetwork& net, std::uint32_t steps, bool content); // TE3

// The number of informed nodes by time S under B4 (the paper's recurrence, EQ 1/2).
std::vector<std::uint64_t> latencyHidingCounts(const OknNetwork& net, std::uint64_t upTo);

} // namespace popslab::okn
