#include "ItemName.h"

#include <algorithm>
#include <vector>

namespace popslab::pops {

const ItemName::Folded& ItemName::fold(ItemIndex item) const {
    const Schedule& s = schedule_;
    static const Folded unknown;
    if (auto found = folded_.find(item); found != folded_.end()) return found->second;
    // Post-order: an item is folded once all it depends on is; `open` marks the path.
    std::vector<std::pair<ItemIndex, bool>> stack{{item, false}};
    std::unordered_map<ItemIndex, bool> open;
    while (!stack.empty()) {
        auto [x, expanded] = stack.back();
        stack.pop_back();
        if (folded_.count(x)) continue;
        const bool input = s.isInput(x);
        const auto next = input ? std::span<const ItemIndex>{} : s.isBundle(x) ? s.parts(x) : s.dependsOn(x);
        if (!expanded && !input) {
            open[x] = true;
            stack.push_back({x, true});
            for (ItemIndex d : next)
                if (d < s.itemCount() && !folded_.count(d)) {
                    if (open.count(d) && open[d]) return folded_[item] = unknown; // a cycle
                    stack.push_back({d, false});
                }
            continue;
        }
        Folded f;
        if (input) {
            f.lo = f.hi = s.itemId(x);
            f.count = 1;
        } else {
            for (ItemIndex d : next) {
                const auto found = d < s.itemCount() ? folded_.find(d) : folded_.end();
                if (found == folded_.end() || found->second.count == 0) {
                    f = unknown;
                    break;
                }
                f.lo = std::min(f.lo, found->second.lo);
                f.hi = std::max(f.hi, found->second.hi);
                f.count = std::min<std::uint64_t>(f.count + found->second.count, UINT64_MAX / 2);
            }
        }
        open[x] = false;
        folded_[x] = f;
    }
    return folded_[item];
}

QString ItemName::combined(ItemIndex item, bool inFigure) const {
    if (item >= schedule_.itemCount() || schedule_.isInput(item) || schedule_.isBundle(item)) return {};
    const Folded& f = fold(item);
    if (f.count == 0) return {};
    if (f.hi - f.lo + 1 == f.count)
        return (inFigure ? tr("items %1\u2013%2 combined") : tr("%1\u2013%2 combined")).arg(f.lo).arg(f.hi);
    return tr("%Ln items combined", "", int(std::min<std::uint64_t>(f.count, INT32_MAX)));
}

QString ItemName::forFigure(ItemIndex item) const {
    const auto id = schedule_.itemId(item);
    if (schedule_.isBundle(item)) return tr("item %1 [%2 values]").arg(id).arg(schedule_.parts(item).size());
    const QString folded = combined(item, true);
    return folded.isEmpty() ? tr("item %1").arg(id) : folded;
}

QString ItemName::forTable(ItemIndex item) const {
    const auto id = schedule_.itemId(item);
    if (schedule_.isBundle(item)) return tr("%1 [%2 values]").arg(id).arg(schedule_.parts(item).size());
    const QString folded = combined(item, false);
    return folded.isEmpty() ? QString::number(id) : folded;
}

} // namespace popslab::pops
