#include "OtisStepBar.h"

namespace popslab::otis {

OtisStepBar::OtisStepBar(OtisDocument* document, QWidget* parent)
    : PlaybackBar({1000, true, true, "otisSteps"}, parent), document_(document) {
    connect(document_, &OtisDocument::changed, this, &OtisStepBar::refresh);
    connect(document_, &OtisDocument::stepChanged, this, &OtisStepBar::refresh);
    refresh();
}

// Step 0 is every datum at home, before the move: the steps are counted from 1.
QString OtisStepBar::position() const {
    const int steps = document_->stepCount(), at = document_->step();
    if (steps == 0) return tr("no move");
    if (at == 0) return tr("before the move (%Ln step(s))", nullptr, steps);
    return tr("step %1 of %2").arg(at).arg(steps);
}

QString OtisStepBar::text(Text which) const {
    switch (which) {
    case Text::First:
        return tr("Before the move");
    case Text::Back:
        return tr("Previous step");
    case Text::Play:
        return tr("Play the move");
    case Text::Pause:
        return tr("Pause");
    case Text::Forward:
        return tr("Next step");
    case Text::Last:
        return tr("After the move");
    case Text::Speed:
        return tr("Playback speed");
    case Text::Loop:
        return tr("Loop");
    }
    return {};
}

} // namespace popslab::otis
