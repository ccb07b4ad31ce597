// The exercise page: the message set on the left, the slot table in the middle,
// the network with the chosen slot and its conflicts on the right. Drag a message onto a
// slot, or select it and press the slot's number (0 or Delete takes it out); every edit is
// validated at once, undone with Ctrl+Z, checked in plain words, and a hint places one
// message as an optimal schedule would. Messages are typed, imported from CSV or drawn on
// the canvas (click a source, then a destination).
#pragma once

#include "ExerciseDocument.h"

#include <QWidget>
#include <optional>
#include <utility>

class QAction;
class QLabel;
class QSplitter;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;

namespace popslab::pops {

class ExerciseSlotTable;
class PopsCanvas;

class ExercisePage : public QWidget {
    Q_OBJECT
public:
    explicit ExercisePage(ExerciseDocument* document, QWidget* parent = nullptr);
    // The Network page's POPS(d,g): named beside an exercise of another network.
    void setNetworkShown(std::uint32_t d, std::uint32_t g);
    PopsCanvas* canvas() const { return canvas_; }
    QTableWidget* messageTable() const { return messages_; }
    ExerciseSlotTable* slotTable() const { return slotTable_; }
    // The exercise's files, from buttons or tests; the error, if any.
    std::optional<QString> saveExercise(const QString& path); // says where it saved
    std::optional<QString> openExercise(const QString& path);
    // Says so where the answer saved does not pass yet.
    std::optional<QString> saveAnswer(const QString& path);
    std::optional<QString> importCsv(const QString& path);
    // What "Check" says, one line per problem.
    QStringList checkLines() const;

signals:
    // "From the Network page": the workbench answers with makeExercise.
    void messagesWanted(std::optional<std::uint32_t> target);
    // "Show on the Network page": the message set as the custom pattern.
    void showOnNetworkPage(const pops::MessageSet& messages, const NetworkSpec& network);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The constructor's parts.
    void createWidgets();
    void layOut();
    void connectDocument();
    void connectEditing();
    void connectFiles();
    void retranslate();
    void refresh();
    // What the feedback pane says: asked again on a language change, and cleared when the
    // exercise or the answer changes (a verdict or a hint is about the answer it saw).
    void say(std::function<QString()> text);
    void fileAction(bool save, const QString& title, const QString& filter,
                    const std::function<std::optional<QString>(const QString&)>& act, const QString& suggested = {});
    QString folder_; // of the exercise last opened or saved: its files go beside it
    QString name_;   // its name, without ".json"
    std::optional<std::uint32_t> target() const;

    ExerciseDocument* document_;
    std::optional<std::pair<std::uint32_t, std::uint32_t>> networkShown_;
    QTableWidget* messages_;
    ExerciseSlotTable* slotTable_;
    PopsCanvas* canvas_;
    QLabel* counter_;
    QTextBrowser* feedback_;
    QSpinBox *src_, *dst_, *target_;
    QPushButton *fromNetwork_, *toNetwork_, *open_, *save_, *saveAnswer_, *undo_, *redo_, *check_, *hint_, *add_,
        *remove_, *import_, *draw_;
    QLabel *messagesTitle_, *slotsTitle_, *feedbackTitle_, *shownTitle_, *targetLabel_, *arrow_;
    QPushButton* menu_;
    std::vector<std::pair<QAction*, QPushButton*>> menuActions_; // the menu's entries and what they click
    std::optional<ProcessorId> drawFrom_;
    std::function<QString()> said_;                          // the feedback pane's text, in the language on show
    std::pair<std::uint32_t, std::uint32_t> fittedTo_{0, 0}; // the network the canvas was last fitted to
    // The slots above the network, as tall as their rows (up to six), until the divider is
    // dragged: presenting on 1920 x 1080, a fixed share had cut the third slot.
    void fitSlots();
    QSplitter* right_ = nullptr;
    bool dividerDragged_ = false;
};

} // namespace popslab::pops
