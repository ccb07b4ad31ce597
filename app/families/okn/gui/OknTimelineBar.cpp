#include "OknTimelineBar.h"

namespace popslab::okn {

OknTimelineBar::OknTimelineBar(OknDocument* document, QWidget* parent)
    : PlaybackBar({800, false, true, "oknTime"}, parent), document_(document) {
    connect(document_, &OknDocument::changed, this, &OknTimelineBar::refresh);
    connect(document_, &OknDocument::timeChanged, this, &OknTimelineBar::refresh);
    refresh();
}

// The time shown and the run's last event, in message units as the figure's title and the
// plot give them (the other families' bars said where they were; OK_N's showed a slider alone).
QString OknTimelineBar::position() const {
    // A run too large to draw has no events to step through, but it ran ("no run" had stood
    // beside the panel's simulated time).
    if (document_->timeCount() == 0 && document_->run() && !document_->refused())
        return tr("not drawn; ends at time %L1").arg(document_->run()->simulation.completion);
    if (document_->timeCount() == 0) return tr("no run");
    return tr("time %L1 of %L2").arg(document_->time()).arg(document_->lastTime());
}

QString OknTimelineBar::text(Text which) const {
    switch (which) {
    case Text::First:
        return tr("First event");
    case Text::Back:
        return tr("Previous event");
    case Text::Play:
    case Text::Pause:
        return tr("Play / pause");
    case Text::Forward:
        return tr("Next event");
    case Text::Last:
        return tr("Last event");
    case Text::Speed:
        return tr("Playback speed");
    case Text::Loop:
        return {};
    }
    return {};
}

} // namespace popslab::okn
