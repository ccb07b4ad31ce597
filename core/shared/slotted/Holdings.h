// Who holds which item from which slot on (rule 5 of the schedule format): an item is
// held by its origin from the start (an input) or once every dependency is held there
// (a computed item), and by any processor from the slot after it reads the item or a
// bundle holding it. A bundle is held by whoever read it, and by its origin once the
// origin holds every part.
#pragma once

#include "slotted/Schedule.h"

#include <cstdint>
#include <vector>

namespace popslab {

class Holdings {
public:
    static constexpr std::uint32_t kNever = UINT32_MAX;

    // Records every receipt of the schedule: one pass over its transmissions.
    explicit Holdings(const Schedule& schedule);

    // The first slot at whose start `p` holds `item`; kNever if it never does.
    std::uint32_t heldFrom(ItemIndex item, ProcessorId p);
    // The slot from which the origin of a computed item holds it (0 for an input).
    std::uint32_t computedFrom(ItemIndex item);
    // Items found to depend on themselves, each reported once.
    const std::vector<ItemIndex>& cycles() const { return cycles_; }

private:
    std::uint32_t receivedFrom(ItemIndex item, ProcessorId p) const;

    const Schedule& schedule_;
    static constexpr ProcessorId kNobody = UINT32_MAX;
    // The first receiver of each item inline (most items are read by one processor),
    // further receipts as a sorted table of 12-byte entries (a hash map would take three
    // times the memory for the broadcasts of big schedules), the earliest slot kept.
    std::vector<ProcessorId> firstReceiver_;
    std::vector<std::uint32_t> firstReceiptSlot_;
    struct Receipt {
        ItemIndex item;
        ProcessorId processor;
        std::uint32_t slot;
    };
    std::vector<Receipt> moreReceipts_;
    // The bundles each item is a part of (CSR), only filled when the schedule has bundles.
    std::vector<std::uint32_t> partOfStart_;
    std::vector<ItemIndex> partOf_;
    std::uint32_t directlyReceivedFrom(ItemIndex item, ProcessorId p) const;
    // computedFrom memo, only allocated when the schedule has computed items.
    enum : std::uint8_t { kUnvisited, kInProgress, kDone };
    std::vector<std::uint8_t> state_;
    std::vector<std::uint32_t> computed_;
    std::vector<ItemIndex> cycles_;
};

} // namespace popslab
