// The exercise's slot table: a row per slot listing its messages, red where the slot
// breaks a rule. A message dragged from the message table onto a row is placed there.
#pragma once

#include <QTableWidget>

namespace popslab::pops {

class ExerciseSlotTable : public QTableWidget {
    Q_OBJECT
public:
    // `messages` is the table messages are dragged from: its current row is the message.
    ExerciseSlotTable(QTableWidget* messages, QWidget* parent = nullptr);

signals:
    void dropped(int message, int slot);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QTableWidget* messages_;
};

} // namespace popslab::pops
