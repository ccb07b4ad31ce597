#include "ExerciseEdits.h"

#include "ExerciseDocument.h"

#include <QCoreApplication>

namespace popslab::pops {

PlaceMessage::PlaceMessage(ExerciseDocument* document, int message, std::uint32_t from, std::uint32_t to)
    : document_(document), message_(message), from_(from), to_(to) {
    const pops::Message& m = document->exercise().messages[std::size_t(message)];
    const QString what = QString("%1\u2192%2").arg(m.src).arg(m.dst);
    setText(to == pops::kUnplaced
                ? QCoreApplication::translate("ExerciseEdits", "take %1 out").arg(what)
                : QCoreApplication::translate("ExerciseEdits", "place %1 in slot %2").arg(what).arg(to + 1));
}

void PlaceMessage::undo() {
    document_->applyPlacement(message_, from_);
}
void PlaceMessage::redo() {
    document_->applyPlacement(message_, to_);
}

ChangeMessages::ChangeMessages(ExerciseDocument* document, const QString& text, pops::MessageSet before,
                               std::vector<std::uint32_t> slotsBefore, pops::MessageSet after,
                               std::vector<std::uint32_t> slotsAfter)
    : QUndoCommand(text), document_(document), before_(std::move(before)), after_(std::move(after)),
      slotsBefore_(std::move(slotsBefore)), slotsAfter_(std::move(slotsAfter)) {}

void ChangeMessages::undo() {
    document_->applyMessages(before_, slotsBefore_);
}
void ChangeMessages::redo() {
    document_->applyMessages(after_, slotsAfter_);
}

} // namespace popslab::pops
