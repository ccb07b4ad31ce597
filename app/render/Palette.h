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
    // `colour` for text on the background: darkened (light theme) or lightened (dark)
    // until it reads at 5:1 (WCAG AA's 4.5:1, with room for a canvas a shade off the
    // background), its hue kept -- a message's colour stays its own.
    QColor readable(const QColor& colour) const;
    static Palette light();
    static Palette dark();
    // The theme whose window colour is `window` (a widget's QPalette::Window): dark where it is.
    static Palette forWindow(const QColor& window) { return window.lightness() < 128 ? dark() : light(); }
};

// Exports -- files for slides and papers, not the screen -- use the light palette
// unless the user asked for the window's theme (File > Export in the window's theme).
void setExportsFollowTheme(bool follow);
bool exportsFollowTheme();
Palette exportPalette(bool windowDark);

// The contrast ratio of two colours (WCAG 2: (L1 + 0.05) / (L2 + 0.05), 1 to 21).
double contrastRatio(const QColor& a, const QColor& b);
// Black or white, whichever reads better on `fill` (a node's name inside it).
QColor inkOn(const QColor& fill);

// A font whose size is the same in scene units on every device: `points` as they
// would be on a 96-dpi screen, whatever DPI the painter's device reports (PNG
// images carry their export DPI, PDF 72, SVG 90). On a widget (the window's figures)
// it is enlarged by the screen's text scale; exports keep their size.
QFont sceneFont(const QPainter& painter, double points, bool bold = false);
// Presentation mode's enlargement of figure text on screen (1 otherwise): a label
// grows where its box has room, and drawLabel keeps it inside its box where not.
void setScreenTextScale(double scale);
double screenTextScale();
// The text scale sceneFont applies on the painter's device: the screen's on a widget, 1 on
// a file. A caption's box grows by it, as its text does.
double deviceTextScale(const QPainter& painter);
// The text scale set for a while: a canvas whose pane shrinks its figure lays the figure
// out, and paints it, for a larger one, so its text keeps the size the screen's asks.
class ScreenTextScaleScope {
public:
    explicit ScreenTextScaleScope(double scale) : saved_(screenTextScale()) { setScreenTextScale(scale); }
    ~ScreenTextScaleScope() { setScreenTextScale(saved_); }
    ScreenTextScaleScope(const ScreenTextScaleScope&) = delete;
    ScreenTextScaleScope& operator=(const ScreenTextScaleScope&) = delete;

private:
    double saved_;
};

} // namespace popslab::render
