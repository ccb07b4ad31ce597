#include "LessonPanel.h"

#include "LessonDeck.h"
#include "PanelFit.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace popslab::gui {

LessonPanel::LessonPanel(LessonDeck* deck, std::function<Session()> currentView, std::function<QString()> viewTitle,
                         QWidget* parent)
    : QWidget(parent), deck_(deck), currentView_(std::move(currentView)), viewTitle_(std::move(viewTitle)) {
    setObjectName("lessonPanel");
    titleLabel_ = new QLabel;
    title_ = new QLineEdit;
    title_->setObjectName("lessonTitle");
    hint_ = new QLabel;
    hint_->setWordWrap(true);
    list_ = new QListWidget;
    list_->setObjectName("lessonScenes");
    list_->setDragDropMode(QAbstractItemView::InternalMove); // reorder by dragging
    list_->setDefaultDropAction(Qt::MoveAction);
    // A long title wraps to the panel's width rather than scrolling the list sideways.
    list_->setWordWrap(true);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setResizeMode(QListView::Adjust);
    list_->setTextElideMode(Qt::ElideNone);
    notesLabel_ = new QLabel;
    notesLabel_->setWordWrap(true);
    notes_ = new QPlainTextEdit;
    notes_->setObjectName("lessonNotes");
    add_ = new QPushButton;
    add_->setObjectName("lessonAdd");
    remove_ = new QPushButton;
    open_ = new QPushButton;
    save_ = new QPushButton;
    export_ = new QPushButton;
    export_->setObjectName("lessonExport");
    undo_ = new QToolButton;
    redo_ = new QToolButton;
    notesPause_ = new QTimer(this);
    notesPause_->setSingleShot(true);
    notesPause_->setInterval(700); // notes apply after a pause in typing: one undo step, not one a key

    // Short rows, narrow ones: the panel is a tab beside the details at 1366 x 768, and its
    // width is taken from the page (two file buttons side by side in German, 255 px, had left
    // OK_N's plot 240 px: its axis title, its mark and its legend cut).
    auto* edits = new QGridLayout;
    edits->addWidget(add_, 0, 0, 1, 2);
    edits->addWidget(remove_, 1, 0);
    auto* history = new QHBoxLayout;
    history->addWidget(undo_);
    history->addWidget(redo_);
    edits->addLayout(history, 1, 1);
    auto* files = new QVBoxLayout;
    files->addWidget(open_);
    files->addWidget(save_);
    files->addWidget(export_);
    auto* box = new QVBoxLayout(this);
    box->addWidget(titleLabel_);
    box->addWidget(title_);
    box->addLayout(edits);
    box->addWidget(list_, 2);
    box->addWidget(hint_);
    box->addWidget(notesLabel_);
    box->addWidget(notes_, 1);
    box->addLayout(files);

    connect(add_, &QPushButton::clicked, this, &LessonPanel::addCurrentView);
    connect(remove_, &QPushButton::clicked, this, [this] { deck_->removeScene(list_->currentRow()); });
    connect(undo_, &QToolButton::clicked, deck_->undoStack(), &QUndoStack::undo);
    connect(redo_, &QToolButton::clicked, deck_->undoStack(), &QUndoStack::redo);
    connect(open_, &QPushButton::clicked, this, &LessonPanel::openRequested);
    connect(save_, &QPushButton::clicked, this, &LessonPanel::saveRequested);
    connect(export_, &QPushButton::clicked, this, &LessonPanel::exportRequested);
    connect(title_, &QLineEdit::editingFinished, this, [this] { deck_->setTitle(title_->text()); });
    connect(list_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { deck_->go(list_->row(item)); });
    connect(list_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (!redrawing_) deck_->renameScene(list_->row(item), item->text());
    });
    // A drag moved a row: the deck moves its scene (and the list is drawn from it again).
    connect(list_->model(), &QAbstractItemModel::rowsMoved, this,
            [this](const QModelIndex&, int from, int, const QModelIndex&, int to) {
                if (!redrawing_)
                    QTimer::singleShot(0, this, [this, from, to] { deck_->moveScene(from, to > from ? to - 1 : to); });
            });
    connect(notes_, &QPlainTextEdit::textChanged, this, [this] {
        if (!redrawing_) notesPause_->start();
    });
    connect(notesPause_, &QTimer::timeout, this, &LessonPanel::applyNotes);
    connect(deck_, &LessonDeck::edited, this, &LessonPanel::redraw);
    connect(deck_, &LessonDeck::sceneChanged, this, &LessonPanel::redraw);
    connect(deck_->undoStack(), &QUndoStack::canUndoChanged, undo_, &QWidget::setEnabled);
    connect(deck_->undoStack(), &QUndoStack::canRedoChanged, redo_, &QWidget::setEnabled);
    undo_->setEnabled(false);
    redo_->setEnabled(false);
    retranslate();
    redraw();
    letPanelShrink(this); // labels wrap, rows stack: never wider than the window gives it
}

void LessonPanel::addCurrentView() {
    applyNotes();
    Scene scene;
    scene.session = currentView_();
    // The family on show alone, without the window's look: a scene had stored every family's
    // state (22 KB for four scenes) and the theme it was prepared in. What it leaves out is
    // the families' defaults, and the lecturer's theme and mode.
    std::erase_if(scene.session.families, [&](const auto& part) { return part.first != scene.session.family; });
    scene.session.darkGiven = scene.session.presentationGiven = false;
    // Titled by what it shows, as the presenter view and the handout repeat it ("Scene 3" had
    // told the lecturer nothing); "Scene 3" only where the view has no words.
    scene.title = viewTitle_ ? viewTitle_() : QString();
    if (scene.title.isEmpty()) scene.title = tr("Scene %1").arg(deck_->sceneCount() + 1);
    deck_->addScene(scene);
}

void LessonPanel::applyNotes() {
    notesPause_->stop();
    if (deck_->scene() && notes_->toPlainText() != deck_->scene()->notes)
        deck_->setNotes(deck_->current(), notes_->toPlainText());
}

// The list, the title and the notes from the deck.
void LessonPanel::redraw() {
    redrawing_ = true;
    const Lesson* lesson = deck_->lesson();
    if (!title_->hasFocus()) title_->setText(lesson ? lesson->title : QString());
    list_->clear();
    if (lesson)
        for (const Scene& s : lesson->scenes) {
            auto* item = new QListWidgetItem(s.title, list_);
            item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsDragEnabled);
        }
    list_->setCurrentRow(deck_->scene() ? deck_->current() : -1);
    const QString notes = deck_->scene() ? deck_->scene()->notes : QString();
    if (notes_->toPlainText() != notes && !notesPause_->isActive()) notes_->setPlainText(notes);
    notes_->setEnabled(deck_->scene() != nullptr);
    remove_->setEnabled(deck_->scene() != nullptr);
    save_->setEnabled(deck_->sceneCount() > 0);
    export_->setEnabled(deck_->sceneCount() > 0);
    redrawing_ = false;
}

void LessonPanel::retranslate() {
    titleLabel_->setText(tr("Lesson title"));
    title_->setPlaceholderText(tr("e.g. Optical interconnects, lecture 7"));
    hint_->setText(tr("Click: show. Drag: reorder. Double-click: rename."));
    hint_->setToolTip(tr("PageDown and PageUp step through the scenes, also in presentation mode."));
    notesLabel_->setText(tr("Notes (presenter view, handout)"));
    add_->setText(tr("Add the current view"));
    add_->setToolTip(tr("A new scene after this one: the family, page and parameters on show"));
    remove_->setText(tr("Delete"));
    // Arrows every font here has, named in their tooltips: the words had made the row 255 px.
    undo_->setText(QString::fromUtf8("\u21b6"));
    redo_->setText(QString::fromUtf8("\u21b7"));
    undo_->setToolTip(tr("Undo"));
    redo_->setToolTip(tr("Redo"));
    undo_->setAccessibleName(tr("Undo"));
    redo_->setAccessibleName(tr("Redo"));
    open_->setText(tr("Open lesson..."));
    save_->setText(tr("Save lesson..."));
    export_->setText(tr("Hand out..."));
    export_->setToolTip(tr("Write the lesson as a PDF handout (each scene's title, figure and notes) or as one web "
                           "page that plays every step"));
}

void LessonPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace popslab::gui
