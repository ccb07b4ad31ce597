// The route's hops as playback steps: step k shows the first k hops, so a lecture can
// walk a message through the super topology wavelength by wavelength.
#pragma once

#include "PlaybackBar.h"
#include "WdmDocument.h"

namespace popslab::wdm {

class WdmRouteBar : public gui::PlaybackBar {
    Q_OBJECT
public:
    explicit WdmRouteBar(WdmDocument* document, QWidget* parent = nullptr);

protected:
    int stepCount() const override { return int(document_->route().size()) + 1; }
    int step() const override { return int(document_->hopsShown()); }
    void setStep(int step) override { document_->setHopsShown(step); }
    QString position() const override;
    QString text(Text which) const override;

private:
    WdmDocument* document_;
};

} // namespace popslab::wdm
