// A label whose text is worded again when the language changes: a note a page sets
// once ("every cell measured on the built graphs") must not stay in the language it was
// set in. It keeps how to word the text, not the words.
#pragma once

#include <QLabel>
#include <functional>

namespace popslab::gui {

class NoteLabel : public QLabel {
    Q_OBJECT
public:
    using QLabel::QLabel;

    // Shows `text()` now and again after each language change; an empty function clears it.
    void say(std::function<QString()> text);

protected:
    void changeEvent(QEvent* event) override;

private:
    std::function<QString()> text_;
};

} // namespace popslab::gui
