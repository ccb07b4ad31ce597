// The clock, one unit a step: a lecture watches the pulses travel, each reader's wait
// count down, the prefix sum's select pulse climb its staircase.
#pragma once

#include "BusDocument.h"
#include "PlaybackBar.h"

namespace popslab::bus {

class BusTimeBar : public gui::PlaybackBar {
    Q_OBJECT
public:
    explicit BusTimeBar(BusDocument* document, QWidget* parent = nullptr);

protected:
    int stepCount() const override { return int(std::min<bus::Time>(document_->endTime(), INT32_MAX - 1)) + 1; }
    int step() const override { return int(document_->time()); }
    void setStep(int step) override { document_->setTime(step); }
    QString position() const override;
    QString text(Text which) const override;

private:
    BusDocument* document_;
};

} // namespace popslab::bus
