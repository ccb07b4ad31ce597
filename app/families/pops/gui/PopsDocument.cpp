#include "PopsDocument.h"

#include "patterns/Registry.h"
#include "slotted/HeldItems.h"
#include "slotted/ScheduleJson.h"

#include <QFile>

namespace popslab::pops {

PopsDocument::PopsDocument(QObject* parent) : QObject(parent), job_(new gui::BackgroundJob(this)) {
    connect(job_, &gui::BackgroundJob::busyChanged, this, &PopsDocument::busyChanged);
}

NetworkSpec PopsDocument::network() const {
    if (shown_.schedule) return shown_.schedule->network;
    return NetworkSpec{shown_.request.d, shown_.request.g, 1};
}

// On the worker: validate, and run the schedule on its data once (the per-slot values
// follow the timeline on the GUI thread).
void PopsDocument::validateAndRun(Shown& s) {
    s.report = validate(*s.schedule);
    if (!dataViewFeasible(*s.schedule)) return;
    const pops::Registry& registry = pops::Registry::instance();
    s.data = registry.data(s.request);
    if (!s.data) return;
    auto ran = registry.run(s.request, *s.schedule);
    if (auto* result = std::get_if<ExecutionResult>(&ran)) {
        s.correct = result->marks();
        s.resultCorrect = result->correct() && s.report->valid();
    } else {
        s.data.reset();
    }
}

void PopsDocument::setRequest(const pops::PatternRequest& request, int slot, bool restoring) {
    job_->start<Shown>(
        [request] {
            Shown s;
            s.request = request;
            pops::BuildResult built = pops::Registry::instance().build(request);
            if (!built.ok()) {
                s.diagnostic = built.diagnostic;
                return s;
            }
            s.schedule = std::move(*built.schedule);
            s.quality = std::move(built.quality);
            validateAndRun(s);
            return s;
        },
        [this, slot, restoring](Shown s) { adopt(std::move(s), slot, restoring); },
        [this](const QString& message) { emit failed(message); });
}

void PopsDocument::openSchedule(const QString& path, int slot) {
    job_->start<Shown>(
        [path] {
            Shown s;
            ReadLimits limits;
            limits.streams = false; // a pipe nobody writes would never end: the window opens files
            ReadResult read = readScheduleFile(QFile::encodeName(path).toStdString(), limits);
            if (auto* error = std::get_if<ReadError>(&read)) {
                s.readError = QString::fromStdString(error->message);
                return s;
            }
            s.schedule = std::move(std::get<Schedule>(read));
            if (s.schedule->network.type != "pops") { // another slotted family's: not drawn as POPS
                s.readError = tr("This schedule is for a %1 network; the POPS tab shows POPS schedules only.")
                                  .arg(QString::fromStdString(s.schedule->network.type));
                s.schedule.reset();
                return s;
            }
            s.request = pops::requestOf(*s.schedule);
            s.sourceFile = path;
            validateAndRun(s);
            return s;
        },
        [this, path, slot](Shown s) {
            if (s.readError) {
                emit openFailed(path, *s.readError);
                return;
            }
            adopt(std::move(s), slot, true);
            emit opened(path);
        },
        [this, path](const QString& message) { emit openFailed(path, message); });
}

void PopsDocument::showSchedule(Schedule schedule, const pops::PatternRequest& request, int slot) {
    auto shared = std::make_shared<Schedule>(std::move(schedule));
    job_->start<Shown>(
        [shared, request] {
            Shown s;
            s.request = request;
            s.schedule = std::move(*shared);
            validateAndRun(s);
            return s;
        },
        [this, slot](Shown s) { adopt(std::move(s), slot, true); },
        [this](const QString& message) { emit failed(message); });
}

void PopsDocument::adopt(Shown shown, int slot, bool restoring) {
    if (!shown.diagnostic) {
        beforeRefusal_.reset();
    } else if (shown_.schedule) { // the network the refusal replaces, kept for Esc
        beforeRefusal_ = std::move(shown_);
        slotBeforeRefusal_ = slot_;
    }
    shown_ = std::move(shown);
    slot_ = std::clamp(slot, 0, std::max(0, slotCount() - 1));
    refreshHeld();
    restoring_ = restoring;
    emit scheduleChanged();
    emit slotChanged(slot_);
    restoring_ = false;
}

void PopsDocument::leaveRefusal() {
    if (!canLeaveRefusal()) return;
    Shown before = std::move(*beforeRefusal_);
    beforeRefusal_.reset();
    adopt(std::move(before), slotBeforeRefusal_, false);
}

void PopsDocument::setSlot(int slot) {
    const int clamped = std::clamp(slot, 0, std::max(0, slotCount() - 1));
    if (clamped == slot_) return;
    slot_ = clamped;
    refreshHeld();
    emit slotChanged(slot_);
}

void PopsDocument::refreshHeld() {
    const Schedule* s = schedule();
    if (s && dataViewFeasible(*s))
        held_ = itemsHeldAt(*s, std::size_t(slot_));
    else
        held_.reset();
    // Values after the current slot's transmissions: the state a viewer sees at its end.
    if (s && shown_.data && dataViewFeasible(*s))
        values_ = latestValues(*s, *shown_.data, std::size_t(slot_) + 1);
    else
        values_.reset();
}

} // namespace popslab::pops
