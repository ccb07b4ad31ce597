// OTIS and the OTIS-Mesh (paper 001, section 5; issue 13): the built networks against an
// independent count in this file, breadth-first diameters, every 4D mesh move as a
// schedule the validator checks, shortest routes, and refusals.
#include "OtisAnalysis.h"
#include "OtisMoves.h"
#include "slotted/ScheduleJson.h"

#include <QTest>
#include <sstream>

using namespace popslab;
using namespace popslab::otis;

namespace {

// The OTIS-Mesh's links as the paper states them, written out again here: (G, P) -- (P, G)
// for G != P, and mesh neighbours (one row or one column apart) inside a group.
bool paperLink(std::uint32_t m, ProcessorId a, ProcessorId b) {
    const std::uint32_t N = m * m, G = a / N, P = a % N, H = b / N, Q = b % N;
    if (G != H) return H == P && Q == G;
    const int dr = int(P / m) - int(Q / m), dc = int(P % m) - int(Q % m);
    return std::abs(dr) + std::abs(dc) == 1;
}

// Diameter by breadth-first search over paperLink, from every processor.
std::uint32_t independentDiameter(std::uint32_t m) {
    const std::uint32_t n = m * m * m * m;
    std::uint32_t diameter = 0;
    for (ProcessorId s = 0; s < n; ++s) {
        std::vector<int> dist(n, -1);
        std::vector<ProcessorId> queue{s};
        dist[s] = 0;
        for (std::size_t k = 0; k < queue.size(); ++k)
            for (ProcessorId b = 0; b < n; ++b)
                if (dist[b] < 0 && paperLink(m, queue[k], b)) dist[b] = dist[queue[k]] + 1, queue.push_back(b);
        diameter = std::max(diameter, std::uint32_t(*std::max_element(dist.begin(), dist.end())));
    }
    return diameter;
}

OtisReport analysed(OtisParameters p) {
    auto r = analyseOtis(p);
    if (auto* d = std::get_if<Diagnostic>(&r)) qFatal("%s", d->message.c_str());
    return std::get<OtisReport>(r);
}

} // namespace

class TestOtis : public QObject {
    Q_OBJECT
private slots:
    // Link counts and diameters for m = 2..5 against the independent count; the 4D mesh
    // it simulates has diameter 4 (m - 1), the OTIS-Mesh one more: 4 m - 3.
    void linksAndDiameters() {
        for (std::uint32_t m = 2; m <= 5; ++m) {
            const std::uint32_t N = m * m, n = N * N;
            std::uint64_t optical = 0, electronic = 0;
            for (ProcessorId a = 0; a < n; ++a)
                for (ProcessorId b = a + 1; b < n; ++b)
                    if (paperLink(m, a, b)) ++(a / N == b / N ? electronic : optical);
            const OtisReport r = analysed({N, Intra::Mesh});
            QCOMPARE(r.processors, n);
            QCOMPARE(r.opticalLinks, optical);
            QCOMPARE(r.electronicLinks, electronic);
            QCOMPARE(optical, std::uint64_t(N) * (N - 1) / 2);
            if (m <= 4) QCOMPARE(r.diameter, independentDiameter(m));
            QCOMPARE(r.meshDiameter, 4 * (m - 1));
            QCOMPARE(r.diameter, 4 * m - 3);
            // Every link the network lists is one the paper describes.
            const OtisNetwork net({N, Intra::Mesh});
            for (ProcessorId a = 0; a < n; ++a)
                for (ProcessorId b : net.neighbours(a))
                    QVERIFY(paperLink(m, a, b));
        }
        // The OTIS-Hypercube: N log2 N / 2 electronic links a group.
        const OtisReport cube = analysed({16, Intra::Hypercube});
        QCOMPARE(cube.electronicLinks, std::uint64_t(16) * (16 * 4 / 2));
        QCOMPARE(cube.opticalLinks, std::uint64_t(120));
    }

    // Every 4D mesh move for m = 2..4: a valid schedule (real links, no link twice in a
    // step, every datum delivered where the 4D mesh puts it), with 1 electronic step
    // along k and l, and 2 OTIS steps and 1 electronic step along i and j.
    void everyMove() {
        for (std::uint32_t m = 2; m <= 4; ++m)
            for (const char* name : {"i+", "i-", "j+", "j-", "k+", "k-", "l+", "l-"}) {
                const Direction d = *parseDirection(name);
                auto result = simulateMove({m * m, Intra::Mesh}, d);
                QVERIFY(std::holds_alternative<MoveRun>(result));
                const MoveRun& run = std::get<MoveRun>(result);
                QVERIFY2(run.valid(), name);
                QVERIFY(run.stepsOneKind);
                const bool acrossGroups = d.axis == Axis::I || d.axis == Axis::J;
                QCOMPARE(run.opticalSteps, acrossGroups ? 2u : 0u);
                QCOMPARE(run.electronicSteps, 1u);
                // Every processor but the m^3 on the far face moves; each datum is
                // delivered to the 4D neighbour, computed here from (i, j, k, l).
                QCOMPARE(run.moved, std::uint64_t(m * m * m * (m - 1)));
                for (ItemIndex it = 0; it < run.schedule.itemCount(); ++it) {
                    const ProcessorId a = run.schedule.origin(it);
                    std::uint32_t c[4] = {a / (m * m * m), a / (m * m) % m, a / m % m, a % m};
                    c[int(d.axis)] += d.sign;
                    QCOMPARE(*run.schedule.singleTarget(it), ((c[0] * m + c[1]) * m + c[2]) * m + c[3]);
                }
            }
    }

    // A move's schedule is a format v1 document of its own network type: written, read
    // back, validated the same; a broken copy is caught by the validator.
    void moveScheduleRoundTrip() {
        const MoveRun run = std::get<MoveRun>(simulateMove({9, Intra::Mesh}, *parseDirection("j-")));
        std::ostringstream text;
        writeSchedule(text, run.schedule);
        std::istringstream in(text.str());
        auto read = readSchedule(in);
        QVERIFY(std::holds_alternative<Schedule>(read));
        const Schedule& back = std::get<Schedule>(read);
        QCOMPARE(back.network.type, std::string("otis-mesh"));
        QVERIFY(validate(back).valid());
        // Two transfers over one link direction in one step: a conflict.
        Schedule broken = back;
        broken.beginSlot();
        broken.addTransmission(0, Coupler{1, 0}, 1, 0);
        broken.addTransmission(0, Coupler{1, 0}, 1, 1);
        QVERIFY(!validate(broken).valid());
        // No link between (0,0) and (0,4) of a 3 x 3 mesh group: not a channel.
        Schedule far = back;
        far.beginSlot();
        far.addTransmission(0, Coupler{4, 0}, 4, 0);
        QVERIFY(!validate(far).valid());
    }

    // Routes as long as the breadth-first distance, every hop a link of its kind (m = 2, 3).
    void routesAreShortest() {
        for (std::uint32_t m = 2; m <= 3; ++m) {
            const OtisNetwork net({m * m, Intra::Mesh});
            for (ProcessorId a = 0; a < net.processorCount(); ++a) {
                const auto dist = distancesFrom(net, a);
                for (ProcessorId b = 0; b < net.processorCount(); ++b) {
                    const auto hops = shortestRoute(net, a, b);
                    QVERIFY(hops);
                    QCOMPARE(std::int32_t(hops->size()), dist[b]);
                    ProcessorId at = a;
                    for (const OtisHop& h : *hops) {
                        QCOMPARE(h.from, at);
                        QVERIFY(paperLink(m, h.from, h.to));
                        QCOMPARE(h.kind == LinkKind::Optical, net.group(h.from) != net.group(h.to));
                        at = h.to;
                    }
                    QCOMPARE(at, b);
                }
            }
        }
    }

    // Fig. 13's plain OTIS: transpose links only, checked against (G, P) -- (P, G) written
    // out here; not connected, so no diameter and a route only between (G, P) and (P, G).
    void plainOtis() {
        for (std::uint32_t N : {2u, 4u, 5u, 7u}) {
            const OtisNetwork net({N, Intra::None});
            std::uint64_t links = 0;
            for (ProcessorId a = 0; a < net.processorCount(); ++a)
                for (ProcessorId b = 0; b < net.processorCount(); ++b) {
                    const std::uint32_t G = a / N, P = a % N, H = b / N, Q = b % N;
                    const bool transpose = G != P && H == P && Q == G;
                    QCOMPARE(net.link(a, b).has_value(), transpose);
                    if (transpose) QCOMPARE(*net.link(a, b), LinkKind::Optical);
                    links += transpose && a < b;
                    const auto route = shortestRoute(net, a, b);
                    QCOMPARE(route.has_value(), a == b || transpose);
                    if (transpose) QCOMPARE(route->size(), std::size_t(1));
                }
            const auto r = std::get<OtisReport>(analyseOtis({N, Intra::None}));
            QCOMPARE(r.opticalLinks, links);
            QCOMPARE(r.electronicLinks, std::uint64_t(0));
            QVERIFY(!r.connected);
            QCOMPARE(r.distanceHistogram, std::vector<std::uint64_t>{1}); // (0, 0) has no link at all
            QVERIFY(std::holds_alternative<Diagnostic>(simulateMove({N, Intra::None}, {Axis::K, 1})));
        }
        // The connected networks say so.
        QVERIFY(std::get<OtisReport>(analyseOtis({4, Intra::Mesh})).connected);
        QVERIFY(std::get<OtisReport>(analyseOtis({4, Intra::Hypercube})).connected);
        QCOMPARE(intraOfName("none"), std::optional<Intra>(Intra::None));
        QCOMPARE(std::string(intraName(Intra::None)), std::string("none"));
        QVERIFY(checkOtis({1, Intra::None}).has_value());
        QVERIFY(checkOtis({65, Intra::None}).has_value());
    }

    void refusals() {
        for (std::uint32_t N : {0u, 1u, 2u, 3u, 10u, 81u})
            QCOMPARE(checkOtis({N, Intra::Mesh})->parameter, std::string("groups"));
        for (std::uint32_t N : {0u, 1u, 12u, 128u})
            QVERIFY(checkOtis({N, Intra::Hypercube}).has_value());
        QVERIFY(!checkOtis({64, Intra::Mesh}));
        QVERIFY(!checkOtis({2, Intra::Hypercube}));
        QVERIFY(std::holds_alternative<Diagnostic>(simulateMove({16, Intra::Hypercube}, {Axis::I, 1})));
        QVERIFY(!parseDirection("m+"));
        QVERIFY(!parseDirection("i"));
        // A document naming an OTIS network with d != g is refused, naming the field.
        std::istringstream doc(
            R"({"format":"popslab-schedule-1","network":{"type":"otis-mesh","d":4,"g":9},"items":[],"slots":[]})");
        auto read = readSchedule(doc);
        QVERIFY(std::holds_alternative<ReadError>(read));
        QVERIFY(std::get<ReadError>(read).message.find("d = g") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestOtis)
#include "tst_otis.moc"
