#include "PlaybackControls.h"

#include <QComboBox>
#include <QToolButton>
#include <QWidget>

namespace popslab::gui {

QToolButton* mediaButton() {
    auto* b = new QToolButton;
    b->setAutoRaise(true);
    return b;
}

QComboBox* playbackSpeedBox() {
    auto* box = new QComboBox;
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0})
        box->addItem(QString("%1x").arg(s), s);
    box->setCurrentIndex(2);
    return box;
}

} // namespace popslab::gui
