// The fractional lower bound and schedule: a schedule is a list of slot patterns
// (sets of message types that fit in one slot), pattern P used x_P times, every type t
// covered weight(t) times. Relaxing x_P to real numbers gives a linear program whose
// optimum no schedule beats -- the fractional chromatic number of the messages' conflicts
// with their copies as weights. It proves what no single set does: sums of permutations of
// a small network with repeated messages (126 messages on POPS(2,3): loads 21, the best set
// 21, the LP 23.5, the optimum 24).
//
// The LP is solved by GLPK's simplex with column generation: patterns are added while one
// with price above 1 exists (heaviestSlotPattern under the LP's duals). At every step
// Farley's bound, sum of weight(t) y_t over the best price, is a valid bound, so a search
// cut short still proves something. Rounding the LP's solution down and scheduling what is
// left greedily gives a schedule, often of the LP's length rounded up: then nothing is left
// to ask the SAT solver.
#pragma once

#include "traffic/SlotAssignment.h"
#include "traffic/SlotPattern.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace popslab::pops {

// Column generation runs on message sets of at most this many types (the pricing branch
// and bound works on 64-bit masks).
inline constexpr std::size_t kMaxFractionalTypes = 64;

struct FractionalBound {
    double value = 0;                  // a lower bound on the slots of any schedule
    bool optimal = false;              // the LP's optimum (column generation finished)
    std::vector<SlotPattern> patterns; // the LP's solution: pattern with weight = x_P > 0
    std::uint64_t slotsNeeded() const; // value rounded up, with a margin for floating point
};

// Over the types of `set` (at most kMaxFractionalTypes; nothing for a larger set): a bound
// for the whole message set too, since its schedules schedule these.
std::optional<FractionalBound> fractionalBound(const MessageTypes& types, const std::vector<std::uint32_t>& set);

// The LP's solution rounded down, each pattern a slot, and every message it leaves fitted
// around them greedily: a schedule of every message.
SlotAssignment roundedSchedule(const PopsNetwork& network, std::span<const Message> messages, const MessageTypes& types,
                               const FractionalBound& bound);

// GLPK's version ("GLPK 5.0"), for Help > About.
std::string lpSolverVersion();

} // namespace popslab::pops
