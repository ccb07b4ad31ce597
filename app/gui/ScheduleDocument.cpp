#include "ScheduleDocument.h"

#include "io/ScheduleJson.h"
#include "patterns/Registry.h"
#include "data/Execution.h"
#include "validation/HeldItems.h"

namespace popslab::gui {

ScheduleDocument::ScheduleDocument(QObject* parent) : QObject(parent) {}

NetworkSpec ScheduleDocument::network() const {
    if (schedule_) return schedule_->network;
    return NetworkSpec{request_.d, request_.g, 1};
}

void ScheduleDocument::setRequest(const PatternRequest& request) {
    request_ = request;
    sourceFile_.clear();
    BuildResult built = Registry::instance().build(request);
    if (built.ok()) {
        diagnostic_.reset();
        adopt(std::move(*built.schedule));
    } else {
        diagnostic_ = built.diagnostic;
        schedule_.reset();
        report_.reset();
        held_.reset();
        values_.reset();
        correct_.reset();
        resultCorrect_.reset();
        data_.reset();
        slot_ = 0;
        emit scheduleChanged();
        emit slotChanged(slot_);
    }
}

std::optional<QString> ScheduleDocument::openSchedule(const QString& path) {
    ReadResult read = readScheduleFile(path.toStdString());
    if (auto* error = std::get_if<ReadError>(&read)) return QString::fromStdString(error->message);
    Schedule& s = std::get<Schedule>(read);
    request_ = requestOf(s);
    diagnostic_.reset();
    sourceFile_ = path;
    adopt(std::move(s));
    return std::nullopt;
}

void ScheduleDocument::adopt(Schedule schedule) {
    report_ = validate(schedule);
    schedule_ = std::move(schedule);
    // Run it on its data once; the per-slot values follow the timeline.
    data_.reset();
    correct_.reset();
    resultCorrect_.reset();
    if (dataViewFeasible(*schedule_)) {
        const Registry& registry = Registry::instance();
        data_ = registry.data(request_);
        auto ran = data_ ? registry.run(request_, *schedule_) : std::variant<ExecutionResult, Diagnostic>(Diagnostic{});
        if (auto* result = std::get_if<ExecutionResult>(&ran)) {
            correct_ = result->marks();
            resultCorrect_ = result->correct() && report_->valid();
        } else {
            data_.reset();
        }
    }
    slot_ = 0;
    refreshHeld();
    emit scheduleChanged();
    emit slotChanged(slot_);
}

void ScheduleDocument::setSlot(int slot) {
    const int clamped = std::clamp(slot, 0, std::max(0, slotCount() - 1));
    if (clamped == slot_) return;
    slot_ = clamped;
    refreshHeld();
    emit slotChanged(slot_);
}

void ScheduleDocument::refreshHeld() {
    if (schedule_ && dataViewFeasible(*schedule_)) held_ = itemsHeldAt(*schedule_, std::size_t(slot_));
    else held_.reset();
    // Values after the current slot's transmissions: the state a viewer sees at its end.
    if (schedule_ && data_) values_ = latestValues(*schedule_, *data_, std::size_t(slot_) + 1);
    else values_.reset();
}

} // namespace popslab::gui
