// Building block for combining operations (sums): each processor holds a partial
// result item; in a slot, some processors send their partial to others, which
// combine it with their own into a new item (dependsOn both). Goals then prove that
// the final partial holds every input exactly once.
#pragma once

#include "PopsNetwork.h"
#include "scheduling/Message.h"
#include "slotted/Schedule.h"

#include <utility>
#include <vector>

namespace popslab::pops {

using Transfer = std::pair<ProcessorId, ProcessorId>; // (from, to)

class Combiner {
public:
    // One input item per processor, in processor order (the data's order).
    explicit Combiner(Schedule& schedule);

    // One slot in which each `from` sends its partial straight to `to`.
    void slot(const std::vector<Transfer>& transfers);
    // A phase scheduled by the generic scheduler (as many slots as its coupler load).
    void phase(const std::vector<Transfer>& transfers);
    // A phase through Theorem 1's two-slot routing (2 ceil(d/g) slots; 1 when d = 1).
    void twoSlot(const std::vector<Transfer>& transfers);

    ItemIndex partial(ProcessorId p) const { return partial_[p]; }
    const std::vector<ItemIndex>& inputs() const { return inputs_; }
    // Goal: processor `at` ends with the sum of every input.
    void goalAt(ProcessorId at);

private:
    std::vector<Message> messages(const std::vector<Transfer>& transfers) const;
    void combine(const std::vector<Transfer>& transfers);

    Schedule& s_;
    std::vector<ItemIndex> partial_, inputs_;
};

} // namespace popslab::pops
