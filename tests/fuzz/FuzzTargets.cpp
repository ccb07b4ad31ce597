#include "FuzzTargets.h"

#include "Lesson.h"
#include "OknSweep.h"
#include "Session.h"
#include "common/Work.h"
#include "patterns/Registry.h"
#include "slotted/Execution.h"
#include "slotted/HeldItems.h"
#include "slotted/ScheduleJson.h"
#include "slotted/Validator.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace popslab::fuzz {

namespace {

[[noreturn]] void broken(const std::string& what) {
    std::fprintf(stderr, "oracle: %s\n", what.c_str());
    std::abort();
}

// Reads fields from the bytes, zero once they run out.
class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    std::uint64_t next(int bytes) {
        std::uint64_t v = 0;
        for (int k = 0; k < bytes; ++k)
            v = (v << 8) | (at_ < size_ ? data_[at_++] : 0);
        return v;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_, at_ = 0;
};

} // namespace

void schedule(const std::uint8_t* data, std::size_t size) {
    ReadLimits limits;
    limits.maxBytes = 1 << 20;
    ReadResult read = readScheduleText(std::string(reinterpret_cast<const char*>(data), size), limits);
    auto* s = std::get_if<Schedule>(&read);
    if (!s) {
        if (std::get<ReadError>(read).message.empty()) broken("a refusal without a message");
        return;
    }
    // What one document may cost is bounded; a budget stop is an answer, not a failure.
    WorkControl budget(64ull << 20);
    WorkScope scope(budget);
    try {
        const ValidationReport report = validate(*s);
        if (report.sequenceLength != s->slotCount()) broken("sequence length");
        if (dataViewFeasible(*s)) {
            itemsHeldAt(*s, 0);
            itemsHeldAt(*s, s->slotCount());
            const pops::Registry& registry = pops::Registry::instance();
            const pops::PatternRequest request = pops::requestOf(*s);
            if (auto values = registry.data(request)) {
                registry.run(request, *s);
                latestValues(*s, *values, s->slotCount());
            }
        }
        const std::string written = writeScheduleText(*s);
        ReadResult again = readScheduleText(written);
        if (auto* error = std::get_if<ReadError>(&again)) broken("a written schedule does not read: " + error->message);
        if (std::get<Schedule>(again).transmissionCount() != s->transmissionCount()) broken("round trip");
    } catch (const WorkBudgetExceeded&) {
    } catch (const LimitExceeded&) {
    }
}

void session(const std::uint8_t* data, std::size_t size) {
    const QByteArray text(reinterpret_cast<const char*>(data), qsizetype(size));
    gui::Session s;
    if (auto error = gui::readSession(text, "/fuzz/session.popslab", s); error && error->isEmpty())
        broken("a refusal without a message");
    // The same bytes as a lesson: its list of scenes, each a session with defaults.
    gui::Lesson lesson;
    if (auto error = gui::readLesson(text, "/fuzz/lesson.popslab-lesson", lesson); error && error->isEmpty())
        broken("a lesson refused without a message");
}

void okn(const std::uint8_t* data, std::size_t size) {
    Bytes in(data, size);
    const auto& ops = okn::oknOperations();
    okn::OknRequest r;
    const std::size_t op = in.next(1) % (ops.size() + 1);
    r.operation = op < ops.size() ? ops[op].id : "no-such-operation";
    if (op < ops.size()) {
        const std::size_t a = in.next(1) % (ops[op].algorithms.size() + 1);
        r.algorithm = a < ops[op].algorithms.size() ? ops[op].algorithms[a].id : "no-such-algorithm";
    }
    r.network.nodes = std::uint32_t(in.next(3));
    r.network.ports = std::uint32_t(in.next(1));
    r.network.delay = okn::Time(std::int32_t(in.next(4)));
    if (in.next(1) & 1) r.steps = std::uint32_t(in.next(1));
    WorkControl budget(256u << 10); // a fraction of a second an input
    WorkScope scope(budget);
    try {
        if (!okn::checkOkn(r) && okn::oknWork(r) <= (128u << 10)) {
            auto ran = okn::runOkn(r, in.next(1) & 1);
            if (auto* run = std::get_if<okn::OknRun>(&ran); run && !run->simulation.ok())
                broken("the simulator rejects " + r.operation + "/" + r.algorithm + ": " +
                       run->simulation.violation->message);
        }
        const std::uint64_t from = in.next(3);
        okn::OknSweepRequest sweep{r, {r.algorithm}, okn::OknAxis(in.next(1) % 3), from, from + in.next(1)};
        okn::runOknSweep(sweep);
    } catch (const WorkBudgetExceeded&) {
    }
}

} // namespace popslab::fuzz
