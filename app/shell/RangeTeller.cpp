#include "RangeTeller.h"

#include <QAbstractSpinBox>
#include <QClipboard>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolTip>
#include <limits>

namespace popslab::gui {

namespace {

// The field's range in words (in FormInput's translation context, where it was first).
QString rangeText(const QAbstractSpinBox* box) {
    if (const auto* whole = qobject_cast<const QSpinBox*>(box))
        return QCoreApplication::translate("FormInput", "From %L1 to %L2").arg(whole->minimum()).arg(whole->maximum());
    if (const auto* real = qobject_cast<const QDoubleSpinBox*>(box))
        return QCoreApplication::translate("FormInput", "From %L1 to %L2").arg(real->minimum()).arg(real->maximum());
    return {};
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

// Watches the keys and pastes reaching a field (the spin box hands them to its line edit
// itself, past any filter there): one that would pass the maximum, which the spin box then
// refuses, shows the range.
class RangeTeller : public QObject {
public:
    RangeTeller(QAbstractSpinBox* box, std::function<void()> refused)
        : QObject(box), box_(box), refused_(std::move(refused)) {}

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
        if (const auto value = typedNumber(box_, line, typed); value && *value > boundsOf(box_).maximum) {
            tellRange(box_);
            if (refused_) refused_();
        }
        return false;
    }

private:
    QAbstractSpinBox* box_;
    std::function<void()> refused_;
};

} // namespace

void tellRange(QAbstractSpinBox* box) {
    const QString text = rangeText(box);
    if (text.isEmpty()) return;
    // Beside the field, not under it: below, it had hidden the next field's value (OK_N's
    // delay under ports k) until it faded.
    QToolTip::showText(box->mapToGlobal(QPoint(box->width() + 4, 0)), text, box);
    box->setProperty("popslabRangeShown", text); // what a test reads (a tooltip fades)
}

std::optional<double> typedNumber(const QAbstractSpinBox* box, const QLineEdit* line, const QString& insert) {
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

void tellRangeWhenPassed(QAbstractSpinBox* box, std::function<void()> refused) {
    box->installEventFilter(new RangeTeller(box, std::move(refused)));
}

} // namespace popslab::gui
