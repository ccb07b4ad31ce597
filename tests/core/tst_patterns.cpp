// Every pattern and algorithm of the registry, built for every (d, g) in range and
// checked by the validator: valid, as long as the paper's closed form where it has
// one, never shorter than the lower bound; refused with the condition outside it.
#include "Coverage.h"
#include "RequestText.h"
#include "TestConfigs.h"
#include "common/IntMath.h"
#include "patterns/AlternatingPair.h"
#include "patterns/Registry.h"
#include "slotted/Validator.h"

#include <QTest>
#include <algorithm>

using namespace popslab;
using namespace popslab::pops;

Q_DECLARE_METATYPE(std::string)

namespace {

using test::where;

std::size_t lengthOf(const PatternRequest& r) {
    auto built = Registry::instance().build(r);
    if (!built.ok()) qFatal("%s: %s", qPrintable(where(r)), built.diagnostic->message.c_str());
    const ValidationReport report = validate(*built.schedule);
    if (!report.valid())
        qFatal("%s: %s", qPrintable(where(r)), describe(report.violations.front(), *built.schedule).c_str());
    return report.sequenceLength;
}

std::size_t lengthOf(std::uint32_t d, std::uint32_t g, const char* pattern, const char* algorithm) {
    return lengthOf(PatternRequest{d, g, pattern, algorithm, {}});
}

} // namespace

class TestPatterns : public QObject {
    Q_OBJECT
private slots:
    // Every algorithm of every pattern without data semantics (tests/support/Coverage.h).
    void everyAlgorithm_data() {
        QTest::addColumn<std::string>("pattern");
        QTest::addColumn<std::string>("algorithm");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("maxN");      // every (d, g) up to this n
        QTest::addColumn<int>("maxPowerN"); // and powers of two up to this n
        for (const auto& c : test::coverage(false))
            for (const QString& v : c.variants)
                QTest::addRow("%s/%s%s%s", c.pattern.c_str(), c.algorithm.c_str(), v.isEmpty() ? "" : " ",
                              qPrintable(v))
                    << c.pattern << c.algorithm << v << c.maxN << c.maxPowerN;
    }

    void everyAlgorithm() {
        QFETCH(std::string, pattern);
        QFETCH(std::string, algorithm);
        QFETCH(QString, variant);
        QFETCH(int, maxN);
        QFETCH(int, maxPowerN);
#ifdef POPSLAB_SANITIZED
        // Under the sanitizers (ten times slower) the sweep stops earlier, as in
        // tst_operations; every algorithm and code path still runs, at smaller n.
        maxN = std::min(maxN, 48);
        maxPowerN = std::min(maxPowerN, 256);
#endif
        const Registry& registry = Registry::instance();
        int built = 0, refused = 0, withFormula = 0;
        for (const auto& c : test::configs(maxN, maxPowerN)) {
            PatternRequest r = test::withVariant({c.d, c.g, pattern, algorithm, {}}, variant);
            if (r.parameters.count("root") && r.n() <= 5) r.parameters.clear();
            const auto diagnostic = registry.check(r);
            if (diagnostic) {
                // Outside the conditions: a refusal that names the condition, never a schedule.
                QCOMPARE(int(diagnostic->code), int(DiagnosticCode::ConditionViolated));
                QVERIFY(!diagnostic->condition.empty());
                QVERIFY2(diagnostic->message.find(diagnostic->condition) != std::string::npos,
                         diagnostic->message.c_str());
                const auto result = registry.build(r);
                QVERIFY(!result.ok());
                QCOMPARE(result.diagnostic->message, diagnostic->message);
                ++refused;
                continue;
            }
            auto result = registry.build(r);
            QVERIFY2(result.ok(), qPrintable(where(r)));
            const ValidationReport report = validate(*result.schedule);
            if (!report.valid())
                QFAIL(qPrintable(where(r) + ": " +
                                 QString::fromStdString(describe(report.violations.front(), *result.schedule))));
            const auto measured = report.sequenceLength;
            const auto bound = registry.lowerBound(r);
            QVERIFY2(measured >= bound,
                     qPrintable(where(r) + QString(": %1 slots < bound %2").arg(measured).arg(bound)));
            if (auto formula = registry.formula(r)) {
                QVERIFY2(measured == *formula,
                         qPrintable(where(r) + QString(": %1 slots, formula %2").arg(measured).arg(*formula)));
                ++withFormula;
            }
            ++built;
        }
        QVERIFY(built > 0);
        qInfo("%s/%s: %d built (%d against the formula), %d refused", pattern.c_str(), algorithm.c_str(), built,
              withFormula, refused);
    }

    // Theorem 1 and Lemma 2: the phased all-to-all uses every coupler in every slot.
    void phasedAllToAllIsFullyUsed() {
        for (std::uint32_t d : {4u, 8u, 16u}) {
            auto built = Registry::instance().build({d, 4, "all-to-all", "phased", {}});
            QVERIFY(built.ok());
            QCOMPARE(validate(*built.schedule).meanUtilisation(), 1.0);
        }
    }

    // The generic single-hop all-to-all spreads every phase evenly: n ceil(d/g) slots,
    // which is the lower bound max(d^2, n) whenever g divides d or d <= g.
    void singleHopAllToAllReachesBound() {
        for (const auto& c : test::configs(48, 256)) {
            PatternRequest r{c.d, c.g, "all-to-all", "single-hop", {}};
            const auto measured = lengthOf(r);
            QCOMPARE(measured, std::size_t(r.n() * ceilDiv(c.d, c.g)));
            if (c.d % c.g == 0 || c.d <= c.g) QCOMPARE(measured, std::size_t(Registry::instance().lowerBound(r)));
        }
    }

    // The generic scheduler reaches the coupler-load bound on one-message-per-processor
    // phases: a permutation always takes exactly its largest coupler load.
    void permutationsTakeTheirCouplerLoad() {
        for (const auto& c : test::configs(64, 1024))
            for (int seed = 1; seed <= 3; ++seed) {
                PatternRequest r{c.d, c.g, "permutation", "single-hop", {{"seed", std::to_string(seed)}}};
                QCOMPARE(lengthOf(r), std::size_t(Registry::instance().lowerBound(r)));
            }
    }

    // Fig. 4: n = 32, d = 8 -- nine slots for the natural reduction, five optimal.
    void figure4() {
        QCOMPARE(lengthOf(8, 4, "reduction", "natural"), std::size_t(9));
        QCOMPARE(lengthOf(8, 4, "reduction", "optimal"), std::size_t(5));
    }

    // Lemma 6 on Fig. 2's POPS(4,4): three slots natural, one alternating-pair (Fig. 7).
    void ringOnFigure2() {
        QCOMPARE(lengthOf(4, 4, "ring", "natural"), std::size_t(3));
        QCOMPARE(lengthOf(4, 4, "ring", "alternating-pair"), std::size_t(1));
    }

    // Fig. 8 (n = 16, d = 8): natural 8 row + 4 column slots, alternating-pair 4 + 8,
    // the rotated (optimal) embedding 4 + 4.
    void figure8() {
        QCOMPARE(lengthOf(8, 2, "torus", "natural"), std::size_t(12));
        QCOMPARE(lengthOf(8, 2, "torus", "alternating-pair"), std::size_t(12));
        QCOMPARE(lengthOf(8, 2, "torus", "rotated"), std::size_t(8));
    }

    // Fig. 6: the group assignment of a 16-node ring on POPS(4,4).
    void figure6GroupAssignment() {
        const std::vector<GroupId> expected{0, 0, 1, 1, 2, 2, 3, 3, 0, 2, 1, 3, 2, 0, 3, 1};
        QCOMPARE(alternatingPairRingGroups(PopsNetwork(4, 4)), expected);
    }

    // Section 7's worked example (n = 16, d = 8): rows 0,0,1,1 / 0,1,1,0 / 1,1,0,0 / 1,0,0,1.
    void rotatedTorusExample() {
        const std::vector<GroupId> expected{0, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 0, 1};
        QCOMPARE(rotatedTorusGroups(PopsNetwork(8, 2)), expected);
    }

    // Embedded structures record mu, a permutation of the processors.
    void embeddingsAreRecorded() {
        auto built = Registry::instance().build({4, 4, "ring", "alternating-pair", {}});
        QVERIFY(built.ok());
        auto mu = built.schedule->embedding;
        QCOMPARE(mu.size(), std::size_t(16));
        std::sort(mu.begin(), mu.end());
        for (std::uint32_t k = 0; k < 16; ++k)
            QCOMPARE(mu[k], k);
    }

    void wholePhaseShowsTheConflicts() {
        PatternRequest r{4, 4, "ring", "natural", {}};
        r.wholePhaseInOneSlot = true;
        auto built = Registry::instance().build(r);
        QVERIFY(built.ok());
        const auto report = validate(*built.schedule);
        QCOMPARE(report.sequenceLength, std::size_t(1));
        QVERIFY(!report.valid());
        // Each group's own coupler carries d-1 = 3 messages.
        int conflicts = 0;
        for (const auto& v : report.violations)
            if (v.kind == ViolationKind::CouplerConflict) {
                QCOMPARE(v.count, 3u);
                QCOMPARE(v.coupler->destinationGroup, v.coupler->sourceGroup);
                ++conflicts;
            }
        QCOMPARE(conflicts, 4);
    }

    void diagnosticsNameTheProblem() {
        const Registry& reg = Registry::instance();
        auto d = reg.check({2, 8, "all-to-all", "phased", {}});
        QVERIFY(d && d->code == DiagnosticCode::ConditionViolated && d->condition == "d >= sqrt(n)");
        d = reg.check({3, 4, "ring", "alternating-pair", {}});
        QVERIFY(d && d->condition == "n and d are powers of two");
        d = reg.check({4, 4, "torus", "rotated", {}});
        QVERIFY(d && d->condition == "d >= 2 sqrt(n)");
        d = reg.check({4, 4, "ring", "natural", {{"direction", "sideways"}}});
        QVERIFY(d && d->code == DiagnosticCode::InvalidParameter && d->parameter == "direction");
        d = reg.check({4, 4, "ring", "natural", {{"colour", "red"}}});
        QVERIFY(d && d->code == DiagnosticCode::UnknownParameter && d->parameter == "colour");
        d = reg.check({4, 4, "spiral", "natural", {}});
        QVERIFY(d && d->code == DiagnosticCode::UnknownPattern);
        d = reg.check({4, 4, "ring", "clever", {}});
        QVERIFY(d && d->code == DiagnosticCode::UnknownAlgorithm);
        d = reg.check({0, 4, "ring", "natural", {}});
        QVERIFY(d && d->code == DiagnosticCode::InvalidNetwork && d->parameter == "d");
        auto b = reg.build({4, 4, "broadcast", "single-slot", {{"root", "16"}}});
        QVERIFY(!b.ok() && b.diagnostic->parameter == "root");
        b = reg.build({2, 2, "permutation", "single-hop", {{"perm", "list:0,1,1,3"}}});
        QVERIFY(!b.ok() && b.diagnostic->parameter == "perm");
        QVERIFY(b.diagnostic->message.find("twice") != std::string::npos);
    }

    void defaultAlgorithmIsFirstThatApplies() {
        const Registry& reg = Registry::instance();
        auto a = reg.defaultAlgorithm({8, 2, "all-to-all", "", {}});
        QCOMPARE(std::get<std::string>(a), std::string("phased"));
        a = reg.defaultAlgorithm({3, 2, "all-to-all", "", {}});
        QCOMPARE(std::get<std::string>(a), std::string("single-hop"));
    }
};

QTEST_APPLESS_MAIN(TestPatterns)
#include "tst_patterns.moc"
