// The GUI's single source of truth: the request, the schedule the core built (or a
// document that was opened) and the validator's report, plus the slot shown. Views
// read from it and never keep their own copy; only the core computes schedules.
#pragma once

#include "data/Execution.h"
#include "patterns/PatternRequest.h"
#include "validation/Validator.h"

#include <QObject>
#include <QString>

#include <optional>

namespace popslab::gui {

class ScheduleDocument : public QObject {
    Q_OBJECT
public:
    explicit ScheduleDocument(QObject* parent = nullptr);

    const PatternRequest& request() const { return request_; }
    const Schedule* schedule() const { return schedule_ ? &*schedule_ : nullptr; }
    const ValidationReport* report() const { return report_ ? &*report_ : nullptr; }
    // Why the request could not be built (shown inline), if it could not.
    const std::optional<Diagnostic>& diagnostic() const { return diagnostic_; }
    NetworkSpec network() const;
    // The file a shown schedule came from; empty when it was built from the request.
    QString sourceFile() const { return sourceFile_; }
    int slot() const { return slot_; }
    int slotCount() const { return schedule_ ? int(schedule_->slotCount()) : 0; }
    // What each processor holds at the start of the current slot, asked of the core;
    // null for schedules too large to list (over kMaxHeldItems items).
    const std::vector<std::vector<ItemIndex>>* heldItems() const { return held_ ? &*held_ : nullptr; }
    static constexpr std::size_t kMaxHeldItems = kMaxDataViewItems; // see dataViewFeasible
    // Data-level state for patterns that run on data (issue 4): each processor's
    // newest value at the current slot, and after the last slot whether each final
    // value is the expected one (1 right, 0 wrong, -1 nothing expected).
    const std::vector<std::optional<std::int64_t>>* values() const { return values_ ? &*values_ : nullptr; }
    const std::vector<std::int8_t>* correctness() const { return correct_ ? &*correct_ : nullptr; }
    std::optional<bool> resultCorrect() const { return resultCorrect_; }

    // Asks the core to build the request; on a diagnostic the network is still shown.
    void setRequest(const PatternRequest& request);
    // Opens a schedule document; on an error returns it and keeps the current state.
    std::optional<QString> openSchedule(const QString& path);
    void setSlot(int slot);

signals:
    void scheduleChanged();
    void slotChanged(int slot);

private:
    void adopt(Schedule schedule);
    void refreshHeld();

    PatternRequest request_;
    std::optional<Schedule> schedule_;
    std::optional<ValidationReport> report_;
    std::optional<Diagnostic> diagnostic_;
    std::optional<std::vector<std::vector<ItemIndex>>> held_;
    std::optional<std::vector<std::int64_t>> data_;
    std::optional<std::vector<std::optional<std::int64_t>>> values_;
    std::optional<std::vector<std::int8_t>> correct_;
    std::optional<bool> resultCorrect_;
    QString sourceFile_;
    int slot_ = 0;
};

} // namespace popslab::gui
