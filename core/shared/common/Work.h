// A long computation's line to whoever waits for it. The caller may cancel
// it, watch how far it got, and give it a budget of work units (transmissions built
// and validated, events simulated, items and transmissions read from a document) past
// which it stops with a refusal instead of running on. Core loops call work::tick();
// with nobody watching that costs one thread-local load, and the atomics are touched
// once every few thousand units.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <exception>
#include <limits>
#include <mutex>
#include <optional>

namespace popslab {

// Adds the thread's pending units to its control and checks cancel and budget.
void workCheckpoint(std::uint64_t units);
bool workStopRequested();
std::optional<std::chrono::milliseconds> workTimeLeft();
struct WorkReport;
void workReport(const WorkReport& report);

// What a long computation says it is doing, for the window's progress line; the app words
// it (core code returns no text to show).
enum class WorkStage : int {
    None = 0,
    SlotQuestion,     // the optimal scheduler asks the SAT solver: values = {k slots, best so far, proven minimum,
                      // ms the last question took}
    ReadingSchedule,  // a schedule document is read: values = {bytes read, bytes in all}
    WritingAnimation, // an animation is drawn and encoded: values = {frames drawn, frames in all}
};
struct WorkReport {
    WorkStage stage = WorkStage::None;
    std::array<std::uint64_t, 4> values{};
};

class WorkControl {
public:
    explicit WorkControl(std::uint64_t budget = std::numeric_limits<std::uint64_t>::max()) : budget_(budget) {}
    // From any thread: the computation stops at its next check.
    void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
    bool cancelled() const { return cancelled_.load(std::memory_order_relaxed); }
    std::uint64_t budget() const { return budget_; }
    // Stops the computation with WorkBudgetExceeded once `seconds` have passed (the
    // command-line tool answers within its time limit; the window cancels instead).
    void setTimeLimit(std::chrono::milliseconds limit) {
        deadline_ = std::chrono::steady_clock::now() + limit;
        timeLimit_ = limit;
    }
    // Units done so far (updated every few thousand units), for progress displays.
    std::uint64_t done() const { return done_.load(std::memory_order_relaxed); }
    // The newest report of the computation (work::report), from any thread.
    WorkReport lastReport() const {
        std::lock_guard lock(reportMutex_);
        return report_;
    }
    void setReport(const WorkReport& report) {
        std::lock_guard lock(reportMutex_);
        report_ = report;
    }

private:
    friend class WorkScope;
    friend void workCheckpoint(std::uint64_t);
    friend bool workStopRequested();
    friend std::optional<std::chrono::milliseconds> workTimeLeft();
    friend void workReport(const WorkReport&);
    std::atomic<bool> cancelled_{false};
    std::atomic<std::uint64_t> done_{0};
    std::uint64_t budget_;
    std::chrono::steady_clock::time_point deadline_ = std::chrono::steady_clock::time_point::max();
    std::chrono::milliseconds timeLimit_{0};
    WorkControl* parent_ = nullptr; // the control this one's scope is nested in: its limits hold too
    mutable std::mutex reportMutex_;
    WorkReport report_;
};

// Thrown out of a computation that was cancelled; the caller keeps its previous state.
struct Cancelled : std::exception {
    const char* what() const noexcept override { return "cancelled"; }
};

// Thrown when a computation passes its budget of work units, or its time limit.
struct WorkBudgetExceeded : std::exception {
    explicit WorkBudgetExceeded(std::uint64_t b, std::chrono::seconds limit = std::chrono::seconds(0),
                                const WorkControl* by = nullptr)
        : budget(b), timeLimit(limit), control(by) {}
    std::uint64_t budget;
    std::chrono::seconds timeLimit; // non-zero when time ran out (rounded up to whole seconds)
    const WorkControl* control;     // whose budget or time limit it was, so a nested one can tell its own
    const char* what() const noexcept override { return "the work budget is exhausted"; }
};

// Makes `control` the calling thread's for the scope's lifetime. Scopes nest: work
// counts toward every enclosing control, and each one's cancel, budget and time limit
// hold inside (a sweep's budget inside a command's time limit or the window's cancel).
class WorkScope {
public:
    explicit WorkScope(WorkControl& control);
    ~WorkScope();
    WorkScope(const WorkScope&) = delete;
    WorkScope& operator=(const WorkScope&) = delete;

private:
    WorkControl* previous_;
    std::uint64_t previousPending_;
};

namespace work {
namespace detail {
inline thread_local WorkControl* current = nullptr;
inline thread_local std::uint64_t pending = 0; // units not yet added to current->done
inline constexpr std::uint64_t kCheckEvery = 1u << 14;
} // namespace detail

// Counts `units` of work; throws Cancelled or WorkBudgetExceeded at a checkpoint.
inline void tick(std::uint64_t units = 1) {
    if (!detail::current) return;
    detail::pending += units;
    if (detail::pending >= detail::kCheckEvery) workCheckpoint(units);
}
// Checks now (cheap: use between phases of a computation).
void checkpoint();
// Whether the calling thread's work has been cancelled or is past its time limit, without
// throwing: for code that cannot throw where it asks (a SAT solver's terminate callback).
inline bool stopRequested() {
    return workStopRequested();
}
// The time left before the nearest time limit of the calling thread's controls; nothing
// when none has one. A search that may stop early with a good answer (the optimal
// scheduler) keeps within it, leaving the rest for building and writing the answer.
inline std::optional<std::chrono::milliseconds> timeLeft() {
    return workTimeLeft();
}
// Tells every control the calling thread works under what it is doing now.
inline void report(const WorkReport& r) {
    workReport(r);
}
// What the calling thread's innermost control last heard (None outside any scope).
inline WorkReport currentReport() {
    return detail::current ? detail::current->lastReport() : WorkReport{};
}
} // namespace work

} // namespace popslab
