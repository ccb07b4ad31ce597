#include "FormInput.h"

#include "BackgroundJob.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTimer>

namespace popslab::gui {

namespace {
constexpr const char* kPauseName = "popslabTypingPause";
} // namespace

void applyOnEnterOrPause(std::initializer_list<QAbstractSpinBox*> boxes) {
    for (QAbstractSpinBox* box : boxes) {
        box->setKeyboardTracking(false);
        auto* pause = new QTimer(box);
        pause->setObjectName(kPauseName);
        pause->setSingleShot(true);
        pause->setInterval(kTypingPauseMs);
        // A half-typed text ("", "-") waits for more, as Enter would refuse it.
        QObject::connect(pause, &QTimer::timeout, box, [box] {
            if (box->hasAcceptableInput()) box->interpretText();
        });
        // The spin box's own line edit: textEdited is the user's typing, not setValue().
        if (auto* line = box->findChild<QLineEdit*>())
            QObject::connect(line, &QLineEdit::textEdited, pause, qOverload<>(&QTimer::start));
        QObject::connect(box, &QAbstractSpinBox::editingFinished, pause, &QTimer::stop);
    }
}

bool discardPendingEdits() {
    bool discarded = false;
    for (QWidget* widget : QApplication::allWidgets()) {
        auto* box = qobject_cast<QAbstractSpinBox*>(widget);
        auto* pause = box ? box->findChild<QTimer*>(kPauseName, Qt::FindDirectChildrenOnly) : nullptr;
        if (!pause || !pause->isActive()) continue;
        pause->stop();
        // Keyboard tracking is off: the value is still the one applied last; setting it
        // again writes its text back over what was typed.
        if (auto* whole = qobject_cast<QSpinBox*>(box))
            whole->setValue(whole->value());
        else if (auto* real = qobject_cast<QDoubleSpinBox*>(box))
            real->setValue(real->value());
        discarded = true;
    }
    return discarded;
}

void restoreOnCancel(BackgroundJob* job, QObject* context, std::function<void()> restore) {
    QObject::connect(job, &BackgroundJob::cancelled, context, std::move(restore));
}

} // namespace popslab::gui
