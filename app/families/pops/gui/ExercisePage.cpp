#include "ExercisePage.h"

#include "ExerciseSlotTable.h"
#include "FilterSuffix.h"
#include "PopsCanvas.h"
#include "RegistryText.h"
#include "SaveFile.h"
#include "slotted/ScheduleJson.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <cmath>

namespace popslab::pops {

namespace {
QString arrowText(const pops::Message& m) {
    return QString("%1 \u2192 %2").arg(m.src).arg(m.dst);
}
const QColor kConflict(213, 40, 40, 70);
} // namespace

ExercisePage::ExercisePage(ExerciseDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    createWidgets();
    layOut();
    connectDocument();
    connectEditing();
    connectFiles();
    retranslate();
    refresh();
}

void ExercisePage::createWidgets() {
    auto button = [this](const char* name) {
        auto* b = new QPushButton;
        b->setObjectName(name);
        return b;
    };
    fromNetwork_ = button("exerciseFromNetwork");
    toNetwork_ = button("exerciseToNetwork");
    open_ = button("exerciseOpen");
    save_ = button("exerciseSave");
    saveAnswer_ = button("exerciseSaveAnswer");
    undo_ = button("exerciseUndo");
    redo_ = button("exerciseRedo");
    check_ = button("exerciseCheck");
    hint_ = button("exerciseHint");
    add_ = button("exerciseAdd");
    remove_ = button("exerciseRemove");
    import_ = button("exerciseImport");
    draw_ = button("exerciseDraw");
    draw_->setCheckable(true);
    target_ = new QSpinBox;
    target_->setRange(0, 9999);
    target_->setObjectName("exerciseTarget");
    targetLabel_ = new QLabel;
    counter_ = new QLabel;
    counter_->setObjectName("exerciseCounter");
    counter_->setWordWrap(true);

    messages_ = new QTableWidget(0, 2);
    messages_->verticalHeader()->setVisible(false); // each row names its item
    messages_->setObjectName("exerciseMessages");
    messages_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    messages_->setSelectionBehavior(QAbstractItemView::SelectRows);
    messages_->setSelectionMode(QAbstractItemView::SingleSelection);
    messages_->setDragEnabled(true);
    messages_->setDragDropMode(QAbstractItemView::DragOnly);
    messages_->verticalHeader()->hide();
    messages_->horizontalHeader()->setStretchLastSection(true);
    // One line a message, cut with "..." where the column is too narrow: wrapped, German's
    // "Datum 0: 0 → 0" showed "Datum 0:" and hid its arrow on a second line.
    messages_->setWordWrap(false);
    messages_->installEventFilter(this);
    slotTable_ = new ExerciseSlotTable(messages_);
    canvas_ = new PopsCanvas(document_->view());
    canvas_->setColourByItem(true);
    feedback_ = new QTextBrowser;
    feedback_->setObjectName("exerciseFeedback");
    // Check's list of broken rules reads a few lines at once, however few the slots above.
    feedback_->setMinimumHeight(feedback_->fontMetrics().lineSpacing() * 4 + 2 * feedback_->frameWidth());
    src_ = new QSpinBox, dst_ = new QSpinBox;
    arrow_ = new QLabel(QString::fromUtf8("\u2192"));
    messagesTitle_ = new QLabel, slotsTitle_ = new QLabel, feedbackTitle_ = new QLabel;
    shownTitle_ = new QLabel;
    shownTitle_->setObjectName("exerciseShownSlot");
}

void ExercisePage::layOut() {
    // One short row of buttons (the file actions in a menu), so that the page fits beside
    // the docks on a projector's 1366 pixels.
    menu_ = new QPushButton;
    menu_->setObjectName("exerciseMenu");
    auto* actions = new QMenu(menu_);
    for (QPushButton* b : {fromNetwork_, toNetwork_, open_, save_, saveAnswer_, import_}) {
        QAction* a = actions->addAction(QString());
        connect(a, &QAction::triggered, b, &QPushButton::click);
        menuActions_.push_back({a, b});
        b->hide();
    }
    menu_->setMenu(actions);
    auto* top = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{menu_, undo_, redo_, check_, hint_, targetLabel_, target_})
        top->addWidget(w);
    top->addStretch(1);
    auto* typed = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{src_, arrow_, dst_, add_, remove_})
        typed->addWidget(w);
    auto* left = new QWidget;
    auto* leftColumn = new QVBoxLayout(left);
    leftColumn->addWidget(messagesTitle_);
    leftColumn->addWidget(messages_, 1);
    leftColumn->addLayout(typed);
    leftColumn->addWidget(draw_);
    // The slots and, beside them, what Check and Hint answer, above the network: the network
    // takes the rest of the height (under the slots and over an answer pane, its names had
    // read 7 px, and presenting the couplers' names were left out).
    auto column = [](QWidget* title, QWidget* body) {
        auto* pane = new QWidget;
        auto* layout = new QVBoxLayout(pane);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(title);
        layout->addWidget(body, 1);
        return pane;
    };
    auto* above = new QSplitter;
    above->addWidget(column(slotsTitle_, slotTable_));
    above->addWidget(column(feedbackTitle_, feedback_));
    above->setStretchFactor(0, 2);
    above->setStretchFactor(1, 1);
    auto* right = right_ = new QSplitter(Qt::Vertical);
    right->addWidget(above);
    right->addWidget(column(shownTitle_, canvas_));
    right->setStretchFactor(1, 1);
    connect(right, &QSplitter::splitterMoved, this, [this] { dividerDragged_ = true; });
    auto* split = new QSplitter;
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    auto* page = new QVBoxLayout(this);
    page->addLayout(top);
    page->addWidget(counter_);
    page->addWidget(split, 1);
    split->setSizes({230, 600});
}

void ExercisePage::connectDocument() {
    QUndoStack* undo = document_->undoStack();
    connect(undo_, &QPushButton::clicked, undo, &QUndoStack::undo);
    connect(redo_, &QPushButton::clicked, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::canUndoChanged, undo_, &QWidget::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, redo_, &QWidget::setEnabled);
    connect(check_, &QPushButton::clicked, this, [this] { say([this] { return checkLines().join("\n"); }); });
    connect(hint_, &QPushButton::clicked, document_, &ExerciseDocument::hint);
    // After the hint's placement (whose `changed` clears the pane), so it stays.
    connect(document_, &ExerciseDocument::hinted, this, [this](int message, int slot, bool moved) {
        const QString m = arrowText(document_->exercise().messages[std::size_t(message)]);
        say([m, slot, moved] {
            return moved ? tr("Hint: no schedule of the target length keeps all your placements; an "
                              "optimal one puts %1 in slot %2.")
                               .arg(m)
                               .arg(slot + 1)
                         : tr("Hint: %1 goes into slot %2.").arg(m).arg(slot + 1);
        });
    });
    connect(document_, &ExerciseDocument::hintFailed, this, [this](const QString& why) { say([why] { return why; }); });
    connect(document_, &ExerciseDocument::failed, this, [this](const QString& why) { say([why] { return why; }); });
    connect(document_, &ExerciseDocument::changed, this, [this] {
        say({}); // the verdict and the hint were about the answer before this change
        refresh();
    });
    connect(document_->view(), &PopsDocument::slotChanged, this, &ExercisePage::refresh); // the slot drawn
    // The slot table's red rows follow the validator, which answers on the worker.
    connect(document_->view(), &PopsDocument::scheduleChanged, this, [this] {
        refresh();
        const NetworkSpec net = document_->exercise().network;
        if (fittedTo_ != std::pair(net.d, net.g)) canvas_->fitToWindow(); // a new network: the whole of it
        fittedTo_ = {net.d, net.g};
    });
}

void ExercisePage::connectEditing() {
    connect(slotTable_, &ExerciseSlotTable::dropped, this,
            [this](int message, int slot) { document_->place(message, std::uint32_t(slot)); });
    connect(slotTable_, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0) document_->showSlot(row);
    });
    connect(add_, &QPushButton::clicked, this,
            [this] { document_->addMessage(ProcessorId(src_->value()), ProcessorId(dst_->value())); });
    connect(remove_, &QPushButton::clicked, this, [this] { document_->removeMessage(messages_->currentRow()); });
    connect(canvas_, &PopsCanvas::processorClicked, this, [this](std::optional<ProcessorId> p) {
        if (!draw_->isChecked() || !p) return;
        if (!drawFrom_) {
            drawFrom_ = p;
            canvas_->setSelected(p);
            return;
        }
        document_->addMessage(*drawFrom_, *p);
        drawFrom_.reset();
        canvas_->setSelected(std::nullopt);
    });
    connect(draw_, &QPushButton::toggled, this, [this] { drawFrom_.reset(); });
}

void ExercisePage::connectFiles() {
    connect(fromNetwork_, &QPushButton::clicked, this, [this] { emit messagesWanted(target()); });
    connect(toNetwork_, &QPushButton::clicked, this,
            [this] { emit showOnNetworkPage(document_->exercise().messages, document_->exercise().network); });
    connect(open_, &QPushButton::clicked, this, [this] {
        fileAction(false, tr("Open exercise"), tr("Exercises (*.json)"),
                   [this](const QString& p) { return openExercise(p); });
    });
    connect(save_, &QPushButton::clicked, this, [this] {
        fileAction(
            true, tr("Save exercise"), tr("Exercises (*.json)"), [this](const QString& p) { return saveExercise(p); },
            name_.isEmpty() ? "exercise.json" : name_ + ".json");
    });
    connect(saveAnswer_, &QPushButton::clicked, this, [this] {
        fileAction(
            true, tr("Save answer"), tr("Schedules (*.json)"), [this](const QString& p) { return saveAnswer(p); },
            (name_.isEmpty() ? "exercise" : name_) + "-answer.json");
    });
    connect(import_, &QPushButton::clicked, this, [this] {
        fileAction(false, tr("Import messages"), tr("CSV files (*.csv *.txt)"),
                   [this](const QString& p) { return importCsv(p); });
    });
}

std::optional<std::uint32_t> ExercisePage::target() const {
    return target_->value() == 0 ? std::nullopt : std::optional<std::uint32_t>(std::uint32_t(target_->value()));
}

// Beside the exercise last opened or saved, a name proposed ("ex-answer.json" beside "ex.json"),
// the filter's suffix added where none is typed: a student's "answer" had been written
// without ".json" into the program's folder, and "grade ex.json answer.json" found nothing.
void ExercisePage::fileAction(bool save, const QString& title, const QString& filter,
                              const std::function<std::optional<QString>(const QString&)>& act,
                              const QString& suggested) {
    const QString start = folder_.isEmpty() ? suggested : QDir(folder_).filePath(suggested);
    QString path = save ? QFileDialog::getSaveFileName(this, title, start, filter)
                        : QFileDialog::getOpenFileName(this, title, folder_, filter);
    if (path.isEmpty()) return;
    if (save) path = files::withFilterSuffix(path, filter);
    folder_ = QFileInfo(path).absolutePath();
    if (auto error = act(path)) say([e = *error] { return e; });
}

std::optional<QString> ExercisePage::saveExercise(const QString& path) {
    if (auto error = pops::writeExerciseFile(QFile::encodeName(path).toStdString(), document_->exercise()))
        return files::fileErrorText(*error);
    // Said, as saving an answer is (it had saved silently).
    say([name = QFileInfo(path).fileName()] { return tr("Saved the exercise as %1.").arg(name); });
    return std::nullopt;
}

std::optional<QString> ExercisePage::openExercise(const QString& path) {
    folder_ = QFileInfo(path).absolutePath(); // its answer is saved beside it
    name_ = QFileInfo(path).completeBaseName();
    auto read = pops::readExerciseFile(QFile::encodeName(path).toStdString());
    if (auto* error = std::get_if<std::string>(&read)) return QString::fromStdString(*error); // names the file
    if (std::get<pops::Exercise>(read).messages.size() > pops::kMaxHandMessages)
        return tr("%1 has more than %2 messages, too many to schedule by hand.").arg(path).arg(pops::kMaxHandMessages);
    document_->setExercise(std::move(std::get<pops::Exercise>(read)));
    return std::nullopt;
}

std::optional<QString> ExercisePage::saveAnswer(const QString& path) {
    if (auto error = writeScheduleFile(QFile::encodeName(path).toStdString(), document_->answer()))
        return files::fileErrorText(*error);
    // Saved as it is (work in progress may be), but not silently: the grader would fail it.
    // A passing answer says so too (a student had seen nothing and could not tell it saved).
    const bool passes = document_->check().pass();
    say([name = QFileInfo(path).fileName(), passes] {
        return passes ? tr("Saved as %1. It passes Check, as the grader will find.").arg(name)
                      : tr("Saved as %1. It does not pass yet: Check says what is missing or wrong.").arg(name);
    });
    return std::nullopt;
}

std::optional<QString> ExercisePage::importCsv(const QString& path) {
    const pops::Exercise& e = document_->exercise();
    try {
        pops::MessageSet set = pops::readMessageCsvFile(path.toStdString(), e.network.d * e.network.g);
        if (set.size() > pops::kMaxHandMessages)
            return tr("%1 has more than %2 messages, too many to schedule by hand.")
                .arg(path)
                .arg(pops::kMaxHandMessages);
        document_->makeExercise(e.network, std::move(set), target());
    } catch (const pops::BuildError& error) {
        return gui::diagnosticText(error.diagnostic);
    }
    return std::nullopt;
}

QStringList ExercisePage::checkLines() const {
    const pops::GradeReport report = document_->check();
    const Schedule answer = document_->answer();
    QStringList lines;
    for (const Violation& v : report.validation.violations) {
        if (v.kind == ViolationKind::Undelivered) continue; // said below, per message
        lines << (v.slot ? tr("Slot %1: %2").arg(*v.slot + 1).arg(gui::violationText(v, answer))
                         : gui::violationText(v, answer));
    }
    for (const pops::Message& m : report.notSent)
        lines << tr("%1 is in no slot yet.").arg(arrowText(m));
    if (report.tooManySlots())
        lines << tr("Your schedule takes %Ln slot(s); the target is %1.", nullptr, int(report.length))
                     .arg(report.targetSlots);
    if (report.pass())
        lines << tr("Correct: every message arrives in %Ln slot(s), within the target of %1.", nullptr,
                    int(report.length))
                     .arg(report.targetSlots);
    return lines;
}

void ExercisePage::say(std::function<QString()> text) {
    said_ = std::move(text);
    feedback_->setPlainText(said_ ? said_() : QString());
    QTimer::singleShot(0, this, [this] { fitSlots(); }); // the row grows for what Check or Hint said, laid out
}

void ExercisePage::refresh() {
    const pops::Exercise& e = document_->exercise();
    const auto& slotOf = document_->slotOf();
    const ValidationReport* report = document_->view()->report();
    const std::uint32_t n = e.network.d * e.network.g;
    src_->setMaximum(int(n) - 1);
    dst_->setMaximum(int(n) - 1);
    const int current = messages_->currentRow();
    messages_->setRowCount(int(e.messages.size()));
    std::vector<QStringList> inSlot(std::size_t(document_->tableSlots()));
    for (std::size_t k = 0; k < e.messages.size(); ++k) {
        const bool placed = slotOf[k] != pops::kUnplaced;
        // Named by its item, as the figure names what a processor holds ("{0,4}", "item 4"):
        // the list's row numbers from 1 matched nothing there.
        messages_->setItem(int(k), 0, new QTableWidgetItem(tr("item %1: %2").arg(k).arg(arrowText(e.messages[k]))));
        messages_->setItem(int(k), 1,
                           new QTableWidgetItem(placed ? tr("slot %1").arg(slotOf[k] + 1) : tr("not placed")));
        if (placed) inSlot[slotOf[k]] << arrowText(e.messages[k]);
    }
    if (current >= 0 && current < messages_->rowCount()) messages_->selectRow(current);
    messages_->resizeColumnToContents(0); // as wide as "item 12: 3 → 15" in the language shown
    slotTable_->setRowCount(int(inSlot.size()));
    // The slot the network draws is the table's current row, in bold and marked ▸, and the
    // network's title says which.
    const PopsDocument& view = *document_->view();
    for (std::size_t s = 0; s < inSlot.size(); ++s) {
        auto* item = new QTableWidgetItem(inSlot[s].join(",  "));
        const bool conflict = report && !report->violationsInSlot(std::uint32_t(s)).empty();
        if (conflict) item->setBackground(kConflict);
        if (int(s) == view.slot()) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
        slotTable_->setItem(int(s), 0, item);
    }
    {
        const QSignalBlocker quiet(slotTable_);
        if (view.slot() < slotTable_->rowCount()) slotTable_->setCurrentCell(view.slot(), 0);
    }
    shownTitle_->setText(
        view.slotCount() > 0
            ? tr("Network: slot %1 of %2 (choose a slot's row to draw it)").arg(view.slot() + 1).arg(view.slotCount())
            : tr("Network: no slot yet"));
    slotTable_->setVerticalHeaderLabels([&] {
        QStringList rows;
        for (std::size_t s = 0; s < inSlot.size(); ++s)
            rows << (int(s) == view.slot() ? QString::fromUtf8("\u25b8 %1").arg(s + 1) : QString::number(s + 1));
        return rows;
    }());
    const QString target = e.targetIsOptimal ? (e.targetProven ? tr("%1 (the proven optimum)").arg(e.targetSlots)
                                                               : tr("%1 (the best found so far)").arg(e.targetSlots))
                                             : QString::number(e.targetSlots);
    counter_->setText(
        tr("POPS(%1,%2): %3 of %4 messages placed \u00b7 slots used: %5 \u00b7 lower bound: %6 \u00b7 target: %7")
            .arg(e.network.d)
            .arg(e.network.g)
            .arg(document_->placedCount())
            .arg(e.messages.size())
            .arg(document_->usedSlots())
            .arg(e.lowerBound)
            .arg(target) +
        // The exercise keeps its own network: say so when the Network page shows another; how
        // to make an exercise of it only to whoever makes exercises, not beside a file handed out.
        (networkShown_ && (networkShown_->first != e.network.d || networkShown_->second != e.network.g)
             ? "\n" + (name_.isEmpty() ? tr("The Network page shows POPS(%1,%2): Exercise > From the Network page "
                                            "makes an exercise of it.")
                                       : tr("The Network page shows another network, POPS(%1,%2)."))
                          .arg(networkShown_->first)
                          .arg(networkShown_->second)
             : QString()));
    // Why a target can stand above the bound (a walker read "lower bound 2, target 3" as a slip).
    const QString bound = tr("The lower bound counts what any schedule must use: the messages of the busiest "
                             "coupler, sender or receiver.");
    counter_->setToolTip(
        e.targetSlots <= e.lowerBound ? bound + " " + tr("The target meets it: no schedule can use fewer slots.")
        : e.targetIsOptimal && e.targetProven
            ? bound + " " +
                  tr("No schedule of these messages reaches it: the target, the proven optimum, is the fewest "
                     "slots any schedule can use.")
        : e.targetIsOptimal ? bound + " " +
                                  tr("The target is the shortest schedule found so far; whether one "
                                     "between the two exists is not proven.")
                            : bound);
    undo_->setEnabled(document_->undoStack()->canUndo());
    redo_->setEnabled(document_->undoStack()->canRedo());
    fitSlots();
}

bool ExercisePage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == messages_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const int row = messages_->currentRow();
        if (row >= 0 && key->key() >= Qt::Key_1 && key->key() <= Qt::Key_9) {
            document_->place(row, std::uint32_t(key->key() - Qt::Key_1));
            messages_->selectRow(std::min(row + 1, messages_->rowCount() - 1)); // on to the next message
            return true;
        }
        if (row >= 0 && (key->key() == Qt::Key_0 || key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace)) {
            document_->place(row, pops::kUnplaced);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ExercisePage::fitSlots() {
    if (dividerDragged_ || !right_ || right_->height() <= 0) return;
    const int rows = std::min(slotTable_->rowCount(), 6);
    int need = slotsTitle_->sizeHint().height() + 2 * slotTable_->frameWidth() + 6;
    for (int r = 0; r < std::max(rows, 1); ++r)
        need +=
            r < slotTable_->rowCount() ? slotTable_->rowHeight(r) : slotTable_->verticalHeader()->defaultSectionSize();
    // Beside them, what Check or Hint said, whole where it can be (three of four lines had
    // shown, the fourth cut, above a network with height to spare).
    const QTextDocument* said = feedback_->document();
    // (A line more: measured at the width its scroll bar left, it rewraps when that goes.)
    const int saidHeight = int(std::ceil(said->size().height())) + 2 * feedback_->frameWidth() + 4 +
                           feedback_->fontMetrics().lineSpacing();
    need = std::max(need, slotsTitle_->sizeHint().height() + saidHeight);
    need = std::min(need, right_->height() * 2 / 5);
    const QSignalBlocker quiet(right_); // not the user's drag
    right_->setSizes({need, right_->height() - need});
}

void ExercisePage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitSlots();
}

void ExercisePage::setNetworkShown(std::uint32_t d, std::uint32_t g) {
    networkShown_ = {d, g};
    refresh();
}

void ExercisePage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void ExercisePage::retranslate() {
    fromNetwork_->setText(tr("From the Network page"));
    fromNetwork_->setToolTip(
        tr("A new exercise of the message set the Network page shows (a custom set or a paper's pattern)"));
    toNetwork_->setText(tr("Show on the Network page"));
    open_->setText(tr("Open\u2026"));
    save_->setText(tr("Save exercise\u2026"));
    saveAnswer_->setText(tr("Save answer\u2026"));
    saveAnswer_->setToolTip(tr("The answer as a schedule document (format v1), for popslab-cli grade"));
    undo_->setText(tr("Undo"));
    undo_->setShortcut(QKeySequence::Undo);
    redo_->setText(tr("Redo"));
    redo_->setShortcut(QKeySequence::Redo);
    check_->setText(tr("Check"));
    hint_->setText(tr("Hint"));
    hint_->setToolTip(tr("Places one message where an optimal schedule of the target length would"));
    // Of the next exercise, not the one on show (whose target the line below states): a
    // bare "Target:" beside Check had read as this exercise's, while Check kept the old one.
    targetLabel_->setText(tr("Next exercise's target:"));
    targetLabel_->setToolTip(tr("The target of new exercises: optimal, or a number of slots"));
    target_->setToolTip(targetLabel_->toolTip());
    menu_->setText(tr("Exercise"));
    target_->setSpecialValueText(tr("optimal"));
    add_->setText(tr("Add"));
    remove_->setText(tr("Remove"));
    import_->setText(tr("Import CSV\u2026"));
    draw_->setText(tr("Draw on the canvas"));
    draw_->setToolTip(tr("Click a source processor, then a destination"));
    messagesTitle_->setText(
        tr("Messages: drag one onto a slot, or select it and press the slot's number, which then selects the "
           "next message (0 takes it out)"));
    messagesTitle_->setWordWrap(true);
    slotsTitle_->setText(tr("Slots (red: a rule is broken)"));
    feedbackTitle_->setText(tr("Check and Hint"));
    feedback_->setPlaceholderText(tr("Check says what is wrong or right; Hint places a message."));
    messages_->setHorizontalHeaderLabels({tr("message"), tr("slot")});
    for (auto [action, button] : menuActions_)
        action->setText(button->text());
    if (said_) feedback_->setPlainText(said_()); // the verdict or hint in the new language
    refresh();
}

} // namespace popslab::pops
