#include "FormInput.h"

#include "BackgroundJob.h"

#include <QAbstractSpinBox>
#include <QLineEdit>
#include <QTimer>

namespace popslab::gui {

void applyOnEnterOrPause(std::initializer_list<QAbstractSpinBox*> boxes) {
    for (QAbstractSpinBox* box : boxes) {
        box->setKeyboardTracking(false);
        auto* pause = new QTimer(box);
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

void restoreOnCancel(BackgroundJob* job, QObject* context, std::function<void()> restore) {
    QObject::connect(job, &BackgroundJob::cancelled, context, std::move(restore));
}

} // namespace popslab::gui
