// A number field's range, said at the field where a typed number leaves it: a spin box
// refuses a key that would pass its maximum without a word (a typed 99999999999 had
// become 999 and the user never learnt the limit), and keeps a number under its minimum
// ("0" for d) as if nothing were wrong. FormInput applies it to every form's fields.
#pragma once

#include <QString>
#include <functional>
#include <optional>

class QAbstractSpinBox;
class QLineEdit;

namespace popslab::gui {

// Shows "From 1 to 1,048,576" under the field (a tooltip; the text also in its property
// "popslabRangeShown", which tests read).
void tellRange(QAbstractSpinBox* box);
// The number the field's text would be with `insert` typed over its selection, if it is one.
std::optional<double> typedNumber(const QAbstractSpinBox* box, const QLineEdit* line, const QString& insert);
// From now on a key or paste that would pass the field's maximum tells its range, and
// `refused` runs (the spin box then drops the key).
void tellRangeWhenPassed(QAbstractSpinBox* box, std::function<void()> refused = {});

} // namespace popslab::gui
