#include "slotted/Holdings.h"

#include "common/Work.h"

#include <algorithm>
#include <tuple>

namespace popslab {

Holdings::Holdings(const Schedule& schedule)
    : schedule_(schedule), firstReceiver_(schedule.itemCount(), kNobody),
      firstReceiptSlot_(schedule.itemCount(), kNever) {
    for (std::uint32_t t = 0; t < schedule.slotCount(); ++t) {
        work::tick(schedule.slot(t).size() + 1);
        for (const Transmission& tr : schedule.slot(t)) {
            for (ProcessorId y : schedule.destinations(tr)) {
                if (firstReceiver_[tr.item] == kNobody) {
                    firstReceiver_[tr.item] = y;
                    firstReceiptSlot_[tr.item] = t;
                } else if (firstReceiver_[tr.item] != y) {
                    moreReceipts_.push_back({tr.item, y, t});
                }
            }
        }
    }
    auto order = [](const Receipt& a, const Receipt& b) {
        return std::tie(a.item, a.processor, a.slot) < std::tie(b.item, b.processor, b.slot);
    };
    std::sort(moreReceipts_.begin(), moreReceipts_.end(), order);
    // Keep the earliest receipt of each (item, processor).
    moreReceipts_.erase(
        std::unique(moreReceipts_.begin(), moreReceipts_.end(),
                    [](const Receipt& a, const Receipt& b) { return a.item == b.item && a.processor == b.processor; }),
        moreReceipts_.end());
    moreReceipts_.shrink_to_fit();
    if (!schedule.hasBundles()) return;
    partOfStart_.assign(schedule.itemCount() + 1, 0);
    for (ItemIndex b = 0; b < schedule.itemCount(); ++b)
        for (ItemIndex part : schedule.parts(b))
            ++partOfStart_[part + 1];
    for (std::size_t i = 1; i < partOfStart_.size(); ++i)
        partOfStart_[i] += partOfStart_[i - 1];
    partOf_.resize(partOfStart_.back());
    auto fill = partOfStart_;
    for (ItemIndex b = 0; b < schedule.itemCount(); ++b)
        for (ItemIndex part : schedule.parts(b))
            partOf_[fill[part]++] = b;
}

std::uint32_t Holdings::receivedFrom(ItemIndex item, ProcessorId p) const {
    std::uint32_t from = directlyReceivedFrom(item, p);
    if (partOfStart_.empty()) return from;
    for (std::uint32_t k = partOfStart_[item]; k < partOfStart_[item + 1]; ++k)
        from = std::min(from, directlyReceivedFrom(partOf_[k], p));
    return from;
}

std::uint32_t Holdings::directlyReceivedFrom(ItemIndex item, ProcessorId p) const {
    if (firstReceiver_[item] == p) return firstReceiptSlot_[item] + 1;
    if (moreReceipts_.empty()) return kNever;
    auto it = std::lower_bound(moreReceipts_.begin(), moreReceipts_.end(), std::pair{item, p},
                               [](const Receipt& r, const std::pair<ItemIndex, ProcessorId>& k) {
                                   return std::tie(r.item, r.processor) < std::tie(k.first, k.second);
                               });
    return it == moreReceipts_.end() || it->item != item || it->processor != p ? kNever : it->slot + 1;
}

std::uint32_t Holdings::heldFrom(ItemIndex item, ProcessorId p) {
    const std::uint32_t received = receivedFrom(item, p);
    if (p != schedule_.origin(item)) return received;
    if (schedule_.isBundle(item)) {
        // Packed at the origin once every part is there (packing, like computing, is free).
        std::uint32_t packed = 0;
        for (ItemIndex part : schedule_.parts(item))
            if (!schedule_.isBundle(part))
                packed = std::max(packed, heldFrom(part, p));
            else
                packed = kNever; // bundles do not nest (the reader refuses it)
        return std::min(received, packed);
    }
    return std::min(received, computedFrom(item));
}

std::uint32_t Holdings::computedFrom(ItemIndex root) {
    if (schedule_.isInput(root)) return 0;
    if (schedule_.isBundle(root)) return kNever; // not computed; see heldFrom
    if (state_.empty()) {
        state_.assign(schedule_.itemCount(), kUnvisited);
        computed_.assign(schedule_.itemCount(), kNever);
    }
    if (state_[root] == kDone) return computed_[root];

    // Iterative depth-first search along dependencies computed at the same origin;
    // a dependency held elsewhere is only held here once it was received.
    struct Frame {
        ItemIndex item;
        std::size_t next;
    };
    std::vector<Frame> stack{{root, 0}};
    state_[root] = kInProgress;
    while (!stack.empty()) {
        Frame& f = stack.back();
        const auto deps = schedule_.dependsOn(f.item);
        const ProcessorId here = schedule_.origin(f.item);
        if (f.next < deps.size()) {
            const ItemIndex dep = deps[f.next++];
            if (schedule_.origin(dep) == here && !schedule_.isInput(dep) && !schedule_.isBundle(dep)) {
                if (state_[dep] == kUnvisited) {
                    state_[dep] = kInProgress;
                    stack.push_back({dep, 0});
                } else if (state_[dep] == kInProgress &&
                           std::find(cycles_.begin(), cycles_.end(), dep) == cycles_.end()) {
                    cycles_.push_back(dep); // its value stays kNever until done
                }
            }
            continue;
        }
        std::uint32_t from = 0;
        for (ItemIndex dep : deps) {
            std::uint32_t held = receivedFrom(dep, here);
            if (schedule_.origin(dep) == here) held = std::min(held, schedule_.isInput(dep) ? 0u : computed_[dep]);
            from = std::max(from, held);
        }
        computed_[f.item] = from;
        state_[f.item] = kDone;
        stack.pop_back();
    }
    return computed_[root];
}

} // namespace popslab
