// The GUI's single source of truth: the request, the schedule the core built (or a
// document that was opened) and the validator's report, plus the slot shown. Views
// read from it and never keep their own copy; only the core computes schedules.
//
// Building, reading and validating run on a worker: the window keeps
// repainting, the newest request wins, and until a result arrives -- or when the work
// is cancelled or fails -- the views keep showing the previous state.
#pragma once

#include "BackgroundJob.h"
#include "patterns/Algorithm.h"
#include "slotted/Execution.h"
#include "slotted/Validator.h"

#include <QObject>
#include <QString>
#include <optional>

namespace popslab::pops {

class PopsDocument : public QObject {
    Q_OBJECT
public:
    explicit PopsDocument(QObject* parent = nullptr);

    const pops::PatternRequest& request() const { return shown_.request; }
    const Schedule* schedule() const { return shown_.schedule ? &*shown_.schedule : nullptr; }
    const ValidationReport* report() const { return shown_.report ? &*shown_.report : nullptr; }
    // Why the request could not be built (shown inline), if it could not.
    const std::optional<Diagnostic>& diagnostic() const { return shown_.diagnostic; }
    // A refusal on show with the network shown before it kept: Esc goes back to that network
    // as it was (its file, slot and report), without building it again.
    bool canLeaveRefusal() const { return shown_.diagnostic.has_value() && beforeRefusal_.has_value(); }
    void leaveRefusal();
    // What the scheduler knows of its answer (the custom pattern's bound and proof).
    const std::optional<pops::ScheduleQuality>& quality() const { return shown_.quality; }
    NetworkSpec network() const;
    // The file a shown schedule came from; empty when it was built from the request.
    QString sourceFile() const { return shown_.sourceFile; }
    int slot() const { return slot_; }
    int slotCount() const { return shown_.schedule ? int(shown_.schedule->slotCount()) : 0; }
    // What each processor holds at the start of the current slot, asked of the core;
    // null for schedules too large to list (see dataViewFeasible).
    const std::vector<std::vector<ItemIndex>>* heldItems() const { return held_ ? &*held_ : nullptr; }
    // Data-level state for patterns that run on data: each processor's
    // newest value at the current slot, and after the last slot whether each final
    // value is the expected one (1 right, 0 wrong, -1 nothing expected).
    const std::vector<std::optional<std::int64_t>>* values() const { return values_ ? &*values_ : nullptr; }
    const std::vector<std::int8_t>* correctness() const { return shown_.correct ? &*shown_.correct : nullptr; }
    std::optional<bool> resultCorrect() const { return shown_.resultCorrect; }

    // Asks the core to build the request on the worker; on a diagnostic the network is
    // still shown. `slot` is shown once it is built. A restoring request (a session, the
    // start-up state) is not a change of the user's (see restoring()).
    void setRequest(const pops::PatternRequest& request, int slot = 0, bool restoring = false);
    // Reads, validates and runs a schedule document on the worker: `opened` or
    // `openFailed` follows; on an error the current state stays.
    void openSchedule(const QString& path, int slot = 0);
    // Shows a schedule the core built elsewhere (an exercise's answer), validated on the worker.
    void showSchedule(Schedule schedule, const pops::PatternRequest& request, int slot);
    void setSlot(int slot);
    // True while the result of a restoring request or of an opened file is being shown
    // (during its scheduleChanged and slotChanged): the session is not modified by it.
    bool restoring() const { return restoring_; }

    // Work in progress: whether any, stopping it (the shown state stays), and waiting
    // for it (tests and scripted use).
    bool busy() const { return job_->busy(); }
    void cancel() { job_->cancel(); }
    void wait() { job_->wait(); }
    gui::BackgroundJob* job() const { return job_; }

signals:
    void scheduleChanged();
    void slotChanged(int slot);
    void busyChanged(bool busy);
    void opened(const QString& path);
    void openFailed(const QString& path, const QString& error);
    // A build or read stopped with an error (too large, out of memory); the state stays.
    void failed(const QString& message);

private:
    // Everything the worker computes for one request or file.
    struct Shown {
        pops::PatternRequest request;
        QString sourceFile;
        std::optional<Schedule> schedule;
        std::optional<ValidationReport> report;
        std::optional<Diagnostic> diagnostic;
        std::optional<pops::ScheduleQuality> quality;
        std::optional<std::vector<std::int64_t>> data;
        std::optional<std::vector<std::int8_t>> correct;
        std::optional<bool> resultCorrect;
        std::optional<QString> readError; // a file that could not be read
    };
    static void validateAndRun(Shown& shown);
    void adopt(Shown shown, int slot, bool restoring);
    void refreshHeld();

    gui::BackgroundJob* job_;
    Shown shown_;
    std::optional<Shown> beforeRefusal_; // while a refusal is on show
    int slotBeforeRefusal_ = 0;
    std::optional<std::vector<std::vector<ItemIndex>>> held_;
    std::optional<std::vector<std::optional<std::int64_t>>> values_;
    int slot_ = 0;
    bool restoring_ = false;
};

} // namespace popslab::pops
