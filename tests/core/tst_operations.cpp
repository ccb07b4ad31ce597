// Paper 002 and 001 operations on POPS: every algorithm is built, validated,
// compared with its slot count, and executed on data, the final values checked
// against a direct computation.
#include "Coverage.h"
#include "RequestText.h"
#include "TestConfigs.h"
#include "common/IntMath.h"
#include "patterns/Registry.h"
#include "slotted/Execution.h"
#include "slotted/Validator.h"

#include <QTest>
#include <algorithm>

using namespace popslab;
using namespace popslab::pops;

Q_DECLARE_METATYPE(std::string)

namespace {

using test::where;

// Builds, validates, compares with the formula and runs on data; "" when all is well.
QString check(const PatternRequest& r, int& withFormula) {
    const Registry& reg = Registry::instance();
    auto built = reg.build(r);
    if (!built.ok()) return where(r) + ": " + QString::fromStdString(built.diagnostic->message);
    const ValidationReport report = validate(*built.schedule);
    if (!report.valid())
        return where(r) + ": " + QString::fromStdString(describe(report.violations.front(), *built.schedule));
    if (auto f = reg.formula(r)) {
        ++withFormula;
        if (*f != report.sequenceLength)
            return where(r) + QString(": %1 slots, formula %2").arg(report.sequenceLength).arg(*f);
    }
    if (report.sequenceLength < reg.lowerBound(r))
        return where(r) + QString(": %1 slots below the bound").arg(report.sequenceLength);
    for (const char* values : {"random", "ramp"}) {
        PatternRequest withData = r;
        withData.parameters["values"] = values;
        auto ran = reg.run(withData, *built.schedule);
        if (auto* d = std::get_if<Diagnostic>(&ran)) return where(r) + ": " + QString::fromStdString(d->message);
        const auto& result = std::get<ExecutionResult>(ran);
        for (ProcessorId p = 0; p < result.processors.size(); ++p)
            if (!result.processors[p].ok())
                return where(withData) +
                       QString(": processor %1 ends with %2, expected %3")
                           .arg(p)
                           .arg(result.processors[p].value ? QString::number(*result.processors[p].value) : "nothing")
                           .arg(*result.processors[p].expected);
        // The figure's "= v" at the last slot is the value the run checks: it had shown the
        // item with the highest number (the mesh move's processor 1: 5 with a ✓, ending with 3).
        if (!dataViewFeasible(*built.schedule)) continue;
        const auto shown = latestValues(*built.schedule, *reg.data(withData), built.schedule->slotCount());
        for (ProcessorId p = 0; p < result.processors.size(); ++p)
            if (const auto& v = result.processors[p].value; v && shown[p] != v)
                return where(withData) + QString(": processor %1 is shown with %2 at the end, the run gives %3")
                                             .arg(p)
                                             .arg(shown[p] ? QString::number(*shown[p]) : "nothing")
                                             .arg(*v);
    }
    return {};
}

} // namespace

class TestOperations : public QObject {
    Q_OBJECT
private slots:
    // Every algorithm of every pattern with data semantics (tests/support/Coverage.h).
    void everyOperation_data() {
        QTest::addColumn<std::string>("pattern");
        QTest::addColumn<std::string>("algorithm");
        QTest::addColumn<QStringList>("variants"); // key=value settings to try, "" for none
        QTest::addColumn<int>("maxN");             // every (d, g) up to this n
        QTest::addColumn<int>("maxPowerN");        // and powers of two up to this n
        for (const auto& c : test::coverage(true))
            QTest::addRow("%s/%s", c.pattern.c_str(), c.algorithm.c_str())
                << c.pattern << c.algorithm << c.variants << c.maxN << c.maxPowerN;
    }

    void everyOperation() {
        QFETCH(std::string, pattern);
        QFETCH(std::string, algorithm);
        QFETCH(QStringList, variants);
        QFETCH(int, maxN);
        QFETCH(int, maxPowerN);
#ifdef POPSLAB_SANITIZED
        // Under the sanitizers (ten times slower) the sweep stops earlier; every algorithm
        // and code path still runs, at smaller n. The release suite covers the full range.
        maxN = std::min(maxN, 48);
        maxPowerN = std::min(maxPowerN, 256);
#endif
        const Registry& reg = Registry::instance();
        int built = 0, refused = 0, withFormula = 0;
        for (const auto& c : test::configs(std::uint32_t(maxN), std::uint32_t(maxPowerN))) {
            for (const QString& v : variants) {
                PatternRequest r = test::withVariant({c.d, c.g, pattern, algorithm, {}}, v);
                if (r.parameters.count("bit") && (1u << std::stoi(r.parameters["bit"])) >= r.n()) continue;
                if (r.parameters.count("group") && std::uint32_t(std::stoi(r.parameters["group"])) >= r.g) continue;
                if (r.parameters.count("M") && std::uint32_t(std::stoi(r.parameters["M"])) >= r.d) continue;
                if (auto d = reg.check(r)) {
                    QCOMPARE(int(d->code), int(DiagnosticCode::ConditionViolated));
                    ++refused;
                    continue;
                }
                const QString problem = check(r, withFormula);
                if (!problem.isEmpty()) QFAIL(qPrintable(problem));
                ++built;
            }
        }
        QVERIFY(built > 0);
        qInfo("%s/%s: %d built and run (%d against the formula), %d refused", pattern.c_str(), algorithm.c_str(), built,
              withFormula, refused);
    }

    // Erratum: paper 002's fold (lines 9-10) as written, on POPS(2,2): p(1,1) folds to
    // p(0,0) over c(0,1) and the antidiagonal p(1,0) slides to p(0,1) over c(0,1) too.
    void paperFoldAsWrittenConflicts() {
        Schedule s(NetworkSpec{2, 2, 1}, {});
        const PopsNetwork net(2, 2);
        const std::uint32_t m = 2;
        std::vector<ItemIndex> item;
        for (ProcessorId x = 0; x < 4; ++x)
            item.push_back(s.addItem(x));
        s.beginSlot();
        for (std::uint32_t i = 0; i < m; ++i)
            for (std::uint32_t j = 0; j < m; ++j)
                if (i + j > m - 1) // line 9
                    s.addTransmission(net.processor(i, j), Coupler{m - 1 - j, i}, net.processor(m - 1 - j, m - 1 - i),
                                      item[net.processor(i, j)]);
        for (std::uint32_t i = m / 2; i < m; ++i) // line 10
            s.addTransmission(net.processor(i, m - 1 - i), Coupler{i - m / 2, i},
                              net.processor(i - m / 2, 3 * m / 2 - 1 - i), item[net.processor(i, m - 1 - i)]);
        const auto report = validate(s);
        QCOMPARE(report.violations.size(), std::size_t(1));
        QCOMPARE(report.violations[0].kind, ViolationKind::CouplerConflict);
        QCOMPARE(report.violations[0].coupler->destinationGroup, 0u);
        QCOMPARE(report.violations[0].coupler->sourceGroup, 1u);
    }

    // Erratum: concentrate for d > g as the paper words it (lines 24-26 with mod g, one
    // pass per g x g block of columns) clashes on c(floor(r/d), r mod g) for some
    // selections; the registry's rank-window passes never do (everyOperation).
    void paperConcentrateForDAboveGConflicts() {
        const PopsNetwork net(4, 2);
        const std::uint32_t d = 4, g = 2;
        int clashing = 0;
        for (std::uint32_t mask = 1; mask < 256; ++mask) {
            Schedule s(NetworkSpec{d, g, 1}, {});
            std::vector<std::uint32_t> rank(8, UINT32_MAX);
            std::uint32_t next = 0;
            for (ProcessorId x = 0; x < 8; ++x)
                if (mask >> x & 1u) rank[x] = next++;
            std::vector<ItemIndex> item(8);
            for (ProcessorId x = 0; x < 8; ++x)
                item[x] = rank[x] == UINT32_MAX ? s.addItem(x) : s.addItem(x, std::span(&rank[x], 1));
            for (std::uint32_t pass = 0; pass < d / g; ++pass) {
                s.beginSlot();
                for (ProcessorId x = 0; x < 8; ++x)
                    if (rank[x] != UINT32_MAX && net.indexInGroup(x) / g == pass) {
                        const ProcessorId via = net.processor(rank[x] % g, net.group(x));
                        if (via != x) s.addTransmission(x, net.couplerFor(x, via), via, item[x]);
                    }
                s.beginSlot();
                for (ProcessorId x = 0; x < 8; ++x)
                    if (rank[x] != UINT32_MAX && net.indexInGroup(x) / g == pass) {
                        const ProcessorId via = net.processor(rank[x] % g, net.group(x));
                        const ProcessorId to = rank[x];
                        if (via != to) s.addTransmission(via, Coupler{to / d, rank[x] % g}, to, item[x]);
                    }
            }
            for (const Violation& v : validate(s).violations) {
                if (v.kind == ViolationKind::CouplerConflict) {
                    ++clashing;
                    break;
                }
            }
        }
        qInfo("the paper's d > g concentrate clashes for %d of 255 selections on POPS(4,2)", clashing);
        QVERIFY(clashing > 0);
    }

    // M is named with its range, and the partitions say which of d, g, M do not fit.
    void arrayLengthIsChecked() {
        const Registry& reg = Registry::instance();
        for (const char* m : {"0", "4", "3", "x"}) {
            auto d = reg.check({4, 2, "consecutive-sum", "broadcast", {{"M", m}}});
            QVERIFY2(d && d->parameter == "M", m);
            QVERIFY(d->message.find("M divides d") != std::string::npos);
        }
        QVERIFY(!reg.check({4, 2, "consecutive-sum", "broadcast", {}})); // M = d/2 by default
        auto partitions = reg.check({12, 4, "adjacent-sum", "custom", {{"M", "6"}}});
        QVERIFY(partitions && partitions->parameter == "d");
        QVERIFY(partitions->message.find("M = 6, d = 12, g = 4") != std::string::npos);
        QVERIFY(reg.check({12, 4, "adjacent-sum", "shift", {{"M", "6"}}}) == std::nullopt); // shifts need no blocks
        auto cube = reg.check({6, 2, "consecutive-sum", "hypercube-simulation", {{"M", "3"}}});
        QVERIFY(cube && cube->parameter == "M");
    }

    // Finding: lines 13-22 take the token through M - 1 hops, alternating column and row
    // processors; it reaches p(i, j) only when M - 1 is odd. For odd M (POPS(6,6), M = 3)
    // it ends at p(j, i), and one more slot -- every token going home over c(i, j) -- is
    // needed. Without that slot the sums are not where they belong.
    void tokenForOddMNeedsTheWayHome() {
        const Registry& reg = Registry::instance();
        const PatternRequest r{6, 6, "consecutive-sum", "token", {{"M", "3"}, {"values", "ramp"}}};
        auto built = reg.build(r);
        QVERIFY(built.ok());
        const Schedule& s = *built.schedule;
        QVERIFY(validate(s).valid());
        QCOMPARE(s.slotCount(), std::size_t(4)); // transpose, 2 hops, home
        const PopsNetwork net(6, 6);
        for (const Transmission& t : s.slot(3)) {
            const ProcessorId to = s.destinations(t)[0];
            QCOMPARE(to, net.processor(net.indexInGroup(t.src), net.group(t.src)));
        }
        QVERIFY(std::get<ExecutionResult>(reg.run(r, s)).correct());
        Schedule cut(s.network, s.pattern);
        for (ItemIndex i = 0; i < s.itemCount(); ++i)
            if (s.isBundle(i))
                cut.addBundle(s.origin(i), s.parts(i));
            else
                cut.addItem(s.origin(i), s.deliverTo(i), s.dependsOn(i));
        cut.goals = s.goals;
        for (std::size_t t = 0; t < 3; ++t) {
            cut.beginSlot();
            for (const Transmission& tr : s.slot(t))
                cut.addTransmission(tr.src, tr.coupler(), s.destinations(tr), tr.item);
        }
        QVERIFY(!validate(cut).valid());
        QVERIFY(!std::get<ExecutionResult>(reg.run(r, cut)).correct());
    }

    void runReportsWrongResults() {
        // A schedule that drops a message ends with the wrong sum: run notices.
        const Registry& reg = Registry::instance();
        PatternRequest r{2, 2, "data-sum", "custom", {{"values", "list:1,2,3,4"}}};
        auto built = reg.build(r);
        QVERIFY(built.ok());
        auto good = std::get<ExecutionResult>(reg.run(r, *built.schedule));
        QVERIFY(good.correct());
        QCOMPARE(*good.processors[0].value, std::int64_t(10));
        Schedule cut(built.schedule->network, built.schedule->pattern);
        for (ItemIndex i = 0; i < built.schedule->itemCount(); ++i)
            cut.addItem(built.schedule->origin(i), built.schedule->deliverTo(i), built.schedule->dependsOn(i));
        cut.goals = built.schedule->goals;
        cut.beginSlot(); // only the first slot survives
        for (const Transmission& t : built.schedule->slot(0))
            cut.addTransmission(t.src, t.coupler(), built.schedule->destinations(t), t.item);
        auto bad = std::get<ExecutionResult>(reg.run(r, cut));
        QVERIFY(!bad.correct());
        QVERIFY(!bad.processors[0].value.has_value()); // the final sum never reached p(0,0)
        auto badList = reg.run({2, 2, "data-sum", "custom", {{"values", "list:1,2"}}}, *built.schedule);
        QVERIFY(std::get<Diagnostic>(badList).parameter == "values");
    }
};

QTEST_APPLESS_MAIN(TestOperations)
#include "tst_operations.moc"
