// The true minimum number of slots of a single-hop schedule of a message set,
// found with the SAT solver CaDiCaL: "do k slots suffice?" is asked for k from the load
// bound up. A satisfying assignment is a schedule; "unsatisfiable" proves that k slots
// are too few. With a time limit the search stops with the best schedule found (the
// greedy one at worst) and the gap to what has been proven.
#pragma once

#include "traffic/MessageLoads.h"
#include "traffic/SetBound.h"
#include "traffic/SlotAssignment.h"

#include <chrono>
#include <optional>

namespace popslab::pops {

// SAT variables one question may use (messages x slots plus the counters' auxiliaries),
// and the memory the solver may take for it, counted before it is built:
// with the message set, the greedy schedule and the answer's validation the search
// stays within the 1 GiB every command keeps to.
inline constexpr std::uint64_t kMaxSatVariables = 4'000'000;
inline constexpr std::uint64_t kMaxSatQuestionBytes = 448ull << 20;
// While it solves, the process stays under this (the solver's learned clauses grow).
inline constexpr std::uint64_t kMaxSearchResidentBytes = 900ull << 20;
inline constexpr std::uint32_t kMaxSearchSeconds = 3600;

struct OptimalResult {
    SlotAssignment assignment; // the shortest schedule found
    LoadBound bound;
    SetBound setBound;          // a set of messages that proves more than the loads do (value 0: none)
    double fractionalBound = 0; // the linear relaxation's bound (FractionalBound), where it ran
    std::uint32_t length = 0;
    // Every length below this is impossible: the load bound proves it up to bound.value(),
    // each unsatisfiable answer of the solver one further.
    std::uint32_t provenMinimum = 0;
    std::vector<std::uint32_t> refuted; // the lengths the solver proved impossible
    std::uint64_t lastQuestionMs = 0;   // how long the solver's last question took
    bool timedOut = false;              // the time limit stopped the search before it was proven
    bool tooLarge = false;              // the next question would pass kMaxSatVariables or kMaxSatQuestionBytes,
                                        // or solving it passed kMaxSearchResidentBytes
    bool proven() const { return length == provenMinimum; }
    std::uint32_t gap() const { return length - provenMinimum; }
};

// The search stops at `timeLimit`, and earlier where the caller's own time limit
// (common/Work.h) would otherwise cut it off: it always answers with its best.
struct OptimalOptions {
    std::chrono::milliseconds timeLimit{std::chrono::seconds(10)};
};

// Before each question it reports WorkStage::SlotQuestion {k, best so far, proven minimum}
// to the calling thread's work (common/Work.h), and throws Cancelled when that is cancelled.
OptimalResult optimalAssignment(const PopsNetwork& network, std::span<const Message> messages,
                                std::uint32_t receivesPerSlot, const OptimalOptions& options = {});

// One question with some messages already placed (`fixed`, kUnplaced for free ones):
// a schedule of at most `slots` slots that keeps them, nothing when none exists, and
// nothing with `unknown` set when the time limit ran out first. The exercise's hint.
struct CompletionResult {
    std::optional<SlotAssignment> assignment;
    bool unknown = false;
};
CompletionResult completeAssignment(const PopsNetwork& network, std::span<const Message> messages,
                                    std::uint32_t receivesPerSlot, std::span<const std::uint32_t> fixed,
                                    std::uint32_t length, std::chrono::milliseconds timeLimit);

// The SAT solver's name and version ("CaDiCaL 1.5.3"), for Help > About.
std::string satSolverVersion();

} // namespace popslab::pops
