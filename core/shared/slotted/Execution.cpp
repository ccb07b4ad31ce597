#include "slotted/Execution.h"

#include "common/Limits.h"
#include "slotted/HeldItems.h"
#include "slotted/Holdings.h"

#include <algorithm>
#include <tuple>

namespace popslab {

bool dataViewFeasible(const Schedule& s) {
    return s.itemCount() <= kMaxDataViewItems && std::uint64_t(s.network.d) * s.network.g <= kMaxDataViewProcessors;
}

bool ExecutionResult::correct() const {
    return std::all_of(processors.begin(), processors.end(), [](const ProcessorOutcome& p) { return p.ok(); });
}

std::vector<std::int8_t> ExecutionResult::marks() const {
    std::vector<std::int8_t> out;
    for (const ProcessorOutcome& o : processors)
        out.push_back(!o.expected ? -1 : o.ok() ? 1 : 0);
    return out;
}

namespace {

// Values of all items: inputs from the data, computed items as the sum of their
// dependencies (an item on a dependency cycle has no value).
std::vector<std::optional<std::int64_t>> itemValues(const Schedule& s, const std::vector<std::int64_t>& data) {
    std::vector<std::optional<std::int64_t>> value(s.itemCount());
    std::size_t next = 0;
    for (ItemIndex i = 0; i < s.itemCount(); ++i)
        if (s.isInput(i)) value[i] = next < data.size() ? data[next++] : 0; // control data: worth 0
    std::vector<std::uint8_t> state(s.itemCount(), 0);                      // 0 new, 1 in progress, 2 done
    for (ItemIndex root = 0; root < s.itemCount(); ++root) {
        if (s.isInput(root) || s.isBundle(root) || state[root] == 2) continue; // a bundle has no value
        std::vector<std::pair<ItemIndex, std::size_t>> stack{{root, 0}};
        state[root] = 1;
        while (!stack.empty()) {
            auto& [x, k] = stack.back();
            const auto deps = s.dependsOn(x);
            if (k < deps.size()) {
                const ItemIndex dep = deps[k++];
                if (!s.isInput(dep) && !s.isBundle(dep) && state[dep] == 0) {
                    state[dep] = 1;
                    stack.push_back({dep, 0});
                }
                continue;
            }
            std::optional<std::int64_t> sum = 0;
            for (ItemIndex dep : deps) {
                if (state[dep] == 1 && !s.isInput(dep))
                    sum.reset(); // a cycle
                else if (!value[dep])
                    sum.reset();
                else if (sum)
                    *sum += *value[dep];
            }
            value[x] = sum;
            state[x] = 2;
            stack.pop_back();
        }
    }
    return value;
}

// The result item of each processor: its goal, else the item delivered to it.
std::vector<std::optional<ItemIndex>> resultItems(const Schedule& s) {
    const std::uint32_t n = s.network.d * s.network.g;
    std::vector<std::optional<ItemIndex>> result(n);
    for (ItemIndex i = 0; i < s.itemCount(); ++i)
        for (ProcessorId y : s.deliverTo(i))
            if (y < n) result[y] = i;
    for (const Goal& goal : s.goals)
        if (goal.at < n) result[goal.at] = goal.item;
    return result;
}

} // namespace

ExecutionResult execute(const Schedule& s, const std::vector<std::int64_t>& data,
                        const std::vector<std::optional<std::int64_t>>& expected) {
    const std::uint32_t n = s.network.d * s.network.g;
    const auto value = itemValues(s, data);
    Holdings holdings(s); // who holds what at the end, without listing every processor's items
    const std::vector<std::optional<ItemIndex>> result = resultItems(s);
    ExecutionResult out;
    out.processors.resize(n);
    for (ProcessorId p = 0; p < n; ++p) {
        ProcessorOutcome& o = out.processors[p];
        o.expected = p < expected.size() ? expected[p] : std::nullopt;
        if (result[p] && holdings.heldFrom(*result[p], p) != Holdings::kNever) o.value = value[*result[p]];
    }
    return out;
}

} // namespace popslab

namespace popslab {

std::vector<std::optional<std::int64_t>> latestValues(const Schedule& s, const std::vector<std::int64_t>& data,
                                                      std::size_t slot) {
    const auto value = itemValues(s, data);
    const auto held = itemsHeldAt(s, slot);
    const std::vector<std::optional<ItemIndex>> result = resultItems(s);
    Holdings holdings(s);
    // Elements of arrays (parts of bundles) are not shown: one number cannot stand for
    // an array, and the newest element would read like a result.
    std::vector<bool> inArray(s.itemCount(), false);
    if (s.hasBundles())
        for (ItemIndex b = 0; b < s.itemCount(); ++b)
            for (ItemIndex part : s.parts(b))
                inArray[part] = true;
    std::vector<std::optional<std::int64_t>> out(held.size());
    for (std::size_t p = 0; p < held.size(); ++p) {
        const auto& mine = held[p];
        // Its result once it holds it, the value the run checks: shown as the item with the
        // highest number, a processor that had forwarded a relay or kept its own input had
        // shown that (the mesh move's processor 1 showed 5 with a ✓ where it ends with 3).
        if (const auto r = p < result.size() ? result[p] : std::nullopt;
            r && std::binary_search(mine.begin(), mine.end(), *r) && !s.isBundle(*r)) {
            out[p] = value[*r];
            continue;
        }
        // Else what it came to hold last (by slot, a computed item before what it was
        // computed from), not the highest number.
        std::optional<ItemIndex> newest;
        std::tuple<std::uint32_t, bool, ItemIndex> newestKey{};
        for (ItemIndex i : mine) {
            if (s.isBundle(i) || inArray[i]) continue;
            const std::tuple<std::uint32_t, bool, ItemIndex> key{holdings.heldFrom(i, ProcessorId(p)), !s.isInput(i),
                                                                 i};
            if (!newest || key > newestKey) {
                newest = i;
                newestKey = key;
            }
        }
        if (newest) out[p] = value[*newest];
    }
    return out;
}

} // namespace popslab
