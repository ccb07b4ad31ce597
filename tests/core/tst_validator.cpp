// The validator catches each breach of schedule format v1 on its own, and accepts
// what the format allows (broadcasts, multiple receive, computing in the same slot).
#include "common/Limits.h"
#include "slotted/HeldItems.h"
#include "slotted/Validator.h"

#include <QTest>

using namespace popslab;

namespace {

// POPS(2,2): processors 0,1 in group 0; 2,3 in group 1.
Schedule pops22(std::uint32_t receivesPerSlot = 1) {
    return Schedule(NetworkSpec{2, 2, receivesPerSlot}, {});
}

std::vector<ViolationKind> kinds(const ValidationReport& r) {
    std::vector<ViolationKind> out;
    for (const auto& v : r.violations)
        out.push_back(v.kind);
    return out;
}

Violation only(const ValidationReport& r, ViolationKind kind) {
    const Violation* found = nullptr;
    for (const auto& v : r.violations) {
        if (v.kind != kind) qFatal("unexpected violation %s", violationKindId(v.kind).data());
        if (found) qFatal("more than one %s", violationKindId(kind).data());
        found = &v;
    }
    if (!found) qFatal("no %s found", violationKindId(kind).data());
    return *found;
}

const ProcessorId P[] = {0, 1, 2, 3};
std::span<const ProcessorId> to(ProcessorId p) {
    return std::span(&P[p], 1);
}

} // namespace

class TestValidator : public QObject {
    Q_OBJECT
private slots:
    // Issue 9, finding 1: with g = 65535 the g^2 couplers would take tens of GB of
    // tables; the validator keeps rows only for the couplers the schedule uses, and still
    // finds a conflict on one of them.
    void couplersOfTheLargestGAreTrackedSparsely() {
        Schedule s(NetworkSpec{16, kMaxGroups, 1}, {});
        const ProcessorId last = 16 * kMaxGroups - 1;
        const auto a = s.addItem(0), b = s.addItem(1), c = s.addItem(last);
        s.beginSlot();
        s.addTransmission(0, {kMaxGroups - 1, 0}, 16 * (kMaxGroups - 1), a);
        s.addTransmission(1, {kMaxGroups - 1, 0}, 16 * (kMaxGroups - 1) + 1, b);
        s.addTransmission(last, {0, kMaxGroups - 1}, 3, c);
        const ValidationReport report = validate(s);
        QCOMPARE(report.couplerCount, std::uint64_t(kMaxGroups) * kMaxGroups);
        QCOMPARE(report.couplersUsed.at(0), 2u);
        QCOMPARE(report.violationCount, 1u);
        const Violation& v = report.violations.front();
        QCOMPARE(v.kind, ViolationKind::CouplerConflict);
        QCOMPARE(*v.coupler, (Coupler{kMaxGroups - 1, 0}));
        QCOMPARE(v.count, 2u);
    }

    void validScheduleHasNoViolation() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(2)), b = s.addItem(3, to(1));
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        s.addTransmission(3, {0, 1}, 1, b);
        const auto r = validate(s);
        QVERIFY(r.valid());
        QCOMPARE(r.sequenceLength, std::size_t(1));
        QCOMPARE(r.couplersUsed[0], 2u);
        QCOMPARE(r.utilisation(0), 0.5);
        QCOMPARE(r.meanUtilisation(), 0.5);
    }

    void couplerConflict() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(2)), b = s.addItem(1, to(3));
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        s.addTransmission(1, {1, 0}, 3, b);
        const Violation v = only(validate(s), ViolationKind::CouplerConflict);
        QCOMPARE(*v.slot, 0u);
        QCOMPARE(v.coupler->destinationGroup, 1u);
        QCOMPARE(v.coupler->sourceGroup, 0u);
        QCOMPARE(v.count, 2u);
        QCOMPARE(v.processors, (std::vector<ProcessorId>{0, 1}));
        QCOMPARE(v.transmissions, (std::vector<std::uint32_t>{0, 1}));
    }

    void receiverConflict() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(2)), b = s.addItem(3, to(2));
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        s.addTransmission(3, {1, 1}, 2, b);
        const Violation v = only(validate(s), ViolationKind::ReceiverConflict);
        QCOMPARE(v.processors, (std::vector<ProcessorId>{2}));
        QCOMPARE(v.count, 2u);
    }

    void multipleReceiveIsAllowedUpToTheLimit() {
        Schedule s = pops22(2);
        const auto a = s.addItem(0, to(2)), b = s.addItem(3, to(2));
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        s.addTransmission(3, {1, 1}, 2, b);
        QVERIFY(validate(s).valid());
    }

    void transmitterSendingTwoItems() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(2)), b = s.addItem(0, to(1));
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        s.addTransmission(0, {0, 0}, 1, b);
        const Violation v = only(validate(s), ViolationKind::TransmitterConflict);
        QCOMPARE(v.processors, (std::vector<ProcessorId>{0}));
        QCOMPARE(v.count, 2u);
    }

    void sameItemOnSeveralTransmittersIsABroadcast() {
        Schedule s = pops22();
        const ProcessorId others[] = {1, 2, 3};
        const auto a = s.addItem(0, others);
        s.beginSlot();
        s.addTransmission(0, {0, 0}, 1, a);
        const ProcessorId group1[] = {2, 3};
        s.addTransmission(0, {1, 0}, group1, a);
        QVERIFY(validate(s).valid());
    }

    void itemSentBeforeItIsHeld() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(3));
        s.beginSlot();
        s.addTransmission(2, {1, 1}, 3, a); // 2 never received a
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        const Violation v = only(validate(s), ViolationKind::ItemNotHeld);
        QCOMPARE(*v.slot, 0u);
        QCOMPARE(v.processors, (std::vector<ProcessorId>{2}));
        QCOMPARE(*v.item, a);
    }

    void relayAfterReceiptIsHeld() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(3));
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        s.beginSlot();
        s.addTransmission(2, {1, 1}, 3, a);
        QVERIFY(validate(s).valid());
    }

    void relayInTheSameSlotIsNotHeld() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(3));
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        s.addTransmission(2, {1, 1}, 3, a);
        QCOMPARE(only(validate(s), ViolationKind::ItemNotHeld).processors, (std::vector<ProcessorId>{2}));
    }

    void computedItemNeedsItsDependencies() {
        Schedule s = pops22();
        const auto x = s.addItem(0), y = s.addItem(2);
        const ItemIndex deps[] = {x, y};
        const auto sum = s.addItem(2, to(1), deps);
        s.beginSlot();
        s.addTransmission(2, {0, 1}, 1, sum); // y is held, x is not yet
        s.addTransmission(0, {1, 0}, 2, x);
        QCOMPARE(*only(validate(s), ViolationKind::ItemNotHeld).item, sum);

        Schedule ok = pops22();
        const auto x2 = ok.addItem(0), y2 = ok.addItem(2);
        const ItemIndex deps2[] = {x2, y2};
        const auto sum2 = ok.addItem(2, to(1), deps2);
        ok.beginSlot();
        ok.addTransmission(0, {1, 0}, 2, x2);
        ok.beginSlot();
        ok.addTransmission(2, {0, 1}, 1, sum2); // computing costs no slot
        QVERIFY(validate(ok).valid());
    }

    // A bundle (paper 002's whole X array in one slot): one transmission, every part held
    // by the reader; only its origin packs it, and only once it holds every part.
    void bundleCarriesItsParts() {
        Schedule s = pops22();
        const auto a = s.addItem(0), b = s.addItem(0), y = s.addItem(2);
        const ItemIndex parts[] = {a, b};
        const auto bundle = s.addBundle(0, parts);
        const ItemIndex deps[] = {a, b, y};
        const auto sum = s.addItem(2, {}, deps);
        s.goals.push_back({sum, 2, {a, b, y}});
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, bundle);
        s.beginSlot();
        s.addTransmission(2, {0, 1}, 1, bundle); // a relay of what it read
        QVERIFY(validate(s).valid());
        const auto held = itemsHeldAt(s, 1);
        QCOMPARE(held[2], (std::vector<ItemIndex>{a, b, y, bundle, sum}));
        QCOMPARE(held[0], (std::vector<ItemIndex>{a, b, bundle}));

        Schedule early = pops22();
        const auto a2 = early.addItem(0), b2 = early.addItem(1);
        const ItemIndex parts2[] = {a2, b2};
        const auto bundle2 = early.addBundle(0, parts2);
        early.beginSlot();
        early.addTransmission(0, {1, 0}, 2, bundle2); // b2 is still at processor 1
        early.addTransmission(1, {0, 0}, 0, b2);
        QCOMPARE(*only(validate(early), ViolationKind::ItemNotHeld).item, bundle2);

        Schedule elsewhere = pops22(); // a processor other than the origin cannot pack it
        const auto a3 = elsewhere.addItem(2);
        const ItemIndex parts3[] = {a3};
        const auto bundle3 = elsewhere.addBundle(0, parts3);
        elsewhere.beginSlot();
        elsewhere.addTransmission(2, {0, 1}, 1, bundle3);
        QCOMPARE(*only(validate(elsewhere), ViolationKind::ItemNotHeld).item, bundle3);
    }

    void partDeliveredInABundle() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(3));
        const ItemIndex parts[] = {a};
        const auto bundle = s.addBundle(0, parts);
        QCOMPARE(only(validate(s), ViolationKind::Undelivered).processors, std::vector<ProcessorId>{3});
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 3, bundle);
        QVERIFY(validate(s).valid());
    }

    void couplerGroupsMustMatchProcessors() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(2));
        s.beginSlot();
        s.addTransmission(0, {1, 1}, 2, a); // 0 is in group 0, not 1
        const Violation wrongSource = only(validate(s), ViolationKind::SourceGroupMismatch);
        QCOMPARE(wrongSource.processors, (std::vector<ProcessorId>{0}));
        // Described in the paper's terms, with the group the processor is in; slots count from 1.
        QCOMPARE(QString::fromStdString(describe(wrongSource, s)),
                 QString("slot 1: processor 0 cannot send on coupler c(1,1) (it is in group 0; c(i, j) takes "
                         "transmitters of group j = 1)"));

        Schedule t = pops22();
        const auto b = t.addItem(0, to(2));
        t.beginSlot();
        t.addTransmission(0, {0, 0}, 2, b); // 2 is not a destination of c(0,0)
        const auto r = validate(t);
        QCOMPARE(kinds(r), (std::vector<ViolationKind>{ViolationKind::DestinationGroupMismatch}));
        QCOMPARE(r.violations[0].processors, (std::vector<ProcessorId>{2}));
        QVERIFY(
            describe(r.violations[0], t).ends_with("(it is in group 1; c(i, j) reaches the receivers of group i = 0)"));
    }

    void couplerOutOfRange() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(2));
        s.beginSlot();
        s.addTransmission(0, {2, 0}, 2, a);
        const auto r = validate(s);
        QCOMPARE(kinds(r), (std::vector<ViolationKind>{ViolationKind::CouplerOutOfRange}));
    }

    void emptyDestination() {
        Schedule s = pops22();
        const auto a = s.addItem(0);
        s.beginSlot();
        s.addTransmission(0, {1, 0}, std::span<const ProcessorId>(), a);
        only(validate(s), ViolationKind::EmptyDestination);
    }

    void undeliveredItem() {
        Schedule s = pops22();
        const ProcessorId both[] = {2, 3};
        const auto a = s.addItem(0, both);
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        const Violation v = only(validate(s), ViolationKind::Undelivered);
        QVERIFY(!v.slot.has_value());
        QCOMPARE(v.processors, (std::vector<ProcessorId>{3}));
    }

    void reductionGoalCountsInputsOnce() {
        // 1 sends its input to 0; 0 combines. Good goal: inputs {x0, x1}.
        Schedule s = pops22();
        const auto x0 = s.addItem(0), x1 = s.addItem(1);
        const ItemIndex deps[] = {x0, x1};
        const auto sum = s.addItem(0, {}, deps);
        s.beginSlot();
        s.addTransmission(1, {0, 0}, 0, x1);
        s.goals.push_back({sum, 0, {x0, x1}});
        QVERIFY(validate(s).valid());
    }

    void inputCountedTwice() {
        Schedule s = pops22();
        const auto x0 = s.addItem(0), x1 = s.addItem(1);
        const ItemIndex deps[] = {x0, x1};
        const auto partial = s.addItem(0, {}, deps);
        const ItemIndex again[] = {partial, x1}; // x1 a second time
        const auto sum = s.addItem(0, {}, again);
        s.beginSlot();
        s.addTransmission(1, {0, 0}, 0, x1);
        s.goals.push_back({sum, 0, {x0, x1}});
        const Violation v = only(validate(s), ViolationKind::GoalInputRepeated);
        QCOMPARE(*v.input, x1);
        QCOMPARE(v.count, 2u);
    }

    void inputMissingAndExtra() {
        Schedule s = pops22();
        const auto x0 = s.addItem(0), x1 = s.addItem(1), x2 = s.addItem(2);
        const ItemIndex deps[] = {x0, x2};
        const auto sum = s.addItem(0, {}, deps);
        s.beginSlot();
        s.addTransmission(2, {0, 1}, 0, x2);
        s.goals.push_back({sum, 0, {x0, x1}});
        const auto r = validate(s);
        QCOMPARE(kinds(r),
                 (std::vector<ViolationKind>{ViolationKind::GoalInputMissing, ViolationKind::GoalExtraInput}));
        QCOMPARE(*r.violations[0].input, x1);
        QCOMPARE(*r.violations[1].input, x2);
    }

    void goalNotHeld() {
        Schedule s = pops22();
        const auto x0 = s.addItem(0);
        s.goals.push_back({x0, 3, {x0}});
        QCOMPARE(only(validate(s), ViolationKind::GoalNotHeld).processors, (std::vector<ProcessorId>{3}));
    }

    void dependencyCycle() {
        Schedule s = pops22();
        const auto input = s.addItem(0);
        const ItemIndex onNext[] = {input, 2}; // item 2 does not exist yet: a cycle 1 -> 2 -> 1
        const auto a = s.addItem(0, {}, onNext);
        const ItemIndex onA[] = {a};
        s.addItem(0, {}, onA);
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        const auto r = validate(s);
        bool cycle = false, notHeld = false;
        for (const auto& v : r.violations) {
            cycle |= v.kind == ViolationKind::DependencyCycle;
            notHeld |= v.kind == ViolationKind::ItemNotHeld;
        }
        QVERIFY(cycle);
        QVERIFY(notHeld);
    }

    // The reduction's partial sums appear at the receiver once the input arrived.
    void itemsHeldSlotBySlot() {
        Schedule s = pops22();
        const auto x0 = s.addItem(0), x1 = s.addItem(1), x2 = s.addItem(2);
        const ItemIndex deps[] = {x0, x1};
        const auto sum = s.addItem(0, {}, deps);
        s.beginSlot();
        s.addTransmission(1, {0, 0}, 0, x1);
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, sum);
        auto held = itemsHeldAt(s, 0);
        QCOMPARE(held[0], (std::vector<ItemIndex>{x0}));
        QCOMPARE(held[2], (std::vector<ItemIndex>{x2}));
        held = itemsHeldAt(s, 1);
        QCOMPARE(held[0], (std::vector<ItemIndex>{x0, x1, sum}));
        held = itemsHeldAt(s, 2);
        QCOMPARE(held[2], (std::vector<ItemIndex>{x2, sum}));
        QCOMPARE(held[3], (std::vector<ItemIndex>{}));
    }

    void violationsAreFoundPerSlot() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(2)), b = s.addItem(1, to(3));
        s.beginSlot();
        s.beginSlot();
        s.addTransmission(0, {1, 0}, 2, a);
        s.addTransmission(1, {1, 0}, 3, b);
        const auto r = validate(s);
        QCOMPARE(r.violationsInSlot(0).size(), std::size_t(0));
        QCOMPARE(r.violationsInSlot(1).size(), std::size_t(1));
        QCOMPARE(r.endViolations().size(), std::size_t(0));
    }

    void storedViolationsAreCapped() {
        Schedule s = pops22();
        const auto a = s.addItem(0, to(2)), b = s.addItem(1, to(3));
        for (int t = 0; t < 10; ++t) {
            s.beginSlot();
            s.addTransmission(0, {1, 0}, 2, a);
            s.addTransmission(1, {1, 0}, 3, b);
        }
        const auto r = validate(s, {3});
        QCOMPARE(r.violationCount, std::uint64_t(10));
        QCOMPARE(r.violations.size(), std::size_t(3));
        QVERIFY(r.truncated);
    }
};

QTEST_APPLESS_MAIN(TestValidator)
#include "tst_validator.moc"
