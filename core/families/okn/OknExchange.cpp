// Multinode broadcast and total exchange on OK_N (paper 003, sections 5 and 6).
#include "OknAlgorithms.h"

#include <algorithm>

namespace popslab::okn {

namespace {

std::uint64_t power(std::uint64_t base, std::uint32_t e) {
    std::uint64_t r = 1;
    while (e--)
        r *= base;
    return r;
}

std::uint32_t logBase(std::uint64_t n, std::uint64_t base) {
    std::uint32_t e = 0;
    for (std::uint64_t v = 1; v < n; v *= base)
        ++e;
    return e;
}

// Node p's partners in a base-(k+1) digit exchange: p with digit `place` (weight w)
// replaced by each other value.
std::vector<Node> digitPartners(Node p, std::uint64_t w, std::uint64_t k1) {
    std::vector<Node> out;
    const std::uint64_t digit = (p / w) % k1;
    for (std::uint64_t j = 1; j < k1; ++j)
        out.push_back(Node(p - digit * w + ((digit + j) % k1) * w));
    return out;
}

// One step in which every node reconfigures to its partners (at `at`) and sends them
// `payload(p, partner)`, each message `units` long.
template <typename Partners, typename Payload>
Time exchangeStep(Program& prog, std::vector<std::vector<Node>>& current, Time at, Time units, Partners partners,
                  Payload payload) {
    for (Node p = 0; p < prog.network.nodes; ++p) {
        for (Node t : current[p])
            prog.tearDown(p, t, at);
        current[p] = partners(p);
        for (Node q : current[p]) {
            prog.configure(p, q, at);
            prog.send(p, q, at + prog.network.delay, payload(p, q), units);
        }
    }
    return at + prog.network.delay + units;
}

Content gossipContent(const OknNetwork& net, bool tracked) {
    Content c;
    c.tracked = tracked;
    if (!tracked) return c;
    for (Node p = 0; p < net.nodes; ++p) {
        c.initial.push_back({p, p});
        for (Node q = 0; q < net.nodes; ++q)
            if (q != p) c.required.push_back({p, q});
    }
    return c;
}

Content exchangeContent(const OknNetwork& net, bool tracked) {
    Content c;
    c.tracked = tracked;
    if (!tracked) return c;
    const std::uint64_t n = net.nodes;
    for (Node p = 0; p < n; ++p)
        for (Node q = 0; q < n; ++q)
            if (p != q) c.initial.push_back({p * n + q, p}), c.required.push_back({p * n + q, q});
    return c;
}

// The direct algorithm inside groups of `size` consecutive nodes: in step j node p
// sends to the members at offsets (j-1)k+1 .. jk (mod size) what it holds for them.
template <typename Payload>
Time directSteps(Program& prog, std::vector<std::vector<Node>>& current, Time at, std::uint64_t size, Time units,
                 Payload payload) {
    const std::uint64_t k = prog.network.ports;
    for (std::uint64_t first = 1; first < size; first += k) {
        at = exchangeStep(
            prog, current, at, units,
            [&](Node p) {
                std::vector<Node> out;
                const std::uint64_t base = p - p % size;
                for (std::uint64_t off = first; off < std::min(size, first + k); ++off)
                    out.push_back(Node(base + (p % size + off) % size));
                return out;
            },
            payload);
    }
    return at;
}

} // namespace

// G1: in step i node p sends its datum to p + (i-1)k + 1 .. p + ik (mod N).
Program gossipDirect(const OknNetwork& net, bool content) {
    Program p{net, {}, {}, gossipContent(net, content)};
    std::vector<std::vector<Node>> current(net.nodes);
    directSteps(p, current, 0, net.nodes, 1,
                [&](Node from, Node) { return content ? std::vector<DataId>{from} : std::vector<DataId>{}; });
    return p;
}

// G2: groups of k+1 along each base-(k+1) digit; in step i every node sends all it
// holds, (k+1)^(i-1) data, to its k partners.
Program gossipCombining(const OknNetwork& net, bool content) {
    Program prog{net, {}, {}, gossipContent(net, content)};
    std::vector<std::vector<Node>> current(net.nodes);
    const std::uint64_t k1 = net.ports + 1;
    std::vector<std::vector<DataId>> held(content ? net.nodes : 0);
    for (Node p = 0; p < held.size(); ++p)
        held[p] = {p};
    Time at = 0;
    for (std::uint64_t w = 1; w < net.nodes; w *= k1) {
        at = exchangeStep(
            prog, current, at, Time(w), [&](Node p) { return digitPartners(p, w, k1); },
            [&](Node p, Node) { return content ? held[p] : std::vector<DataId>{}; });
        if (content) { // after the step every node holds its whole group's data
            std::vector<std::vector<DataId>> next(net.nodes);
            for (Node p = 0; p < net.nodes; ++p) {
                next[p] = held[p];
                for (Node q : digitPartners(p, w, k1))
                    next[p].insert(next[p].end(), held[q].begin(), held[q].end());
            }
            held.swap(next);
        }
    }
    return prog;
}

// TE1: in step i node p sends q = p + (i-1)k + 1 .. its message for q.
Program totalExchangeDirect(const OknNetwork& net, bool content) {
    Program p{net, {}, {}, exchangeContent(net, content)};
    std::vector<std::vector<Node>> current(net.nodes);
    const std::uint64_t n = net.nodes;
    directSteps(p, current, 0, n, 1, [&](Node from, Node to) {
        return content ? std::vector<DataId>{from * n + to} : std::vector<DataId>{};
    });
    return p;
}

// TE3 with `steps` standard steps (TE2 when steps = log_{k+1} N, TE1 when 0). A
// standard step exchanges along one base-(k+1) digit, highest first: each node sends
// every partner the N/(k+1) messages it holds whose destination has the partner's
// digit there. Then the direct algorithm runs in the groups of N/(k+1)^steps nodes
// left, each message combining the (k+1)^steps data for one destination.
Program totalExchangeCombined(const OknNetwork& net, std::uint32_t steps, bool content) {
    Program prog{net, {}, {}, exchangeContent(net, content)};
    std::vector<std::vector<Node>> current(net.nodes);
    const std::uint64_t n = net.nodes, k1 = net.ports + 1;
    // held[p]: data (src * n + dst) p holds and still has to pass on.
    std::vector<std::vector<DataId>> held(content ? n : 0);
    for (Node p = 0; p < held.size(); ++p)
        for (Node q = 0; q < n; ++q)
            if (q != p) held[p].push_back(p * n + q);
    Time at = 0;
    std::uint64_t w = power(k1, logBase(n, k1));
    for (std::uint32_t s = 0; s < steps; ++s) {
        w /= k1;
        auto digitOf = [&](std::uint64_t node) { return (node / w) % k1; };
        at = exchangeStep(
            prog, current, at, Time(n / k1), [&](Node p) { return digitPartners(p, w, k1); },
            [&](Node p, Node q) {
                std::vector<DataId> out;
                if (content)
                    for (DataId x : held[p])
                        if (digitOf(x % n) == digitOf(q)) out.push_back(x);
                return out;
            });
        if (content) {
            std::vector<std::vector<DataId>> next(n);
            for (Node p = 0; p < n; ++p) {
                for (DataId x : held[p])
                    if (digitOf(x % n) == digitOf(p)) next[p].push_back(x); // kept
                for (Node q : digitPartners(p, w, k1))
                    for (DataId x : held[q])
                        if (digitOf(x % n) == digitOf(p)) next[p].push_back(x); // received
            }
            held.swap(next);
        }
    }
    const std::uint64_t group = w; // nodes still to exchange among, N/(k+1)^steps
    directSteps(prog, current, at, group, Time(n / group), [&](Node p, Node q) {
        std::vector<DataId> out;
        if (content)
            for (DataId x : held[p])
                if (x % n == q) out.push_back(x);
        return out;
    });
    return prog;
}

Program totalExchangeStandard(const OknNetwork& net, bool content) {
    return totalExchangeCombined(net, logBase(net.nodes, net.ports + 1), content);
}

} // namespace popslab::okn
