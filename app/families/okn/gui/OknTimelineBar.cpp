#include "OknTimelineBar.h"

namespace popslab::okn {

OknTimelineBar::OknTimelineBar(OknDocument* document, QWidget* parent)
    : PlaybackBar({800, false, false, "oknTime"}, parent), document_(document) {
    connect(document_, &OknDocument::changed, this, &OknTimelineBar::refresh);
    connect(document_, &OknDocument::timeChanged, this, &OknTimelineBar::refresh);
    refresh();
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
