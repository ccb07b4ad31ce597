// The POPS Lab window: parameters on the left, the network in the middle, the slot's
// details on the right, the timeline below; menus for files, figures, view,
// language and help.
#pragma once

#include "ScheduleDocument.h"

#include <QMainWindow>
#include <QTranslator>

class QAction;
class QMenu;
class QTabWidget;

namespace popslab::gui {

class NetworkCanvas;
class ParameterPanel;
class PlotPanel;
class SlotDetails;
class TimelineBar;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    ScheduleDocument* document() const { return document_; }
    NetworkCanvas* canvas() const { return canvas_; }
    ParameterPanel* parameters() const { return parameters_; }
    SlotDetails* details() const { return details_; }
    PlotPanel* plots() const { return plots_; }
    QTabWidget* tabs() const { return tabs_; }
    // Opens a schedule document; shows the error and keeps the current state if it fails.
    bool openFile(const QString& path, bool quiet = false);
    // Switches the interface language ("en", "de", "zh_CN").
    void setLanguage(const QString& code);
    QString language() const { return language_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void retranslate();
    void exportFigure(bool allSlots);
    void saveSchedule();
    void explain();
    void updateTitle();

    ScheduleDocument* document_;
    NetworkCanvas* canvas_;
    ParameterPanel* parameters_;
    SlotDetails* details_;
    TimelineBar* timeline_;
    PlotPanel* plots_;
    QTabWidget* tabs_;
    QTranslator translator_;
    QString language_ = "en";
    QMenu *fileMenu_, *figuresMenu_, *viewMenu_, *languageMenu_, *helpMenu_;
    QAction *open_, *save_, *exportSlot_, *exportAll_, *quit_;
    QAction *play_, *back_, *forward_, *first_, *last_;
    QAction *fit_, *dark_, *presentation_;
    QAction *explain_, *about_;
    std::vector<QAction*> figureActions_, languageActions_;
};

} // namespace popslab::gui
