#include "OknRegistry.h"

#include "OknAlgorithms.h"
#include "OknLimits.h"
#include "common/Limits.h"

#include <algorithm>
#include <cmath>

namespace popslab::okn {

std::uint32_t ceilLog(std::uint64_t x, std::uint64_t base) {
    std::uint32_t e = 0;
    for (std::uint64_t v = 1; v < x; v *= base)
        ++e;
    return e;
}

bool isPowerOf(std::uint64_t x, std::uint64_t base) {
    std::uint64_t v = 1;
    while (v < x)
        v *= base;
    return v == x;
}

const OknAlgorithm* OknOperation::algorithm(const std::string& want) const {
    for (const auto& a : algorithms)
        if (a.id == want) return &a;
    return nullptr;
}

std::string OknOperation::algorithmIds() const {
    std::string ids;
    for (const auto& a : algorithms)
        ids += (ids.empty() ? "" : ", ") + a.id;
    return ids;
}

namespace {

Time ceilDiv(Time a, Time b) {
    return (a + b - 1) / b;
}
Time N(const OknRequest& r) {
    return r.network.nodes;
}
Time K(const OknRequest& r) {
    return r.network.ports;
}
Time D(const OknRequest& r) {
    return r.network.delay;
}

OknCondition powerOfK1() {
    return {"nodes", "N is a power of k+1 (of 2 when single-port)",
            [](const OknRequest& r) { return isPowerOf(r.network.nodes, r.network.ports + 1); }};
}
OknCondition multiPort() {
    return {"ports", "k >= 2 (a k-ary tree)", [](const OknRequest& r) { return r.network.ports >= 2; }};
}
OknCondition singlePort() {
    return {"ports", "k = 1 (single-port)", [](const OknRequest& r) { return r.network.ports == 1; }};
}

// Messages of the programs: a broadcast or scatter reaches each node once (N - 1); the
// direct algorithms send N(N-1); a digit exchange sends k per node and step, and the
// direct phase of the combined exchange N(G-1) in groups of G = N/(k+1)^i.
std::uint64_t treeMessages(const OknRequest& r) {
    return r.network.nodes - 1;
}
std::uint64_t directMessages(const OknRequest& r) {
    return std::uint64_t(N(r)) * (N(r) - 1);
}
std::uint64_t exchangeMessages(const OknRequest& r, std::uint32_t steps) {
    const std::uint64_t n = N(r), k = K(r);
    std::uint64_t group = n;
    for (std::uint32_t i = 0; i < steps && group > 1; ++i)
        group /= k + 1;
    return n * k * steps + n * (group - 1);
}

// The combined total exchange for i standard steps (paper 003, section 6).
Time combinedFormula(const OknRequest& r, std::uint32_t i) {
    const Time k1 = K(r) + 1, group = N(r) / Time(std::pow(double(k1), i) + 0.5);
    const Time size = N(r) / group; // (k+1)^i
    return Time(i) * (D(r) + N(r) / k1) + (group - 1) * (D(r) + size) / K(r);
}

OknAlgorithm alg(std::string id, std::string name, std::string section, std::string formula,
                 std::vector<OknCondition> conditions, std::function<Program(const OknRequest&, bool)> build,
                 std::function<Time(const OknRequest&)> f) {
    return OknAlgorithm{std::move(id),         std::move(name),  std::move(section), std::move(formula),
                        std::move(conditions), std::move(build), std::move(f),       treeMessages};
}

// Paper 003's operations, one function each: its algorithms with section, formula and build.
OknOperation broadcastOperation() {
    return {"broadcast",
            "Broadcast",
            "section 3, Tables I-III",
            {alg(
                 "sequential", "Sequential", "section 3.1", "(d+1) ceil((N-1)/k)", {},
                 [](const OknRequest& r, bool c) { return broadcastSequential(r.network, c); },
                 [](const OknRequest& r) { return (D(r) + 1) * ceilDiv(N(r) - 1, K(r)); }),
             alg(
                 "kary-tree", "k-ary tree (B1)", "section 3.1", "(d+1)(ceil(log_k(N(k-1)+1)) - 1)", {multiPort()},
                 [](const OknRequest& r, bool c) { return broadcastKaryTree(r.network, c); },
                 [](const OknRequest& r) { return (D(r) + 1) * (Time(ceilLog(N(r) * (K(r) - 1) + 1, K(r))) - 1); }),
             alg(
                 "informed-resend", "Informed nodes resend (B2)", "section 3.1", "(d+1) ceil(log_{k+1} N)", {},
                 [](const OknRequest& r, bool c) { return broadcastInformedResend(r.network, c); },
                 [](const OknRequest& r) { return (D(r) + 1) * Time(ceilLog(N(r), K(r) + 1)); }),
             alg(
                 "preconfigured-tree", "Preconfigured tree (B3)", "section 3.1", "d + ceil(log_k(N(k-1)+1)) - 1",
                 {multiPort()}, [](const OknRequest& r, bool c) { return broadcastPreconfiguredTree(r.network, c); },
                 [](const OknRequest& r) { return D(r) + Time(ceilLog(N(r) * (K(r) - 1) + 1, K(r))) - 1; }),
             alg(
                 "latency-hiding", "Latency hiding (B4)", "section 3.1.1, EQ 1 (EQ 2 single-port)",
                 "smallest S with N(S) >= N", {},
                 [](const OknRequest& r, bool c) { return broadcastLatencyHiding(r.network, c); },
                 [](const OknRequest& r) {
                     const auto counts = latencyHidingCounts(r.network, r.network.nodes);
                     return Time(counts.size() - 1);
                 }),
             alg(
                 "binomial", "Spanning binomial tree", "section 3.1, Table III", "(d+1) ceil(log2 N)", {singlePort()},
                 [](const OknRequest& r, bool c) { return broadcastInformedResend(r.network, c); },
                 [](const OknRequest& r) { return (D(r) + 1) * Time(ceilLog(N(r), 2)); })}};
}

OknOperation scatterOperation() {
    return {"scatter",
            "Scatter",
            "section 4",
            {alg(
                 "sequential", "Sequential tree (S1)", "section 4", "(d+1) ceil((N-1)/k)", {},
                 [](const OknRequest& r, bool c) { return scatterSequential(r.network, c); },
                 [](const OknRequest& r) { return (D(r) + 1) * ceilDiv(N(r) - 1, K(r)); }),
             alg(
                 "spanning-tree", "Spanning tree (S2)", "section 4 (Desprez et al.; binomial when k = 1)",
                 "(N-1)/k + d log_{k+1} N", {powerOfK1()},
                 [](const OknRequest& r, bool c) { return scatterSpanningTree(r.network, c); },
                 [](const OknRequest& r) { return (N(r) - 1) / K(r) + D(r) * Time(ceilLog(N(r), K(r) + 1)); })}};
}

OknOperation multinodeBroadcastOperation() {
    return {"multinode-broadcast",
            "Multinode broadcast",
            "section 5",
            {alg(
                 "direct", "Direct (G1)", "section 5", "(d+1) ceil((N-1)/k)", {},
                 [](const OknRequest& r, bool c) { return gossipDirect(r.network, c); },
                 [](const OknRequest& r) { return (D(r) + 1) * ceilDiv(N(r) - 1, K(r)); }),
             alg(
                 "combining", "Combining (G2)", "section 5", "(N-1)/k + d log_{k+1} N", {powerOfK1()},
                 [](const OknRequest& r, bool c) { return gossipCombining(r.network, c); },
                 [](const OknRequest& r) { return (N(r) - 1) / K(r) + D(r) * Time(ceilLog(N(r), K(r) + 1)); })}};
}

OknOperation totalExchangeOperation() {
    return {"total-exchange",
            "Total exchange",
            "section 6, Tables IV-V",
            {alg(
                 "direct", "Direct (TE1)", "section 6", "(d+1) ceil((N-1)/k)", {},
                 [](const OknRequest& r, bool c) { return totalExchangeDirect(r.network, c); },
                 [](const OknRequest& r) { return (D(r) + 1) * ceilDiv(N(r) - 1, K(r)); }),
             alg(
                 "standard", "Standard exchange (TE2)", "section 6", "(d + N/(k+1)) log_{k+1} N", {powerOfK1()},
                 [](const OknRequest& r, bool c) { return totalExchangeStandard(r.network, c); },
                 [](const OknRequest& r) { return (D(r) + N(r) / (K(r) + 1)) * Time(ceilLog(N(r), K(r) + 1)); }),
             alg(
                 "combined", "Combined (TE3)", "section 6", "i(d + N/(k+1)) + (1/k)(N/(k+1)^i - 1)(d + (k+1)^i)",
                 {powerOfK1()},
                 [](const OknRequest& r, bool c) { return totalExchangeCombined(r.network, r.steps.value_or(0), c); },
                 [](const OknRequest& r) { return combinedFormula(r, r.steps.value_or(0)); })}};
}

std::vector<OknOperation> makeOperations() {
    std::vector<OknOperation> ops{broadcastOperation(), scatterOperation(), multinodeBroadcastOperation(),
                                  totalExchangeOperation()};
    auto setMessages = [&](const char* op, const char* id, std::function<std::uint64_t(const OknRequest&)> m) {
        for (auto& o : ops)
            if (o.id == op)
                for (auto& a : o.algorithms)
                    if (a.id == id) a.messages = std::move(m);
    };
    setMessages("multinode-broadcast", "direct", directMessages);
    setMessages("total-exchange", "direct", directMessages);
    setMessages("multinode-broadcast", "combining",
                [](const OknRequest& r) { return exchangeMessages(r, ceilLog(N(r), K(r) + 1)); });
    setMessages("total-exchange", "standard",
                [](const OknRequest& r) { return exchangeMessages(r, ceilLog(N(r), K(r) + 1)); });
    setMessages("total-exchange", "combined",
                [](const OknRequest& r) { return exchangeMessages(r, r.steps.value_or(0)); });
    for (auto& o : ops) {
        o.everyNodeSends = o.id == "multinode-broadcast" || o.id == "total-exchange";
        o.personalised = o.id == "scatter" || o.id == "total-exchange";
        for (auto& a : o.algorithms)
            a.stepped = o.id == "total-exchange" && a.id == "combined";
    }
    return ops;
}

// One run's work, in events (about 60 bytes and half a microsecond each): three a
// message (configure, send, tear down), four for a node's state, and a quarter for each
// datum tracked -- N^2 for a multinode broadcast, N^2 per exchange step (plus the direct
// phase) for a total exchange, and N log2 N for broadcast and scatter.
std::uint64_t runWork(const OknRequest& r, const OknAlgorithm& a) {
    const std::uint64_t messages = a.messages(r), n = N(r);
    const bool quadratic = oknOperation(r.operation)->everyNodeSends;
    std::uint64_t data = 0;
    if (contentFeasible(r)) {
        const std::uint64_t steps = r.algorithm == "direct" ? 0 : r.steps ? *r.steps : ceilLog(n, K(r) + 1);
        // A multinode broadcast delivers N - 1 data to each node however it combines; a
        // total exchange forwards every datum once a step and in the direct phase.
        const std::uint64_t perNode = oknOperation(r.operation)->personalised ? n * (steps + 1) : n;
        data = quadratic ? n * perNode : n * (ceilLog(n, 2) + 1);
    }
    return 3 * messages + 4 * n + data / 4;
}

} // namespace

const std::vector<OknOperation>& oknOperations() {
    static const std::vector<OknOperation> ops = makeOperations();
    return ops;
}

const OknOperation* oknOperation(const std::string& id) {
    for (const auto& op : oknOperations())
        if (op.id == id) return &op;
    return nullptr;
}

bool workFits(const OknRequest& r, std::uint64_t limit);

std::optional<OknDiagnostic> checkOkn(const OknRequest& r) {
    auto bad = [](DiagnosticCode code, std::string parameter, std::string condition, std::string message) {
        return OknDiagnostic{code, std::move(parameter), std::move(condition), std::move(message)};
    };
    using enum DiagnosticCode;
    if (r.network.nodes < 2 || r.network.nodes > kMaxOknNodes)
        return bad(InvalidNetwork, "nodes", "2 <= N <= 4000000",
                   "--nodes must be between 2 and " + std::to_string(kMaxOknNodes));
    if (r.network.ports < 1 || r.network.ports > kMaxOknPorts)
        return bad(InvalidNetwork, "ports", "1 <= k <= 64",
                   "--ports must be between 1 and " + std::to_string(kMaxOknPorts) + " (k >= 1)");
    if (r.network.delay < 0 || r.network.delay > kMaxOknDelay)
        return bad(InvalidNetwork, "delay", "0 <= d <= 1000000",
                   "--delay must be between 0 and " + std::to_string(kMaxOknDelay));
    const OknOperation* op = oknOperation(r.operation);
    if (!op) return bad(UnknownOperation, "operation", "", "unknown operation '" + r.operation + "'");
    const OknAlgorithm* a = op->algorithm(r.algorithm);
    if (!a)
        return bad(UnknownAlgorithm, "algorithm", "",
                   "operation " + r.operation + " has no algorithm '" + r.algorithm +
                       "' (known: " + op->algorithmIds() + ")");
    for (const auto& c : a->conditions)
        if (!c.holds(r))
            return bad(ConditionViolated, c.parameter, c.text,
                       r.operation + "/" + r.algorithm + " applies only where " + c.text + " (N = " +
                           std::to_string(r.network.nodes) + ", k = " + std::to_string(r.network.ports) + ")");
    // Two refusals, each with one reason: a condition in formulas alone reads the same in
    // every language.
    if (r.steps && !a->stepped) {
        std::string takers;
        for (const OknAlgorithm& other : op->algorithms)
            if (other.stepped) takers += (takers.empty() ? "" : " or ") + other.id;
        return bad(InvalidParameter, "steps", "",
                   takers.empty() ? "--steps: no algorithm of " + r.operation + " takes standard steps i"
                                  : "--steps is taken only by --algorithm " + takers + " (standard steps i)");
    }
    if (r.steps && *r.steps > ceilLog(r.network.nodes, r.network.ports + 1))
        return bad(InvalidParameter, "steps", "0 <= i <= log_{k+1} N",
                   "--steps must be 0 <= i <= log_{k+1} N = " +
                       std::to_string(ceilLog(r.network.nodes, r.network.ports + 1)));
    if (auto tooMuch = workRefusal(r, kMaxOknWork, "")) return tooMuch;
    return std::nullopt;
}

std::optional<OknDiagnostic> workRefusal(const OknRequest& r, std::uint64_t limit, const std::string& why) {
    const OknOperation* op = oknOperation(r.operation);
    const OknAlgorithm* a = op ? op->algorithm(r.algorithm) : nullptr;
    if (!a || r.network.ports < 1 || r.network.nodes < 2) return std::nullopt; // checkOkn refuses these first
    if (workFits(r, limit)) return std::nullopt;
    // The largest N this algorithm takes at this k (work grows with N).
    const std::uint64_t work = oknWork(r);
    OknRequest probe = r;
    std::uint32_t lo = 2, hi = r.network.nodes;
    while (lo < hi) {
        probe.network.nodes = lo + (hi - lo + 1) / 2;
        if (workFits(probe, limit))
            lo = probe.network.nodes;
        else
            hi = probe.network.nodes - 1;
    }
    OknDiagnostic d{
        DiagnosticCode::TooLarge, "nodes", "",
        why + r.operation + "/" + r.algorithm + " at N = " + std::to_string(r.network.nodes) + " would simulate " +
            std::to_string(work) + " units of work (events, node state and tracked data" +
            (a->stepped && !r.steps ? ", for every i from 0 to log_{k+1} N" : "") + "), more than the limit of " +
            std::to_string(limit) + "; at k = " + std::to_string(r.network.ports) +
            " it simulates up to N = " + std::to_string(lo)};
    d.quantity = "work";
    d.value = work;
    d.limit = limit;
    d.largestFitting = lo;
    return d;
}

// A run fits when each simulation it implies fits in memory and all of them in time.
bool workFits(const OknRequest& r, std::uint64_t limit) {
    const OknAlgorithm* a = oknOperation(r.operation)->algorithm(r.algorithm);
    if (!a->stepped || r.steps) return runWork(r, *a) <= limit;
    std::uint64_t total = 0;
    for (std::uint32_t i = 0; i <= ceilLog(r.network.nodes, r.network.ports + 1); ++i) {
        OknRequest withSteps = r;
        withSteps.steps = i;
        const std::uint64_t w = runWork(withSteps, *a);
        if (w > limit) return false;
        total += w;
    }
    // Every i is simulated: their sum within the sweep's budget, or a lower limit's (a trace's).
    return total <= std::min(kMaxOknSweepWork, limit == kMaxOknWork ? kMaxOknSweepWork : limit);
}

std::uint64_t oknWork(const OknRequest& r) {
    const OknAlgorithm* a = oknOperation(r.operation)->algorithm(r.algorithm);
    if (!a->stepped || r.steps) return runWork(r, *a);
    std::uint64_t work = 0;
    for (std::uint32_t i = 0; i <= ceilLog(r.network.nodes, r.network.ports + 1); ++i) {
        OknRequest withSteps = r;
        withSteps.steps = i;
        work += runWork(withSteps, *a);
    }
    return work;
}

bool contentFeasible(const OknRequest& r) {
    const bool quadratic = oknOperation(r.operation)->everyNodeSends;
    return quadratic ? r.network.nodes <= 512 : r.network.nodes <= 20000;
}

std::variant<OknRun, OknDiagnostic> runOkn(const OknRequest& r, bool recordTimeline) {
    if (auto d = checkOkn(r)) return *d;
    const OknAlgorithm* a = oknOperation(r.operation)->algorithm(r.algorithm);
    const bool content = contentFeasible(r);
    if (a->stepped && !r.steps) {
        // Every i from 0 to log_{k+1} N; report the best and every i attaining it.
        OknRun best;
        bool first = true;
        const std::uint32_t top = ceilLog(r.network.nodes, r.network.ports + 1);
        for (std::uint32_t i = 0; i <= top; ++i) {
            OknRequest withSteps = r;
            withSteps.steps = i;
            OknRun run{simulate(a->build(withSteps, content), recordTimeline), a->formula(withSteps), {}, content};
            if (!run.simulation.ok()) return run;
            if (first || run.simulation.completion < best.simulation.completion) {
                best = run;
                best.bestSteps = {i};
                first = false;
            } else if (run.simulation.completion == best.simulation.completion) {
                best.bestSteps.push_back(i);
            }
        }
        return best;
    }
    return OknRun{simulate(a->build(r, content), recordTimeline), a->formula(r), {}, content};
}

} // namespace popslab::okn
