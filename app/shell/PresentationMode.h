// Presentation mode (F5), for a lecture hall: the window fills the screen, its text
// grows with the screen's height so that it reads from the back row, the docks stay a
// fifth of the width each, and every canvas refits -- the whole figure is enlarged,
// not its text alone, so no label outgrows its box. Leaving it restores the
// window's size, place and font.
#pragma once

#include <QByteArray>
#include <QDockWidget>
#include <QFont>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <vector>

class QMainWindow;

namespace popslab::gui {

class PresentationMode : public QObject {
    Q_OBJECT
public:
    explicit PresentationMode(QMainWindow* window);
    ~PresentationMode() override;

    void setOn(bool on);
    bool isOn() const { return on_; }
    // The panels' widths for what they show now (presenting only); `widenOnly` keeps a
    // panel at least as wide as it is.
    void fitPanels(bool widenOnly);

    // The interface's point size on a screen `screenHeight` logical pixels tall:
    // 1.2 times the normal size on a 768-pixel projector, growing with the height to
    // 2.6 times on a 4K screen at 100 % scaling.
    static double pointSize(double normal, int screenHeight);

private:
    QMainWindow* window_;
    bool on_ = false;
    QRect normal_;              // where the window was before (its client rectangle)
    bool wasMaximized_ = false; // or that it was maximized
    // And its panels' sizes: leaving gives each panel still shown its width and height
    // back (not restoreState, which would also bring back panels of another family).
    std::vector<std::pair<QPointer<QDockWidget>, QSize>> docks_;
    QFont font_;
};

} // namespace popslab::gui
