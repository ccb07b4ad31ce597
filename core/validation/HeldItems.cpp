#include "validation/HeldItems.h"

#include <algorithm>

namespace popslab {

std::vector<std::vector<ItemIndex>> itemsHeldAt(const Schedule& s, std::size_t slot) {
    const std::uint32_t n = s.network.d * s.network.g;
    std::vector<std::vector<ItemIndex>> held(n);
    auto holds = [&](ProcessorId p, ItemIndex item) {
        return std::binary_search(held[p].begin(), held[p].end(), item);
    };
    // Receipts before `slot`, then computed items in index order until nothing changes
    // (builders create an item after its dependencies, so one pass usually settles it).
    for (std::size_t t = 0; t < std::min(slot, s.slotCount()); ++t)
        for (const Transmission& tr : s.slot(t))
            for (ProcessorId y : s.destinations(tr))
                if (y < n) {
                    held[y].push_back(tr.item);
                    for (ItemIndex part : s.parts(tr.item)) held[y].push_back(part); // a bundle's parts
                }
    for (ItemIndex i = 0; i < s.itemCount(); ++i)
        if (s.isInput(i) && s.origin(i) < n) held[s.origin(i)].push_back(i);
    for (auto& items : held) {
        std::sort(items.begin(), items.end());
        items.erase(std::unique(items.begin(), items.end()), items.end());
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (ItemIndex i = 0; i < s.itemCount(); ++i) {
            const ProcessorId at = s.origin(i);
            if (s.isInput(i) || at >= n || holds(at, i)) continue;
            const auto deps = s.isBundle(i) ? s.parts(i) : s.dependsOn(i); // packed or computed
            if (std::all_of(deps.begin(), deps.end(), [&](ItemIndex d) { return holds(at, d); })) {
                held[at].insert(std::upper_bound(held[at].begin(), held[at].end(), i), i);
                changed = true;
            }
        }
    }
    return held;
}

} // namespace popslab
