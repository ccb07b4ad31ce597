#include "ExerciseSlotTable.h"

#include <QDropEvent>
#include <QHeaderView>

namespace popslab::pops {

ExerciseSlotTable::ExerciseSlotTable(QTableWidget* messages, QWidget* parent)
    : QTableWidget(0, 1, parent), messages_(messages) {
    setObjectName("exerciseSlots");
    setAcceptDrops(true);
    setDragDropMode(QAbstractItemView::DropOnly);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The slot drawn is marked in bold with ▸ by the page, not selected: a selected row's
    // highlight hid the red of a slot that breaks a rule.
    setSelectionMode(QAbstractItemView::NoSelection);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->hide();
    setWordWrap(true);
}

void ExerciseSlotTable::dragEnterEvent(QDragEnterEvent* event) {
    if (event->source() == messages_) event->acceptProposedAction();
}

void ExerciseSlotTable::dragMoveEvent(QDragMoveEvent* event) {
    if (event->source() == messages_ && rowAt(event->position().toPoint().y()) >= 0)
        event->acceptProposedAction();
    else
        event->ignore();
}

void ExerciseSlotTable::dropEvent(QDropEvent* event) {
    const int row = rowAt(event->position().toPoint().y());
    if (event->source() != messages_ || row < 0 || messages_->currentRow() < 0) return event->ignore();
    event->setDropAction(Qt::CopyAction); // the message table keeps its row
    event->accept();
    emit dropped(messages_->currentRow(), row);
}

} // namespace popslab::pops
