#include "TimelineBar.h"

#include <QLayout>
#include <QLocale>

namespace popslab::pops {

TimelineBar::TimelineBar(PopsDocument* document, QWidget* parent)
    : PlaybackBar({1200, true, true, "slotSlider"}, parent), document_(document) {
    layout()->setContentsMargins(4, 2, 4, 2);
    connect(document_, &PopsDocument::scheduleChanged, this, &TimelineBar::refresh);
    connect(document_, &PopsDocument::slotChanged, this, &TimelineBar::refresh);
    refresh();
}

QString TimelineBar::position() const {
    const int count = stepCount();
    return count == 0 ? tr("no slots")
                      : tr("slot %1 of %2").arg(QLocale().toString(step() + 1)).arg(QLocale().toString(count));
}

QString TimelineBar::text(Text which) const {
    switch (which) {
    case Text::First:
        return tr("First slot (Home)");
    case Text::Back:
        return tr("Previous slot (Left)");
    case Text::Play:
        return tr("Play (Space)");
    case Text::Pause:
        return tr("Pause (Space)");
    case Text::Forward:
        return tr("Next slot (Right)");
    case Text::Last:
        return tr("Last slot (End)");
    case Text::Speed:
        return tr("Playback speed");
    case Text::Loop:
        return tr("Loop");
    }
    return {};
}

} // namespace popslab::pops
