#include "WdmRouteBar.h"

namespace popslab::wdm {

WdmRouteBar::WdmRouteBar(WdmDocument* document, QWidget* parent)
    : PlaybackBar({1000, false, true, "wdmHops"}, parent), document_(document) {
    connect(document_, &WdmDocument::changed, this, &WdmRouteBar::refresh);
    connect(document_, &WdmDocument::hopsShownChanged, this, &WdmRouteBar::refresh);
    refresh();
}

QString WdmRouteBar::position() const {
    return tr("hop %1 of %2").arg(document_->hopsShown()).arg(document_->route().size());
}

QString WdmRouteBar::text(Text which) const {
    switch (which) {
    case Text::First:
        return tr("Route start");
    case Text::Back:
        return tr("Previous hop");
    case Text::Play:
        return tr("Play the route");
    case Text::Pause:
        return tr("Pause");
    case Text::Forward:
        return tr("Next hop");
    case Text::Last:
        return tr("Whole route");
    case Text::Speed:
        return tr("Playback speed");
    case Text::Loop:
        return {};
    }
    return {};
}

} // namespace popslab::wdm
