#include "slotted/RawSchedule.h"

#include "slotted/ChannelRules.h"

#include <span>
#include <unordered_map>

namespace popslab {

void RawSchedule::finishTransmission(const RawTransmission& t, const std::vector<ProcessorId>& dst) {
    Transmission& out = transmissions.back();
    out.src = t.src;
    out.item = t.item;
    out.couplerDestination = t.coupler[0];
    out.couplerSource = t.coupler[1];
    if (dst.size() == 1) {
        out.dst = dst[0];
    } else {
        out.dst = Transmission::kListFlag | std::uint32_t(listStart.size() - 1);
        listData.insert(listData.end(), dst.begin(), dst.end());
        listStart.push_back(std::uint32_t(listData.size()));
    }
}

namespace {

// An item on a dependsOn cycle, if there is one: the format calls such a document
// malformed, since no processor could ever compute the items on it. Iterative
// depth-first search, so a chain of millions of items needs no deep stack.
std::optional<ItemIndex> dependencyCycle(const Schedule& s) {
    enum : std::uint8_t { kNew, kOpen, kDone };
    std::vector<std::uint8_t> state(s.itemCount(), kNew);
    std::vector<std::pair<ItemIndex, std::size_t>> stack;
    for (ItemIndex root = 0; root < s.itemCount(); ++root) {
        if (state[root] != kNew || s.dependsOn(root).empty()) continue;
        stack.assign(1, {root, 0});
        state[root] = kOpen;
        while (!stack.empty()) {
            auto& [item, next] = stack.back();
            const auto deps = s.dependsOn(item);
            if (next == deps.size()) {
                state[item] = kDone;
                stack.pop_back();
                continue;
            }
            const ItemIndex dep = deps[next++];
            if (state[dep] == kOpen) return dep;
            if (state[dep] == kNew) {
                state[dep] = kOpen;
                stack.push_back({dep, 0});
            }
        }
    }
    return std::nullopt;
}

ReadError at(const std::string& field, const std::string& message) {
    return ReadError{field, field + ": " + message};
}

std::string idx(std::size_t i) {
    std::string s(1, '[');
    s += std::to_string(i);
    s += ']';
    return s;
}

} // namespace

namespace {

using Problem = std::optional<ReadError>;

// toSchedule()'s phases over one document: every reference checked against the network's
// n processors and the document's item ids, the first bad one named by its field.
class Resolution {
public:
    Resolution(RawSchedule& raw, Schedule& s, std::uint32_t n)
        : raw_(raw), s_(s), n_(n),
          range_(" is out of range 0.." + std::to_string(n - 1) + " for n = " + std::to_string(n)) {}

    Problem ids();
    Problem items();
    Problem goals();
    Problem embedding();
    Problem slots();

private:
    bool processorOk(ProcessorId p) const { return p < n_; }
    std::string badProcessor(ProcessorId p) const { return "processor " + std::to_string(p) + range_; }
    std::optional<ItemIndex> resolve(std::uint32_t id) const {
        if (identity_) return id < raw_.items.size() ? std::optional<ItemIndex>(id) : std::nullopt;
        auto it = indexOf_.find(id);
        return it == indexOf_.end() ? std::nullopt : std::optional<ItemIndex>(it->second);
    }
    // Where item i's list (deliverStart, dependsStart or partsStart) ends: the next item's start.
    std::size_t end(std::size_t i, std::uint32_t RawItem::*start, std::size_t total) const {
        return i + 1 < raw_.items.size() ? raw_.items[i + 1].*start : total;
    }
    Problem bundle(std::size_t i, std::span<const ProcessorId> deliver, std::vector<ItemIndex>& parts);

    RawSchedule& raw_;
    Schedule& s_;
    std::uint32_t n_;
    std::string range_;
    bool identity_ = true;
    std::unordered_map<std::uint32_t, ItemIndex> indexOf_;
};

// Item ids: the index itself when the document numbers items 0, 1, 2, ...
Problem Resolution::ids() {
    for (std::size_t i = 0; i < raw_.items.size() && identity_; ++i)
        identity_ = raw_.items[i].id == i;
    if (identity_) return std::nullopt;
    indexOf_.reserve(raw_.items.size());
    std::vector<std::uint64_t> ids(raw_.items.size());
    for (std::size_t i = 0; i < raw_.items.size(); ++i) {
        if (!indexOf_.emplace(raw_.items[i].id, ItemIndex(i)).second)
            return at("items" + idx(i) + ".id", "duplicate item id " + std::to_string(raw_.items[i].id));
        ids[i] = raw_.items[i].id;
    }
    s_.setItemIds(std::move(ids));
    return std::nullopt;
}

Problem Resolution::items() {
    s_.reserveItems(raw_.items.size());
    std::vector<ItemIndex> deps;
    for (std::size_t i = 0; i < raw_.items.size(); ++i) {
        const auto field = [&] { return "items" + idx(i); }; // built only for an error
        const RawItem& item = raw_.items[i];
        if (!processorOk(item.origin)) return at(field() + ".origin", badProcessor(item.origin));
        const std::size_t dEnd = end(i, &RawItem::deliverStart, raw_.deliverData.size());
        for (std::size_t k = item.deliverStart; k < dEnd; ++k)
            if (!processorOk(raw_.deliverData[k]))
                return at(field() + ".deliverTo" + idx(k - item.deliverStart), badProcessor(raw_.deliverData[k]));
        deps.clear();
        for (std::size_t k = item.dependsStart; k < end(i, &RawItem::dependsStart, raw_.dependsData.size()); ++k) {
            auto dep = resolve(raw_.dependsData[k]);
            if (!dep)
                return at(field() + ".dependsOn" + idx(k - item.dependsStart),
                          "unknown item " + std::to_string(raw_.dependsData[k]));
            deps.push_back(*dep);
        }
        const auto deliver = std::span(raw_.deliverData).subspan(item.deliverStart, dEnd - item.deliverStart);
        if (end(i, &RawItem::partsStart, raw_.partsData.size()) == item.partsStart) {
            s_.addItem(item.origin, deliver, deps);
            continue;
        }
        if (!deps.empty()) return at(field(), "has both \"dependsOn\" and \"parts\"; an item is computed or a bundle");
        if (auto bad = bundle(i, deliver, deps)) return bad;
    }
    if (auto cycle = dependencyCycle(s_)) {
        const std::string id = std::to_string(s_.itemId(*cycle));
        return at("items" + idx(*cycle) + ".dependsOn",
                  "item " + id + " depends on itself through dependsOn (a dependency cycle)");
    }
    // A bundle is not a value: sums name its parts.
    for (ItemIndex i = 0; i < s_.itemCount(); ++i)
        for (std::size_t k = 0; k < s_.dependsOn(i).size(); ++k)
            if (s_.isBundle(s_.dependsOn(i)[k]))
                return at("items" + idx(i) + ".dependsOn" + idx(k),
                          "item " + std::to_string(s_.itemId(s_.dependsOn(i)[k])) + " is a bundle; name its parts");
    return std::nullopt;
}

// Item i is a bundle (the README's `parts`): its parts are items, none a bundle itself.
Problem Resolution::bundle(std::size_t i, std::span<const ProcessorId> deliver, std::vector<ItemIndex>& parts) {
    const RawItem& item = raw_.items[i];
    parts.clear();
    for (std::size_t k = item.partsStart; k < end(i, &RawItem::partsStart, raw_.partsData.size()); ++k) {
        const auto field = [&] { return "items" + idx(i) + ".parts" + idx(k - item.partsStart); };
        auto part = resolve(raw_.partsData[k]);
        if (!part) return at(field(), "unknown item " + std::to_string(raw_.partsData[k]));
        if (raw_.items[*part].partsStart != end(*part, &RawItem::partsStart, raw_.partsData.size()))
            return at(field(),
                      "item " + std::to_string(raw_.partsData[k]) + " is a bundle itself; bundles do not nest");
        parts.push_back(*part);
    }
    s_.addBundle(item.origin, parts, deliver);
    return std::nullopt;
}

Problem Resolution::goals() {
    for (std::size_t k = 0; k < raw_.goals.size(); ++k) {
        const RawGoal& raw = raw_.goals[k];
        const std::string field = "goals" + idx(k);
        Goal goal;
        auto item = resolve(raw.item);
        if (!item) return at(field + ".item", "unknown item " + std::to_string(raw.item));
        goal.item = *item;
        if (!processorOk(raw.at)) return at(field + ".at", badProcessor(raw.at));
        goal.at = raw.at;
        for (std::size_t m = 0; m < raw.inputs.size(); ++m) {
            auto input = resolve(raw.inputs[m]);
            if (!input) return at(field + ".inputs" + idx(m), "unknown item " + std::to_string(raw.inputs[m]));
            goal.inputs.push_back(*input);
        }
        s_.goals.push_back(std::move(goal));
    }
    return std::nullopt;
}

Problem Resolution::embedding() {
    auto& embedding = raw_.embedding;
    if (embedding.empty()) return std::nullopt;
    if (embedding.size() != n_)
        return at("embedding",
                  "has " + std::to_string(embedding.size()) + " entries, n = " + std::to_string(n_) + " needed");
    std::vector<bool> seen(n_, false);
    for (std::size_t v = 0; v < n_; ++v) {
        if (!processorOk(embedding[v])) return at("embedding" + idx(v), badProcessor(embedding[v]));
        if (seen[embedding[v]])
            return at("embedding" + idx(v), "processor " + std::to_string(embedding[v]) + " appears twice");
        seen[embedding[v]] = true;
    }
    s_.embedding = std::move(embedding);
    return std::nullopt;
}

Problem Resolution::slots() {
    auto& slotStart = raw_.slotStart;
    const auto& listStart = raw_.listStart;
    const auto& listData = raw_.listData;
    // A receiver listed twice in one dst is a malformed document (see the README), not a
    // transmission in conflict with itself: dst is a set of readers.
    std::vector<std::uint64_t> listedBy(listStart.size() > 1 ? n_ : 0, 0);
    slotStart.push_back(raw_.transmissions.size());
    for (std::size_t t = 0; t + 1 < slotStart.size(); ++t) {
        for (std::uint64_t k = slotStart[t]; k < slotStart[t + 1]; ++k) {
            Transmission& tr = raw_.transmissions[k];
            // Named only when something is wrong: a million transmissions build no strings.
            const auto field = [&] { return "slots" + idx(t) + idx(k - slotStart[t]); };
            if (!processorOk(tr.src)) return at(field() + ".src", badProcessor(tr.src));
            if (tr.hasDestinationList()) {
                const auto list = tr.dst & ~Transmission::kListFlag;
                for (auto m = listStart[list]; m < listStart[list + 1]; ++m)
                    if (!processorOk(listData[m]))
                        return at(field() + ".dst" + idx(m - listStart[list]), badProcessor(listData[m]));
                for (auto m = listStart[list]; m < listStart[list + 1]; ++m) {
                    if (listedBy[listData[m]] == k + 1)
                        return at(field() + ".dst" + idx(m - listStart[list]),
                                  "processor " + std::to_string(listData[m]) + " is listed twice");
                    listedBy[listData[m]] = k + 1;
                }
            } else if (!processorOk(tr.dst)) {
                return at(field() + ".dst[0]", badProcessor(tr.dst));
            }
            auto item = resolve(tr.item);
            if (!item) return at(field() + ".item", "unknown item " + std::to_string(tr.item));
            tr.item = *item;
        }
    }
    for (std::size_t list = 0; list + 1 < listStart.size(); ++list)
        s_.addDestinationList(std::span(listData).subspan(listStart[list], listStart[list + 1] - listStart[list]));
    s_.setSlots(std::move(raw_.transmissions), std::move(slotStart));
    return std::nullopt;
}

} // namespace

ReadResult RawSchedule::toSchedule() {
    if (format.empty()) return ReadError{"format", "missing \"format\""};
    if (format != kScheduleFormat) return at("format", "\"" + format + "\" is not \"" + kScheduleFormat + "\"");
    for (std::size_t k = 0; k < extensions.size(); ++k)
        if (extensions[k] != "parts")
            return at("extensions" + idx(k),
                      "\"" + extensions[k] + "\" is not an extension this version knows (\"parts\")");
    if (!d || !g) return ReadError{"network", "missing \"network\" with \"d\" and \"g\""};
    const std::string type = networkType.empty() ? defaultNetworkType() : networkType;
    if (auto why = networkProblem(type, *d, *g))
        return at(!isSlottedNetwork(type) ? "network.type" : *d < 1 ? "network.d" : "network.g", *why);
    const std::uint64_t rps = receivesPerSlot.value_or(1);
    if (rps < 1) return at("network.receivesPerSlot", "must be at least 1");

    Schedule s(NetworkSpec{std::uint32_t(*d), std::uint32_t(*g), std::uint32_t(rps), type}, pattern);
    Resolution resolution(*this, s, std::uint32_t(*d * *g));
    for (Problem (Resolution::*phase)() :
         {&Resolution::ids, &Resolution::items, &Resolution::goals, &Resolution::embedding, &Resolution::slots})
        if (auto bad = (resolution.*phase)()) return *bad;
    return s;
}

} // namespace popslab
