// What every family's figures share: the colours of the light and dark themes, and
// text sized in scene units whatever the device (screen, SVG, PDF, PNG at any DPI).
#pragma once

#include <QColor>
#include <QFont>
#include <QPainter>

namespace popslab::render {

struct Palette {
    QColor background, ink, faint, fibre, coupler, used, conflict, group, selection;
    QColor usedFill, conflictFill; // coupler fills that keep the ink readable
    bool isDark() const { return background.lightness() < 128; }
    static Palette light();
    static Palette dark();
};

// A font whose size is the same in scene units on every device: `points` as they
// would be on a 96-dpi screen, whatever DPI the painter's device reports (PNG
// images carry their export DPI, PDF 72, SVG 90).
QFont sceneFont(const QPainter& painter, double points, bool bold = false);

} // namespace popslab::render
