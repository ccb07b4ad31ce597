#include "ScheduleDocument.h"

#include "io/ScheduleJson.h"
#include "patterns/Registry.h"
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
        slot_ = 0;
        emit scheduleChanged();
        emit slotChanged(slot_);
    }
}

std::optional<QString> ScheduleDocument::openSchedule(const QString& path) {
    ReadResult read = readScheduleFile(path.toStdString());
    if (auto* error = std::get_if<ReadError>(&read)) return QString::fromStdString(error->message);
    Schedule& s = std::get<Schedule>(read);
    request_ = PatternRequest{s.network.d, s.network.g, s.pattern.name, s.pattern.algorithm, {}};
    for (const auto& [k, v] : s.pattern.parameters) request_.parameters[k] = v.text;
    diagnostic_.reset();
    sourceFile_ = path;
    adopt(std::move(s));
    return std::nullopt;
}

void ScheduleDocument::adopt(Schedule schedule) {
    report_ = validate(schedule);
    schedule_ = std::move(schedule);
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
    if (schedule_ && schedule_->itemCount() <= kMaxHeldItems) held_ = itemsHeldAt(*schedule_, std::size_t(slot_));
    else held_.reset();
}

} // namespace popslab::gui
