// The current slot in words and numbers: its transmissions (source, coupler,
// destinations, item), its coupler utilisation and the overall one, the sequence
// length beside the paper's formula and the lower bound, and the slot's conflicts
// (click one to select the processor involved).
#pragma once

#include "FigureKind.h"
#include "PopsDocument.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QTableWidget;

namespace popslab::pops {

class PopsLegend;

class PopsDetails : public QWidget {
    Q_OBJECT
public:
    void setDark(bool dark);
    void setFigure(FigureKind kind); // the figure the legend explains
    explicit PopsDetails(PopsDocument* document, QWidget* parent = nullptr);

    QTableWidget* transmissions() const { return table_; }
    QListWidget* conflicts() const { return conflicts_; }

signals:
    void processorChosen(popslab::ProcessorId p);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void fillConflicts(const ValidationReport& report, const Schedule& schedule, std::uint32_t slot);
    QString qualityText(const pops::ScheduleQuality& quality) const;

    PopsDocument* document_;
    QLabel* summary_;
    QTableWidget* table_;
    QLabel* conflictsTitle_;
    QListWidget* conflicts_;
    PopsLegend* legend_;
};

} // namespace popslab::pops
