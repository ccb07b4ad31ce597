#include "NoteLabel.h"

#include <QEvent>

namespace popslab::gui {

void NoteLabel::say(std::function<QString()> text) {
    text_ = std::move(text);
    setText(text_ ? text_() : QString());
}

void NoteLabel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && text_) setText(text_());
    QLabel::changeEvent(event);
}

} // namespace popslab::gui
