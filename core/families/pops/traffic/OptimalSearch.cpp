#include "families/pops/traffic/OptimalSearch.h"

#include "common/Memory.h"
#include "common/Work.h"

#include <cadical.hpp>

#include <algorithm>

namespace popslab {

namespace {

using Clock = std::chrono::steady_clock;

// Stops the solver at the deadline, when the caller's work is cancelled, or when the
// process passes kMaxSearchResidentBytes: the solver's learned clauses grow while it runs
// (to about 1.6 times the question's own memory in 10 s here), which no count made
// before the question can bound.
class Deadline : public CaDiCaL::Terminator {
public:
    explicit Deadline(Clock::time_point at) : at_(at) {}
    bool terminate() override {
        if (Clock::now() >= at_ || work::stopRequested()) return true;
        if (++calls_ % 256 == 0 && residentBytes() > kMaxSearchResidentBytes) outOfMemory_ = true;
        return outOfMemory_;
    }
    bool outOfMemory() const { return outOfMemory_; }

private:
    Clock::time_point at_;
    std::uint64_t calls_ = 0;
    bool outOfMemory_ = false;
};

// "Can the messages go into `slots` slots?" as clauses over x(m,s) = m*slots + s + 1.
class SlotQuestion {
public:
    SlotQuestion(const MessageGroups& groups, std::size_t messages, std::uint32_t slots)
        : slots_(slots), next_(int(messages * slots) + 1) {
        solver_.set("quiet", 1);
        for (std::uint32_t m = 0; m < messages; ++m) { // every message gets a slot
            work::tick(slots);
            for (std::uint32_t s = 0; s < slots; ++s) solver_.add(x(m, s));
            solver_.add(0);
        }
        for (std::uint32_t s = 0; s < slots; ++s) {
            for (const auto& list : groups.byCoupler) atMost(list, s, 1);
            for (const auto& list : groups.bySender) atMost(list, s, 1);
            for (const auto& list : groups.byReceiver) atMost(list, s, groups.receivesPerSlot);
        }
    }
    int x(std::uint32_t m, std::uint32_t s) const { return int(m * slots_ + s + 1); }
    void place(std::uint32_t m, std::uint32_t s) {
        solver_.add(x(m, s));
        solver_.add(0);
    }
    // 10 satisfiable, 20 unsatisfiable, 0 stopped (by the deadline, a cancel or memory).
    int solve(Clock::time_point deadline) {
        Deadline stop(deadline);
        solver_.connect_terminator(&stop);
        const int answer = solver_.solve();
        solver_.disconnect_terminator();
        outOfMemory_ = stop.outOfMemory();
        return answer;
    }
    bool outOfMemory() const { return outOfMemory_; }
    SlotAssignment assignment(std::size_t messages) {
        SlotAssignment out{std::vector<std::uint32_t>(messages, kUnplaced)};
        for (std::uint32_t m = 0; m < messages; ++m)
            for (std::uint32_t s = 0; s < slots_; ++s)
                if (solver_.val(x(m, s)) > 0) {
                    out.slotOf[m] = s;
                    break;
                }
        return out;
    }

private:
    void clause(std::initializer_list<int> literals) {
        // Building the question counts toward the time limit like solving it (issue 26).
        work::tick();
        for (int l : literals) solver_.add(l);
        solver_.add(0);
    }
    // At most `r` of the list's messages in slot s: pairwise for small lists, else Sinz's
    // sequential counter (CP 2005), whose r counters per position cost O(n r) clauses.
    void atMost(const std::vector<std::uint32_t>& list, std::uint32_t s, std::uint32_t r) {
        const std::size_t n = list.size();
        if (n <= r) return;
        if (r == 1 && n <= 5) {
            for (std::size_t a = 0; a < n; ++a)
                for (std::size_t b = a + 1; b < n; ++b) clause({-x(list[a], s), -x(list[b], s)});
            return;
        }
        // c(i, j): at least j of the first i+1 messages are in slot s (j = 1..r).
        const int base = next_;
        next_ += int((n - 1) * r);
        auto c = [&](std::size_t i, std::uint32_t j) { return base + int(i * r + (j - 1)); };
        clause({-x(list[0], s), c(0, 1)});
        for (std::uint32_t j = 2; j <= r; ++j) clause({-c(0, j)});
        for (std::size_t i = 1; i + 1 < n; ++i) {
            const int xi = x(list[i], s);
            clause({-xi, c(i, 1)});
            clause({-c(i - 1, 1), c(i, 1)});
            for (std::uint32_t j = 2; j <= r; ++j) {
                clause({-xi, -c(i - 1, j - 1), c(i, j)});
                clause({-c(i - 1, j), c(i, j)});
            }
            clause({-xi, -c(i - 1, r)});
        }
        clause({-x(list[n - 1], s), -c(n - 2, r)});
    }

    CaDiCaL::Solver solver_;
    bool outOfMemory_ = false;
    std::uint32_t slots_;
    int next_;
};

// What a question of `slots` slots asks of the solver, counted before it is built: the
// variables x(m,s) plus r counters per list entry, and the literals of its clauses.
struct QuestionSize {
    std::uint64_t variables = 0, literals = 0;
    // CaDiCaL's memory once the question is built, measured here on random traffic
    // (POPS(4,4) to POPS(32,32), 0.9 M to 3.7 M variables at 2.5 literals each): about
    // 100 bytes a variable and 100 a literal, within 5 %.
    std::uint64_t bytes() const { return 100 * variables + 100 * literals; }
};

QuestionSize questionSize(const MessageGroups& groups, std::size_t messages, std::uint32_t slots) {
    QuestionSize q;
    q.variables = std::uint64_t(messages) * slots;
    q.literals = std::uint64_t(messages) * (slots + 1);
    auto count = [&](const std::vector<std::uint32_t>& list, std::uint64_t r) {
        const std::uint64_t n = list.size();
        if (n <= r) return;
        if (r == 1 && n <= 5) { // pairwise
            q.literals += slots * 3 * (n * (n - 1) / 2);
            return;
        }
        q.variables += slots * (n - 1) * r; // Sinz's counters
        q.literals += slots * (n * (3 + 7 * (r - 1)) + 3);
    };
    for (const auto& list : groups.byCoupler) count(list, 1);
    for (const auto& list : groups.bySender) count(list, 1);
    for (const auto& list : groups.byReceiver) count(list, groups.receivesPerSlot);
    return q;
}

bool tooLargeToAsk(const QuestionSize& q) {
    return q.variables > kMaxSatVariables || q.bytes() > kMaxSatQuestionBytes;
}

// The messages of the largest list that must all differ in slot (a coupler's or a sender's,
// or a receiver's when it reads one a slot): fixing them to slots 0, 1, ... removes the
// slots' interchangeability without losing any schedule's shape.
const std::vector<std::uint32_t>* largestClique(const MessageGroups& groups) {
    const std::vector<std::uint32_t>* best = nullptr;
    auto consider = [&](const std::vector<std::vector<std::uint32_t>>& lists) {
        for (const auto& list : lists)
            if (!best || list.size() > best->size()) best = &list;
    };
    consider(groups.byCoupler);
    consider(groups.bySender);
    if (groups.receivesPerSlot == 1) consider(groups.byReceiver);
    return best;
}

} // namespace

// When the search must stop: its own limit, and before the nearest time limit of the
// caller (a command's), leaving a fifth of what is left -- 1 to 10 s -- to build,
// validate and write the answer, so that the search stops first and the command still
// answers with the best schedule found (issue 26).
Clock::time_point searchDeadline(std::chrono::milliseconds own) {
    auto limit = own;
    if (const auto left = work::timeLeft()) {
        const auto reserve = std::clamp<std::chrono::milliseconds>(*left / 5, std::chrono::seconds(1), std::chrono::seconds(10));
        limit = std::min(limit, std::max(std::chrono::milliseconds(0), *left - reserve));
    }
    return Clock::now() + limit;
}

OptimalResult optimalAssignment(const PopsNetwork& net, std::span<const Message> messages, std::uint32_t receives,
                                const OptimalOptions& options) {
    const MessageGroups groups = messageGroups(net, messages, receives);
    OptimalResult out;
    out.bound = loadBound(net, messages, receives);
    out.assignment = greedyAssignment(net, messages, receives);
    out.length = out.assignment.length();
    out.provenMinimum = std::uint32_t(std::min<std::uint64_t>(out.bound.value(), out.length));
    const auto deadline = searchDeadline(options.timeLimit);
    // Building a question counts toward the search's own deadline: past it, the search
    // stops with what it has, as when the solver runs out of time.
    WorkControl searchTime;
    searchTime.setTimeLimit(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
    WorkScope scope(searchTime);
    const auto* clique = largestClique(groups);
    try {
        for (std::uint32_t k = out.provenMinimum; k < out.length; ++k) {
            if (tooLargeToAsk(questionSize(groups, messages.size(), k))) {
                out.tooLarge = true;
                break;
            }
            work::report({WorkStage::SlotQuestion, {k, out.length, out.provenMinimum}});
            SlotQuestion question(groups, messages.size(), k);
            if (clique)
                for (std::uint32_t i = 0; i < clique->size(); ++i) question.place((*clique)[i], i);
            const int answer = question.solve(deadline);
            if (answer == 10) {
                out.assignment = question.assignment(messages.size());
                out.length = out.assignment.length();
                break;
            }
            if (answer == 20) {
                out.refuted.push_back(k);
                out.provenMinimum = k + 1;
                continue;
            }
            work::checkpoint(); // cancelled, or the caller's limit: throws; otherwise ours stopped it
            (question.outOfMemory() ? out.tooLarge : out.timedOut) = true;
            break;
        }
    } catch (const WorkBudgetExceeded& e) {
        if (e.control != &searchTime) throw;
        out.timedOut = true;
    }
    return out;
}

CompletionResult completeAssignment(const PopsNetwork& net, std::span<const Message> messages, std::uint32_t receives,
                                    std::span<const std::uint32_t> fixed, std::uint32_t slots,
                                    std::chrono::milliseconds timeLimit) {
    const MessageGroups groups = messageGroups(net, messages, receives);
    if (slots == 0 || tooLargeToAsk(questionSize(groups, messages.size(), slots))) return {std::nullopt, true};
    SlotQuestion question(groups, messages.size(), slots);
    for (std::uint32_t m = 0; m < fixed.size() && m < messages.size(); ++m) {
        if (fixed[m] == kUnplaced) continue;
        if (fixed[m] >= slots) return {std::nullopt, false};
        question.place(m, fixed[m]);
    }
    const int answer = question.solve(Clock::now() + timeLimit);
    if (answer == 10) return {question.assignment(messages.size()), false};
    if (answer == 20) return {std::nullopt, false};
    work::checkpoint();
    return {std::nullopt, true};
}

std::string satSolverVersion() { return std::string("CaDiCaL ") + CaDiCaL::Solver::version(); }

} // namespace popslab
