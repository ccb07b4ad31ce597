#include "WheelScrollsPanel.h"

#include <QEvent>
#include <QWidget>

namespace popslab::gui {

namespace {
class WheelScrollsPanel : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::Wheel || static_cast<QWidget*>(watched)->hasFocus()) return false;
        event->ignore(); // on to the parent: the panel's scroll area
        return true;
    }
};
} // namespace

void letWheelScroll(QWidget* field) {
    if (field->property("popslabWheelScrolls").toBool()) return;
    field->setProperty("popslabWheelScrolls", true);
    // Not focused by the wheel itself; a field a family keeps from Tab stays so.
    if (field->focusPolicy() == Qt::WheelFocus) field->setFocusPolicy(Qt::StrongFocus);
    field->installEventFilter(new WheelScrollsPanel(field));
}

} // namespace popslab::gui
