// The lesson open in the window: its scenes in order and the one on show. The window
// applies a scene's session when the deck moves (PageDown/PageUp, a clicker's keys); the
// Lesson panel edits it through here, every edit undoable. The deck names no family and
// holds no view: the panel and the presenter view draw what it holds.
#pragma once

#include "Lesson.h"

#include <QObject>
#include <QUndoStack>
#include <functional>
#include <optional>

namespace popslab::gui {

class LessonDeck : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    bool isOpen() const { return lesson_.has_value(); }
    const Lesson* lesson() const { return lesson_ ? &*lesson_ : nullptr; }
    int sceneCount() const { return lesson_ ? int(lesson_->scenes.size()) : 0; }
    int current() const { return current_; }
    const Scene* scene() const;

    // Opens a lesson on its first scene (sceneChanged), or closes it (nullopt); the edits
    // of the one before are forgotten.
    void setLesson(std::optional<Lesson> lesson);
    // Edits, each one step of undo (a lesson is started by the first scene added).
    void addScene(const Scene& scene); // after the current one, which it becomes
    void removeScene(int index);
    void moveScene(int from, int to);
    void renameScene(int index, const QString& title);
    void setNotes(int index, const QString& notes);
    void setTitle(const QString& title);
    QUndoStack* undoStack() const { return undo_; }
    bool isModified() const;
    void markSaved(const QString& path);
    // Moves to scene k (clamped); false when there is nothing to move to.
    bool go(int k);
    bool next() { return go(current_ + 1); }
    bool previous() { return go(current_ - 1); }

signals:
    void sceneChanged(int index);
    void closed();
    // The lesson's scenes, titles or notes changed (the panel redraws).
    void edited();

private:
    friend class LessonEdit;
    void replace(const Lesson& lesson, int current); // an undo step's before or after
    void edit(const QString& what, const std::function<void(Lesson&, int&)>& change);

    std::optional<Lesson> lesson_;
    int current_ = 0;
    QUndoStack* undo_ = new QUndoStack(this);
};

} // namespace popslab::gui
