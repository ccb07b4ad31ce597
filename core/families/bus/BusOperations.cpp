#include "BusOperations.h"

#include "BusLimits.h"

#include <algorithm>
#include <numeric>
#include <string>

namespace popslab::bus {

bool BusRun::writesWhatIsRead(ProcessorId p) const {
    for (const ReadOutcome& r : trace.reads)
        if (r.datum)
            for (const std::size_t k : r.messagesUnder)
                if (k < program.pulses.size() && program.pulses[k].writer == p && program.pulses[k].datum) return true;
    return false;
}

namespace {

Diagnostic invalid(std::string parameter, std::string condition, std::string message) {
    return Diagnostic{DiagnosticCode::InvalidParameter, std::move(parameter), std::move(condition), std::move(message)};
}

// Taps of processors first..first+count-1 (ids from `id`), in order or reversed.
std::vector<Tap> taps(std::uint32_t count, Segment segment, bool reversed, const auto& id) {
    std::vector<Tap> out;
    for (std::uint32_t k = 0; k < count; ++k)
        out.push_back({id(reversed ? count - 1 - k : k), segment});
    return out;
}

Waveguide line(std::string name, WaveguideRole role, std::vector<Tap> t, Time hop) {
    std::vector<Time> hops(t.size() - 1, hop);
    return Waveguide(std::move(name), role, std::move(t), std::move(hops));
}

const auto identity = [](std::uint32_t k) { return ProcessorId(k); };

} // namespace

const char* kindId(BusKind kind) {
    switch (kind) {
    case BusKind::Unidirectional:
        return "unidirectional";
    case BusKind::Pipeline:
        return "pipeline";
    case BusKind::Coincident:
        return "coincident";
    case BusKind::Appb:
        return "appb";
    case BusKind::Folded:
        return "folded";
    case BusKind::Larpbs:
        return "larpbs";
    case BusKind::Appb2d:
        return "appb2d";
    }
    return "";
}

std::optional<Diagnostic> checkBus(std::uint32_t n, Time tau) {
    if (n < 1 || n > kMaxBusProcessors)
        return Diagnostic{DiagnosticCode::InvalidNetwork, "processors",
                          "1 <= n <= " + std::to_string(kMaxBusProcessors),
                          "--processors must be between 1 and " + std::to_string(kMaxBusProcessors)};
    if (tau < 1 || tau > kMaxBusTau)
        return Diagnostic{DiagnosticCode::InvalidNetwork, "tau", "1 <= tau <= " + std::to_string(kMaxBusTau),
                          "--tau (clock units a hop) must be between 1 and " + std::to_string(kMaxBusTau)};
    return std::nullopt;
}

std::variant<BusRun, Diagnostic> runPermutation(const PermutationRequest& r) {
    if (auto d = checkBus(r.processors, r.tau)) return *d;
    const std::uint32_t n = r.processors;
    if (r.kind != BusKind::Appb && r.kind != BusKind::Folded)
        return invalid("kind", "appb or folded", "a permutation runs on --kind appb or folded");
    if (r.permutation.size() != n)
        return invalid("perm", condition::kPermutationLength,
                       "--perm must give " + std::to_string(n) + " values, one for each processor, not " +
                           std::to_string(r.permutation.size()));
    std::vector<bool> seen(n, false);
    for (ProcessorId p : r.permutation) {
        if (p >= n || seen[p])
            return invalid("perm", condition::kPermutation,
                           "--perm must be a permutation of 0.." + std::to_string(n - 1) + " (each value once)");
        seen[p] = true;
    }
    BusRun run{r.kind, n, r.tau, {}, {}, 0};
    BusProgram& prog = run.program;
    const Time tau = r.tau;
    prog.slot = tau;
    if (r.kind == BusKind::Appb) {
        // Two buses in opposite directions (Fig. 4); each processor writes its datum on both.
        prog.waveguides.push_back(line("upper", WaveguideRole::Message, taps(n, Segment::Upper, false, identity), tau));
        prog.waveguides.push_back(line("lower", WaveguideRole::Message, taps(n, Segment::Lower, true, identity), tau));
        prog.cycleLength = Time(n) * tau;
        for (ProcessorId j = 0; j < n; ++j) {
            prog.pulses.push_back({0, j, 0, 0, 1, j, std::int64_t(j)});
            prog.pulses.push_back({1, n - 1 - j, 0, 0, 1, j, std::int64_t(j)});
        }
        for (ProcessorId j = 0; j < n; ++j) {
            const ProcessorId from = r.permutation[j];
            const bool upper = from <= j;
            const Time wait = upper ? Time(j - from) : Time(from - j); // |p(j) - j| slots
            prog.reads.push_back({j, upper ? 0u : 1u, upper ? j : n - 1 - j, wait * tau, kNoWaveguide, 0, kNoWaveguide,
                                  0, std::int64_t(from)});
        }
    } else {
        // One bus folded at the right end (Fig. 5): the upper segment's taps, then the lower's.
        std::vector<Tap> t = taps(n, Segment::Upper, false, identity);
        const std::vector<Tap> lower = taps(n, Segment::Lower, true, identity);
        t.insert(t.end(), lower.begin(), lower.end());
        std::vector<Time> hops(2 * n - 1, tau);
        hops[n - 1] = 0; // the fold: the upper and lower segments meet at processor n - 1
        prog.waveguides.emplace_back("folded", WaveguideRole::Message, std::move(t), std::move(hops));
        prog.cycleLength = 2 * Time(n) * tau;
        for (ProcessorId j = 0; j < n; ++j)
            prog.pulses.push_back({0, j, 0, 0, 1, j, std::int64_t(j)});
        for (ProcessorId j = 0; j < n; ++j) {
            const ProcessorId from = r.permutation[j];
            const Time wait = 2 * Time(n) - 2 - Time(from) - Time(j);
            prog.reads.push_back(
                {j, 0, 2 * std::size_t(n) - 1 - j, wait * tau, kNoWaveguide, 0, kNoWaveguide, 0, std::int64_t(from)});
        }
    }
    run.trace = simulate(prog);
    // An electronic bus moves one datum a cycle: every datum that changes processor.
    for (ProcessorId j = 0; j < n; ++j)
        run.electronicCycles += r.permutation[j] != j;
    return run;
}

Time waitOf(const BusRun& run, std::size_t reading) {
    const auto& read = run.program.reads[reading];
    return read.at ? *read.at / run.program.slot : 0;
}

std::variant<BusRun, Diagnostic> runWriter(const WriterRequest& r) {
    if (auto d = checkBus(r.processors, r.tau)) return *d;
    const std::uint32_t n = r.processors;
    if (r.kind != BusKind::Unidirectional && r.kind != BusKind::Coincident)
        return invalid("kind", "unidirectional or coincident",
                       "a writer's broadcast runs on --kind unidirectional or coincident");
    if (r.writer >= n)
        return invalid("writer", condition::kWriter, "--writer must be a processor, 0.." + std::to_string(n - 1));
    BusRun run{r.kind, n, r.tau, {}, {}, 1}; // an electronic bus broadcasts one datum in one cycle
    BusProgram& prog = run.program;
    const Time tau = r.tau;
    const ProcessorId k = r.writer;
    if (r.kind == BusKind::Unidirectional) {
        // Every processor writes in slot 0; j reads when its slot counter reaches j - k.
        prog.waveguides.push_back(
            line("message", WaveguideRole::Message, taps(n, Segment::Upper, false, identity), tau));
        prog.cycleLength = Time(n) * tau;
        prog.slot = tau;
        for (ProcessorId j = 0; j < n; ++j)
            prog.pulses.push_back({0, j, 0, 0, 1, j, std::int64_t(j)});
        for (ProcessorId j = k + 1; j < n; ++j)
            prog.reads.push_back({j, 0, j, Time(j - k) * tau, kNoWaveguide, 0, kNoWaveguide, 0, std::int64_t(k)});
    } else {
        // Fig. 3: a unit delay loop a hop on the message and reference waveguides.
        prog.waveguides.push_back(
            line("message", WaveguideRole::Message, taps(n, Segment::Upper, false, identity), tau + 1));
        prog.waveguides.push_back(
            line("reference", WaveguideRole::Reference, taps(n, Segment::Upper, false, identity), tau + 1));
        prog.waveguides.push_back(line("select", WaveguideRole::Select, taps(n, Segment::Upper, false, identity), tau));
        prog.cycleLength = Time(n) * (tau + 1); // n slots of the delayed message waveguide
        prog.slot = tau + 1;
        prog.pulses.push_back({0, k, 0, 0, 1, k, std::int64_t(k)});
        prog.pulses.push_back({1, k, 0, 0, 1, k, std::nullopt});
        if (k + 1 < n) prog.pulses.push_back({2, k, 1, 1, n - 1 - k, k, std::nullopt}); // selects at 1..n-1-k
        for (ProcessorId j = k + 1; j < n; ++j)
            prog.reads.push_back({j, 0, j, std::nullopt, 1, j, 2, j, std::int64_t(k)});
    }
    run.trace = simulate(prog);
    return run;
}

std::variant<BusRun, Diagnostic> runPipeline(std::uint32_t n, Time tau, std::uint32_t writers) {
    if (auto d = checkBus(n, tau)) return *d;
    if (writers < 1 || writers > n)
        return invalid("writers", condition::kWriters, "--writers must be between 1 and " + std::to_string(n));
    BusRun run{BusKind::Pipeline, n, tau, {}, {}, writers}; // an electronic bus: one message a cycle
    BusProgram& prog = run.program;
    prog.waveguides.push_back(line("message", WaveguideRole::Message, taps(n, Segment::Upper, false, identity), tau));
    prog.cycleLength = Time(n) * tau;
    prog.slot = tau;
    for (ProcessorId i = 0; i < writers; ++i)
        prog.pulses.push_back({0, i, 0, 0, 1, i, std::int64_t(i)});
    for (ProcessorId j = 1; j < n; ++j)
        for (ProcessorId i = 0; i < std::min(j, writers); ++i)
            prog.reads.push_back({j, 0, j, Time(j - i) * tau, kNoWaveguide, 0, kNoWaveguide, 0, std::int64_t(i)});
    run.trace = simulate(prog);
    return run;
}

std::variant<PrefixSumRun, Diagnostic> runPrefixSum(const PrefixSumRequest& r) {
    if (auto d = checkBus(r.processors, 1)) return *d;
    const std::uint32_t n = r.processors;
    if (r.bits.size() != n)
        return invalid("bits", condition::kBitsLength,
                       "--bits must give " + std::to_string(n) + " bits, one for each processor, not " +
                           std::to_string(r.bits.size()));
    for (auto b : r.bits)
        if (b > 1) return invalid("bits", condition::kBits, "--bits must be 0s and 1s");
    for (std::size_t k = 0; k < r.segments.size(); ++k)
        if (r.segments[k] < 1 || r.segments[k] >= n || (k > 0 && r.segments[k] <= r.segments[k - 1]))
            return invalid("segments", condition::kSegments,
                           "--segments must be increasing processors between 1 and " + std::to_string(n - 1));
    PrefixSumRun out;
    BusRun& run = out.run;
    run = BusRun{BusKind::Larpbs, n, 1, {}, {}, 0};
    BusProgram& prog = run.program;
    prog.cycleLength = n; // n slots of one clock unit
    prog.slot = 1;
    // The conditional delay to the left of processor i is on iff b_i = 1.
    std::vector<Time> selectHops(n - 1);
    for (ProcessorId i = 1; i < n; ++i)
        selectHops[i - 1] = 1 + r.bits[i];
    prog.waveguides.push_back(line("reference", WaveguideRole::Reference, taps(n, Segment::Upper, false, identity), 1));
    prog.waveguides.emplace_back("select", WaveguideRole::Select, taps(n, Segment::Upper, false, identity), selectHops);
    for (ProcessorId s : r.segments) {
        prog.waveguides[0].open(s - 1);
        prog.waveguides[1].open(s - 1);
    }
    out.leader.assign(n, 0);
    std::size_t next = 0;
    for (ProcessorId i = 0; i < n; ++i) {
        const bool leads = i == 0 || (next < r.segments.size() && r.segments[next] == i);
        if (leads && i > 0) ++next;
        out.leader[i] = leads ? i : out.leader[i - 1];
        if (leads) {
            prog.pulses.push_back({0, i, 0, 1, 2 * n, i, std::nullopt}); // a reference every slot of two cycles
            prog.pulses.push_back({1, i, Time(r.bits[i]), 0, 1, i, std::nullopt}); // the select in slot b_leader
        }
    }
    for (ProcessorId i = 0; i < n; ++i)
        prog.reads.push_back({i, kNoWaveguide, 0, std::nullopt, 0, i, 1, i, std::nullopt});
    run.trace = simulate(prog);
    out.sumsCorrect = run.trace.correct;
    std::int64_t sum = 0;
    std::uint32_t longest = 0;
    for (ProcessorId i = 0; i < n; ++i) {
        const auto& t = run.trace.reads[i].time;
        out.coincidence.push_back(t ? *t : -1);
        out.prefix.push_back(t ? *t - Time(i - out.leader[i]) : -1);
        sum = (out.leader[i] == i ? 0 : sum) + r.bits[i];
        if (out.prefix.back() != sum) out.sumsCorrect = false;
        longest = std::max(longest, i - out.leader[i] + 1);
    }
    // An electronic bus carries one bit a cycle: each segment's processors but the last broadcast theirs.
    run.electronicCycles = longest - 1;
    return out;
}

std::variant<BusRun, Diagnostic> runBroadcast2d(const Broadcast2dRequest& r) {
    auto side = [](const char* parameter, std::uint32_t v) -> std::optional<Diagnostic> {
        if (v >= 1 && v <= kMaxBusGridSide) return std::nullopt;
        return Diagnostic{DiagnosticCode::InvalidNetwork, parameter,
                          "1 <= " + std::string(parameter) + " <= " + std::to_string(kMaxBusGridSide),
                          "--" + std::string(parameter) + " must be between 1 and " + std::to_string(kMaxBusGridSide)};
    };
    if (auto d = side("rows", r.rows)) return *d;
    if (auto d = side("columns", r.columns)) return *d;
    if (auto d = checkBus(r.rows * r.columns, r.tau)) return *d;
    if (r.sourceRow >= r.rows || r.sourceColumn >= r.columns)
        return invalid("source", condition::kSource,
                       "--source must be a row from 0 to " + std::to_string(r.rows - 1) + " and a column from 0 to " +
                           std::to_string(r.columns - 1) + " of the grid, not " + std::to_string(r.sourceRow) + "," +
                           std::to_string(r.sourceColumn));
    const std::uint32_t R = r.rows, C = r.columns;
    BusRun run{BusKind::Appb2d, R * C, r.tau, {}, {}, 2}; // electronic buses: the row's, then the columns'
    BusProgram& prog = run.program;
    const Time tau = r.tau;
    prog.slot = tau;
    prog.cycleLength = Time(std::max(R, C)) * tau;
    const std::int64_t datum = std::int64_t(r.sourceRow) * C + r.sourceColumn;
    // Fig. 6: an upper and a lower bus along every row and every column.
    for (std::uint32_t row = 0; row < R; ++row) {
        auto id = [row, C](std::uint32_t c) { return ProcessorId(row * C + c); };
        prog.waveguides.push_back(line("row " + std::to_string(row) + " upper", WaveguideRole::Message,
                                       taps(C, Segment::Upper, false, id), tau));
        prog.waveguides.push_back(line("row " + std::to_string(row) + " lower", WaveguideRole::Message,
                                       taps(C, Segment::Lower, true, id), tau));
    }
    const std::size_t firstColumn = prog.waveguides.size();
    for (std::uint32_t col = 0; col < C; ++col) {
        auto id = [col, C](std::uint32_t row) { return ProcessorId(row * C + col); };
        prog.waveguides.push_back(line("column " + std::to_string(col) + " upper", WaveguideRole::Message,
                                       taps(R, Segment::Upper, false, id), tau));
        prog.waveguides.push_back(line("column " + std::to_string(col) + " lower", WaveguideRole::Message,
                                       taps(R, Segment::Lower, true, id), tau));
    }
    const std::uint32_t r0 = r.sourceRow, c0 = r.sourceColumn;
    const auto source = ProcessorId(datum);
    // Cycle 1: along the source's row.
    prog.pulses.push_back({2 * std::size_t(r0), c0, 0, 0, 1, source, datum});
    prog.pulses.push_back({2 * std::size_t(r0) + 1, C - 1 - c0, 0, 0, 1, source, datum});
    for (std::uint32_t c = 0; c < C; ++c) {
        if (c == c0) continue;
        const bool upper = c > c0;
        prog.reads.push_back({ProcessorId(r0 * C + c), 2 * std::size_t(r0) + (upper ? 0 : 1), upper ? c : C - 1 - c,
                              Time(upper ? c - c0 : c0 - c) * tau, kNoWaveguide, 0, kNoWaveguide, 0, datum});
    }
    // Cycle 2: every processor of that row along its column.
    const Time second = prog.cycleLength;
    for (std::uint32_t c = 0; c < C; ++c) {
        const std::size_t up = firstColumn + 2 * std::size_t(c);
        prog.pulses.push_back({up, r0, second, 0, 1, ProcessorId(r0 * C + c), datum});
        prog.pulses.push_back({up + 1, R - 1 - r0, second, 0, 1, ProcessorId(r0 * C + c), datum});
        for (std::uint32_t row = 0; row < R; ++row) {
            if (row == r0) continue;
            const bool down = row > r0;
            prog.reads.push_back({ProcessorId(row * C + c), up + (down ? 0 : 1), down ? row : R - 1 - row,
                                  second + Time(down ? row - r0 : r0 - row) * tau, kNoWaveguide, 0, kNoWaveguide, 0,
                                  datum});
        }
    }
    run.trace = simulate(prog);
    if (R * C == 1) run.electronicCycles = 0;
    return run;
}

} // namespace popslab::bus
