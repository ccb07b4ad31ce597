#include "AnimationDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>
#include <cmath>

namespace popslab::gui {

AnimationDialog::AnimationDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export animation"));
    const render::AnimationOptions defaults;
    width_ = new QSpinBox;
    width_->setRange(render::kMinAnimationWidth, render::kMaxAnimationWidth);
    width_->setValue(defaults.width);
    width_->setSuffix(tr(" px"));
    frames_ = new QSpinBox;
    frames_->setRange(1, render::kMaxFramesPerStep);
    frames_->setValue(defaults.framesPerStep);
    // Said, as the GIF merges frames that are alike: the bus, OTIS and WDM figures do not move
    // within a step, and their files had one frame a step whatever was asked (walk 10).
    frames_->setToolTip(tr("More frames move the messages more smoothly and make the file larger. A figure "
                           "that does not move within a step keeps one frame a step: frames alike are merged."));
    seconds_ = new QDoubleSpinBox;
    seconds_->setRange(render::kMinStepMs / 1000.0, render::kMaxStepMs / 1000.0);
    seconds_->setSingleStep(0.1);
    seconds_->setDecimals(1);
    seconds_->setValue(defaults.stepMs / 1000.0);
    seconds_->setSuffix(tr(" s"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Width:"), width_);
    form->addRow(tr("Frames per step (slot):"), frames_);
    form->addRow(tr("Time per step:"), seconds_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

render::AnimationOptions AnimationDialog::options() const {
    return {width_->value(), frames_->value(), int(std::lround(seconds_->value() * 1000))};
}

} // namespace popslab::gui
