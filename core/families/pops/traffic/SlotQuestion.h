// "Do k slots suffice?" as a SAT question for CaDiCaL, asked for several
// k of one message set by one solver, which keeps what it learned between them.
//
// A variable z(t, s) says that a copy of message type t goes in slot s (MessageTypes: t's
// copies are interchangeable, so the question has no t! symmetry); t needs weight(t)
// slots. In a slot, a coupler and a sender carry at most one type, a receiver reads at
// most receivesPerSlot. The question is built once for `slots` slots, and a smaller k is
// asked by assuming slots k.. closed, so learned clauses serve every k.
//
// Symmetry breaking (optional: not for a hint, whose placements fix the slots):
//  - the heaviest resource's types fill slots 0, 1, ... in order (its copies must all
//    differ in slot, and slots are interchangeable);
//  - the remaining slots are interchangeable too: their columns z(., s) are kept in
//    decreasing lexicographic order over the heaviest types, so one order of them is left.
#pragma once

#include "traffic/MessageTypes.h"
#include "traffic/SlotAssignment.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>

namespace CaDiCaL {
class Solver;
}

namespace popslab::pops {

// What a question asks of the solver, counted before it is built (kMaxSatQuestionBytes).
struct QuestionSize {
    std::uint64_t variables = 0, literals = 0;
    // CaDiCaL's memory once a question is built, measured here on random traffic
    // (POPS(4,4) to POPS(32,32), 0.9 M to 3.7 M variables at 2.5 literals each): about
    // 100 bytes a variable and 100 a literal, within 5 %.
    std::uint64_t bytes() const { return 100 * variables + 100 * literals; }
};
QuestionSize questionSize(const MessageTypes& types, std::uint32_t slots, bool breakSymmetry);

class SlotQuestion {
public:
    SlotQuestion(const MessageTypes& types, std::uint32_t slots, bool breakSymmetry);
    ~SlotQuestion();
    SlotQuestion(const SlotQuestion&) = delete;
    SlotQuestion& operator=(const SlotQuestion&) = delete;

    // Keeps message `m` (of the set the types were made from) in slot `s`; false when
    // that cannot be (s past the question, or another copy of its type already there).
    bool place(std::uint32_t m, std::uint32_t s);

    enum class Answer { Yes, No, Stopped };
    // Whether the messages fit in the first k slots (k <= slots), until `deadline`, a
    // cancel, or the process passing kMaxSearchResidentBytes (outOfMemory() then).
    Answer ask(std::uint32_t k, std::chrono::steady_clock::time_point deadline);
    bool outOfMemory() const { return outOfMemory_; }
    // After Yes: each message's slot, placed copies where they were placed.
    SlotAssignment assignment(std::size_t messages) const;

private:
    int z(std::uint32_t t, std::uint32_t s) const { return int(std::uint64_t(t) * slots_ + s + 1); }
    int closed(std::uint32_t s) const { return closedBase_ + int(s); }
    int fresh(std::uint32_t count);
    void clause(std::initializer_list<int> literals);
    void clause(std::span<const int> literals);
    void atLeast(std::span<const int> literals, std::uint32_t w);
    void atMost(std::span<const int> literals, std::uint32_t r);
    void fixHeaviestResource();
    void orderFreeSlots(std::uint32_t from);

    const MessageTypes& types_;
    std::uint32_t slots_;
    std::unique_ptr<CaDiCaL::Solver> solver_;
    int closedBase_ = 0, next_ = 0;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> placed_; // (message, slot)
    bool outOfMemory_ = false;
};

} // namespace popslab::pops
