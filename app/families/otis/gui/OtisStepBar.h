// The 4D mesh move's steps as playback: step 0 shows every datum at home, the last
// where the 4D mesh puts it.
#pragma once

#include "OtisDocument.h"
#include "PlaybackBar.h"

namespace popslab::otis {

class OtisStepBar : public gui::PlaybackBar {
    Q_OBJECT
public:
    explicit OtisStepBar(OtisDocument* document, QWidget* parent = nullptr);

protected:
    int stepCount() const override { return document_->stepCount() + 1; }
    int step() const override { return document_->step(); }
    void setStep(int step) override { document_->setStep(step); }
    QString position() const override;
    QString text(Text which) const override;

private:
    OtisDocument* document_;
};

} // namespace popslab::otis
