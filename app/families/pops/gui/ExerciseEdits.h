// The exercise's undoable edits (QUndoStack): placing a message into a slot, and adding or
// removing a message. Each keeps what it replaced, so undo restores it exactly.
#pragma once

#include "traffic/MessageSet.h"
#include "traffic/SlotAssignment.h"

#include <QUndoCommand>

namespace popslab::pops {

class ExerciseDocument;

class PlaceMessage : public QUndoCommand {
public:
    PlaceMessage(ExerciseDocument* document, int message, std::uint32_t from, std::uint32_t to);
    void undo() override;
    void redo() override;

private:
    ExerciseDocument* document_;
    int message_;
    std::uint32_t from_, to_;
};

// Any change of the message set, as the sets and placements before and after.
class ChangeMessages : public QUndoCommand {
public:
    ChangeMessages(ExerciseDocument* document, const QString& text, pops::MessageSet before,
                   std::vector<std::uint32_t> slotsBefore, pops::MessageSet after,
                   std::vector<std::uint32_t> slotsAfter);
    void undo() override;
    void redo() override;

private:
    ExerciseDocument* document_;
    pops::MessageSet before_, after_;
    std::vector<std::uint32_t> slotsBefore_, slotsAfter_;
};

} // namespace popslab::pops
