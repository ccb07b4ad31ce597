// Broadcast and scatter on OK_N (paper 003, sections 3 and 4).
#include "OknAlgorithms.h"
#include "common/Work.h"

#include <algorithm>
#include <queue>
#include <tuple>

namespace popslab::okn {

namespace {

Content broadcastContent(const OknNetwork& net, bool tracked) {
    Content c;
    c.tracked = tracked;
    if (!tracked) return c;
    c.initial.push_back({0, 0});
    for (Node x = 1; x < net.nodes; ++x)
        c.required.push_back({0, x});
    return c;
}

std::vector<DataId> datum(bool content, DataId id) {
    return content ? std::vector<DataId>{id} : std::vector<DataId>{};
}

// Sends from `from` to each target: tear down the previous links at `at`, configure
// new ones, send when they are up.
void stepTo(Program& p, Node from, std::vector<Node>& current, const std::vector<Node>& targets, Time at,
            const std::vector<std::vector<DataId>>& payloads, const std::vector<Time>& units) {
    for (Node t : current)
        p.tearDown(from, t, at);
    current = targets;
    for (std::size_t j = 0; j < targets.size(); ++j) {
        p.configure(from, targets[j], at);
        p.send(from, targets[j], at + p.network.delay, payloads[j], units[j]);
    }
}

// A k-ary tree on node numbers: the children of x are xk+1 .. xk+k.
std::vector<Node> children(const OknNetwork& net, Node x) {
    std::vector<Node> out;
    for (std::uint64_t c = std::uint64_t(x) * net.ports + 1;
         c <= std::uint64_t(x) * net.ports + net.ports && c < net.nodes; ++c)
        out.push_back(Node(c));
    return out;
}

std::vector<std::uint32_t> depths(const OknNetwork& net) {
    std::vector<std::uint32_t> depth(net.nodes, 0);
    for (Node x = 1; x < net.nodes; ++x)
        depth[x] = depth[(x - 1) / net.ports] + 1;
    return depth;
}

} // namespace

Program broadcastSequential(const OknNetwork& net, bool content) {
    Program p{net, {}, {}, broadcastContent(net, content)};
    std::vector<Node> current;
    const Time step = net.delay + 1;
    for (Node first = 1, s = 0; first < net.nodes; first += net.ports, ++s) {
        std::vector<Node> targets;
        for (Node t = first; t < std::min<std::uint64_t>(net.nodes, std::uint64_t(first) + net.ports); ++t)
            targets.push_back(t);
        stepTo(p, 0, current, targets, Time(s) * step,
               std::vector<std::vector<DataId>>(targets.size(), datum(content, 0)),
               std::vector<Time>(targets.size(), 1));
    }
    return p;
}

// B1: level by level; every node configures links to its k children when it is
// informed, then sends (d + 1 per level).
Program broadcastKaryTree(const OknNetwork& net, bool content) {
    Program p{net, {}, {}, broadcastContent(net, content)};
    const auto depth = depths(net);
    for (Node x = 0; x < net.nodes; ++x) {
        const Time informed = Time(depth[x]) * (net.delay + 1);
        std::vector<Node> none;
        const auto kids = children(net, x);
        stepTo(p, x, none, kids, informed, std::vector<std::vector<DataId>>(kids.size(), datum(content, 0)),
               std::vector<Time>(kids.size(), 1));
    }
    return p;
}

// B3: the same tree, every link configured in parallel from time 0; the message
// then runs down the tree one level per time unit.
Program broadcastPreconfiguredTree(const OknNetwork& net, bool content) {
    Program p{net, {}, {}, broadcastContent(net, content)};
    const auto depth = depths(net);
    for (Node x = 0; x < net.nodes; ++x)
        for (Node c : children(net, x)) {
            p.configure(x, c, 0);
            p.send(x, c, net.delay + Time(depth[x]), datum(content, 0), 1);
        }
    return p;
}

// B2: in step s the (k+1)^s informed nodes each send to k new ones: x -> x + j m,
// m = (k+1)^s (the binomial tree when k = 1).
Program broadcastInformedResend(const OknNetwork& net, bool content) {
    Program p{net, {}, {}, broadcastContent(net, content)};
    std::vector<std::vector<Node>> current(net.nodes);
    const Time step = net.delay + 1;
    std::uint64_t m = 1;
    for (Time s = 0; m < net.nodes; ++s, m *= net.ports + 1) {
        for (Node x = 0; x < m && x < net.nodes; ++x) {
            std::vector<Node> targets;
            for (std::uint64_t j = 1; j <= net.ports && x + j * m < net.nodes; ++j)
                targets.push_back(Node(x + j * m));
            stepTo(p, x, current[x], targets, s * step,
                   std::vector<std::vector<DataId>>(targets.size(), datum(content, 0)),
                   std::vector<Time>(targets.size(), 1));
        }
    }
    return p;
}

// B4: every node's first set of k children is linked before time 0 (cached by the
// configuration phase). A node informed at t sends to its current set at t, then
// reconfigures to a new set (d) and sends again at t + (d+1), t + 2(d+1), ...,
// while the message keeps travelling down the earlier trees.
Program broadcastLatencyHiding(const OknNetwork& net, bool content) {
    Program p{net, {}, {}, broadcastContent(net, content)};
    const Time d = net.delay;
    // (send time, node) in time order; new nodes are numbered as they are reached.
    using Entry = std::pair<Time, Node>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> due;
    std::vector<std::vector<Node>> sets; // per node, its sets in order
    std::vector<Time> informed(net.nodes, 0);
    sets.resize(net.nodes);
    due.push({0, 0});
    Node next = 1;
    std::vector<std::tuple<Node, std::vector<Node>, Time>> rounds; // (node, set, send time)
    while (next < net.nodes) {
        work::tick(net.ports); // a cancel or budget stops the planning too, not only the sends
        auto [t, x] = due.top();
        due.pop();
        std::vector<Node> set;
        for (std::uint32_t j = 0; j < net.ports && next < net.nodes; ++j) {
            set.push_back(next);
            informed[next] = t + 1;
            due.push({t + 1, next});
            ++next;
        }
        rounds.emplace_back(x, set, t);
        due.push({t + 1 + d, x}); // reconfigured for its next set
    }
    std::vector<std::vector<Node>> current(net.nodes);
    std::vector<bool> started(net.nodes, false);
    for (auto& [x, set, t] : rounds) {
        if (!started[x]) { // the first set: linked before time 0
            started[x] = true;
            for (Node c : set)
                p.configure(x, c, -d);
        } else {
            for (Node c : current[x])
                p.tearDown(x, c, t - d);
            for (Node c : set)
                p.configure(x, c, t - d);
        }
        current[x] = set;
        for (Node c : set)
            p.send(x, c, t, datum(content, 0), 1);
    }
    return p;
}

std::vector<std::uint64_t> latencyHidingCounts(const OknNetwork& net, std::uint64_t upTo) {
    // N(S) = k N(S-1) + 1 for S <= d + 1, k N(S-1) + N(S-d-1) after, N(0) = 1.
    std::vector<std::uint64_t> n{1};
    const std::uint64_t k = net.ports, d = std::uint64_t(net.delay);
    while (n.back() < upTo) {
        const std::uint64_t S = n.size();
        n.push_back(S <= d + 1 ? k * n[S - 1] + 1 : k * n[S - 1] + n[S - d - 1]);
    }
    return n;
}

// ---- scatter ----

namespace {
Content scatterContent(const OknNetwork& net, bool tracked) {
    Content c;
    c.tracked = tracked;
    if (!tracked) return c;
    for (Node x = 1; x < net.nodes; ++x)
        c.initial.push_back({x, 0}), c.required.push_back({x, x});
    return c;
}
} // namespace

// S1: the source sends each node its own message, k at a time, reconfiguring each step.
Program scatterSequential(const OknNetwork& net, bool content) {
    Program p{net, {}, {}, scatterContent(net, content)};
    std::vector<Node> current;
    for (Node first = 1, s = 0; first < net.nodes; first += net.ports, ++s) {
        std::vector<Node> targets;
        std::vector<std::vector<DataId>> payloads;
        for (Node t = first; t < std::min<std::uint64_t>(net.nodes, std::uint64_t(first) + net.ports); ++t)
            targets.push_back(t), payloads.push_back(datum(content, t));
        stepTo(p, 0, current, targets, Time(s) * (net.delay + 1), payloads, std::vector<Time>(targets.size(), 1));
    }
    return p;
}

// S2: in step i every holder of a block of N/(k+1)^(i-1) messages sends one
// (k+1)-th of it to each of k children: N/(k+1)^i units, d + N/(k+1)^i per step.
Program scatterSpanningTree(const OknNetwork& net, bool content) {
    Program p{net, {}, {}, scatterContent(net, content)};
    std::vector<std::vector<Node>> current(net.nodes);
    const std::uint64_t k1 = net.ports + 1;
    Time at = 0;
    for (std::uint64_t block = net.nodes; block > 1; block /= k1) {
        const std::uint64_t part = block / k1;
        for (std::uint64_t x = 0; x < net.nodes; x += block) {
            std::vector<Node> targets;
            std::vector<std::vector<DataId>> payloads;
            std::vector<Time> units;
            for (std::uint64_t j = 1; j <= net.ports; ++j) {
                const Node c = Node(x + j * part);
                targets.push_back(c);
                std::vector<DataId> load;
                if (content)
                    for (std::uint64_t m = c; m < c + part; ++m)
                        load.push_back(m);
                payloads.push_back(load);
                units.push_back(Time(part));
            }
            stepTo(p, Node(x), current[x], targets, at, payloads, units);
        }
        at += net.delay + Time(part);
    }
    return p;
}

} // namespace popslab::okn
