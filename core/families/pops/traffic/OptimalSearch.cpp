#include "traffic/OptimalSearch.h"

#include "common/Work.h"
#include "traffic/FractionalBound.h"
#include "traffic/SetBound.h"
#include "traffic/SlotQuestion.h"

#include <algorithm>
#include <cadical.hpp>
#include <memory>
#include <numeric>

namespace popslab::pops {

namespace {

using Clock = std::chrono::steady_clock;

bool tooLargeToAsk(const MessageTypes& types, std::uint32_t slots, bool breakSymmetry) {
    // A first look before counting: the z(t, s) alone.
    if (std::uint64_t(types.types.size()) * slots > kMaxSatVariables) return true;
    const QuestionSize q = questionSize(types, slots, breakSymmetry);
    return q.variables > kMaxSatVariables || q.bytes() > kMaxSatQuestionBytes;
}

// When the search must stop: its own limit, and before the nearest time limit of the
// caller (a command's), leaving a quarter of what is left -- 3 to 10 s -- to build,
// validate and write the answer, so that the search stops first and the command still
// answers with the best schedule found. The margin is generous because the
// solver looks at its terminator only between its own steps, which can take a second on a
// loaded machine.
Clock::time_point searchDeadline(std::chrono::milliseconds own) {
    auto limit = own;
    if (const auto left = work::timeLeft()) {
        const auto reserve =
            std::clamp<std::chrono::milliseconds>(*left / 4, std::chrono::seconds(3), std::chrono::seconds(10));
        limit = std::min(limit, std::max(std::chrono::milliseconds(0), *left - reserve));
    }
    return Clock::now() + limit;
}

std::vector<std::uint32_t> heaviestTypes(const MessageTypes& types, std::size_t most) {
    std::vector<std::uint32_t> order(types.types.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(),
                     [&](auto a, auto b) { return types.types[a].weight() > types.types[b].weight(); });
    if (order.size() > most) order.resize(most);
    return order;
}

std::uint64_t millisecondsSince(Clock::time_point start) {
    return std::uint64_t(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
}

} // namespace

// The bound first -- the loads, then sets of messages of which only a few can
// share a slot -- so that where greedy meets it no question is asked; then one solver,
// built once for greedy - 1 slots, is asked "do k slots suffice?" from the bound up, each
// k by assumption, keeping what it learned. Identical messages are one type (no t!
// symmetry), the heaviest resource fixes the first slots and the rest are ordered.
OptimalResult optimalAssignment(const PopsNetwork& net, std::span<const Message> messages, std::uint32_t receives,
                                const OptimalOptions& options) {
    OptimalResult out;
    out.bound = loadBound(net, messages, receives);
    out.assignment = greedyAssignment(net, messages, receives);
    out.length = out.assignment.length();
    out.provenMinimum = std::uint32_t(std::min<std::uint64_t>(out.bound.value(), out.length));
    if (out.provenMinimum == out.length) return out; // greedy meets the loads: nothing to ask
    const MessageTypes types = messageTypes(net, messages, receives);
    out.setBound = setBound(net, types, out.bound.value());
    auto raiseBound = [&](std::uint64_t bound) {
        out.provenMinimum = std::max(out.provenMinimum, std::uint32_t(std::min<std::uint64_t>(bound, out.length)));
    };
    raiseBound(out.setBound.value);
    // Few kinds of message, many copies: the linear relaxation bounds, and its rounding
    // schedules, what sets and greedy do not (FractionalBound). Over the heaviest 64 types
    // when there are more: the repeated core of the traffic, where the hard part is.
    if (out.provenMinimum < out.length)
        if (auto fractional = fractionalBound(types, heaviestTypes(types, kMaxFractionalTypes))) {
            out.fractionalBound = fractional->value;
            if (SlotAssignment rounded = roundedSchedule(net, messages, types, *fractional);
                rounded.length() < out.length) {
                out.assignment = std::move(rounded);
                out.length = out.assignment.length();
                out.provenMinimum = std::min(out.provenMinimum, out.length);
            }
            raiseBound(fractional->slotsNeeded());
        }
    if (out.provenMinimum == out.length) return out;
    const auto deadline = searchDeadline(options.timeLimit);
    if (deadline - Clock::now() < std::chrono::milliseconds(50)) { // no time left to ask anything
        out.timedOut = true;
        return out;
    }
    // Building the question counts toward the search's own deadline: past it, the search
    // stops with what it has, as when the solver runs out of time.
    WorkControl searchTime;
    searchTime.setTimeLimit(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
    WorkScope scope(searchTime);
    try {
        // Built for a few slots above what is proven rather than for greedy - 1 (which can be
        // far above the optimum: a large question for nothing); built again larger when every
        // length it holds is refuted.
        std::unique_ptr<SlotQuestion> question;
        std::uint32_t built = 0;
        for (std::uint32_t k = out.provenMinimum; k < out.length;) {
            if (k >= built) {
                built = std::min(out.length - 1, k + std::max<std::uint32_t>(8, k / 8));
                question.reset(); // its memory back before the larger one is counted
                if (tooLargeToAsk(types, built, true)) {
                    out.tooLarge = true;
                    break;
                }
                question = std::make_unique<SlotQuestion>(types, built, true);
            }
            work::report({WorkStage::SlotQuestion, {k, out.length, out.provenMinimum, out.lastQuestionMs}});
            const auto asked = Clock::now();
            const SlotQuestion::Answer answer = question->ask(k, deadline);
            out.lastQuestionMs = millisecondsSince(asked);
            if (answer == SlotQuestion::Answer::Yes) {
                out.assignment = question->assignment(messages.size());
                out.length = out.assignment.length();
                break;
            }
            if (answer == SlotQuestion::Answer::No) {
                out.refuted.push_back(k);
                out.provenMinimum = ++k;
                continue;
            }
            work::checkpoint(); // cancelled, or the caller's limit: throws; otherwise ours stopped it
            (question->outOfMemory() ? out.tooLarge : out.timedOut) = true;
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
    const MessageTypes types = messageTypes(net, messages, receives);
    if (slots == 0 || tooLargeToAsk(types, slots, false)) return {std::nullopt, true};
    SlotQuestion question(types, slots, false); // the placements fix the slots: no renaming
    for (std::uint32_t m = 0; m < fixed.size() && m < messages.size(); ++m)
        if (fixed[m] != kUnplaced && !question.place(m, fixed[m])) return {std::nullopt, false};
    const SlotQuestion::Answer answer = question.ask(slots, Clock::now() + timeLimit);
    if (answer == SlotQuestion::Answer::Yes) return {question.assignment(messages.size()), false};
    if (answer == SlotQuestion::Answer::No) return {std::nullopt, false};
    work::checkpoint();
    return {std::nullopt, true};
}

std::string satSolverVersion() {
    return std::string("CaDiCaL ") + CaDiCaL::Solver::version();
}

} // namespace popslab::pops
