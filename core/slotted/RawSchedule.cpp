#include "slotted/RawSchedule.h"

#include "slotted/ChannelRules.h"

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

ReadResult RawSchedule::toSchedule() {
    if (format.empty()) return ReadError{"format", "missing \"format\""};
    if (format != kScheduleFormat) return at("format", "\"" + format + "\" is not \"" + kScheduleFormat + "\"");
    for (std::size_t k = 0; k < extensions.size(); ++k)
        if (extensions[k] != "parts")
            return at("extensions" + idx(k),
                      "\"" + extensions[k] + "\" is not an extension this version knows (\"parts\")");
    if (!d || !g) return ReadError{"network", "missing \"network\" with \"d\" and \"g\""};
    const std::string type = networkType.empty() ? "pops" : networkType;
    if (auto why = networkProblem(type, *d, *g))
        return at(!isSlottedNetwork(type) ? "network.type" : *d < 1 ? "network.d" : "network.g", *why);
    const std::uint64_t rps = receivesPerSlot.value_or(1);
    if (rps < 1) return at("network.receivesPerSlot", "must be at least 1");
    const std::uint32_t n = std::uint32_t(*d * *g);
    const std::string range = " is out of range 0.." + std::to_string(n - 1) + " for n = " + std::to_string(n);
    auto processorOk = [&](ProcessorId p) { return p < n; };

    Schedule s(NetworkSpec{std::uint32_t(*d), std::uint32_t(*g), std::uint32_t(rps), type}, pattern);

    // Item ids: the index itself when the document numbers items 0, 1, 2, ...
    bool identity = true;
    for (std::size_t i = 0; i < items.size() && identity; ++i)
        identity = items[i].id == i;
    std::unordered_map<std::uint32_t, ItemIndex> indexOf;
    if (!identity) {
        indexOf.reserve(items.size());
        std::vector<std::uint64_t> ids(items.size());
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (!indexOf.emplace(items[i].id, ItemIndex(i)).second)
                return at("items" + idx(i) + ".id", "duplicate item id " + std::to_string(items[i].id));
            ids[i] = items[i].id;
        }
        s.setItemIds(std::move(ids));
    }
    auto resolve = [&](std::uint32_t id) -> std::optional<ItemIndex> {
        if (identity) return id < items.size() ? std::optional<ItemIndex>(id) : std::nullopt;
        auto it = indexOf.find(id);
        return it == indexOf.end() ? std::nullopt : std::optional<ItemIndex>(it->second);
    };

    s.reserveItems(items.size());
    std::vector<ItemIndex> deps;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto field = [&] { return "items" + idx(i); }; // built only for an error
        if (!processorOk(items[i].origin))
            return at(field() + ".origin", "processor " + std::to_string(items[i].origin) + range);
        const RawItem& item = items[i];
        const std::size_t dEnd = i + 1 < items.size() ? items[i + 1].deliverStart : deliverData.size();
        for (std::size_t k = item.deliverStart; k < dEnd; ++k)
            if (!processorOk(deliverData[k]))
                return at(field() + ".deliverTo" + idx(k - item.deliverStart),
                          "processor " + std::to_string(deliverData[k]) + range);
        const std::size_t pEnd = i + 1 < items.size() ? items[i + 1].dependsStart : dependsData.size();
        deps.clear();
        for (std::size_t k = item.dependsStart; k < pEnd; ++k) {
            auto dep = resolve(dependsData[k]);
            if (!dep)
                return at(field() + ".dependsOn" + idx(k - item.dependsStart),
                          "unknown item " + std::to_string(dependsData[k]));
            deps.push_back(*dep);
        }
        const auto deliver = std::span(deliverData).subspan(item.deliverStart, dEnd - item.deliverStart);
        const std::size_t sEnd = i + 1 < items.size() ? items[i + 1].partsStart : partsData.size();
        if (sEnd == item.partsStart) {
            s.addItem(items[i].origin, deliver, deps);
            continue;
        }
        if (!deps.empty()) return at(field(), "has both \"dependsOn\" and \"parts\"; an item is computed or a bundle");
        deps.clear();
        for (std::size_t k = item.partsStart; k < sEnd; ++k) {
            auto part = resolve(partsData[k]);
            if (!part)
                return at(field() + ".parts" + idx(k - item.partsStart),
                          "unknown item " + std::to_string(partsData[k]));
            const std::size_t p = *part;
            if (items[p].partsStart != (p + 1 < items.size() ? items[p + 1].partsStart : partsData.size()))
                return at(field() + ".parts" + idx(k - item.partsStart),
                          "item " + std::to_string(partsData[k]) + " is a bundle itself; bundles do not nest");
            deps.push_back(*part);
        }
        s.addBundle(items[i].origin, deps, deliver);
    }
    if (auto cycle = dependencyCycle(s)) {
        const std::string id = std::to_string(s.itemId(*cycle));
        return at("items" + idx(*cycle) + ".dependsOn",
                  "item " + id + " depends on itself through dependsOn (a dependency cycle)");
    }
    // A bundle is not a value: sums name its parts.
    for (ItemIndex i = 0; i < s.itemCount(); ++i)
        for (std::size_t k = 0; k < s.dependsOn(i).size(); ++k)
            if (s.isBundle(s.dependsOn(i)[k]))
                return at("items" + idx(i) + ".dependsOn" + idx(k),
                          "item " + std::to_string(s.itemId(s.dependsOn(i)[k])) + " is a bundle; name its parts");

    for (std::size_t k = 0; k < goals.size(); ++k) {
        const RawGoal& raw = goals[k];
        const std::string field = "goals" + idx(k);
        Goal goal;
        auto item = resolve(raw.item);
        if (!item) return at(field + ".item", "unknown item " + std::to_string(raw.item));
        goal.item = *item;
        if (!processorOk(raw.at)) return at(field + ".at", "processor " + std::to_string(raw.at) + range);
        goal.at = raw.at;
        for (std::size_t m = 0; m < raw.inputs.size(); ++m) {
            auto input = resolve(raw.inputs[m]);
            if (!input) return at(field + ".inputs" + idx(m), "unknown item " + std::to_string(raw.inputs[m]));
            goal.inputs.push_back(*input);
        }
        s.goals.push_back(std::move(goal));
    }

    if (!embedding.empty()) {
        if (embedding.size() != n)
            return at("embedding",
                      "has " + std::to_string(embedding.size()) + " entries, n = " + std::to_string(n) + " needed");
        std::vector<bool> seen(n, false);
        for (std::size_t v = 0; v < n; ++v) {
            if (!processorOk(embedding[v]))
                return at("embedding" + idx(v), "processor " + std::to_string(embedding[v]) + range);
            if (seen[embedding[v]])
                return at("embedding" + idx(v), "processor " + std::to_string(embedding[v]) + " appears twice");
            seen[embedding[v]] = true;
        }
        s.embedding = std::move(embedding);
    }

    // A receiver listed twice in one dst is a malformed document (see the README), not a
    // transmission in conflict with itself: dst is a set of readers.
    std::vector<std::uint64_t> listedBy(listStart.size() > 1 ? n : 0, 0);
    slotStart.push_back(transmissions.size());
    for (std::size_t t = 0; t + 1 < slotStart.size(); ++t) {
        for (std::uint64_t k = slotStart[t]; k < slotStart[t + 1]; ++k) {
            Transmission& tr = transmissions[k];
            // Named only when something is wrong: a million transmissions build no strings.
            const auto field = [&] { return "slots" + idx(t) + idx(k - slotStart[t]); };
            if (!processorOk(tr.src)) return at(field() + ".src", "processor " + std::to_string(tr.src) + range);
            if (tr.hasDestinationList()) {
                const auto list = tr.dst & ~Transmission::kListFlag;
                for (auto m = listStart[list]; m < listStart[list + 1]; ++m)
                    if (!processorOk(listData[m]))
                        return at(field() + ".dst" + idx(m - listStart[list]),
                                  "processor " + std::to_string(listData[m]) + range);
                for (auto m = listStart[list]; m < listStart[list + 1]; ++m) {
                    if (listedBy[listData[m]] == k + 1)
                        return at(field() + ".dst" + idx(m - listStart[list]),
                                  "processor " + std::to_string(listData[m]) + " is listed twice");
                    listedBy[listData[m]] = k + 1;
                }
            } else if (!processorOk(tr.dst)) {
                return at(field() + ".dst[0]", "processor " + std::to_string(tr.dst) + range);
            }
            auto item = resolve(tr.item);
            if (!item) return at(field() + ".item", "unknown item " + std::to_string(tr.item));
            tr.item = *item;
        }
    }
    for (std::size_t list = 0; list + 1 < listStart.size(); ++list)
        s.addDestinationList(std::span(listData).subspan(listStart[list], listStart[list + 1] - listStart[list]));
    s.setSlots(std::move(transmissions), std::move(slotStart));
    return s;
}

} // namespace popslab
