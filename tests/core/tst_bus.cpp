// Pipelined and reconfigurable optical buses (paper 001, sections 2-3; issue 12): every
// operation built from the text's rule and run through the pulse simulator, which --
// not the rule -- says what each processor read and when. Reference values from an
// independent clock-by-clock model (a Python simulation, which also found the errata).
#include "BusJson.h"
#include "BusLimits.h"
#include "BusOperations.h"
#include "BusPatterns.h"

#include <QTest>
#include <algorithm>
#include <numeric>
#include <random>

using namespace popslab;
using namespace popslab::bus;

namespace {

template <class Run> Run ran(std::variant<Run, Diagnostic> r) {
    if (auto* d = std::get_if<Diagnostic>(&r)) qFatal("%s", d->message.c_str());
    return std::get<Run>(std::move(r));
}

template <class Run> Diagnostic refused(std::variant<Run, Diagnostic> r) {
    if (!std::holds_alternative<Diagnostic>(r)) qFatal("not refused");
    return std::get<Diagnostic>(r);
}

// Every read found one message, the datum the permutation sends there, at wait(j) slots.
void checkPermutation(const BusRun& run, const std::vector<ProcessorId>& p, Time tau) {
    const std::uint32_t n = run.processors;
    QVERIFY(run.trace.correct);
    QCOMPARE(run.trace.cycles, std::uint64_t(1));
    for (ProcessorId j = 0; j < n; ++j) {
        const ReadOutcome& r = run.trace.reads[j];
        QCOMPARE(r.verdict, ReadVerdict::Good);
        QCOMPARE(r.messagesUnder.size(), std::size_t(1));
        QCOMPARE(*r.datum, std::int64_t(p[j]));
        const Time wait = run.kind == BusKind::Appb ? std::abs(Time(p[j]) - Time(j)) : 2 * Time(n) - 2 - p[j] - j;
        QCOMPARE(*r.time, wait * tau);
        if (run.kind == BusKind::Appb)
            QCOMPARE(run.program.waveguides[r.read.waveguide].name(), std::string(p[j] <= j ? "upper" : "lower"));
    }
}

} // namespace

class TestBus : public QObject {
    Q_OBJECT
private slots:
    // Section 2.2: every permutation for n <= 7, on the 1D APPB and the folded bus, in one
    // bus cycle, each reader finding exactly its datum after the stated wait.
    void everyPermutationInOneCycle() {
        int runs = 0;
        for (std::uint32_t n = 1; n <= 7; ++n) {
            std::vector<ProcessorId> p(n);
            std::iota(p.begin(), p.end(), 0u);
            do {
                for (BusKind kind : {BusKind::Appb, BusKind::Folded})
                    for (Time tau : {Time(1), Time(3)}) {
                        const BusRun run = ran(runPermutation({kind, n, tau, p}));
                        checkPermutation(run, p, tau);
                        if (QTest::currentTestFailed()) qFatal("n = %u, kind %s", n, kindId(kind));
                        QCOMPARE(run.electronicCycles,
                                 std::uint64_t(std::count_if(p.begin(), p.end(),
                                                             [&, j = 0u](ProcessorId v) mutable { return v != j++; })));
                        ++runs;
                    }
            } while (std::next_permutation(p.begin(), p.end()));
        }
        QCOMPARE(runs, 4 * (1 + 2 + 6 + 24 + 120 + 720 + 5040));
    }

    // The reference model's values: p = [3, 0, 4, 1, 2] on five processors.
    void referencePermutation() {
        const std::vector<ProcessorId> p{3, 0, 4, 1, 2};
        const BusRun appb = ran(runPermutation({BusKind::Appb, 5, 1, p}));
        const std::vector<std::string> buses{"lower", "upper", "lower", "upper", "upper"};
        const std::vector<Time> waits{3, 1, 2, 2, 2}, folded{5, 7, 2, 4, 2};
        const BusRun fold = ran(runPermutation({BusKind::Folded, 5, 1, p}));
        for (std::size_t j = 0; j < 5; ++j) {
            QCOMPARE(appb.program.waveguides[appb.trace.reads[j].read.waveguide].name(), buses[j]);
            QCOMPARE(waitOf(appb, j), waits[j]);
            QCOMPARE(waitOf(fold, j), folded[j]);
        }
        QVERIFY(appb.trace.correct && fold.trace.correct);
    }

    // Erratum: wait(j) = 2n - 2 - p(j) - j holds only when the fold takes no time. With a
    // fold of one hop, the smallest bus (n = 2, the identity) reads the wrong datum or
    // nothing; one slot more reads right again.
    void foldedBusNeedsAFoldWithoutDelay() {
        const BusRun run = ran(runPermutation({BusKind::Folded, 2, 1, {0, 1}}));
        BusProgram slowFold = run.program;
        const Waveguide& w = run.program.waveguides[0];
        std::vector<Time> hops = w.hops();
        hops[1] = 1; // the fold as a hop of its own
        slowFold.waveguides[0] = Waveguide(w.name(), w.role(), w.taps(), hops);
        const BusTrace wrong = simulate(slowFold);
        QVERIFY(!wrong.correct);
        QCOMPARE(wrong.reads[0].verdict, ReadVerdict::WrongDatum); // processor 0 reads 1's datum
        for (Read& r : slowFold.reads)
            *r.at += 1;
        QVERIFY(simulate(slowFold).correct);
    }

    // Section 2.1's example: processors 0, 1, 2 write A, B, C (the text says 0 through 3:
    // erratum); A reaches 1, 2, 3 at tau, 2 tau, 3 tau, B reaches 2, 3 at tau, 2 tau, C
    // reaches 3 at tau -- three messages on one waveguide, each read alone.
    void threeMessagesAtOnce() {
        for (Time tau : {Time(1), Time(2), Time(5)}) {
            const BusRun run = ran(runPipeline(4, tau, 3));
            QVERIFY(run.trace.correct);
            QCOMPARE(run.trace.reads.size(), std::size_t(6));
            for (const ReadOutcome& r : run.trace.reads) {
                QCOMPARE(r.messagesUnder.size(), std::size_t(1));
                QCOMPARE(*r.time, (Time(r.read.processor) - *r.datum) * tau);
            }
            QCOMPARE(run.trace.cycles, std::uint64_t(1));
            QCOMPARE(run.electronicCycles, std::uint64_t(3));
        }
    }

    // Section 2.1: the slot counter and the coincident pulse method, every writer, n <= 8,
    // tau <= 4: reader j > k finds k's message alone, after (j - k) tau and (j - k)(tau + 1).
    void everyWriterBothMethods() {
        for (std::uint32_t n = 1; n <= 8; ++n)
            for (Time tau = 1; tau <= 4; ++tau)
                for (ProcessorId k = 0; k < n; ++k)
                    for (BusKind kind : {BusKind::Unidirectional, BusKind::Coincident}) {
                        const BusRun run = ran(runWriter({kind, n, tau, k}));
                        QVERIFY(run.trace.correct);
                        QCOMPARE(run.trace.reads.size(), std::size_t(n - 1 - k));
                        for (const ReadOutcome& r : run.trace.reads) {
                            const Time hops = Time(r.read.processor) - Time(k);
                            QCOMPARE(*r.time, hops * (kind == BusKind::Coincident ? tau + 1 : tau));
                            QCOMPARE(*r.datum, std::int64_t(k));
                        }
                        if (n > k + 1) QCOMPARE(run.trace.cycles, std::uint64_t(1));
                    }
        // The reference model: n = 6, tau = 2, writer 1 -- arrivals 3, 6, 9, 12.
        const BusRun run = ran(runWriter({BusKind::Coincident, 6, 2, 1}));
        QCOMPARE((std::vector<Time>{*run.trace.reads[0].time, *run.trace.reads[1].time, *run.trace.reads[2].time,
                                    *run.trace.reads[3].time}),
                 (std::vector<Time>{3, 6, 9, 12}));
    }

    // Who writes a datum that is read, from the simulated reads (the window says "writes"
    // from it): a one-way broadcast's writer, not the processors left of it whose messages
    // no one reads; every writer of the pipelined bus; every processor of a permutation.
    void writersAreThoseWhoseDataIsRead() {
        const BusRun oneWay = ran(runWriter({BusKind::Unidirectional, 8, 1, 3}));
        for (ProcessorId p = 0; p < 8; ++p)
            QCOMPARE(oneWay.writesWhatIsRead(p), p == 3);
        const BusRun pipelined = ran(runPipeline(8, 1, 3));
        for (ProcessorId p = 0; p < 8; ++p)
            QCOMPARE(pipelined.writesWhatIsRead(p), p < 3);
        const BusRun shift = ran(runPermutation({BusKind::Appb, 4, 1, {1, 2, 3, 0}}));
        for (ProcessorId p = 0; p < 4; ++p)
            QVERIFY(shift.writesWhatIsRead(p));
    }

    // Section 3.1: the binary prefix sum for every bit vector with n <= 12, whole and with
    // random segmentations: each processor's coincidence slot gives its segment's sum;
    // at most two bus cycles, two exactly when some segment's slot passes the first cycle.
    void everyPrefixSum() {
        std::mt19937 random(12);
        for (std::uint32_t n = 1; n <= 12; ++n)
            for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
                std::vector<std::uint8_t> bits(n);
                for (std::uint32_t i = 0; i < n; ++i)
                    bits[i] = std::uint8_t(mask >> i & 1);
                for (int split = 0; split < 2; ++split) {
                    std::vector<ProcessorId> segments;
                    if (split)
                        for (ProcessorId i = 1; i < n; ++i)
                            if (random() % 3 == 0) segments.push_back(i);
                    const PrefixSumRun run = ran(runPrefixSum({n, bits, segments}));
                    QVERIFY(run.run.trace.correct);
                    QVERIFY(run.sumsCorrect);
                    Time latest = 0;
                    std::int64_t sum = 0;
                    for (ProcessorId i = 0; i < n; ++i) {
                        sum = (run.leader[i] == i ? 0 : sum) + bits[i];
                        QCOMPARE(run.prefix[i], sum);
                        QCOMPARE(run.coincidence[i], Time(i - run.leader[i]) + sum);
                        latest = std::max(latest, run.coincidence[i]);
                    }
                    QVERIFY(run.run.trace.cycles <= 2);
                    QCOMPARE(run.run.trace.cycles, std::uint64_t(latest >= Time(n) ? 2 : 1));
                }
            }
        // The reference model: bits 1,0,1,1,0,1,1,1, whole and split at 3 and 6.
        const std::vector<std::uint8_t> bits{1, 0, 1, 1, 0, 1, 1, 1};
        const PrefixSumRun whole = ran(runPrefixSum({8, bits, {}}));
        QCOMPARE(whole.coincidence, (std::vector<Time>{1, 2, 4, 6, 7, 9, 11, 13}));
        QCOMPARE(whole.run.trace.cycles, std::uint64_t(2));
        const PrefixSumRun split = ran(runPrefixSum({8, bits, {3, 6}}));
        QCOMPARE(split.coincidence, (std::vector<Time>{1, 2, 4, 1, 2, 4, 1, 3}));
        QCOMPARE(split.prefix, (std::vector<std::int64_t>{1, 1, 2, 1, 1, 2, 1, 2}));
        QCOMPARE(split.run.trace.cycles, std::uint64_t(1));
    }

    // The prefix sum needs reference and select at one speed: with section 2.1's delay
    // loop on the reference alone, processor 1 of the smallest bus never sees them coincide.
    void prefixSumNeedsEqualSpeeds() {
        const PrefixSumRun run = ran(runPrefixSum({2, {0, 0}, {}}));
        BusProgram looped = run.run.program;
        const Waveguide& reference = looped.waveguides[0];
        std::vector<Time> hops = reference.hops();
        for (Time& h : hops)
            h += 1;
        looped.waveguides[0] = Waveguide(reference.name(), reference.role(), reference.taps(), hops);
        const BusTrace trace = simulate(looped);
        QVERIFY(!trace.correct);
        QCOMPARE(trace.reads[1].verdict, ReadVerdict::NoCoincidence);

        // With tau = 2 clock units a hop, the conditional delay must add a slot (2 units):
        // one unit leaves processor 1 of bits 01 between two references.
        const PrefixSumRun ones = ran(runPrefixSum({2, {0, 1}, {}}));
        auto stretched = [&](Time delay) {
            BusProgram p = ones.run.program;
            p.waveguides[0] = Waveguide("reference", WaveguideRole::Reference, p.waveguides[0].taps(), {2});
            p.waveguides[1] = Waveguide("select", WaveguideRole::Select, p.waveguides[1].taps(), {2 + delay});
            p.pulses[0].period = 2; // a reference every slot of two units
            return simulate(p);
        };
        QCOMPARE(stretched(1).reads[1].verdict, ReadVerdict::NoCoincidence);
        QVERIFY(stretched(2).correct);
        QCOMPARE(*stretched(2).reads[1].time, Time(4)); // slot 2 = 1 + its sum
    }

    // The simulator refuses a program in which two messages are under a reader at its
    // read instant, and one that reads where nothing is, or the wrong datum.
    void simulatorRefusesBadPrograms() {
        BusProgram p;
        p.waveguides.emplace_back("message", WaveguideRole::Message, std::vector<Tap>{{0}, {1}, {2}},
                                  std::vector<Time>{1, 1});
        p.cycleLength = 3;
        p.pulses.push_back({0, 0, 0, 0, 1, 0, 10}); // processor 0 writes at 0 ...
        p.pulses.push_back({0, 1, 1, 0, 1, 1, 11}); // ... processor 1 one unit later: both reach 2 at time 2
        p.reads.push_back({2, 0, 2, Time(2), kNoWaveguide, 0, kNoWaveguide, 0, 10});
        p.reads.push_back({1, 0, 1, Time(5), kNoWaveguide, 0, kNoWaveguide, 0, 10});
        p.reads.push_back({0, 0, 0, Time(0), kNoWaveguide, 0, kNoWaveguide, 0, 11});
        const BusTrace t = simulate(p);
        QVERIFY(!t.correct);
        QCOMPARE(t.reads[0].verdict, ReadVerdict::SeveralMessages);
        QCOMPARE(t.reads[0].messagesUnder.size(), std::size_t(2));
        QCOMPARE(t.reads[1].verdict, ReadVerdict::NoMessage);
        QCOMPARE(t.reads[2].verdict, ReadVerdict::WrongDatum); // 0's own datum, not 1's
        // An open switch stops light: processor 2 behind it sees nothing.
        p.waveguides[0].open(1);
        QCOMPARE(simulate(p).reads[0].verdict, ReadVerdict::NoMessage);
    }

    // Section 2.3: row then columns, two bus cycles, every source of grids up to 5 x 5.
    void broadcast2d() {
        for (std::uint32_t rows = 1; rows <= 5; ++rows)
            for (std::uint32_t columns = 1; columns <= 5; ++columns)
                for (std::uint32_t r = 0; r < rows; ++r)
                    for (std::uint32_t c = 0; c < columns; ++c) {
                        const BusRun run = ran(runBroadcast2d({rows, columns, 1, r, c}));
                        QVERIFY(run.trace.correct);
                        QCOMPARE(run.trace.reads.size(), std::size_t(rows * columns - 1));
                        QCOMPARE(run.trace.cycles, std::uint64_t(rows * columns == 1 ? 0 : rows == 1 ? 1 : 2));
                    }
    }

    // The largest bus answers, every read checked (speed: the bench, not here).
    void largestBus() {
        const auto p = randomPermutation(kMaxBusProcessors, 7);
        checkPermutation(ran(runPermutation({BusKind::Appb, kMaxBusProcessors, 1, p})), p, 1);
        QVERIFY(ran(runPrefixSum({kMaxBusProcessors, randomBits(kMaxBusProcessors, 3), {}})).sumsCorrect);
    }

    void patterns() {
        QCOMPARE(shiftPermutation(5, 2), (std::vector<ProcessorId>{3, 4, 0, 1, 2}));
        QCOMPARE(shiftPermutation(5, -1), (std::vector<ProcessorId>{1, 2, 3, 4, 0}));
        auto p = randomPermutation(100, 9);
        QCOMPARE(p, randomPermutation(100, 9));
        std::sort(p.begin(), p.end());
        for (ProcessorId j = 0; j < 100; ++j)
            QCOMPARE(p[j], j);
    }

    void refusals() {
        QCOMPARE(refused(runPermutation({BusKind::Appb, 0, 1, {}})).parameter, std::string("processors"));
        QCOMPARE(refused(runPermutation({BusKind::Appb, kMaxBusProcessors + 1, 1, {}})).parameter,
                 std::string("processors"));
        QCOMPARE(refused(runPermutation({BusKind::Appb, 3, 0, {0, 1, 2}})).parameter, std::string("tau"));
        QCOMPARE(refused(runPermutation({BusKind::Appb, 3, kMaxBusTau + 1, {0, 1, 2}})).parameter, std::string("tau"));
        QCOMPARE(refused(runPermutation({BusKind::Appb, 3, 1, {0, 1}})).parameter, std::string("perm"));
        QCOMPARE(refused(runPermutation({BusKind::Folded, 3, 1, {0, 1, 1}})).condition,
                 std::string("a permutation of 0..n-1"));
        QCOMPARE(refused(runWriter({BusKind::Coincident, 3, 1, 3})).parameter, std::string("writer"));
        QCOMPARE(refused(runPrefixSum({3, {0, 2, 1}, {}})).parameter, std::string("bits"));
        QCOMPARE(refused(runPrefixSum({3, {0, 1}, {}})).parameter, std::string("bits"));
        QCOMPARE(refused(runPrefixSum({4, {0, 1, 1, 0}, {2, 2}})).parameter, std::string("segments"));
        QCOMPARE(refused(runPrefixSum({4, {0, 1, 1, 0}, {0}})).parameter, std::string("segments"));
        QCOMPARE(refused(runBroadcast2d({65, 2, 1, 0, 0})).parameter, std::string("rows"));
        QCOMPARE(refused(runBroadcast2d({2, 2, 1, 2, 0})).parameter, std::string("source"));
    }
};

QTEST_GUILESS_MAIN(TestBus)
#include "tst_bus.moc"
