// The WDM star of paper 004, built and measured against the paper's formulas
// and against values from an independent reference model (a Python construction of the
// same graphs, which also found the errata the README lists).
#include "SuperTopology.h"
#include "WdmAnalysis.h"
#include "WdmFormulas.h"
#include "WdmLimits.h"
#include "WdmRouting.h"
#include "WdmSweep.h"
#include "common/Limits.h"

#include <QTest>
#include <random>

using namespace popslab;
using namespace popslab::wdm;

namespace {

WdmReport analysed(WdmParameters p) {
    auto r = analyseWdm(p);
    if (auto* d = std::get_if<Diagnostic>(&r)) qFatal("%s", d->message.c_str());
    return std::get<WdmReport>(r);
}

QByteArray name(const WdmParameters& p) {
    return QByteArray("n = ") + QByteArray::number(p.n) + ", T = " + QByteArray::number(p.T) +
           ", R = " + QByteArray::number(p.R);
}

// Every hop of the route from a to b is a link of the built super topology, through the
// hop's transmitter, receiver and wavelength, and there are as many as the BFS distance.
void checkRoute(const WdmNetwork& net, const SuperTopology& topology, Processor a, Processor b, std::int32_t bfs) {
    const auto hops = route(net, a, b);
    QCOMPARE(std::int32_t(hops.size()), bfs);
    QCOMPARE(std::int32_t(distance(net, a, b)), bfs);
    Processor at = a;
    for (const Hop& h : hops) {
        QCOMPARE(h.from, at);
        const auto link = topology.link(h.from, h.to);
        QVERIFY(link.has_value());
        QCOMPARE(net.transmitterWavelength(h.from, h.transmitter), h.wavelength);
        QCOMPARE(net.receiverWavelength(h.to, h.receiver), h.wavelength);
        at = h.to;
    }
    QCOMPARE(at, b);
    // The plain cube's route, shown beside it: one dimension a hop, never shorter.
    const auto cube = cubeRoute(a, b);
    QCOMPARE(std::int32_t(cube.size() - 1), __builtin_popcount(a ^ b));
    QCOMPARE(cube.back(), b);
    for (std::size_t k = 1; k < cube.size(); ++k) {
        QCOMPARE(__builtin_popcount(cube[k - 1] ^ cube[k]), 1);
        QVERIFY(topology.link(cube[k - 1], cube[k]).has_value());
    }
    QVERIFY(hops.size() <= cube.size() - 1);
}

} // namespace

class TestWdm : public QObject {
    Q_OBJECT
private slots:
    // Every n <= 10 and every 1 <= T, R <= n: the built graphs give the paper's degree,
    // Theorem 3.1's diameter, Lemmas 3.1/3.4's wavelengths and the distance polynomial.
    void builtGraphsMatchTheFormulas() {
        int configurations = 0;
        for (std::uint32_t n = 1; n <= 10; ++n)
            for (std::uint32_t T = 1; T <= n; ++T)
                for (std::uint32_t R = 1; R <= n; ++R) {
                    const WdmParameters p{n, T, R};
                    const WdmReport r = analysed(p);
                    QVERIFY2(r.built, name(p));
                    QVERIFY2(r.degree == r.formulas.degree, name(p));
                    QVERIFY2(r.diameter == r.formulas.diameter, name(p));
                    QVERIFY2(r.wavelengths == r.formulas.wavelengths, name(p));
                    QVERIFY2(r.distanceHistogram == r.formulas.distanceHistogram, name(p));
                    QVERIFY2(r.transmittersPerWavelength == transmittersPerWavelengthFormula(WdmNetwork(p)), name(p));
                    // What is reported beyond n = 16, counted on the partition, holds where it is built.
                    QVERIFY2(r.degree == degreeOfPartition(WdmNetwork(p)), name(p));
                    QVERIFY2(r.diameter == diameterOfPartition(WdmNetwork(p)), name(p));
                    std::uint64_t total = 0;
                    for (auto c : r.distanceHistogram)
                        total += c;
                    QCOMPARE(total, r.nodes);
                    // The plain cube when every transceiver serves one dimension (E4: T = R = n too).
                    if (T == n || R == n) QVERIFY2(r.degree == n && r.diameter == n, name(p));
                    ++configurations;
                }
        QCOMPARE(configurations, 385);
    }

    // Vertex-transitive and regular: every processor sees the same distances (n <= 6).
    void everyProcessorSeesTheSameNetwork() {
        for (std::uint32_t n = 1; n <= 6; ++n)
            for (std::uint32_t T = 1; T <= n; ++T)
                for (std::uint32_t R = 1; R <= n; ++R) {
                    const WdmNetwork net({n, T, R});
                    const TransmissionGraph graph(net);
                    const SuperTopology topology(net, graph);
                    const auto reference = histogramOf(topology.distances(0));
                    const std::size_t degree = topology.neighbours(0).size();
                    for (Processor a = 1; a < net.processorCount(); ++a) {
                        QCOMPARE(histogramOf(topology.distances(a)), reference);
                        QCOMPARE(topology.neighbours(a).size(), degree);
                    }
                }
    }

    // Routing1 and Routing2 (Tables 1, 2; E12 corrected; mirrored for T > R): every pair
    // for n <= 6, sampled pairs up to n = 10.
    void routesAreShortestAndUseRealLinks() {
        std::mt19937 random(4);
        for (std::uint32_t n = 1; n <= 10; ++n)
            for (std::uint32_t T = 1; T <= n; ++T)
                for (std::uint32_t R = 1; R <= n; ++R) {
                    const WdmNetwork net({n, T, R});
                    const TransmissionGraph graph(net);
                    const SuperTopology topology(net, graph);
                    const Processor N = Processor(net.processorCount());
                    const Processor sources = n <= 6 ? N : 3;
                    for (Processor k = 0; k < sources; ++k) {
                        const Processor a = n <= 6 ? k : Processor(random() % N);
                        const auto dist = topology.distances(a);
                        const Processor targets = n <= 6 ? N : 40;
                        for (Processor j = 0; j < targets; ++j) {
                            const Processor b = n <= 6 ? j : Processor(random() % N);
                            checkRoute(net, topology, a, b, dist[b]);
                            if (QTest::currentTestFailed())
                                qFatal("route %u -> %u on %s", a, b, name({n, T, R}).data());
                        }
                    }
                }
    }

    // The plain cube shown beside the super topology's distances: C(n, h) processors at
    // distance h, counted bit by bit, and what the built T = R = n network measures.
    void cubeDistances() {
        for (std::uint32_t n = 1; n <= 10; ++n) {
            std::vector<std::uint64_t> counted(n + 1, 0);
            for (std::uint64_t a = 0; a < (std::uint64_t(1) << n); ++a)
                ++counted[std::size_t(__builtin_popcountll(a))];
            QCOMPARE(cubeDistanceHistogram(n), counted);
            QCOMPARE(analysed({n, n, n}).distanceHistogram, counted);
            QCOMPARE(meanDistance(counted), double(n) * double(1u << (n - 1)) / double((1u << n) - 1));
        }
        QCOMPARE(meanDistance({1}), 0.0);
    }

    // Both ends of every link of the transmission graph, as the window draws them, are in
    // one component: the same wavelength (n <= 8, every T and R).
    void transmissionLinksShareAWavelength() {
        for (std::uint32_t n = 1; n <= 8; ++n)
            for (std::uint32_t T = 1; T <= n; ++T)
                for (std::uint32_t R = 1; R <= n; ++R) {
                    const WdmNetwork net({n, T, R});
                    for (Processor a = 0; a < net.processorCount(); ++a)
                        for (Dimension i = 0; i < n; ++i) {
                            const TransmissionLink l = transmissionLink(net, a, i);
                            QCOMPARE(l.to, a ^ (Processor(1) << i));
                            QCOMPARE(net.transmitterWavelength(l.from, l.transmitter),
                                     net.receiverWavelength(l.to, l.receiver));
                        }
                }
    }

    // Fig. 2: the 3-cube with T = R = 1 needs two wavelengths; the even processors'
    // transmitters share lambda_0; four links join opposite corners; diameter 2.
    void figure2() {
        const WdmParameters p{3, 1, 1};
        const WdmNetwork net(p);
        for (Processor a = 0; a < 8; ++a)
            QCOMPARE(net.transmitterWavelength(a, 0), Wavelength(odd(a) ? 1 : 0));
        const TransmissionGraph graph(net);
        const SuperTopology topology(net, graph);
        for (Processor a = 0; a < 8; ++a) {
            QVERIFY(topology.link(a, 7 - a).has_value());
            QCOMPARE(topology.neighbours(a).size(), std::size_t(4));
        }
        const WdmReport r = analysed(p);
        QCOMPARE(r.wavelengths, std::uint64_t(2));
        QCOMPARE(r.diameter, 2u);
        QCOMPARE(r.distanceHistogram, (std::vector<std::uint64_t>{1, 4, 3}));
    }

    // Values of the reference model (partition, wavelengths, per-wavelength counts,
    // degree, diameter, distances), so a consistent mistake of ours and of the formulas
    // would still show.
    void referenceModelValues_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("T");
        QTest::addColumn<int>("R");
        QTest::addColumn<QString>("tx");
        QTest::addColumn<QString>("rx");
        QTest::addColumn<qulonglong>("W");
        QTest::addColumn<QString>("perWavelength"); // tx min,max rx min,max
        QTest::addColumn<qulonglong>("degree");
        QTest::addColumn<int>("diameter");
        QTest::addColumn<QString>("histogram");
        QTest::newRow("4,2,3") << 4 << 2 << 3 << "01 23"
                               << "0 1 23" << 24ull << "1 2 2 2" << 4ull << 4 << "1 4 6 4 1";
        QTest::newRow("4,3,2") << 4 << 3 << 2 << "0 1 23"
                               << "01 23" << 24ull << "2 2 1 2" << 4ull << 4 << "1 4 6 4 1";
        QTest::newRow("4,1,3") << 4 << 1 << 3 << "0123"
                               << "01 2 3" << 8ull << "2 2 6 6" << 6ull << 3 << "1 6 7 2";
        QTest::newRow("5,1,3") << 5 << 1 << 3 << "01234"
                               << "01 23 4" << 8ull << "4 4 12 12" << 12ull << 3 << "1 12 15 4";
        QTest::newRow("5,2,2") << 5 << 2 << 2 << "012 34"
                               << "012 34" << 24ull << "2 4 2 4" << 6ull << 4 << "1 6 12 10 3";
        QTest::newRow("5,3,2") << 5 << 3 << 2 << "01 2 34"
                               << "012 34" << 32ull << "2 4 2 2" << 6ull << 4 << "1 6 12 10 3";
        QTest::newRow("5,5,2") << 5 << 5 << 2 << "0 1 2 3 4"
                               << "012 34" << 64ull << "2 3 1 1" << 5ull << 5 << "1 5 10 10 5 1";
        QTest::newRow("6,1,1") << 6 << 1 << 1 << "012345"
                               << "012345" << 2ull << "32 32 32 32" << 32ull << 2 << "1 32 31";
        QTest::newRow("6,2,3") << 6 << 2 << 3 << "012 345"
                               << "01 2 345" << 48ull << "2 4 4 4" << 8ull << 4 << "1 8 22 24 9";
        QTest::newRow("6,6,6") << 6 << 6 << 6 << "0 1 2 3 4 5"
                               << "0 1 2 3 4 5" << 384ull << "1 1 1 1" << 6ull << 6 << "1 6 15 20 15 6 1";
    }
    void referenceModelValues() {
        QFETCH(int, n);
        QFETCH(int, T);
        QFETCH(int, R);
        QFETCH(QString, tx);
        QFETCH(QString, rx);
        QFETCH(qulonglong, W);
        QFETCH(QString, perWavelength);
        QFETCH(qulonglong, degree);
        QFETCH(int, diameter);
        QFETCH(QString, histogram);
        const WdmReport r = analysed({std::uint32_t(n), std::uint32_t(T), std::uint32_t(R)});
        auto groups = [](const std::vector<std::vector<Dimension>>& g) {
            QStringList parts;
            for (const auto& dims : g) {
                QString s;
                for (auto d : dims)
                    s += QString::number(d);
                parts << s;
            }
            return parts.join(' ');
        };
        QCOMPARE(groups(r.transmitterDimensions), tx);
        QCOMPARE(groups(r.receiverDimensions), rx);
        QCOMPARE(qulonglong(r.wavelengths), W);
        QCOMPARE(QString("%1 %2 %3 %4")
                     .arg(r.transmittersPerWavelength.first)
                     .arg(r.transmittersPerWavelength.second)
                     .arg(r.receiversPerWavelength.first)
                     .arg(r.receiversPerWavelength.second),
                 perWavelength);
        QCOMPARE(qulonglong(r.degree), degree);
        QCOMPARE(int(r.diameter), diameter);
        QStringList h;
        for (auto c : r.distanceHistogram)
            h << QString::number(c);
        QCOMPARE(h.join(' '), histogram);
    }

    // Routes of the reference model, hop by hop with the wavelength numbering of the
    // closed form (Lemmas 3.1/3.4).
    void referenceRoutes() {
        auto hops = [](WdmParameters p, Processor a, Processor b) {
            QStringList out;
            for (const Hop& h : route(WdmNetwork(p), a, b))
                out << QString("%1>%2 t%3 r%4 w%5")
                           .arg(h.from)
                           .arg(h.to)
                           .arg(h.transmitter)
                           .arg(h.receiver)
                           .arg(h.wavelength);
            return out.join("; ");
        };
        QCOMPARE(hops({5, 2, 3}, 0, 31), QString("0>7 t0 r1 w0; 7>15 t1 r2 w30; 15>31 t1 r2 w31"));
        QCOMPARE(hops({6, 2, 6}, 0, 45), QString("0>1 t0 r0 w0; 1>5 t0 r2 w1; 5>13 t1 r3 w104; 13>45 t1 r5 w105"));
        QCOMPARE(hops({6, 3, 1}, 0, 63), QString("0>1 t0 r0 w1; 1>63 t0 r0 w0"));
        QCOMPARE(hops({3, 1, 3}, 0, 7), QString("0>1 t0 r0 w0; 1>3 t0 r1 w1; 3>7 t0 r2 w3"));
    }

    // Errata E11 and E12: the smallest counterexamples of the printed text.
    void errataCounterexamples() {
        // E11: Lemma 3.5 as printed gives H = 2 for (n,T,R) = (2,1,2), 0 -> 1; it is one hop.
        const WdmNetwork small({2, 1, 2});
        QCOMPARE(distance(small, 0, 1), 1u);
        QCOMPARE(route(small, 0, 1).size(), std::size_t(1));
        // E12: Table 2 as printed allows 000 -> 101 on (3,1,2), which is no link.
        const WdmNetwork net({3, 1, 2});
        const TransmissionGraph graph(net);
        const SuperTopology topology(net, graph);
        QVERIFY(!topology.link(0, 5).has_value());
        QVERIFY(!hop(net, 0, 5).has_value());
        const auto hops = route(net, 0, 3);
        QCOMPARE(hops.size(), std::size_t(2));
        for (const Hop& h : hops)
            QVERIFY(topology.link(h.from, h.to).has_value());
    }

    // Beyond n = 16 the closed forms alone, and said so; n = 16 is built.
    void largeNetworks() {
        const WdmReport built = analysed({16, 4, 5});
        QVERIFY(built.built);
        QCOMPARE(built.degree, built.formulas.degree);
        QCOMPARE(built.diameter, built.formulas.diameter);
        const WdmReport formulas = analysed({30, 1, 1});
        QVERIFY(!formulas.built);
        QCOMPARE(formulas.wavelengths, std::uint64_t(2));
        QCOMPARE(formulas.diameter, 2u);
    }

    void refusals() {
        struct Case {
            WdmParameters p;
            const char* parameter;
        };
        for (const Case& c : {Case{{0, 1, 1}, "dimensions"}, Case{{kMaxWdmDimensions + 1, 1, 1}, "dimensions"},
                              Case{{4, 0, 1}, "transmitters"}, Case{{4, 5, 1}, "transmitters"},
                              Case{{4, 2, 0}, "receivers"}, Case{{4, 2, 5}, "receivers"}}) {
            const auto d = checkWdm(c.p);
            QVERIFY(d);
            QCOMPARE(d->code, DiagnosticCode::InvalidNetwork);
            QCOMPARE(d->parameter, std::string(c.parameter));
            QVERIFY(!d->condition.empty());
        }
    }

    void sweepSkipsValuesOutOfRange() {
        auto swept = runWdmSweep({{6, 0, 3}, WdmAxis::Transmitters, 1, 8});
        QVERIFY(std::holds_alternative<std::vector<WdmSweepRow>>(swept));
        const auto& rows = std::get<std::vector<WdmSweepRow>>(swept);
        QCOMPARE(rows.size(), std::size_t(6));                   // T = 7, 8 exceed n = 6
        QCOMPARE(rows[1].report.wavelengths, std::uint64_t(48)); // T = 2, R = 3
    }
};

QTEST_APPLESS_MAIN(TestWdm)
#include "tst_wdm.moc"
