#include "slotted/HeldItems.h"

#include "common/Work.h"
#include "slotted/Holdings.h"

#include <algorithm>

namespace popslab {

std::vector<std::vector<ItemIndex>> itemsHeldAt(const Schedule& s, std::size_t slot) {
    const std::uint32_t n = s.network.d * s.network.g;
    std::vector<std::vector<ItemIndex>> held(n);
    // What was read before `slot` (a bundle with its parts) ...
    for (std::size_t t = 0; t < std::min(slot, s.slotCount()); ++t) {
        work::tick(s.slot(t).size() + 1);
        for (const Transmission& tr : s.slot(t))
            for (ProcessorId y : s.destinations(tr))
                if (y < n) {
                    held[y].push_back(tr.item);
                    for (ItemIndex part : s.parts(tr.item))
                        held[y].push_back(part);
                }
    }
    // ... and what each origin holds by then: inputs, and computed items and bundles once
    // their dependencies or parts are there. Holdings answers that as the validator
    // does (rule 5), in one pass whatever order the items come in.
    Holdings holdings(s);
    for (ItemIndex i = 0; i < s.itemCount(); ++i) {
        const ProcessorId at = s.origin(i);
        if (at < n && holdings.heldFrom(i, at) <= slot) held[at].push_back(i);
    }
    for (auto& items : held) {
        std::sort(items.begin(), items.end());
        items.erase(std::unique(items.begin(), items.end()), items.end());
    }
    return held;
}

} // namespace popslab
