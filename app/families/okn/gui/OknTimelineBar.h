// The event times of the document's run as playback steps; it drives the document's
// time and stops at the last event.
#pragma once

#include "OknDocument.h"
#include "PlaybackBar.h"

namespace popslab::okn {

class OknTimelineBar : public gui::PlaybackBar {
    Q_OBJECT
public:
    explicit OknTimelineBar(OknDocument* document, QWidget* parent = nullptr);

protected:
    int stepCount() const override { return document_->timeCount(); }
    int step() const override { return document_->timeIndex(); }
    void setStep(int step) override { document_->setTimeIndex(step); }
    QString position() const override;
    QString text(Text which) const override;

private:
    OknDocument* document_;
};

} // namespace popslab::okn
