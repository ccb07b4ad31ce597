#include "slotted/Validator.h"

#include "common/Work.h"
#include "slotted/ChannelRules.h"
#include "slotted/Holdings.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace popslab {

double ValidationReport::utilisation(std::size_t slot) const {
    return couplerCount == 0 ? 0.0 : double(couplersUsed[slot]) / couplerCount;
}

double ValidationReport::meanUtilisation() const {
    if (sequenceLength == 0 || couplerCount == 0) return 0.0;
    std::uint64_t used = 0;
    for (auto u : couplersUsed)
        used += u;
    return double(used) / (double(sequenceLength) * couplerCount);
}

std::span<const Violation> ValidationReport::violationsInSlot(std::uint32_t slot) const {
    auto lo = std::lower_bound(violations.begin(), violations.end(), slot,
                               [](const Violation& v, std::uint32_t s) { return v.slot && *v.slot < s; });
    auto hi = lo;
    while (hi != violations.end() && hi->slot && *hi->slot == slot)
        ++hi;
    return {lo, hi};
}

std::span<const Violation> ValidationReport::endViolations() const {
    auto first =
        std::find_if(violations.begin(), violations.end(), [](const Violation& v) { return !v.slot.has_value(); });
    return {first, violations.end()};
}

namespace {

Violation violation(ViolationKind kind) {
    Violation v;
    v.kind = kind;
    return v;
}

// Table rows for the channels a schedule uses. The network's channels are the rows
// themselves when they are few next to the schedule; otherwise (POPS with g up to 65535
// in a document of a few transmissions) only the channels that occur get a row, so
// memory follows the document.
class ChannelRows {
public:
    explicit ChannelRows(const Schedule& s, const ChannelRules& rules) : rules_(rules) {
        const std::uint64_t all = rules.channelCount();
        if (all <= 4 * s.transmissionCount() + 4096) {
            dense_ = true;
            size_ = all;
            return;
        }
        for (const Transmission& tr : s.allTransmissions())
            if (rules.exists(tr.coupler())) row_.try_emplace(rules.index(tr.coupler()), row_.size());
        size_ = row_.size();
    }
    std::size_t size() const { return size_; }
    // The row of an existing channel.
    std::size_t operator()(const Transmission& tr) const {
        const std::uint64_t key = rules_.index(tr.coupler());
        return dense_ ? key : row_.at(key);
    }

private:
    const ChannelRules& rules_;
    bool dense_ = false;
    std::size_t size_ = 0;
    std::unordered_map<std::uint64_t, std::size_t> row_;
};

class Checker {
public:
    Checker(const Schedule& s, const ValidatorOptions& o)
        : s_(s), options_(o), rules_(channelRules(s.network)), n_(rules_->processorCount()), rows_(s, *rules_),
          couplerStamp_(rows_.size(), 0), couplerCount_(rows_.size(), 0), senderStamp_(n_, 0), senderItem_(n_, 0),
          senderCount_(n_, 0), receiverStamp_(n_, 0), receiverCount_(n_, 0) {}

    ValidationReport run() {
        report_.sequenceLength = s_.slotCount();
        report_.couplerCount = rules_->channelCount();
        report_.couplersUsed.assign(s_.slotCount(), 0);
        delivered_.assign(s_.itemCount(), false);
        for (std::uint32_t t = 0; t < s_.slotCount(); ++t)
            checkSlot(t);
        checkHolding();
        checkDelivery();
        checkGoals();
        if (holdings_) {
            for (ItemIndex item : holdings_->cycles()) {
                Violation v = violation(ViolationKind::DependencyCycle);
                v.item = item;
                v.processors = {s_.origin(item)};
                add(std::move(v));
            }
        }
        // Holding and delivery violations were found after the per-slot pass: keep slot order.
        std::stable_sort(report_.violations.begin(), report_.violations.end(),
                         [](const Violation& a, const Violation& b) {
                             return a.slot.value_or(UINT32_MAX) < b.slot.value_or(UINT32_MAX);
                         });
        return std::move(report_);
    }

private:
    void add(Violation v) {
        ++report_.violationCount;
        if (report_.violations.size() < options_.maxStoredViolations)
            report_.violations.push_back(std::move(v));
        else
            report_.truncated = true;
    }

    // Rules 1-4 for one slot. Stamps (slot + 1) mark which table entries belong to
    // this slot, so nothing is cleared between slots.
    void checkSlot(std::uint32_t t) {
        const auto slot = s_.slot(t);
        work::tick(slot.size() + 1);
        const std::uint32_t stamp = t + 1;
        std::uint32_t used = 0;
        bool conflicts = false;
        for (std::uint32_t k = 0; k < slot.size(); ++k) {
            const Transmission& tr = slot[k];
            const Coupler c = tr.coupler();
            const bool inRange = rules_->exists(c);
            if (!inRange) {
                addShape(ViolationKind::CouplerOutOfRange, t, k, tr, tr.src);
            } else {
                const std::size_t ci = rows_(tr);
                if (couplerStamp_[ci] != stamp) {
                    couplerStamp_[ci] = stamp;
                    couplerCount_[ci] = 0;
                    ++used;
                }
                if (++couplerCount_[ci] == 2) conflicts = true;
                if (!rules_->canSend(tr.src, c)) addShape(ViolationKind::SourceGroupMismatch, t, k, tr, tr.src);
            }
            if (senderStamp_[tr.src] != stamp) {
                senderStamp_[tr.src] = stamp;
                senderItem_[tr.src] = tr.item;
                senderCount_[tr.src] = 1;
            } else if (senderItem_[tr.src] != tr.item) {
                senderCount_[tr.src] = 2;
                conflicts = true;
            }
            // Rule 5, fast path: an input sent by its origin is always held. Anything
            // else is checked against the holdings index once every slot is seen.
            if (tr.src != s_.origin(tr.item) || !s_.isInput(tr.item)) deferred_.push_back({t, k});
            const auto target = s_.singleTarget(tr.item);
            const auto dsts = s_.destinations(tr);
            if (dsts.empty()) addShape(ViolationKind::EmptyDestination, t, k, tr, tr.src);
            for (ProcessorId y : dsts) {
                if (target && *target == y) delivered_[tr.item] = true;
                if (inRange && !rules_->canRead(y, c)) addShape(ViolationKind::DestinationGroupMismatch, t, k, tr, y);
                if (receiverStamp_[y] != stamp) {
                    receiverStamp_[y] = stamp;
                    receiverCount_[y] = 0;
                }
                if (++receiverCount_[y] == s_.network.receivesPerSlot + 1) conflicts = true;
            }
        }
        report_.couplersUsed[t] = used;
        if (conflicts) collectConflicts(t);
    }

    void addShape(ViolationKind kind, std::uint32_t t, std::uint32_t k, const Transmission& tr, ProcessorId p) {
        Violation v = violation(kind);
        v.slot = t;
        v.processors = {p};
        v.coupler = tr.coupler();
        v.item = tr.item;
        v.transmissions = {k};
        add(std::move(v));
    }

    // Second look at a slot known to have a conflict: one violation per clashing
    // coupler, sender and receiver, with every transmission involved.
    void collectConflicts(std::uint32_t t) {
        const auto slot = s_.slot(t);
        std::vector<Violation> found;
        std::unordered_map<std::uint64_t, std::size_t> index; // (kind, key) -> found[]
        auto entry = [&](ViolationKind kind, std::uint64_t key) -> Violation& {
            const auto [it, fresh] = index.try_emplace((std::uint64_t(kind) << 40) | key, found.size());
            if (fresh) {
                found.push_back(violation(kind));
                found.back().slot = t;
            }
            return found[it->second];
        };
        for (std::uint32_t k = 0; k < slot.size(); ++k) {
            const Transmission& tr = slot[k];
            const Coupler c = tr.coupler();
            if (rules_->exists(c)) {
                const std::size_t ci = rows_(tr);
                if (couplerCount_[ci] > 1) {
                    Violation& v = entry(ViolationKind::CouplerConflict, ci);
                    v.coupler = c;
                    v.processors.push_back(tr.src);
                    v.transmissions.push_back(k);
                    v.count = couplerCount_[ci];
                }
            }
            if (senderCount_[tr.src] > 1) {
                Violation& v = entry(ViolationKind::TransmitterConflict, tr.src);
                if (v.processors.empty()) v.processors.push_back(tr.src);
                v.transmissions.push_back(k);
            }
            for (ProcessorId y : s_.destinations(tr)) {
                if (receiverCount_[y] <= s_.network.receivesPerSlot) continue;
                Violation& v = entry(ViolationKind::ReceiverConflict, y);
                if (v.processors.empty()) v.processors.push_back(y);
                v.transmissions.push_back(k);
                v.count = receiverCount_[y];
            }
        }
        for (Violation& v : found) {
            if (v.kind == ViolationKind::TransmitterConflict) {
                std::vector<ItemIndex> items;
                for (auto k : v.transmissions)
                    items.push_back(slot[k].item);
                std::sort(items.begin(), items.end());
                v.count = std::uint32_t(std::unique(items.begin(), items.end()) - items.begin());
            }
            add(std::move(v));
        }
    }

    // Who holds what when: built only for schedules that relay items, compute them, or
    // deliver one item to several processors.
    Holdings& holdings() {
        if (!holdings_) holdings_.emplace(s_);
        return *holdings_;
    }

    void checkHolding() {
        for (const auto& [t, k] : deferred_) {
            const Transmission& tr = s_.slot(t)[k];
            if (holdings().heldFrom(tr.item, tr.src) <= t) continue;
            Violation v = violation(ViolationKind::ItemNotHeld);
            v.slot = t;
            v.processors = {tr.src};
            v.coupler = tr.coupler();
            v.item = tr.item;
            v.transmissions = {k};
            add(std::move(v));
        }
    }

    bool heldAtEnd(ItemIndex item, ProcessorId y) {
        if (auto target = s_.singleTarget(item); target && *target == y) {
            if (delivered_[item]) return true; // y read it in some slot
            if (y == s_.origin(item) && s_.isInput(item)) return true;
            if (y != s_.origin(item) && !s_.hasBundles()) return false; // else: read in a bundle?
        }
        return holdings().heldFrom(item, y) != Holdings::kNever;
    }

    void checkDelivery() {
        for (ItemIndex item = 0; item < s_.itemCount(); ++item) {
            for (ProcessorId y : s_.deliverTo(item)) {
                if (heldAtEnd(item, y)) continue;
                Violation v = violation(ViolationKind::Undelivered);
                v.processors = {y};
                v.item = item;
                add(std::move(v));
            }
        }
    }

    // A goal holds when its processor holds the item and unfolding it through
    // dependsOn reaches each listed input exactly once. Reach counts saturate at 2.
    void checkGoals() {
        if (s_.goals.empty()) return;
        std::vector<std::uint8_t> reach(s_.itemCount(), 0);
        std::vector<std::uint32_t> seen(s_.itemCount(), 0);
        std::vector<ItemIndex> order;
        std::uint32_t stamp = 0;
        for (const Goal& goal : s_.goals) {
            ++stamp;
            if (holdings().heldFrom(goal.item, goal.at) == Holdings::kNever) {
                Violation v = violation(ViolationKind::GoalNotHeld);
                v.processors = {goal.at};
                v.item = goal.item;
                add(std::move(v));
            }
            topologicalOrder(goal.item, seen, stamp, order);
            for (ItemIndex x : order)
                reach[x] = 0;
            reach[goal.item] = 1;
            for (ItemIndex x : order)
                for (ItemIndex dep : s_.dependsOn(x))
                    if (seen[dep] == stamp) reach[dep] = std::uint8_t(std::min(2, reach[dep] + reach[x]));
            std::vector<std::uint8_t> listed;
            for (ItemIndex in : goal.inputs) {
                Violation v;
                v.processors = {goal.at};
                v.item = goal.item;
                v.input = in;
                if (seen[in] != stamp || reach[in] == 0) {
                    v.kind = ViolationKind::GoalInputMissing;
                    add(std::move(v));
                } else if (reach[in] > 1) {
                    v.kind = ViolationKind::GoalInputRepeated;
                    v.count = reach[in];
                    add(std::move(v));
                }
            }
            // Inputs reached that the goal does not list.
            std::vector<ItemIndex> inputs(goal.inputs);
            std::sort(inputs.begin(), inputs.end());
            for (ItemIndex x : order) {
                if (!s_.isInput(x) || reach[x] == 0) continue;
                if (std::binary_search(inputs.begin(), inputs.end(), x)) continue;
                Violation v = violation(ViolationKind::GoalExtraInput);
                v.processors = {goal.at};
                v.item = goal.item;
                v.input = x;
                add(std::move(v));
            }
        }
    }

    // Items reachable from `root` through dependsOn, each before its dependencies.
    // Edges closing a cycle are ignored here (the cycle is reported elsewhere).
    void topologicalOrder(ItemIndex root, std::vector<std::uint32_t>& seen, std::uint32_t stamp,
                          std::vector<ItemIndex>& order) {
        order.clear();
        std::vector<std::pair<ItemIndex, std::size_t>> stack{{root, 0}};
        std::vector<ItemIndex> post;
        seen[root] = stamp;
        while (!stack.empty()) {
            auto& [x, next] = stack.back();
            const auto deps = s_.dependsOn(x);
            if (next < deps.size()) {
                const ItemIndex dep = deps[next++];
                if (seen[dep] != stamp) {
                    seen[dep] = stamp;
                    stack.push_back({dep, 0});
                }
                continue;
            }
            post.push_back(x);
            stack.pop_back();
        }
        order.assign(post.rbegin(), post.rend());
    }

    const Schedule& s_;
    const ValidatorOptions& options_;
    const std::unique_ptr<ChannelRules> rules_;
    const std::uint32_t n_;
    const ChannelRows rows_;
    ValidationReport report_;
    std::vector<std::uint32_t> couplerStamp_, couplerCount_;
    std::vector<std::uint32_t> senderStamp_;
    std::vector<ItemIndex> senderItem_;
    std::vector<std::uint32_t> senderCount_;
    std::vector<std::uint32_t> receiverStamp_, receiverCount_;
    std::vector<bool> delivered_;                                   // item read by its single deliverTo processor
    std::vector<std::pair<std::uint32_t, std::uint32_t>> deferred_; // (slot, index) to check
    std::optional<Holdings> holdings_;
};

} // namespace

ValidationReport validate(const Schedule& schedule, const ValidatorOptions& options) {
    return Checker(schedule, options).run();
}

} // namespace popslab
