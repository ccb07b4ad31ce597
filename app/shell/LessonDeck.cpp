#include "LessonDeck.h"

#include <QUndoCommand>
#include <algorithm>

namespace popslab::gui {

// One edit of the lesson: the whole lesson before and after (a lesson is a few kilobytes
// of JSON; a snapshot is simpler than an inverse for every kind of edit).
class LessonEdit : public QUndoCommand {
public:
    LessonEdit(LessonDeck* deck, const QString& what, Lesson before, int beforeAt, Lesson after, int afterAt)
        : QUndoCommand(what), deck_(deck), before_(std::move(before)), after_(std::move(after)), beforeAt_(beforeAt),
          afterAt_(afterAt) {}
    void undo() override { deck_->replace(before_, beforeAt_); }
    void redo() override { deck_->replace(after_, afterAt_); }

private:
    LessonDeck* deck_;
    Lesson before_, after_;
    int beforeAt_, afterAt_;
};

const Scene* LessonDeck::scene() const {
    if (!lesson_ || lesson_->scenes.empty()) return nullptr;
    return &lesson_->scenes[std::size_t(current_)];
}

void LessonDeck::setLesson(std::optional<Lesson> lesson) {
    lesson_ = std::move(lesson);
    current_ = 0;
    undo_->clear();
    emit edited();
    if (!lesson_) {
        emit closed();
        return;
    }
    if (!lesson_->scenes.empty()) emit sceneChanged(0);
}

bool LessonDeck::go(int k) {
    if (!lesson_ || lesson_->scenes.empty()) return false;
    const int to = std::clamp(k, 0, sceneCount() - 1);
    if (to == current_) return false;
    current_ = to;
    emit sceneChanged(current_);
    return true;
}

void LessonDeck::replace(const Lesson& lesson, int current) {
    const bool moved = !lesson_ || current != current_ || (lesson_->scenes.empty() != lesson.scenes.empty());
    lesson_ = lesson;
    current_ = std::clamp(current, 0, std::max(0, sceneCount() - 1));
    emit edited();
    if (moved && !lesson_->scenes.empty()) emit sceneChanged(current_);
}

void LessonDeck::edit(const QString& what, const std::function<void(Lesson&, int&)>& change) {
    const Lesson before = lesson_ ? *lesson_ : Lesson{};
    Lesson after = before;
    int at = current_;
    change(after, at);
    undo_->push(new LessonEdit(this, what, before, current_, after, at)); // push() applies it
}

void LessonDeck::addScene(const Scene& scene) {
    edit(tr("Add scene"), [&](Lesson& l, int& at) {
        const int where = l.scenes.empty() ? 0 : at + 1;
        l.scenes.insert(l.scenes.begin() + where, scene);
        at = where;
    });
}

void LessonDeck::removeScene(int index) {
    if (index < 0 || index >= sceneCount()) return;
    edit(tr("Delete scene"), [&](Lesson& l, int& at) {
        l.scenes.erase(l.scenes.begin() + index);
        at = std::min(at, int(l.scenes.size()) - 1);
    });
}

void LessonDeck::moveScene(int from, int to) {
    if (from < 0 || from >= sceneCount() || to < 0 || to >= sceneCount() || from == to) return;
    edit(tr("Move scene"), [&](Lesson& l, int& at) {
        Scene moved = l.scenes[std::size_t(from)];
        l.scenes.erase(l.scenes.begin() + from);
        l.scenes.insert(l.scenes.begin() + to, moved);
        at = to;
    });
}

void LessonDeck::renameScene(int index, const QString& title) {
    if (index < 0 || index >= sceneCount() || lesson_->scenes[std::size_t(index)].title == title) return;
    edit(tr("Rename scene"), [&](Lesson& l, int&) { l.scenes[std::size_t(index)].title = title; });
}

void LessonDeck::setNotes(int index, const QString& notes) {
    if (index < 0 || index >= sceneCount() || lesson_->scenes[std::size_t(index)].notes == notes) return;
    edit(tr("Edit notes"), [&](Lesson& l, int&) { l.scenes[std::size_t(index)].notes = notes; });
}

void LessonDeck::setTitle(const QString& title) {
    if (lesson_ && lesson_->title == title) return;
    edit(tr("Rename lesson"), [&](Lesson& l, int&) { l.title = title; });
}

bool LessonDeck::isModified() const {
    return !undo_->isClean();
}

void LessonDeck::markSaved(const QString& path) {
    if (lesson_) lesson_->path = path;
    undo_->setClean();
}

} // namespace popslab::gui
