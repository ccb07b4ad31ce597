#include "FormInput.h"

#include "BackgroundJob.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QClipboard>
#include <QDoubleSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSpinBox>
#include <QTimer>
#include <QToolTip>
#include <limits>
#include <optional>

namespace popslab::gui {

namespace {
constexpr const char* kPauseName = "popslabTypingPause";

// The field's range in words, at the field: a spin box refuses a key that would pass its
// maximum without a word (a typed 99999999999 had become 999 and the user never learnt the
// limit), and keeps a number under its minimum ("0" for d) as if nothing were wrong.
QString rangeText(const QAbstractSpinBox* box) {
    if (const auto* whole = qobject_cast<const QSpinBox*>(box))
        return QCoreApplication::translate("FormInput", "From %L1 to %L2").arg(whole->minimum()).arg(whole->maximum());
    if (const auto* real = qobject_cast<const QDoubleSpinBox*>(box))
        return QCoreApplication::translate("FormInput", "From %L1 to %L2").arg(real->minimum()).arg(real->maximum());
    return {};
}

void tellRange(QAbstractSpinBox* box) {
    const QString text = rangeText(box);
    if (text.isEmpty()) return;
    QToolTip::showText(box->mapToGlobal(QPoint(0, box->height())), text, box);
    box->setProperty("popslabRangeShown", text); // what a test reads (a tooltip fades)
}

// What a whole or a real field puts around its number, and its largest.
struct Bounds {
    QString prefix, suffix;
    double maximum = std::numeric_limits<double>::infinity();
};

Bounds boundsOf(const QAbstractSpinBox* box) {
    if (const auto* whole = qobject_cast<const QSpinBox*>(box))
        return {whole->prefix(), whole->suffix(), double(whole->maximum())};
    if (const auto* real = qobject_cast<const QDoubleSpinBox*>(box))
        return {real->prefix(), real->suffix(), real->maximum()};
    return {};
}

// The number `text` would be with `insert` typed over the field's selection, if it is one.
std::optional<double> withTyped(const QAbstractSpinBox* box, const QLineEdit* line, const QString& insert) {
    QString text = line->text();
    const int at = line->hasSelectedText() ? line->selectionStart() : line->cursorPosition();
    text.replace(at, line->hasSelectedText() ? line->selectedText().size() : 0, insert);
    const Bounds bounds = boundsOf(box);
    text.remove(bounds.prefix).remove(bounds.suffix);
    text.remove(box->locale().groupSeparator()).remove(QLatin1Char(' '));
    bool ok = false;
    const double value = box->locale().toDouble(text, &ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

// Watches the keys and pastes reaching a field (the spin box hands them to its line edit
// itself, past any filter there): one that would pass the maximum, which the spin box then
// refuses, shows the range.
class RangeTeller : public QObject {
public:
    explicit RangeTeller(QAbstractSpinBox* box) : QObject(box), box_(box) {}

    bool eventFilter(QObject* watched, QEvent* event) override {
        auto* line = box_->findChild<QLineEdit*>();
        if (watched != box_ || !line || event->type() != QEvent::KeyPress) return false;
        auto* key = static_cast<QKeyEvent*>(event);
        QString typed;
        if (key->matches(QKeySequence::Paste))
            typed = QGuiApplication::clipboard()->text().trimmed();
        else if (!key->text().isEmpty() && key->text().front().isDigit())
            typed = key->text();
        if (typed.isEmpty()) return false;
        if (const auto value = withTyped(box_, line, typed); value && *value > boundsOf(box_).maximum) tellRange(box_);
        return false;
    }

private:
    QAbstractSpinBox* box_;
};
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
            else if (auto* line = box->findChild<QLineEdit*>(); line && withTyped(box, line, QString()))
                tellRange(box);
        });
        // The spin box's own line edit: textEdited is the user's typing, not setValue().
        if (auto* line = box->findChild<QLineEdit*>()) {
            QObject::connect(line, &QLineEdit::textEdited, pause, qOverload<>(&QTimer::start));
            box->installEventFilter(new RangeTeller(box));
        }
        QObject::connect(box, &QAbstractSpinBox::editingFinished, pause, &QTimer::stop);
    }
}

bool discardPendingEdits() {
    bool discarded = false;
    for (QWidget* widget : QApplication::allWidgets()) {
        auto* box = qobject_cast<QAbstractSpinBox*>(widget);
        auto* pause = box ? box->findChild<QTimer*>(kPauseName, Qt::FindDirectChildrenOnly) : nullptr;
        // Typed and waiting for its pause, or refused and left in the field ("0" for d).
        if (!pause || (!pause->isActive() && box->hasAcceptableInput())) continue;
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
