#include "traffic/SlotQuestion.h"

#include "common/Memory.h"
#include "common/Work.h"
#include "traffic/OptimalSearch.h"

#include <algorithm>
#include <cadical.hpp>
#include <numeric>

namespace popslab::pops {

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

// Counts what a question would add instead of adding it (questionSize).
struct Counting {
    std::uint64_t variables = 0, literals = 0;
};
thread_local Counting* counting = nullptr;

} // namespace

QuestionSize questionSize(const MessageTypes& types, std::uint32_t slots, bool breakSymmetry) {
    // The same construction, counting: the count is what would be built.
    Counting count;
    counting = &count;
    struct Reset {
        ~Reset() { counting = nullptr; }
    } reset;
    SlotQuestion question(types, slots, breakSymmetry);
    return QuestionSize{count.variables, count.literals};
}

SlotQuestion::SlotQuestion(const MessageTypes& types, std::uint32_t slots, bool breakSymmetry)
    : types_(types), slots_(slots) {
    if (!counting) {
        solver_ = std::make_unique<CaDiCaL::Solver>();
        solver_->set("quiet", 1);
    }
    const auto T = std::uint32_t(types.types.size());
    next_ = 1;
    fresh(T * slots); // z(t, s)
    closedBase_ = fresh(slots);
    // Closed slots are the last ones and carry nothing.
    for (std::uint32_t s = 0; s + 1 < slots; ++s)
        clause({-closed(s), closed(s + 1)});
    for (std::uint32_t s = 0; s < slots; ++s)
        for (std::uint32_t t = 0; t < T; ++t)
            clause({-closed(s), -z(t, s)});
    // Every type gets as many slots as it has copies: at least weight(t) of its z(t, .).
    std::vector<int> literals(slots);
    for (std::uint32_t t = 0; t < T; ++t) {
        for (std::uint32_t s = 0; s < slots; ++s)
            literals[s] = z(t, s);
        atLeast(literals, types.types[t].weight());
    }
    // One message a coupler and a sender a slot, receivesPerSlot a receiver.
    for (std::uint32_t s = 0; s < slots; ++s) {
        auto limit = [&](const std::vector<std::vector<std::uint32_t>>& lists, std::uint32_t r) {
            for (const auto& list : lists) {
                literals.resize(list.size());
                for (std::size_t i = 0; i < list.size(); ++i)
                    literals[i] = z(list[i], s);
                atMost(literals, r);
            }
        };
        limit(types.byCoupler, 1);
        limit(types.bySender, 1);
        limit(types.byReceiver, types.receivesPerSlot);
    }
    if (breakSymmetry) fixHeaviestResource();
}

SlotQuestion::~SlotQuestion() = default;

int SlotQuestion::fresh(std::uint32_t count) {
    const int first = next_;
    next_ += int(count);
    if (counting) counting->variables += count;
    return first;
}

void SlotQuestion::clause(std::initializer_list<int> literals) {
    clause(std::span<const int>(literals.begin(), literals.size()));
}

void SlotQuestion::clause(std::span<const int> literals) {
    // Building the question counts toward the time limit like solving it.
    work::tick();
    if (counting) {
        counting->literals += literals.size() + 1;
        return;
    }
    for (int l : literals)
        solver_->add(l);
    solver_->add(0);
}

// At least `w` of the literals true: one clause for w = 1; for a small w a counter c(i, j)
// ("at least j of the first i+1 are true", j = 1..w) that can only be true when its inputs
// are, O(n w); for a large w, at most n - w of them false.
void SlotQuestion::atLeast(std::span<const int> x, std::uint32_t w) {
    const std::size_t n = x.size();
    if (w == 0) return;
    if (w > n) return clause(std::initializer_list<int>{}); // cannot be
    if (w == 1) return clause(x);
    if (w > n - w) {
        std::vector<int> negated(x.begin(), x.end());
        for (int& l : negated)
            l = -l;
        return atMost(negated, std::uint32_t(n - w));
    }
    const int base = fresh(std::uint32_t(n * w));
    auto c = [&](std::size_t i, std::uint32_t j) { return base + int(i * w + (j - 1)); };
    clause({-c(0, 1), x[0]});
    for (std::uint32_t j = 2; j <= w; ++j)
        clause({-c(0, j)});
    for (std::size_t i = 1; i < n; ++i)
        for (std::uint32_t j = 1; j <= w; ++j) {
            clause({-c(i, j), c(i - 1, j), x[i]});
            if (j > 1) clause({-c(i, j), c(i - 1, j), c(i - 1, j - 1)});
        }
    clause({c(n - 1, w)});
}

// At most `r` of the literals true: none for r = 0, pairwise for short lists of r = 1,
// else Sinz's sequential counter (CP 2005): r counters per position, O(n r) clauses.
void SlotQuestion::atMost(std::span<const int> x, std::uint32_t r) {
    const std::size_t n = x.size();
    if (n <= r) return;
    if (r == 0) {
        for (int l : x)
            clause({-l});
        return;
    }
    if (r == 1 && n <= 5) {
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = a + 1; b < n; ++b)
                clause({-x[a], -x[b]});
        return;
    }
    // c(i, j): at least j of the first i+1 literals are true (j = 1..r).
    const int base = fresh(std::uint32_t((n - 1) * r));
    auto c = [&](std::size_t i, std::uint32_t j) { return base + int(i * r + (j - 1)); };
    clause({-x[0], c(0, 1)});
    for (std::uint32_t j = 2; j <= r; ++j)
        clause({-c(0, j)});
    for (std::size_t i = 1; i + 1 < n; ++i) {
        clause({-x[i], c(i, 1)});
        clause({-c(i - 1, 1), c(i, 1)});
        for (std::uint32_t j = 2; j <= r; ++j) {
            clause({-x[i], -c(i - 1, j - 1), c(i, j)});
            clause({-c(i - 1, j), c(i, j)});
        }
        clause({-x[i], -c(i - 1, r)});
    }
    clause({-x[n - 1], -c(n - 2, r)});
}

// The resource whose types weigh most (a coupler's, a sender's, or a receiver's when it
// reads one a slot) has all its copies in different slots: they fill slots 0, 1, ... type
// by type. Any schedule can be brought to this form by renaming its slots.
void SlotQuestion::fixHeaviestResource() {
    const std::vector<std::uint32_t>* heaviest = nullptr;
    std::uint64_t most = 0;
    auto consider = [&](const std::vector<std::vector<std::uint32_t>>& lists) {
        for (const auto& list : lists) {
            std::uint64_t weight = 0;
            for (auto t : list)
                weight += types_.types[t].weight();
            if (weight > most) most = weight, heaviest = &list;
        }
    };
    consider(types_.byCoupler);
    consider(types_.bySender);
    if (types_.receivesPerSlot == 1) consider(types_.byReceiver);
    std::uint32_t s = 0;
    if (heaviest)
        for (auto t : *heaviest)
            for (std::uint32_t k = 0; k < types_.types[t].weight() && s < slots_; ++k)
                clause({z(t, s++)});
    orderFreeSlots(s);
}

// Slots from `from` on hold none of the fixed resource's copies and are interchangeable:
// their columns are kept in decreasing lexicographic order over the heaviest types
// (a prefix of the coordinates orders them as validly as all of them would). e(i) is
// forced true while the columns agree on the first i coordinates; then the next one may
// not rise.
void SlotQuestion::orderFreeSlots(std::uint32_t from) {
    std::vector<std::uint32_t> order(types_.types.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(),
                     [&](auto a, auto b) { return types_.types[a].weight() > types_.types[b].weight(); });
    if (order.size() > 64) order.resize(64);
    for (std::uint32_t s = from; s + 1 < slots_; ++s) {
        int equal = 0; // 0: the empty prefix, always equal
        for (std::size_t i = 0; i < order.size(); ++i) {
            const int a = z(order[i], s), b = z(order[i], s + 1);
            if (equal)
                clause({-equal, a, -b});
            else
                clause({a, -b});
            if (i + 1 == order.size()) break;
            const int next = fresh(1);
            if (equal) {
                clause({-equal, -a, -b, next});
                clause({-equal, a, b, next});
            } else {
                clause({-a, -b, next});
                clause({a, b, next});
            }
            equal = next;
        }
    }
}

bool SlotQuestion::place(std::uint32_t m, std::uint32_t s) {
    if (s >= slots_ || m >= types_.typeOf.size()) return false;
    const std::uint32_t t = types_.typeOf[m];
    for (auto [other, slot] : placed_)
        if (slot == s && types_.typeOf[other] == t) return false; // two copies in one slot: one sender
    placed_.push_back({m, s});
    clause({z(t, s)});
    return true;
}

SlotQuestion::Answer SlotQuestion::ask(std::uint32_t k, Clock::time_point deadline) {
    if (k < slots_) solver_->assume(closed(k)); // and so every later slot
    Deadline stop(deadline);
    solver_->connect_terminator(&stop);
    const int answer = solver_->solve();
    solver_->disconnect_terminator();
    outOfMemory_ = stop.outOfMemory();
    return answer == 10 ? Answer::Yes : answer == 20 ? Answer::No : Answer::Stopped;
}

SlotAssignment SlotQuestion::assignment(std::size_t messages) const {
    SlotAssignment out{std::vector<std::uint32_t>(messages, kUnplaced)};
    std::vector<std::vector<bool>> taken(types_.types.size());
    for (auto [m, s] : placed_) { // placed copies stay where they were put
        out.slotOf[m] = s;
        auto& used = taken[types_.typeOf[m]];
        used.resize(slots_, false);
        used[s] = true;
    }
    for (std::uint32_t t = 0; t < types_.types.size(); ++t) {
        auto& used = taken[t];
        used.resize(slots_, false);
        std::uint32_t s = 0;
        for (auto m : types_.types[t].messages) {
            if (out.slotOf[m] != kUnplaced) continue;
            while (s < slots_ && (used[s] || solver_->val(z(t, s)) <= 0))
                ++s;
            if (s == slots_) break; // cannot happen after Yes: the type has its slots
            out.slotOf[m] = s;
            used[s] = true;
        }
    }
    return out;
}

} // namespace popslab::pops
