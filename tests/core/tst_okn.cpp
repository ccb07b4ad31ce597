// OK_N (paper 003): every algorithm is an event program the simulator runs; its time
// equals the paper's formula across N, k and delay; Tables I-V come out of the
// simulator cell by cell; the simulator rejects programs that break the model.
#include "OknAlgorithms.h"
#include "OknRegistry.h"

#include <QTest>

using namespace popslab::okn;

namespace {

// How far the formula sweep goes. Under the sanitizers (ten times slower) it stops
// earlier; every algorithm and code path still runs, at smaller N.
#ifdef POPSLAB_SANITIZED
constexpr std::uint32_t kQuadraticN = 64, kExchangeN = 2000, kTreeN = 10000;
constexpr Time kMaxDelay = 2;
#else
constexpr std::uint32_t kQuadraticN = 256, kExchangeN = 20000, kTreeN = 100000;
constexpr Time kMaxDelay = 5;
#endif

Time simulated(const std::string& op, const std::string& alg, std::uint32_t n, std::uint32_t k, Time d,
               std::optional<std::uint32_t> steps = std::nullopt, std::vector<std::uint32_t>* best = nullptr) {
    OknRequest r{op, alg, {n, k, d}, steps};
    auto ran = runOkn(r);
    if (auto* diag = std::get_if<OknDiagnostic>(&ran)) qFatal("%s", diag->message.c_str());
    const auto& run = std::get<OknRun>(ran);
    if (!run.simulation.ok())
        qFatal("%s/%s N=%u k=%u d=%lld: %s", op.c_str(), alg.c_str(), n, k, (long long)d,
               run.simulation.violation->message.c_str());
    if (best) *best = run.bestSteps;
    return run.simulation.completion;
}

// N values for an algorithm: powers of k+1 where it needs them, else a spread.
std::vector<std::uint32_t> sizes(const OknAlgorithm& a, std::uint32_t k, std::uint64_t limit) {
    bool power = false;
    for (const auto& c : a.conditions)
        power |= c.parameter == "nodes";
    std::vector<std::uint32_t> out;
    if (power) {
        for (std::uint64_t n = k + 1; n <= limit; n *= k + 1)
            out.push_back(std::uint32_t(n));
    } else {
        for (std::uint64_t n : {2, 3, 5, 7, 10, 41, 99, 256, 1000, 4097, 65536, 100000})
            if (n <= limit) out.push_back(std::uint32_t(n));
    }
    return out;
}

} // namespace

class TestOkn : public QObject {
    Q_OBJECT
private slots:
    void simulationEqualsFormula() {
        int runs = 0;
        for (const OknOperation& op : oknOperations()) {
            for (const OknAlgorithm& a : op.algorithms) {
                // The direct algorithms send N(N-1) messages (TE3 through its direct phase):
                // up to N = 256 here (Tables IV-V check 1024 and 729); G2 and TE2 take
                // N k log N events, up to about 20000; broadcast and scatter about 100000.
                const bool quadratic = a.id == "direct" || a.id == "combined";
                const bool exchange = op.id == "multinode-broadcast" || op.id == "total-exchange";
                for (std::uint32_t k = 1; k <= 4; ++k) {
                    for (Time d = 0; d <= kMaxDelay; ++d) {
                        for (std::uint32_t n : sizes(a, k, quadratic ? kQuadraticN : exchange ? kExchangeN : kTreeN)) {
                            OknRequest r{op.id, a.id, {n, k, d}, std::nullopt};
                            if (checkOkn(r)) continue; // outside the algorithm's conditions
                            if (a.id == "combined") {
                                for (std::uint32_t i = 0; i <= ceilLog(n, k + 1); ++i) {
                                    r.steps = i;
                                    const Time sim = simulated(op.id, a.id, n, k, d, i);
                                    QVERIFY2(sim == a.formula(r),
                                             qPrintable(QString("%1/%2 N=%3 k=%4 d=%5 i=%6: %7 vs %8")
                                                            .arg(op.id.c_str(), a.id.c_str())
                                                            .arg(n)
                                                            .arg(k)
                                                            .arg(d)
                                                            .arg(i)
                                                            .arg(sim)
                                                            .arg(a.formula(r))));
                                    ++runs;
                                }
                                continue;
                            }
                            const Time sim = simulated(op.id, a.id, n, k, d);
                            QVERIFY2(sim == a.formula(r),
                                     qPrintable(QString("%1/%2 N=%3 k=%4 d=%5: simulated %6, formula %7")
                                                    .arg(op.id.c_str(), a.id.c_str())
                                                    .arg(n)
                                                    .arg(k)
                                                    .arg(d)
                                                    .arg(sim)
                                                    .arg(a.formula(r))));
                            ++runs;
                        }
                    }
                }
            }
        }
        qInfo("%d simulations equal their formulas", runs);
    }

    // Tables I and II: broadcasting time, k-port.
    void tablesIandII_data() {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("b2");
        QTest::addColumn<int>("b3");
        QTest::addColumn<int>("b4");
        QTest::addColumn<int>("bound");
        QTest::newRow("I 99") << 2 << 1 << 99 << 10 << 7 << 5 << 5;
        QTest::newRow("I 1393") << 2 << 1 << 1393 << 14 << 11 << 8 << 7;
        QTest::newRow("I 114243") << 2 << 1 << 114243 << 22 << 17 << 13 << 11;
        QTest::newRow("I 1607520") << 2 << 1 << 1607520 << 28 << 21 << 16 << 14;
        QTest::newRow("II 85") << 4 << 3 << 85 << 12 << 6 << 3 << 3;
        QTest::newRow("II 1369") << 4 << 3 << 1369 << 20 << 9 << 5 << 5;
        QTest::newRow("II 88633") << 4 << 3 << 88633 << 32 << 12 << 8 << 8;
        QTest::newRow("II 1429100") << 4 << 3 << 1429100 << 36 << 14 << 10 << 9;
    }
    void tablesIandII() {
        QFETCH(int, k);
        QFETCH(int, d);
        QFETCH(int, n);
        QFETCH(int, b2);
        QFETCH(int, b3);
        QFETCH(int, b4);
        QFETCH(int, bound);
#ifdef POPSLAB_SANITIZED
        if (std::uint32_t(n) > kTreeN) QSKIP("the million-node rows run in the ordinary build");
#endif
        QCOMPARE(simulated("broadcast", "informed-resend", n, k, d), Time(b2));
        QCOMPARE(simulated("broadcast", "preconfigured-tree", n, k, d), Time(b3));
        QCOMPARE(simulated("broadcast", "latency-hiding", n, k, d), Time(b4));
        // The last column is log_{k+1} N rounded up: what B2 takes with d = 0.
        QCOMPARE(simulated("broadcast", "informed-resend", n, k, 0), Time(bound));
    }

    // Table III: broadcasting time, single-port, d = 3.
    void tableIII_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("binomial");
        QTest::addColumn<int>("b4");
        QTest::addColumn<int>("bound");
        QTest::newRow("69") << 69 << 28 << 12 << 7;
        QTest::newRow("1252") << 1252 << 44 << 21 << 11;
        QTest::newRow("82629") << 82629 << 68 << 34 << 17;
    }
    void tableIII() {
        QFETCH(int, n);
        QFETCH(int, binomial);
        QFETCH(int, b4);
        QFETCH(int, bound);
        QCOMPARE(simulated("broadcast", "binomial", n, 1, 3), Time(binomial));
        QCOMPARE(simulated("broadcast", "latency-hiding", n, 1, 3), Time(b4));
        QCOMPARE(simulated("broadcast", "binomial", n, 1, 0), Time(bound));
    }

    // Tables IV (N = 1024, k = 1) and V (N = 729, k = 2): total exchange.
    void tablesIVandV_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("te1");
        QTest::addColumn<int>("te2");
        QTest::addColumn<int>("te3");
        QTest::addColumn<QList<int>>("best");
        QTest::newRow("IV d=2") << 1024 << 1 << 2 << 3069 << 5140 << 2558 << QList<int>{1, 2};
        QTest::newRow("IV d=3") << 1024 << 1 << 3 << 4092 << 5150 << 2815 << QList<int>{2};
        QTest::newRow("IV d=4") << 1024 << 1 << 4 << 5115 << 5160 << 3072 << QList<int>{2, 3};
        QTest::newRow("IV d=5") << 1024 << 1 << 5 << 6138 << 5170 << 3202 << QList<int>{3};
        QTest::newRow("V d=1") << 729 << 2 << 1 << 728 << 1464 << 728 << QList<int>{0, 1};
        QTest::newRow("V d=2") << 729 << 2 << 2 << 1092 << 1470 << 850 << QList<int>{1};
        QTest::newRow("V d=3") << 729 << 2 << 3 << 1456 << 1476 << 972 << QList<int>{1, 2};
        QTest::newRow("V d=4") << 729 << 2 << 4 << 1820 << 1482 << 1014 << QList<int>{2};
    }
    void tablesIVandV() {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(int, d);
        QFETCH(int, te1);
        QFETCH(int, te2);
        QFETCH(int, te3);
        QFETCH(QList<int>, best);
#ifdef POPSLAB_SANITIZED
        // A million messages a row: one row of each table under the sanitizers.
        if (QByteArray(QTest::currentDataTag()) != "IV d=2" && QByteArray(QTest::currentDataTag()) != "V d=1")
            QSKIP("the other rows run in the ordinary build");
#endif
        QCOMPARE(simulated("total-exchange", "direct", n, k, d), Time(te1));
        QCOMPARE(simulated("total-exchange", "standard", n, k, d), Time(te2));
        std::vector<std::uint32_t> steps;
        QCOMPARE(simulated("total-exchange", "combined", n, k, d, std::nullopt, &steps), Time(te3));
        QList<int> got;
        for (auto i : steps)
            got << int(i);
        QCOMPARE(got, best);
    }

    // The content of every datum is tracked for moderate N: a correct algorithm
    // delivers everything; a program missing a message misses its goal.
    void contentIsChecked() {
        for (const char* op : {"broadcast", "scatter", "multinode-broadcast", "total-exchange"}) {
            const std::string name = op;
            const char* algorithm = name == "broadcast" ? "latency-hiding"
                                    : name == "scatter" ? "sequential"
                                                        : "direct";
            OknRequest r{op, algorithm, {27, 2, 2}, std::nullopt};
            auto run = std::get<OknRun>(runOkn(r));
            QVERIFY(run.contentChecked);
            QVERIFY(run.simulation.ok());
        }
        Program p = totalExchangeDirect({9, 2, 1}, true);
        for (auto it = p.events.begin(); it != p.events.end(); ++it)
            if (it->kind == EventKind::Send) {
                p.events.erase(it);
                break;
            }
        const auto result = simulate(p);
        QVERIFY(!result.ok());
        QCOMPARE(result.violation->rule, Rule::GoalMissed);
    }

    void rejectsTooManyPorts() {
        Program p{{4, 1, 2}, {}, {}, {}};
        p.configure(0, 1, 0);
        p.configure(0, 2, 0);
        const auto r = simulate(p);
        QCOMPARE(r.violation->rule, Rule::PortLimit);
        QCOMPARE(r.violation->node, 0u);
        QCOMPARE(r.violation->time, Time(0));
        Program q{{4, 1, 2}, {}, {}, {}};
        q.configure(0, 3, 0);
        q.configure(1, 3, 0); // node 3 has one receive port
        QCOMPARE(simulate(q).violation->node, 3u);
    }

    void rejectsSendWithoutLink() {
        Program p{{4, 2, 2}, {}, {}, {}};
        p.send(0, 1, 5, {}, 1);
        const auto r = simulate(p);
        QCOMPARE(r.violation->rule, Rule::NoLink);
        QCOMPARE(r.violation->time, Time(5));
        QVERIFY(r.violation->message.find("node 0 at time 5") != std::string::npos);
    }

    void rejectsSendWhileConfiguring() {
        Program p{{4, 2, 3}, {}, {}, {}};
        p.configure(0, 1, 0);
        p.send(0, 1, 2, {}, 1); // the link is up at 3
        QCOMPARE(simulate(p).violation->rule, Rule::LinkConfiguring);
        Program ok{{4, 2, 3}, {}, {}, {}};
        ok.configure(0, 1, 0);
        ok.send(0, 1, 3, {}, 1);
        QVERIFY(simulate(ok).ok());
        QCOMPARE(simulate(ok).completion, Time(4));
        // Pre-established links (B4's cached first sets) are up at time 0.
        Program pre{{4, 2, 3}, {}, {}, {}};
        pre.configure(0, 1, -3);
        pre.send(0, 1, 0, {}, 1);
        QCOMPARE(simulate(pre).completion, Time(1));
    }

    void rejectsUnheldDataAndBusyLinks() {
        Program p{{3, 1, 0}, {}, {}, {}};
        p.content.tracked = true;
        p.content.initial = {{7, 0}};
        p.configure(1, 2, 0);
        p.send(1, 2, 0, {7}); // node 1 never had datum 7
        QCOMPARE(simulate(p).violation->rule, Rule::NotHeld);
        Program q{{3, 1, 0}, {}, {}, {}};
        q.configure(0, 1, 0);
        q.send(0, 1, 0, {}, 3);
        q.send(0, 1, 1, {}, 1);
        QCOMPARE(simulate(q).violation->rule, Rule::LinkBusy);
    }

    // A run is refused before it is built when oknWork says it is too large, so
    // oknWork must bound what the built program really holds -- checked here against
    // every algorithm's program, with and without tracked content -- and not be so
    // loose that it refuses what would fit.
    void workEstimateBoundsThePrograms() {
        for (const auto& op : oknOperations())
            for (const auto& a : op.algorithms)
                for (std::uint32_t k = 1; k <= 3; ++k)
                    for (std::uint32_t n : sizes(a, k, 800))
                        for (bool content : {false, true}) {
                            OknRequest r{op.id,
                                         a.id,
                                         {n, k, 1},
                                         a.id == "combined" ? std::optional<std::uint32_t>(1) : std::nullopt};
                            if (checkOkn(r)) continue;
                            if (content != contentFeasible(r)) continue; // the run tracks content exactly when feasible
                            const Program p = a.build(r, content);
                            const std::uint64_t actual = p.events.size() + p.data.size() / 4 + 4ull * n;
                            const std::uint64_t estimate = oknWork(r);
                            QVERIFY2(actual <= estimate, qPrintable(QString("%1/%2 N=%3 k=%4: %5 > %6")
                                                                        .arg(op.id.c_str(), a.id.c_str())
                                                                        .arg(n)
                                                                        .arg(k)
                                                                        .arg(actual)
                                                                        .arg(estimate)));
                            QVERIFY2(estimate <= 4 * actual + 64, qPrintable(QString("%1/%2 N=%3: %4 for %5")
                                                                                 .arg(op.id.c_str(), a.id.c_str())
                                                                                 .arg(n)
                                                                                 .arg(estimate)
                                                                                 .arg(actual)));
                        }
    }

    void refusalsNameTheLimit() {
        const auto d = checkOkn({"total-exchange", "direct", {30000, 1, 1}, std::nullopt});
        QVERIFY(d);
        QCOMPARE(d->code, popslab::DiagnosticCode::TooLarge);
        QCOMPARE(d->parameter, std::string("nodes"));
        QCOMPARE(d->quantity, std::string("work"));
        QVERIFY(d->value > d->limit);
        // The largest N it names is itself accepted, and one more is not.
        QVERIFY(!checkOkn({"total-exchange", "direct", {std::uint32_t(d->largestFitting), 1, 1}, std::nullopt}));
        QVERIFY(checkOkn({"total-exchange", "direct", {std::uint32_t(d->largestFitting + 1), 1, 1}, std::nullopt}));
        QVERIFY2(d->message.find("up to N = " + std::to_string(d->largestFitting)) != std::string::npos,
                 d->message.c_str());
        // Broadcasts reach far further: Table I's 1607520 nodes fit.
        QVERIFY(!checkOkn({"broadcast", "informed-resend", {1607520, 2, 1}, std::nullopt}));
    }

    void diagnosticsNameTheCondition() {
        auto d = checkOkn({"scatter", "spanning-tree", {10, 2, 1}, std::nullopt});
        QVERIFY(d && d->parameter == "nodes" && d->message.find("power of k+1") != std::string::npos);
        d = checkOkn({"broadcast", "binomial", {8, 2, 1}, std::nullopt});
        QVERIFY(d && d->parameter == "ports");
        d = checkOkn({"broadcast", "sequential", {8, 0, 1}, std::nullopt});
        QVERIFY(d && d->parameter == "ports");
        d = checkOkn({"broadcast", "sequential", {8, 1, -1}, std::nullopt});
        QVERIFY(d && d->parameter == "delay");
        d = checkOkn({"total-exchange", "combined", {8, 1, 1}, 4});
        QVERIFY(d && d->parameter == "steps" && d->condition == "0 <= i <= log_{k+1} N");
        QVERIFY(!checkOkn({"total-exchange", "combined", {8, 1, 1}, 3})); // log2 8
        // Steps given to an algorithm that takes none: a reason, not a range.
        d = checkOkn({"total-exchange", "direct", {8, 1, 1}, 1});
        QVERIFY(d && d->parameter == "steps" && d->condition.empty() &&
                d->message.find("combined") != std::string::npos);
    }

    // The timeline a view replays: configures before sends, in time order.
    void timeline() {
        OknRequest r{"broadcast", "latency-hiding", {41, 2, 1}, std::nullopt};
        auto run = std::get<OknRun>(runOkn(r, true));
        QVERIFY(!run.simulation.timeline.empty());
        for (std::size_t i = 1; i < run.simulation.timeline.size(); ++i)
            QVERIFY(run.simulation.timeline[i - 1].start <= run.simulation.timeline[i].start);
        QCOMPARE(run.simulation.completion, Time(4)); // Fig. 2: 41 nodes, k = 2, d = 1
    }
};

QTEST_APPLESS_MAIN(TestOkn)
#include "tst_okn.moc"
