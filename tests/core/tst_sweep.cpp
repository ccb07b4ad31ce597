// Sweeps: one measured row per valid point, progress reported, cancel honoured.
#include "OknSweep.h"
#include "common/Limits.h"
#include "sweep/Sweep.h"

#include <QTest>

using namespace popslab;
using namespace popslab::pops;

class TestSweep : public QObject {
    Q_OBJECT
private slots:
    // One answer takes at most kMaxSweepWork units of work; a sweep of every
    // all-to-all on n = 4096 (seven schedules of 16.8 M transmissions) is refused, naming n.
    void aSweepPastItsBudgetIsRefused() {
        SweepRequest r{"all-to-all", "phased", {}, SweepAxis::D, SweepFixed::N, 4096};
        auto result = runSweep(r);
        QVERIFY(std::holds_alternative<Diagnostic>(result));
        const Diagnostic& d = std::get<Diagnostic>(result);
        QCOMPARE(d.code, DiagnosticCode::OverBudget);
        QCOMPARE(d.parameter, std::string("n"));
        QCOMPARE(d.limit, kMaxSweepWork);
    }

    // An OK_N point's work grows with N whatever the axis: along delay or ports the refusal
    // names the fixed N, along nodes the range's end, each in words (not "lower to").
    void anOknSweepPastItsBudgetNamesWhatToLower() {
        okn::OknSweepRequest r{
            {"broadcast", "sequential", {1000000, 1, 1}, std::nullopt}, {"sequential"}, okn::OknAxis::Delay, 0, 10};
        const auto alongDelay = okn::runOknSweep(r);
        QVERIFY(std::holds_alternative<Diagnostic>(alongDelay));
        const Diagnostic& d = std::get<Diagnostic>(alongDelay);
        QCOMPARE(d.code, DiagnosticCode::OverBudget);
        QCOMPARE(d.parameter, std::string("nodes"));
        QVERIFY2(d.message.find("lower the number of nodes (nodes) (N = ") != std::string::npos, d.message.c_str());
        // Lowering it as told is accepted.
        r.base.network.nodes = 1000;
        QVERIFY(std::holds_alternative<std::vector<okn::OknSweepSeries>>(okn::runOknSweep(r)));
        r = {
            {"broadcast", "sequential", {2, 1, 1}, std::nullopt}, {"sequential"}, okn::OknAxis::Nodes, 999990, 1000000};
        const auto alongNodes = okn::runOknSweep(r);
        QVERIFY(std::holds_alternative<Diagnostic>(alongNodes));
        QCOMPARE(std::get<Diagnostic>(alongNodes).parameter, std::string("to"));
        QVERIFY2(std::get<Diagnostic>(alongNodes).message.find("lower the end of the range (to)") != std::string::npos,
                 std::get<Diagnostic>(alongNodes).message.c_str());
        // Along the nodes, it says how far the range fits, and that range runs (a lecturer
        // plotting a broadcast up to N = 1000 had been told only to lower the end).
        r = {{"broadcast", "kary-tree", {2, 2, 1}, std::nullopt},
             {"sequential", "kary-tree", "informed-resend", "preconfigured-tree", "latency-hiding", "binomial"},
             okn::OknAxis::Nodes,
             2,
             1000};
        const auto wide = okn::runOknSweep(r);
        QVERIFY(std::holds_alternative<Diagnostic>(wide));
        const Diagnostic& over = std::get<Diagnostic>(wide);
        QVERIFY(over.largestFitting >= 2 && over.largestFitting < 1000);
        QVERIFY2(over.message.ends_with("(up to " + std::to_string(over.largestFitting) + " fits)"),
                 over.message.c_str());
        r.to = over.largestFitting;
        QVERIFY(std::holds_alternative<std::vector<okn::OknSweepSeries>>(okn::runOknSweep(r)));
        r.to = over.largestFitting + 1;
        QVERIFY(std::holds_alternative<Diagnostic>(okn::runOknSweep(r)));
        // Along the delay, the fixed N is what to lower, and it says how far (it had said
        // only "lower the number of nodes").
        r = {{"broadcast", "kary-tree", {200000, 2, 1}, std::nullopt},
             {"sequential", "kary-tree", "informed-resend"},
             okn::OknAxis::Delay,
             0,
             40};
        const auto fixedN = okn::runOknSweep(r);
        QVERIFY(std::holds_alternative<Diagnostic>(fixedN));
        const Diagnostic& overN = std::get<Diagnostic>(fixedN);
        QCOMPARE(overN.parameter, std::string("nodes"));
        QVERIFY(overN.largestFitting >= 2 && overN.largestFitting < 200000);
        QVERIFY2(overN.message.ends_with("(N = " + std::to_string(overN.largestFitting) + " fits)"),
                 overN.message.c_str());
        r.base.network.nodes = std::uint32_t(overN.largestFitting);
        QVERIFY(std::holds_alternative<std::vector<okn::OknSweepSeries>>(okn::runOknSweep(r)));
        r.base.network.nodes = std::uint32_t(overN.largestFitting + 1);
        QVERIFY(std::holds_alternative<Diagnostic>(okn::runOknSweep(r)));
        // With algorithms that apply only where N is a power of k + 1 (their work there alone),
        // the N named runs and plots as many of them as the N asked: a bisection alone had
        // named N where the sweep plotted nothing, or dropped a curve.
        r = {{"scatter", "sequential", {6561, 2, 1}, std::nullopt},
             {"sequential", "spanning-tree"},
             okn::OknAxis::Delay,
             0,
             400};
        const auto powers = okn::runOknSweep(r);
        QVERIFY(std::holds_alternative<Diagnostic>(powers));
        const Diagnostic& overPowers = std::get<Diagnostic>(powers);
        QVERIFY(overPowers.largestFitting >= 2);
        r.base.network.nodes = std::uint32_t(overPowers.largestFitting);
        const auto named = okn::runOknSweep(r);
        QVERIFY(std::holds_alternative<std::vector<okn::OknSweepSeries>>(named));
        std::size_t plotted = 0;
        for (const auto& series : std::get<std::vector<okn::OknSweepSeries>>(named))
            plotted += series.points.empty() ? 0 : 1;
        QCOMPARE(plotted, std::size_t(2)); // 6561 = 3^8: both applied there
    }

    // An algorithm with no point in an OK_N sweep says why: the single-port binomial tree at
    // k = 2 fails on the ports, which the delay's sweep holds fixed; the spanning tree over
    // nodes fails at N = 10 on the swept nodes themselves. The sweep finds no point either.
    void anOknAlgorithmWithNoPointSaysWhy() {
        okn::OknSweepRequest r{
            {"broadcast", "", {41, 2, 1}, std::nullopt}, {"binomial", "sequential"}, okn::OknAxis::Delay, 0, 10};
        const auto swept = okn::runOknSweep(r);
        QVERIFY(std::holds_alternative<std::vector<okn::OknSweepSeries>>(swept));
        QVERIFY(std::get<std::vector<okn::OknSweepSeries>>(swept).front().points.empty());
        const auto binomial = okn::whyNoPoint(r, "binomial");
        QVERIFY(binomial);
        QCOMPARE(binomial->refusal.parameter, std::string("ports"));
        QVERIFY(!binomial->onAxis);
        QVERIFY(!okn::whyNoPoint(r, "sequential")); // it applies
        r = {{"scatter", "", {2, 2, 1}, std::nullopt}, {"spanning-tree"}, okn::OknAxis::Nodes, 10, 10};
        const auto spanning = okn::whyNoPoint(r, "spanning-tree");
        QVERIFY(spanning);
        QCOMPARE(spanning->refusal.parameter, std::string("nodes"));
        QVERIFY(spanning->onAxis);
    }

    void ringOverDForFixedN() {
        SweepRequest r{"ring", "natural", {}, SweepAxis::D, SweepFixed::N, 64};
        auto result = runSweep(r);
        const auto& rows = std::get<std::vector<SweepRow>>(result);
        QCOMPARE(rows.size(), std::size_t(7)); // d = 1, 2, 4, ..., 64
        for (const SweepRow& row : rows) {
            QCOMPARE(row.n, 64u);
            QVERIFY(row.valid);
            QVERIFY(row.measured >= row.lowerBound);
            if (row.formula) QCOMPARE(row.measured, *row.formula);
        }
        QCOMPARE(rows[3].d, 8u);
        QCOMPARE(rows[3].measured, std::uint64_t(7)); // Lemma 6: d - 1
    }

    void skipsPointsOutsideTheConditions() {
        SweepRequest r{"all-to-all", "phased", {}, SweepAxis::G, SweepFixed::N, 64};
        const auto result = runSweep(r);
        const auto& rows = std::get<std::vector<SweepRow>>(result);
        for (const SweepRow& row : rows)
            QVERIFY(std::uint64_t(row.d) * row.d >= row.n);
        QCOMPARE(rows.size(), std::size_t(4)); // d = 8, 16, 32, 64
        QCOMPARE(rows.front().g, 1u);          // ordered by g
    }

    void fixedGVariesDOverPowersOfTwo() {
        SweepRequest r{"reduction", "optimal", {}, SweepAxis::D, SweepFixed::G, 4};
        r.maxN = 256;
        const auto result = runSweep(r);
        const auto& rows = std::get<std::vector<SweepRow>>(result);
        QCOMPARE(rows.size(), std::size_t(7)); // d = 1 .. 64
        QCOMPARE(rows.back().d, 64u);
    }

    void badRequestsAreDiagnosed() {
        SweepRequest same{"ring", "natural", {}, SweepAxis::D, SweepFixed::D, 4};
        QVERIFY(std::holds_alternative<Diagnostic>(runSweep(same)));
        SweepRequest unknown{"ring", "fast", {}, SweepAxis::D, SweepFixed::N, 16};
        QCOMPARE(std::get<Diagnostic>(runSweep(unknown)).code, DiagnosticCode::UnknownAlgorithm);
    }

    void progressAndCancel() {
        SweepRequest r{"ring", "natural", {}, SweepAxis::D, SweepFixed::N, 720};
        std::size_t calls = 0, total = 0;
        std::atomic<bool> cancel{false};
        auto result = runSweep(
            r,
            [&](std::size_t done, std::size_t all) {
                ++calls;
                total = all;
                if (done == 3) cancel = true;
            },
            &cancel);
        QCOMPARE(total, std::size_t(30)); // the divisors of 720
        QCOMPARE(calls, std::size_t(3));
        QCOMPARE(std::get<std::vector<SweepRow>>(result).size(), std::size_t(3));
    }
};

QTEST_APPLESS_MAIN(TestSweep)
#include "tst_sweep.moc"
