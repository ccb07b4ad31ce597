// PopsNetwork: the structure and notation of paper 000, section 2-3.
#include "PopsNetwork.h"

#include <QTest>

using namespace popslab;
using namespace popslab::pops;

class TestNetwork : public QObject {
    Q_OBJECT
private slots:
    void counts() {
        const PopsNetwork net(4, 4); // Fig. 2
        QCOMPARE(net.processorCount(), 16u);
        QCOMPARE(net.couplerCount(), 16u);
        QCOMPARE(net.transceiverCount(), 2ull * 16 * 4);
        const PopsNetwork fig1(8, 2);
        QCOMPARE(fig1.couplerCount(), 4u);
    }
    void groupsAndIndices() {
        const PopsNetwork net(3, 5);
        for (ProcessorId p = 0; p < net.processorCount(); ++p) {
            QCOMPARE(net.group(p), p / 3);
            QCOMPARE(net.processor(net.group(p), net.indexInGroup(p)), p);
        }
    }
    // Section 3: M(x,y) uses T(x,eta), c(eta,xi), R(y,xi).
    void uniqueRoute() {
        const PopsNetwork net(8, 2);
        const Route r = net.route(3, 12); // xi = 0, eta = 1
        QCOMPARE(r.transmitter, (Transmitter{3, 1}));
        QCOMPARE(r.coupler, (Coupler{1, 0}));
        QCOMPARE(r.receiver, (Receiver{12, 0}));
        QCOMPARE(net.couplerFor(12, 3), (Coupler{0, 1}));
    }
    // Definition 1: offset = eta -_g xi.
    void groupOffset() {
        const PopsNetwork net(2, 4);
        QCOMPARE(net.groupOffset(0, 7), 3u);
        QCOMPARE(net.groupOffset(7, 0), 1u);
        QCOMPARE(net.groupOffset(2, 3), 0u);
    }
    void couplerIndexRoundTrip() {
        const PopsNetwork net(2, 7);
        for (std::uint32_t i = 0; i < net.couplerCount(); ++i)
            QCOMPARE(net.couplerIndex(net.couplerAt(i)), i);
    }
    void rejectsBadSizes() {
        QVERIFY(PopsNetwork::check(0, 4)->find("d") != std::string::npos);
        QVERIFY(PopsNetwork::check(4, 0)->find("g") != std::string::npos);
        QVERIFY(PopsNetwork::check(1, kMaxGroups + 1).has_value());
        QVERIFY(PopsNetwork::check(1u << 20, 1u << 10).has_value());
        QVERIFY(!PopsNetwork::check(1, 1).has_value());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, PopsNetwork(0, 1));
    }
};

QTEST_APPLESS_MAIN(TestNetwork)
#include "tst_network.moc"
