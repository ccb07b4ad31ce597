#include "FormInput.h"

#include "BackgroundJob.h"
#include "RangeTeller.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QLineEdit>
#include <QSpinBox>
#include <QTimer>

namespace popslab::gui {

namespace {
constexpr const char* kPauseName = "popslabTypingPause";
// Set while the field holds the number left when a key past its maximum was refused.
constexpr const char* kRefusedName = "popslabKeyRefused";
} // namespace

void applyOnEnterOrPause(std::initializer_list<QAbstractSpinBox*> boxes) {
    for (QAbstractSpinBox* box : boxes) {
        box->setKeyboardTracking(false);
        auto* pause = new QTimer(box);
        pause->setObjectName(kPauseName);
        pause->setSingleShot(true);
        pause->setInterval(kTypingPauseMs);
        // A half-typed text ("", "-") waits for more, as Enter would refuse it.
        // A number under the minimum says the range rather than waiting silently.
        QObject::connect(pause, &QTimer::timeout, box, [box] {
            if (box->hasAcceptableInput())
                box->interpretText();
            else if (auto* line = box->findChild<QLineEdit*>(); line && typedNumber(box, line, QString()))
                tellRange(box);
        });
        // The spin box's own line edit: textEdited is the user's typing, not setValue().
        if (auto* line = box->findChild<QLineEdit*>()) {
            QObject::connect(line, &QLineEdit::textEdited, pause, [box, pause] {
                box->setProperty(kRefusedName, QVariant());
                pause->start();
            });
            // A refused key leaves the field one digit short of what was meant (5000 kept
            // 500): the pause must not apply that as if it had been typed; Enter still
            // does, and Esc puts back the number applied last.
            tellRangeWhenPassed(box, [box, pause] {
                pause->stop();
                box->setProperty(kRefusedName, true);
            });
        }
        QObject::connect(box, &QAbstractSpinBox::editingFinished, pause, [box, pause] {
            box->setProperty(kRefusedName, QVariant());
            pause->stop();
        });
    }
}

bool discardPendingEdits() {
    bool discarded = false;
    for (QWidget* widget : QApplication::allWidgets()) {
        auto* box = qobject_cast<QAbstractSpinBox*>(widget);
        auto* pause = box ? box->findChild<QTimer*>(kPauseName, Qt::FindDirectChildrenOnly) : nullptr;
        // Typed and waiting for its pause, refused and left in the field ("0" for d), or
        // left short by a refused key.
        if (!pause || (!pause->isActive() && box->hasAcceptableInput() && !box->property(kRefusedName).toBool()))
            continue;
        box->setProperty(kRefusedName, QVariant());
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
