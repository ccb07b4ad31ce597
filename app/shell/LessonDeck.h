// The lesson open in the window: its scenes in order and the one on show. The window
// applies a scene's session when the deck moves (PageDown/PageUp, a clicker's keys);
// the deck itself names no family and holds no view.
#pragma once

#include "Lesson.h"

#include <QObject>
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

    // Opens a lesson on its first scene (sceneChanged), or closes it (nullopt).
    void setLesson(std::optional<Lesson> lesson);
    // Moves to scene k (clamped); false when there is nothing to move to.
    bool go(int k);
    bool next() { return go(current_ + 1); }
    bool previous() { return go(current_ - 1); }

signals:
    void sceneChanged(int index);
    void closed();

private:
    std::optional<Lesson> lesson_;
    int current_ = 0;
};

} // namespace popslab::gui
