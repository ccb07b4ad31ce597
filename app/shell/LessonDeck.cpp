#include "LessonDeck.h"

#include <algorithm>

namespace popslab::gui {

const Scene* LessonDeck::scene() const {
    if (!lesson_ || lesson_->scenes.empty()) return nullptr;
    return &lesson_->scenes[std::size_t(current_)];
}

void LessonDeck::setLesson(std::optional<Lesson> lesson) {
    lesson_ = std::move(lesson);
    current_ = 0;
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

} // namespace popslab::gui
