#include "families/pops/traffic/OptimalSearch.h"

#include "common/Work.h"

#include <cadical.hpp>

#include <algorithm>

namespace popslab {

namespace {

using Clock = std::chrono::steady_clock;

// Stops the solver at the deadline or when the caller's work is cancelled.
class Deadline : public CaDiCaL::Terminator {
public:
    explicit Deadline(Clock::time_point at) : at_(at) {}
    bool terminate() override { return Clock::now() >= at_ || work::stopRequested(); }

private:
    Clock::time_point at_;
};

// "Can the messages go into `slots` slots?" as clauses over x(m,s) = m*slots + s + 1.
class SlotQuestion {
public:
    SlotQuestion(const MessageGroups& groups, std::size_t messages, std::uint32_t slots)
        : slots_(slots), next_(int(messages * slots) + 1) {
        solver_.set("quiet", 1);
        for (std::uint32_t m = 0; m < messages; ++m) { // every message gets a slot
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
    // 10 satisfiable, 20 unsatisfiable, 0 stopped.
    int solve(Clock::time_point deadline) {
        Deadline stop(deadline);
        solver_.connect_terminator(&stop);
        const int answer = solver_.solve();
        solver_.disconnect_terminator();
        return answer;
    }
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
    std::uint32_t slots_;
    int next_;
};

// Variables a question of `slots` slots needs: x(m,s), plus r counters per list entry.
std::uint64_t questionSize(const MessageGroups& groups, std::size_t messages, std::uint32_t slots) {
    std::uint64_t counters = 0;
    for (const auto* lists : {&groups.byCoupler, &groups.bySender})
        for (const auto& list : *lists) counters += list.size();
    for (const auto& list : groups.byReceiver) counters += list.size() * groups.receivesPerSlot;
    return (std::uint64_t(messages) + counters) * slots;
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

OptimalResult optimalAssignment(const PopsNetwork& net, std::span<const Message> messages, std::uint32_t receives,
                                const OptimalOptions& options) {
    const MessageGroups groups = messageGroups(net, messages, receives);
    OptimalResult out;
    out.bound = loadBound(net, messages, receives);
    out.assignment = greedyAssignment(net, messages, receives);
    out.length = out.assignment.length();
    out.provenMinimum = std::uint32_t(std::min<std::uint64_t>(out.bound.value(), out.length));
    const auto deadline = Clock::now() + options.timeLimit;
    const auto* clique = largestClique(groups);
    for (std::uint32_t k = out.provenMinimum; k < out.length; ++k) {
        if (questionSize(groups, messages.size(), k) > kMaxSatVariables) {
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
        work::checkpoint(); // cancelled: throws; otherwise the time limit stopped it
        out.timedOut = true;
        break;
    }
    return out;
}

CompletionResult completeAssignment(const PopsNetwork& net, std::span<const Message> messages, std::uint32_t receives,
                                    std::span<const std::uint32_t> fixed, std::uint32_t slots,
                                    std::chrono::milliseconds timeLimit) {
    const MessageGroups groups = messageGroups(net, messages, receives);
    if (slots == 0 || questionSize(groups, messages.size(), slots) > kMaxSatVariables) return {std::nullopt, true};
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
