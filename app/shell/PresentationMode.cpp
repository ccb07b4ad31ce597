#include "PresentationMode.h"

#include "Label.h"
#include "Palette.h"
#include "PanelFit.h"

#include <QDockWidget>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLayout>
#include <QMainWindow>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <algorithm>
#include <map>

namespace popslab::gui {

PresentationMode::PresentationMode(QMainWindow* window) : QObject(window), window_(window) {}

// The figures' text scale is the renderer's, one for the process: a window closed while
// presenting gives it back.
PresentationMode::~PresentationMode() {
    if (on_) {
        render::setScreenTextScale(1.0);
        render::setPresenting(false);
    }
}

namespace {

// Tables keep the row height and column widths Qt chose for the font they started with
// (rows from the style, in pixels): fit them to the font now in use, so that on a 4K
// projector neither a header nor a cell is cut.
void fitTables(QWidget* window, bool larger) {
    for (QHeaderView* header : window->findChildren<QHeaderView*>()) {
        if (header->orientation() == Qt::Vertical) {
            if (larger)
                header->setDefaultSectionSize(QFontMetrics(header->font()).height() * 3 / 2);
            else
                header->resetDefaultSectionSize();
        } else if (header->count() > 0) {
            header->resizeSections(QHeaderView::ResizeToContents);
        }
    }
}

} // namespace

double PresentationMode::pointSize(double normal, int screenHeight) {
    return normal * std::clamp(screenHeight / 640.0, 1.2, 2.6);
}

void PresentationMode::setOn(bool on) {
    if (on == on_) return;
    on_ = on;
    render::setPresenting(on);
    if (!on) {
        render::setScreenTextScale(1.0);
        window_->setFont(font_);
        fitTables(window_, false);
        // Maximized again, or the client rectangle it had: restoreGeometry's frame-based
        // rectangle moved the window 20 px down where no window manager drew a frame, the
        // status bar off a 768 px screen.
        if (wasMaximized_) {
            window_->showMaximized();
        } else {
            window_->showNormal();
            window_->setGeometry(normal_);
        }
        // Once the window has its size back: the panels as wide and tall as they were.
        // Left on another family (Ctrl+1..5 while presenting): its panels take the width their
        // side had (they had kept presenting's widths, 380 px and more, until a restart).
        QTimer::singleShot(0, window_, [window = window_, docks = docks_] {
            QList<QDockWidget*> shown, across;
            QList<int> widths, heights, sideWidths;
            std::map<Qt::DockWidgetArea, int> side;
            for (const auto& [dock, size] : docks)
                if (dock && !dock->isFloating()) side[window->dockWidgetArea(dock)] = size.width();
            for (QDockWidget* d : window->findChildren<QDockWidget*>()) {
                if (!d->isVisible() || d->isFloating()) continue;
                const auto saved =
                    std::find_if(docks.begin(), docks.end(), [d](const auto& s) { return s.first == d; });
                if (saved != docks.end()) {
                    shown << d;
                    widths << saved->second.width();
                    heights << saved->second.height();
                } else if (const auto w = side.find(window->dockWidgetArea(d)); w != side.end()) {
                    across << d;
                    sideWidths << w->second;
                }
            }
            window->resizeDocks(shown + across, widths + sideWidths, Qt::Horizontal);
            window->resizeDocks(shown, heights, Qt::Vertical);
            if (!across.isEmpty()) shareStackedHeights(window, true); // their heights fitted anew too
        });
        return;
    }
    wasMaximized_ = window_->isMaximized();
    normal_ = window_->geometry();
    docks_.clear();
    for (QDockWidget* d : window_->findChildren<QDockWidget*>())
        if (d->isVisible()) docks_.push_back({d, d->size()});
    font_ = window_->font();
    const QScreen* screen = window_->screen();
    const QRect area = screen ? screen->geometry() : QRect(0, 0, 1366, 768);
    QFont f = font_;
    f.setPointSizeF(pointSize(font_.pointSizeF() > 0 ? font_.pointSizeF() : 10, area.height()));
    // The figures' text grows with the panels' (where a label's box has room).
    render::setScreenTextScale(pointSize(1.0, area.height()) * 1.4);
    window_->setFont(f);
    fitTables(window_, true);
    window_->showFullScreen();
    window_->setGeometry(area); // also where no window manager honours full screen
    // On the next tick: a window manager applies full screen after showFullScreen returns.
    QTimer::singleShot(0, this, [this] { fitPanels(false); });
}

// Each panel as wide as its larger text needs, from a sixth to a quarter of the
// screen (the figure keeps at least half); past a quarter its text wraps or scrolls down.
// Again, only ever wider, whenever what they show changes (another family, a longer language).
void PresentationMode::fitPanels(bool widenOnly) {
    if (!on_) return;
    const QScreen* screen = window_->screen();
    const QRect area = screen ? screen->geometry() : QRect(0, 0, 1366, 768);
    QMainWindow* window = window_;
    const int least = area.width() / 6, most = area.width() / 4;
    QList<QDockWidget*> docks;
    QList<int> widths;
    for (QDockWidget* d : window->findChildren<QDockWidget*>())
        if (d->isVisible() && !d->isFloating()) {
            int need = least;
            if (auto* scroll = qobject_cast<QScrollArea*>(d->widget()); scroll && scroll->widget())
                // Its least width too: a view asks for room by it (the ring widening to be numbered).
                need = std::max({scroll->widget()->sizeHint().width(), scroll->widget()->minimumSizeHint().width(),
                                 scroll->widget()->minimumWidth()}) +
                       d->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8;
            // A choice shows whole ("Alternating-pair embedding" was cut).
            need = std::max(need, choicesWidth(d));
            need = std::max(need, tablesWidth(d)); // a table's columns show whole
            docks << d;
            widths << (widenOnly ? std::max(d->width(), std::min(need, most)) : std::clamp(need, least, most));
        }
    // Panels stacked on one side share its width: the widest need wins (else the last
    // one's smaller width narrowed the parameters under the logical structure).
    for (int i = 0; i < docks.size(); ++i)
        for (int j = 0; j < docks.size(); ++j)
            if (window->dockWidgetArea(docks[i]) == window->dockWidgetArea(docks[j]))
                widths[i] = std::max(widths[i], widths[j]);
    bool widened = false;
    for (int i = 0; i < docks.size(); ++i)
        widened = widened || widths[i] != docks[i]->width();
    window->resizeDocks(docks, widths, Qt::Horizontal);
    window->layout()->activate();
    // A wider panel lays its rows out anew: its height is shared again to end between them
    // (the ring widening to be numbered had left a sliver of the check box under the
    // parameters' cut).
    shareStackedHeights(window, !widenOnly || widened);
}

} // namespace popslab::gui
