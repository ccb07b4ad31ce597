#include "OknSimulator.h"

#include "common/Work.h"

#include <algorithm>
#include <limits>
#include <map>
#include <unordered_map>

namespace popslab::okn {

void Program::send(Node from, Node to, Time at, const std::vector<DataId>& payload, Time units) {
    work::tick(3 + payload.size() / 4); // as oknWork counts: its configure and tear down too
    events.push_back(
        {EventKind::Send, from, to, at, payload.empty() ? units : Time(payload.size()), data.size(), payload.size()});
    data.insert(data.end(), payload.begin(), payload.end());
}

const char* ruleName(Rule rule) {
    switch (rule) {
    case Rule::PortLimit:
        return "port-limit";
    case Rule::NoLink:
        return "no-link";
    case Rule::LinkConfiguring:
        return "link-configuring";
    case Rule::LinkBusy:
        return "link-busy";
    case Rule::NotHeld:
        return "not-held";
    case Rule::BadLength:
        return "bad-length";
    case Rule::GoalMissed:
        return "goal-missed";
    case Rule::BadEvent:
        return "bad-event";
    }
    return "unknown";
}

namespace {

struct Link {
    Time up;            // when configuring ends
    Time busyUntil = 0; // when the last message over it ends
};

std::uint64_t key(Node a, Node b) {
    return (std::uint64_t(a) << 32) | b;
}

} // namespace

SimulationResult simulate(const Program& prog, bool recordTimeline) {
    const OknNetwork& net = prog.network;
    SimulationResult result;
    auto fail = [&](Rule rule, Node node, Time time, const std::string& what) {
        result.violation = Violation{rule, node, time,
                                     "node " + std::to_string(node) + " at time " + std::to_string(time) + ": " + what +
                                         " (" + ruleName(rule) + ")"};
        return result;
    };
    std::vector<std::size_t> order(prog.events.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const Event &x = prog.events[a], &y = prog.events[b];
        return x.time != y.time ? x.time < y.time : int(x.kind) < int(y.kind);
    });
    std::unordered_map<std::uint64_t, Link> links;
    std::vector<std::uint32_t> out(net.nodes, 0), in(net.nodes, 0);
    // held[node][datum] = when the node holds it (content tracking only).
    std::vector<std::unordered_map<DataId, Time>> held(prog.content.tracked ? net.nodes : 0);
    if (prog.content.tracked)
        for (auto [datum, node] : prog.content.initial)
            if (node < net.nodes) held[node][datum] = std::numeric_limits<Time>::min();

    for (std::size_t index : order) {
        work::tick();
        const Event& e = prog.events[index];
        if (e.from >= net.nodes || e.to >= net.nodes || e.from == e.to)
            return fail(Rule::BadEvent, e.from, e.time,
                        "a link must join two different nodes of 0.." + std::to_string(net.nodes - 1));
        const std::uint64_t k = key(e.from, e.to);
        if (e.kind == EventKind::TearDown) {
            auto it = links.find(k);
            if (it == links.end())
                return fail(Rule::BadEvent, e.from, e.time,
                            "tears down a link to node " + std::to_string(e.to) + " it does not have");
            --out[e.from];
            --in[e.to];
            links.erase(it);
            if (recordTimeline) result.timeline.push_back({e.kind, e.from, e.to, e.time, e.time});
        } else if (e.kind == EventKind::Configure) {
            if (links.count(k))
                return fail(Rule::BadEvent, e.from, e.time,
                            "configures a link to node " + std::to_string(e.to) + " twice");
            if (out[e.from] + 1 > net.ports)
                return fail(Rule::PortLimit, e.from, e.time,
                            "would use more than k = " + std::to_string(net.ports) + " transmit ports");
            if (in[e.to] + 1 > net.ports)
                return fail(Rule::PortLimit, e.to, e.time,
                            "would use more than k = " + std::to_string(net.ports) + " receive ports");
            ++out[e.from];
            ++in[e.to];
            links[k] = Link{e.time + net.delay};
            if (recordTimeline) result.timeline.push_back({e.kind, e.from, e.to, e.time, e.time + net.delay});
        } else {
            auto it = links.find(k);
            if (it == links.end())
                return fail(Rule::NoLink, e.from, e.time, "sends to node " + std::to_string(e.to) + " without a link");
            if (it->second.up > e.time)
                return fail(Rule::LinkConfiguring, e.from, e.time,
                            "sends to node " + std::to_string(e.to) + " while the link is still configuring (up at " +
                                std::to_string(it->second.up) + ")");
            if (it->second.busyUntil > e.time)
                return fail(Rule::LinkBusy, e.from, e.time,
                            "sends to node " + std::to_string(e.to) + " while the link carries another message");
            if (e.length < 1 || (e.dataCount > 0 && Time(e.dataCount) != e.length))
                return fail(Rule::BadLength, e.from, e.time,
                            "sends a message of length " + std::to_string(e.length) + " carrying " +
                                std::to_string(e.dataCount) + " data");
            it->second.busyUntil = e.time + e.length;
            if (prog.content.tracked) {
                for (std::uint64_t d = e.dataBegin; d < e.dataBegin + e.dataCount; ++d) {
                    const DataId datum = prog.data[d];
                    auto h = held[e.from].find(datum);
                    if (h == held[e.from].end() || h->second > e.time)
                        return fail(Rule::NotHeld, e.from, e.time,
                                    "sends datum " + std::to_string(datum) + " before holding it");
                    auto [slot, fresh] = held[e.to].try_emplace(datum, e.time + e.length);
                    if (!fresh) slot->second = std::min(slot->second, e.time + e.length);
                }
            }
            result.completion = std::max(result.completion, e.time + e.length);
            if (recordTimeline) result.timeline.push_back({e.kind, e.from, e.to, e.time, e.time + e.length});
        }
    }
    if (prog.content.tracked)
        for (auto [datum, node] : prog.content.required)
            if (node >= net.nodes || !held[node].count(datum))
                return fail(Rule::GoalMissed, node, result.completion, "ends without datum " + std::to_string(datum));
    return result;
}

} // namespace popslab::okn
