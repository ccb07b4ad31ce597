// Each pattern of the registry, defined in its own file.
#pragma once

#include "patterns/Algorithm.h"

namespace popslab::pops {

Pattern allToAllPattern();              // AllToAll.cpp
Pattern reductionPattern();             // Reduction.cpp
Pattern ringPattern();                  // Ring.cpp
Pattern torusPattern();                 // Torus.cpp
Pattern broadcastPattern();             // Broadcast.cpp
Pattern allToAllBroadcastPattern();     // Broadcast.cpp
Pattern permutationPattern();           // Permutation.cpp
Pattern hypercubeMovePattern();         // Moves.cpp
Pattern meshMovePattern();              // Moves.cpp
Pattern dataSumPattern();               // DataSum.cpp
Pattern concentratePattern();           // DataMovement.cpp
Pattern distributePattern();            // DataMovement.cpp
Pattern generalizePattern();            // DataMovement.cpp
Pattern intragroupPermutationPattern(); // GroupPermutations.cpp
Pattern allGroupsPermutationPattern();  // GroupPermutations.cpp
Pattern prefixSumPattern();             // PrefixSum.cpp
Pattern rankPattern();                  // PrefixSum.cpp
Pattern consecutiveSumPattern();        // ConsecutiveSum.cpp
Pattern adjacentSumPattern();           // AdjacentSum.cpp
Pattern customPattern();                // traffic/CustomPattern.cpp

// selected=random|all|list:... of concentrate and rank (DataMovement.cpp).
std::vector<ProcessorId> selectedProcessors(const PatternRequest& request);

// The permutation pi a request's perm/seed parameters describe (Permutation.cpp).
std::vector<ProcessorId> permutationFromRequest(const PatternRequest& request);

} // namespace popslab::pops
