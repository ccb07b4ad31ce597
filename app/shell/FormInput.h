// How every family's form takes what is typed into a number field, and what a Cancel
// does to it. A field applies on Enter, when it loses the focus, on its arrows and after
// a short pause in typing -- never at each key, so typing 2047 starts no work for 2, 20
// and 204 first. When the user cancels the work an edit started, the form shows again
// what the view on show answers (the document's, never a copy of the form's own).
#pragma once

#include <QObject>
#include <functional>
#include <initializer_list>

class QAbstractSpinBox;

namespace popslab::gui {

class BackgroundJob;

// The pause after the last key that applies what is typed, as Enter would.
inline constexpr int kTypingPauseMs = 600;

// Keyboard tracking off (valueChanged on Enter, focus out and the arrows), and a pause in
// typing applies an acceptable text (valueChanged follows as on Enter).
void applyOnEnterOrPause(std::initializer_list<QAbstractSpinBox*> boxes);

// What Esc does to fields (with stopping the work running, in the same press): every field
// whose pause has not run out yet, or that holds a number it refused ("0" for d), shows
// again what it applied last, and its pause stops (a typed 4 had still been applied after
// Esc, under "Cancelled"). Whether there was such a field.
bool discardPendingEdits();

// When the user cancels `job` (BackgroundJob::cancelled), `restore` puts the document back
// to what its view answers and the form's fields with it, without emitting the form's
// change signal; the connection ends with `context` (the form).
void restoreOnCancel(BackgroundJob* job, QObject* context, std::function<void()> restore);

} // namespace popslab::gui
