// Two-hop routes with an explicit intermediate processor, as the custom algorithms of
// paper 002 (sections 4.1-4.3) prescribe them: in one slot every source sends its
// item to its intermediate, in the next every intermediate forwards it to its
// destinations (several destinations: one transmission per destination group, the
// same item on several transmitters, as a broadcast).
#pragma once

#include "PopsNetwork.h"
#include "slotted/Schedule.h"

#include <vector>

namespace popslab::pops {

struct Relay {
    ProcessorId src;
    ProcessorId via;
    std::vector<ProcessorId> dsts;
    ItemIndex item;
};

// Appends two slots (a hop to or from oneself is left out).
void appendRelays(Schedule& schedule, const std::vector<Relay>& relays);

// Monotone hypercube routing (Nassimi and Sahni): each item moves along the bits in
// `bits` order where its position and destination differ, one SIMD move per bit,
// each move simulated by Theorem 1's two-slot routing. Concentrate routes with bits
// 0, 1, ..., distribute with the reverse order; no processor then holds two items.
void appendHypercubeRoutes(Schedule& schedule, std::vector<std::pair<ItemIndex, ProcessorId>> positionsAndTargets,
                           std::vector<ProcessorId> positions, const std::vector<unsigned>& bits);

} // namespace popslab::pops
