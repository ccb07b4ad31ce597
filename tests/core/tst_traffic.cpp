// A user's own traffic (issue 14): message sets read and generated, scheduled greedily and
// to the optimum (CaDiCaL), every schedule judged by the validator, the optimum set against
// an exhaustive search written out again here, and exercises graded.
#include "common/Work.h"
#include "families/pops/patterns/Registry.h"
#include "families/pops/traffic/Grader.h"
#include "families/pops/traffic/OptimalSearch.h"
#include "families/pops/traffic/PaperMessages.h"
#include "families/pops/traffic/TrafficGenerators.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <set>

using namespace popslab;

namespace {

struct Case {
    std::uint32_t d, g, receives;
    MessageSet messages;
};

// The fewest slots by trying every slot for every message (test-only, independent of the
// scheduler): k slots suffice when a depth-first placement obeying format v1's rules 2-4
// exists; self messages cross their coupler like any other.
bool fits(const Case& c, std::uint32_t k, std::size_t next, std::vector<std::uint32_t>& slotOf) {
    if (next == c.messages.size()) return true;
    const Message& m = c.messages[next];
    for (std::uint32_t s = 0; s < k; ++s) {
        bool ok = true;
        std::uint32_t reads = 0;
        for (std::size_t j = 0; j < next && ok; ++j) {
            if (slotOf[j] != s) continue;
            const Message& o = c.messages[j];
            const bool sameCoupler = o.dst / c.d == m.dst / c.d && o.src / c.d == m.src / c.d;
            if (sameCoupler || o.src == m.src) ok = false;
            if (o.dst == m.dst) ++reads;
        }
        if (!ok || reads >= c.receives) continue;
        slotOf[next] = s;
        if (fits(c, k, next + 1, slotOf)) return true;
    }
    return false;
}

std::uint32_t exhaustiveMinimum(const Case& c) {
    std::vector<std::uint32_t> slotOf(c.messages.size());
    for (std::uint32_t k = 0;; ++k)
        if (fits(c, k, 0, slotOf)) return k;
}

// Half the cases are two random permutations together, as Lemma 3's counterexample is:
// every sender and receiver loaded twice, where the bound is often not enough.
Case randomCase(std::mt19937& rng) {
    if (rng() % 2) {
        const std::uint32_t d = 2 + rng() % 2, g = 2, n = d * g;
        Case c{d, g, 1, {}};
        for (int round = 0; round < 2; ++round) {
            std::vector<ProcessorId> p(n);
            for (ProcessorId x = 0; x < n; ++x) p[x] = x;
            std::shuffle(p.begin(), p.end(), rng);
            for (ProcessorId x = 0; x < n; ++x) c.messages.push_back({x, p[x], ItemIndex(c.messages.size())});
        }
        return c;
    }
    const std::uint32_t d = 1 + rng() % 3, g = 2 + rng() % 2, n = d * g;
    Case c{d, g, 1 + std::uint32_t(rng() % 4 == 0), {}};
    const std::uint32_t count = 1 + rng() % 10;
    for (std::uint32_t k = 0; k < count; ++k) c.messages.push_back({ProcessorId(rng() % n), ProcessorId(rng() % n), k});
    return c;
}

Schedule scheduleOf(const Case& c, const SlotAssignment& a) {
    return messageSchedule(NetworkSpec{c.d, c.g, c.receives}, PatternSpec{"custom", "test", {}}, c.messages, a);
}

// Valid and every message read by its destination from its source.
void checkDelivered(const Case& c, const Schedule& s) {
    const ValidationReport report = validate(s);
    QVERIFY2(report.valid(), report.violations.empty() ? "" : describe(report.violations.front(), s).c_str());
    Exercise e{NetworkSpec{c.d, c.g, c.receives, "pops"}, c.messages};
    e.targetSlots = std::uint32_t(s.slotCount());
    const GradeReport graded = grade(e, s);
    QVERIFY(graded.pass());
}

MessageSet lemma3Set() {
    return parseMessageList("0-0,1-1,2-2,3-3,0-3,1-2,2-0,3-1", 4);
}

PatternRequest customRequest(std::uint32_t d, std::uint32_t g, std::string algorithm, std::map<std::string, std::string> p) {
    return PatternRequest{d, g, "custom", std::move(algorithm), std::move(p)};
}

} // namespace

class TestTraffic : public QObject {
    Q_OBJECT
private slots:
    void optimumEqualsExhaustiveSearch() {
        std::mt19937 rng(14);
        int proven = 0;
        for (int trial = 0; trial < 600; ++trial) {
            const Case c = randomCase(rng);
            const PopsNetwork net(c.d, c.g);
            const OptimalResult found = optimalAssignment(net, c.messages, c.receives);
            QVERIFY(found.proven());
            QCOMPARE(found.length, exhaustiveMinimum(c));
            checkDelivered(c, scheduleOf(c, found.assignment));
            proven += !found.refuted.empty();
        }
        QVERIFY(proven > 0); // some sets needed the solver to refute a length
    }

    void greedyIsValidAndNeverBelowTheBound() {
        std::mt19937 rng(7);
        for (int trial = 0; trial < 200; ++trial) {
            Case c = randomCase(rng);
            if (trial % 4 == 0) { // larger sets too
                c.d = 4, c.g = 4, c.receives = 1 + trial % 3;
                c.messages.clear();
                for (std::uint32_t k = 0; k < 60; ++k) c.messages.push_back({ProcessorId(rng() % 16), ProcessorId(rng() % 16), k});
            }
            const PopsNetwork net(c.d, c.g);
            const SlotAssignment a = greedyAssignment(net, c.messages, c.receives);
            const LoadBound bound = loadBound(net, c.messages, c.receives);
            QVERIFY(a.length() >= bound.value());
            checkDelivered(c, scheduleOf(c, a));
        }
    }

    // Paper 000, Lemma 3: these 8 messages load every coupler, sender and receiver twice, yet
    // no 2-slot schedule exists; the solver proves it and finds 3.
    void lemma3CounterexampleNeedsThreeSlots() {
        const MessageSet set = lemma3Set();
        const PopsNetwork net(2, 2);
        const LoadBound bound = loadBound(net, set, 1);
        QCOMPARE(bound.couplerLoad, 2u);
        QCOMPARE(bound.senderLoad, 2u);
        QCOMPARE(bound.receiverLoad, 2u);
        WorkControl control;
        OptimalResult found;
        {
            WorkScope scope(control);
            found = optimalAssignment(net, set, 1);
        }
        QCOMPARE(found.length, 3u);
        QVERIFY(found.proven());
        // The progress line's last report: asking about 3 slots, greedy's length the best so
        // far, 2 refuted so at least 3.
        const WorkReport last = control.lastReport();
        QCOMPARE(int(last.stage), int(WorkStage::SlotQuestion));
        QCOMPARE(last.values[0], std::uint64_t(3));
        QCOMPARE(last.values[1], std::uint64_t(greedyAssignment(net, set, 1).length()));
        QCOMPARE(last.values[2], std::uint64_t(3));
        QCOMPARE(found.refuted, std::vector<std::uint32_t>{2});
        QCOMPARE(exhaustiveMinimum({2, 2, 1, set}), 3u);
        checkDelivered({2, 2, 1, set}, scheduleOf({2, 2, 1, set}, found.assignment));
    }

    // 64 messages: the optimum is proven (the issue's target, measured in bench_traffic).
    void sixtyFourMessagesAreProven() {
        for (const char* traffic : {"uniform", "randperm", "tornado"}) {
            auto built = Registry::instance().build(customRequest(8, 8, "optimal", {{"messages", traffic}, {"seed", "3"}}));
            QVERIFY(built.ok());
            QVERIFY(built.quality && built.quality->searched);
            QVERIFY2(built.quality->proven(), traffic);
            QCOMPARE(built.schedule->itemCount(), std::size_t(64));
            QVERIFY(validate(*built.schedule).valid());
            QCOMPARE(built.quality->length, std::uint64_t(built.schedule->slotCount()));
        }
    }

    void csvAndListsAreReadOrRefusedNamingTheLine() {
        const MessageSet set = parseMessageCsv("src,dst\n# a comment\n0,1\n\n 3 , 2\r\n", 4);
        QCOMPARE(set.size(), std::size_t(2));
        QCOMPARE(set[1].src, 3u);
        QCOMPARE(set[1].dst, 2u);
        QCOMPARE(parseMessageCsv("1,1\n2,0", 4).size(), std::size_t(2)); // no header
        auto refusal = [](auto parse) -> std::string {
            try {
                parse();
            } catch (const BuildError& e) {
                return e.diagnostic.parameter + ": " + e.diagnostic.message;
            }
            return "";
        };
        QVERIFY(refusal([] { parseMessageCsv("0,1\n1,9\n", 4); }).find("line 2: destination 9 is not below n = 4") != std::string::npos);
        QVERIFY(refusal([] { parseMessageCsv("src,dst\n0;1\n", 4); }).find("line 2: '0;1'") != std::string::npos);
        QVERIFY(refusal([] { parseMessageCsv("0,x\n", 4); }).find("line 1: destination 'x'") != std::string::npos);
        QVERIFY(refusal([] { parseMessageList("0-1,2-", 4); }).find("entry 2") != std::string::npos);
        QCOMPARE(parseMessageList(messageListText(lemma3Set()).substr(5), 4).size(), std::size_t(8));
        QCOMPARE(parseMessageCsv(messageCsv(lemma3Set()), 4).size(), std::size_t(8));
    }

    void generatorsFollowTheirDefinitions() {
        auto make = [](const char* name, std::uint32_t d, std::uint32_t g) {
            return generateTraffic(name, PatternRequest{d, g, "custom", "greedy", {{"seed", "5"}}});
        };
        std::set<ProcessorId> targets;
        for (const Message& m : make("randperm", 3, 5)) targets.insert(m.dst);
        QCOMPARE(targets.size(), std::size_t(15));
        for (const Message& m : make("bitcomp", 4, 4)) QCOMPARE(m.src + m.dst, 15u);
        for (const Message& m : make("bitrev", 2, 4)) QCOMPARE(make("bitrev", 2, 4)[m.dst].dst, m.src); // an involution
        QCOMPARE(make("transpose", 4, 4)[1].dst, 4u); // (row 0, column 1) -> (row 1, column 0)
        QCOMPARE(make("shuffle", 2, 4)[5].dst, 3u);   // 101 -> 011
        QCOMPARE(make("tornado", 8, 1)[0].dst, 3u);   // half-way round less one
        QCOMPARE(make("neighbor", 3, 1)[2].dst, 0u);
        for (const Message& m : make("uniform", 3, 3)) QVERIFY(m.dst < 9);
        try {
            make("bitrev", 3, 2);
            QFAIL("n = 6 accepted for bitrev");
        } catch (const BuildError& e) {
            QCOMPARE(e.diagnostic.condition, std::string("n a power of two"));
        }
        try {
            make("transpose", 2, 4);
            QFAIL("n = 8 accepted for transpose");
        } catch (const BuildError& e) {
            QVERIFY(e.diagnostic.message.find("even power of two") != std::string::npos);
        }
    }

    // A paper's pattern as messages: the optimum is never above the paper's construction.
    void paperPatternsBecomeMessageSets() {
        for (const char* pattern : {"permutation", "all-to-all", "hypercube-move"}) {
            auto built = Registry::instance().build(
                customRequest(4, 2, "optimal", {{"messages", std::string("pattern:") + pattern}}));
            QVERIFY2(built.ok(), pattern);
            QVERIFY(built.quality->paperSlots);
            QVERIFY(built.quality->proven());
            QVERIFY(built.quality->length <= *built.quality->paperSlots);
            QVERIFY(validate(*built.schedule).valid());
        }
        // All-to-all on POPS(4,2): the paper's phases meet the optimum.
        auto all = Registry::instance().build(customRequest(4, 2, "optimal", {{"messages", "pattern:all-to-all"}}));
        QCOMPARE(all.quality->length, *all.quality->paperSlots);
        auto reduction = Registry::instance().build(customRequest(4, 2, "greedy", {{"messages", "pattern:reduction"}}));
        QVERIFY(!reduction.ok());
        QVERIFY(reduction.diagnostic->message.find("combines data") != std::string::npos);
        auto broadcast = Registry::instance().build(customRequest(4, 2, "greedy", {{"messages", "pattern:broadcast"}}));
        QVERIFY(!broadcast.ok());
        QVERIFY(broadcast.diagnostic->message.find("multicasts") != std::string::npos);
    }

    void badRequestsAreRefused() {
        auto refused = [](std::map<std::string, std::string> p) {
            auto built = Registry::instance().build(customRequest(2, 2, "optimal", std::move(p)));
            return built.ok() ? std::string() : built.diagnostic->message;
        };
        QVERIFY(refused({{"messages", "/nonexistent.csv"}}).find("neither a generator") != std::string::npos);
        QVERIFY(refused({{"messages", "list:0-7"}}).find("destination 7 is not below n = 4") != std::string::npos);
        QVERIFY(refused({{"time-limit", "0"}}).find("1 <= time-limit <= 3600") != std::string::npos);
        QVERIFY(refused({{"messages", "pattern:custom"}}).find("itself") != std::string::npos);
    }

    void gradingPassesAndFails() {
        const MessageSet set = lemma3Set();
        const Exercise exercise = makeExercise(NetworkSpec{2, 2, 1}, set, std::nullopt);
        QVERIFY(exercise.targetIsOptimal && exercise.targetProven);
        QCOMPARE(exercise.targetSlots, 3u);
        const Case c{2, 2, 1, set};
        const OptimalResult best = optimalAssignment(PopsNetwork(2, 2), set, 1);
        QVERIFY(grade(exercise, scheduleOf(c, best.assignment)).pass());

        SlotAssignment clash = best.assignment; // 0->3 and 1->2 share c(1,0)
        clash.slotOf[4] = clash.slotOf[5];
        GradeReport r = grade(exercise, scheduleOf(c, clash));
        QVERIFY(!r.pass() && !r.validation.valid());

        SlotAssignment unplaced = best.assignment; // the self message 0->0 is never sent
        unplaced.slotOf[0] = kUnplaced;
        r = grade(exercise, scheduleOf(c, unplaced));
        QVERIFY(!r.pass());
        QCOMPARE(r.notSent.size(), std::size_t(1));
        QVERIFY(r.validation.valid()); // its origin holds it, so only the grader sees it

        Case fewer = c;
        fewer.messages.pop_back();
        r = grade(exercise, scheduleOf(fewer, greedyAssignment(PopsNetwork(2, 2), fewer.messages, 1)));
        QCOMPARE(r.missing.size(), std::size_t(1));
        QCOMPARE(r.missing[0].src, 3u);

        Case more = c;
        more.messages.push_back({1, 0, 8});
        r = grade(exercise, scheduleOf(more, greedyAssignment(PopsNetwork(2, 2), more.messages, 1)));
        QCOMPARE(r.extra.size(), std::size_t(1));

        SlotAssignment spread; // one message a slot: valid, complete, but 8 > 3 slots
        for (std::uint32_t k = 0; k < 8; ++k) spread.slotOf.push_back(k);
        r = grade(exercise, scheduleOf(c, spread));
        QVERIFY(r.validation.valid() && r.missing.empty() && r.tooManySlots() && !r.pass());

        Schedule other = scheduleOf({1, 4, 1, set}, best.assignment);
        QVERIFY(grade(exercise, other).networkMismatch);
    }

    void exerciseDocumentsRoundTrip() {
        const Exercise e = makeExercise(NetworkSpec{2, 2, 1}, lemma3Set(), 5);
        const auto read = readExerciseText(writeExerciseText(e));
        QVERIFY(std::holds_alternative<Exercise>(read));
        const Exercise& back = std::get<Exercise>(read);
        QCOMPARE(back.targetSlots, 5u);
        QVERIFY(!back.targetIsOptimal);
        QCOMPARE(back.messages.size(), std::size_t(8));
        QCOMPARE(back.lowerBound, std::uint64_t(2));
        auto error = [](const std::string& text) {
            const auto r = readExerciseText(text);
            return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : std::string();
        };
        QCOMPARE(error("[]"), std::string("the document: expected an object, not an array"));
        QCOMPARE(error(R"({"format":"popslab-exercise-1","network":{"d":2,"g":2},"messages":[[0,9]],"target":{"kind":"slots","slots":2}})"),
                 std::string("messages[0][1]: processor 9 is not below n = 4"));
        QVERIFY(error(R"({"format":"popslab-exercise-1","network":{"d":2,"g":2},"messages":[],"target":{"kind":"x"}})")
                    .find("target.kind") != std::string::npos);
    }

    void hintCompletesAPartialSchedule() {
        const MessageSet set = lemma3Set();
        std::vector<std::uint32_t> fixed(set.size(), kUnplaced);
        fixed[0] = 0, fixed[1] = 0; // 0->0 and 1->1 share c(0,0): no completion exists
        QVERIFY(!completeAssignment(PopsNetwork(2, 2), set, 1, fixed, 3, std::chrono::seconds(5)).assignment);
        fixed[1] = 1;
        const auto done = completeAssignment(PopsNetwork(2, 2), set, 1, fixed, 3, std::chrono::seconds(5));
        QVERIFY(done.assignment);
        QCOMPARE(done.assignment->slotOf[0], 0u);
        QCOMPARE(done.assignment->slotOf[1], 1u);
        checkDelivered({2, 2, 1, set}, scheduleOf({2, 2, 1, set}, *done.assignment));
    }
};

QTEST_APPLESS_MAIN(TestTraffic)
#include "tst_traffic.moc"
