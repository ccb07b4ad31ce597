// The slots of the document's schedule as playback steps (with a loop switch and
// "slot k of n"); it drives the document's slot.
#pragma once

#include "PlaybackBar.h"
#include "PopsDocument.h"

#include <functional>

namespace popslab::pops {

class TimelineBar : public gui::PlaybackBar {
    Q_OBJECT
public:
    explicit TimelineBar(PopsDocument* document, QWidget* parent = nullptr);
    // Asked before a step to the next slot, from any control (Right, the forward button,
    // Play): true when it took the step itself (a paper's bare network showing the slot it
    // stands at, rather than the next).
    void setForwardTaker(std::function<bool()> taker) { forwardTaker_ = std::move(taker); }

protected:
    int stepCount() const override { return int(document_->slotCount()); }
    int step() const override { return int(document_->slot()); }
    void setStep(int step) override {
        if (step == document_->slot() + 1 && forwardTaker_ && forwardTaker_()) return;
        document_->setSlot(step);
    }
    QString position() const override;
    QString text(Text which) const override;

private:
    PopsDocument* document_;
    std::function<bool()> forwardTaker_;
};

} // namespace popslab::pops
