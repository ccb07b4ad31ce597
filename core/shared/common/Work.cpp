#include "common/Work.h"

namespace popslab {

WorkScope::WorkScope(WorkControl& control) : previous_(work::detail::current), previousPending_(work::detail::pending) {
    // Units counted so far belong to the enclosing controls.
    for (WorkControl* c = previous_; c; c = c->parent_)
        c->done_.fetch_add(previousPending_, std::memory_order_relaxed);
    control.parent_ = previous_;
    work::detail::current = &control;
    work::detail::pending = 0;
}

WorkScope::~WorkScope() {
    for (WorkControl* c = work::detail::current; c; c = c->parent_)
        c->done_.fetch_add(work::detail::pending, std::memory_order_relaxed);
    if (work::detail::current) work::detail::current->parent_ = nullptr;
    work::detail::current = previous_;
    work::detail::pending = 0;
}

void workCheckpoint(std::uint64_t) {
    const std::uint64_t pending = work::detail::pending;
    work::detail::pending = 0;
    for (WorkControl* c = work::detail::current; c; c = c->parent_) {
        const std::uint64_t done = c->done_.fetch_add(pending, std::memory_order_relaxed) + pending;
        if (c->cancelled_.load(std::memory_order_relaxed)) throw Cancelled();
        if (done > c->budget_) throw WorkBudgetExceeded(c->budget_, std::chrono::seconds(0), c);
        if (c->timeLimit_.count() > 0 && std::chrono::steady_clock::now() > c->deadline_)
            throw WorkBudgetExceeded(c->budget_, std::chrono::ceil<std::chrono::seconds>(c->timeLimit_), c);
    }
}

void work::checkpoint() {
    workCheckpoint(0);
}

std::optional<std::chrono::milliseconds> workTimeLeft() {
    std::optional<std::chrono::milliseconds> left;
    const auto now = std::chrono::steady_clock::now();
    for (WorkControl* c = work::detail::current; c; c = c->parent_) {
        if (c->timeLimit_.count() <= 0) continue;
        const auto here = std::chrono::duration_cast<std::chrono::milliseconds>(c->deadline_ - now);
        if (!left || here < *left) left = here;
    }
    if (left && left->count() < 0) left = std::chrono::milliseconds(0);
    return left;
}

void workReport(const WorkReport& report) {
    for (WorkControl* c = work::detail::current; c; c = c->parent_)
        c->setReport(report);
}

bool workStopRequested() {
    for (WorkControl* c = work::detail::current; c; c = c->parent_) {
        if (c->cancelled_.load(std::memory_order_relaxed)) return true;
        if (c->timeLimit_.count() > 0 && std::chrono::steady_clock::now() > c->deadline_) return true;
    }
    return false;
}

} // namespace popslab
