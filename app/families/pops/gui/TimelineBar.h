// The slots of the document's schedule as playback steps (with a loop switch and
// "slot k of n"); it drives the document's slot.
#pragma once

#include "PlaybackBar.h"
#include "PopsDocument.h"

namespace popslab::pops {

class TimelineBar : public gui::PlaybackBar {
    Q_OBJECT
public:
    explicit TimelineBar(PopsDocument* document, QWidget* parent = nullptr);

protected:
    int stepCount() const override { return int(document_->slotCount()); }
    int step() const override { return int(document_->slot()); }
    void setStep(int step) override { document_->setSlot(step); }
    QString position() const override;
    QString text(Text which) const override;

private:
    PopsDocument* document_;
};

} // namespace popslab::pops
