// File > Export animation: what a slide needs from the animated GIF -- its width,
// frames per step (smoothness against file size) and how long each step shows.
#pragma once

#include "SceneAnimation.h"

#include <QDialog>

class QSpinBox;
class QDoubleSpinBox;

namespace popslab::gui {

class AnimationDialog : public QDialog {
    Q_OBJECT
public:
    explicit AnimationDialog(QWidget* parent = nullptr);
    render::AnimationOptions options() const;

private:
    QSpinBox *width_, *frames_;
    QDoubleSpinBox* seconds_;
};

} // namespace popslab::gui
