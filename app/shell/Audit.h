// The gallery's audit: what a reader of the window as drawn now would stumble over --
// clipped or elided text, a sideways scroll bar, a widget past the window's edge, labels
// of a figure running into each other or into a node, text under 14 px in presentation
// mode, text whose contrast with what is behind it is under 4.5:1 (WCAG AA), a plot
// that ignores the theme. Plain widgets are judged from Qt's own measures; figures from
// what their painters reported to a render::LabelProbe while the window was grabbed.
#pragma once

#include "Label.h"

#include <QImage>
#include <QString>
#include <vector>

class QWidget;

namespace popslab::gui {

struct AuditFinding {
    QString widget; // which widget or label ("QLabel 'Alternating-pa...' in Parameters")
    QString what;   // what is wrong, with the measures
};

struct AuditInput {
    QWidget* window = nullptr;
    QImage shot;                               // the window as grabbed
    const render::LabelProbe* probe = nullptr; // what the painters drew meanwhile
    bool presentation = false;
};

std::vector<AuditFinding> auditWindow(const AuditInput& input);

} // namespace popslab::gui
