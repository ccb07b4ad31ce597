// The hand-scheduling exercise in the window: the exercise (network, messages,
// target), where the student has placed each message, and the undo stack of those edits.
// Every change asks the core for the answer's schedule and shows it, validated, in its
// own PopsDocument, so the canvas marks conflicts exactly as for the papers' schedules.
// Making an exercise with the target `optimal` and the hint run the SAT solver on a worker.
#pragma once

#include "BackgroundJob.h"
#include "PopsDocument.h"
#include "traffic/Exercise.h"
#include "traffic/Grader.h"
#include "traffic/SlotAssignment.h"

#include <QObject>

class QUndoStack;

namespace popslab::pops {

class ExerciseDocument : public QObject {
    Q_OBJECT
public:
    explicit ExerciseDocument(QObject* parent = nullptr);

    const pops::Exercise& exercise() const { return exercise_; }
    const std::vector<std::uint32_t>& slotOf() const { return slotOf_; }
    QUndoStack* undoStack() const { return undo_; }
    PopsDocument* view() const { return view_; }
    gui::BackgroundJob* job() const { return job_; }
    // Rows of the slot table: the target, or more while the answer uses more.
    int tableSlots() const;
    std::uint32_t usedSlots() const;
    int placedCount() const;

    // Undoable edits.
    void place(int message, std::uint32_t slot); // kUnplaced takes it out of its slot
    void addMessage(ProcessorId src, ProcessorId dst);
    void removeMessage(int message);

    // A new exercise (the undo history starts again); an optimal target is searched on
    // the worker, and `changed` follows when it is known.
    void makeExercise(NetworkSpec network, pops::MessageSet messages, std::optional<std::uint32_t> target);
    void setExercise(pops::Exercise exercise, std::vector<std::uint32_t> slotOf = {});
    // The answer as a format v1 schedule and the grader's verdict, both from the core.
    Schedule answer() const;
    pops::GradeReport check() const;
    // Places one message where an optimal schedule of the target length that keeps the
    // student's placements would (or, when none keeps them, moves one); `hinted` says which.
    void hint();
    // The current slot shown on the canvas.
    void showSlot(int slot);

    // Used by the undo commands only.
    void applyPlacement(int message, std::uint32_t slot);
    void applyMessages(pops::MessageSet messages, std::vector<std::uint32_t> slotOf);

signals:
    void changed();
    void hinted(int message, int slot, bool moved);
    void hintFailed(const QString& reason);
    void failed(const QString& message);

private:
    void refresh();
    // After the message set changed: the bound again, and an optimal target searched anew.
    void retarget();

    pops::Exercise exercise_;
    std::vector<std::uint32_t> slotOf_;
    QUndoStack* undo_;
    PopsDocument* view_;
    gui::BackgroundJob* job_;
    int slot_ = 0;
    int generation_ = 0; // counts message-set changes, so a late search answer is dropped
};

} // namespace popslab::pops
