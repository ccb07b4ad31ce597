#include "ItemName.h"

#include <algorithm>
#include <unordered_set>
#include <vector>

namespace popslab::pops {

QString ItemName::combined(const Schedule& s, ItemIndex item, bool inFigure) {
    if (item >= s.itemCount() || s.isInput(item) || s.isBundle(item)) return {};
    // Unfolded as the validator does a goal, bounded: a document's item may fold thousands,
    // and a label is drawn for each message of a slot.
    std::vector<ItemIndex> stack{item};
    std::unordered_set<ItemIndex> seen{item};
    std::uint64_t lo = UINT64_MAX, hi = 0, count = 0;
    while (!stack.empty()) {
        const ItemIndex x = stack.back();
        stack.pop_back();
        if (s.isInput(x)) {
            const std::uint64_t id = s.itemId(x);
            lo = std::min(lo, id), hi = std::max(hi, id), ++count;
            continue;
        }
        const auto next = s.isBundle(x) ? s.parts(x) : s.dependsOn(x);
        for (ItemIndex d : next) {
            if (d >= s.itemCount() || !seen.insert(d).second) continue;
            if (seen.size() > kMaxUnfolded) return {};
            stack.push_back(d);
        }
    }
    if (count == 0) return {};
    if (hi - lo + 1 == count)
        return (inFigure ? tr("items %1\u2013%2 combined") : tr("%1\u2013%2 combined")).arg(lo).arg(hi);
    return tr("%n items combined", "", int(std::min<std::uint64_t>(count, INT32_MAX)));
}

QString ItemName::forFigure(const Schedule& s, ItemIndex item) {
    const auto id = s.itemId(item);
    if (s.isBundle(item)) return tr("item %1 [%2 values]").arg(id).arg(s.parts(item).size());
    const QString folded = combined(s, item, true);
    return folded.isEmpty() ? tr("item %1").arg(id) : folded;
}

QString ItemName::forTable(const Schedule& s, ItemIndex item) {
    const auto id = s.itemId(item);
    if (s.isBundle(item)) return tr("%1 [%2 values]").arg(id).arg(s.parts(item).size());
    const QString folded = combined(s, item, false);
    return folded.isEmpty() ? QString::number(id) : folded;
}

} // namespace popslab::pops
