#include "Theme.h"

#include <QApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace popslab::gui {

namespace {

// Fusion outlines a check box in the window's colour darkened, which on the dark theme's
// base is the base itself: a checkable list showed bare ticks with no box. On the dark
// theme the box gets an outline that reads (3:1 against the base, as WCAG asks of a
// control's boundary).
class DarkIndicators : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (element != PE_IndicatorCheckBox && element != PE_IndicatorItemViewItemCheck) return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setBrush(Qt::NoBrush);
        const bool enabled = option->state & State_Enabled;
        painter->setPen(enabled ? QColor(150, 150, 156) : QColor(96, 96, 102));
        painter->drawRect(QRectF(option->rect).adjusted(0.5, 0.5, -1.5, -1.5));
        painter->restore();
    }
};

QPalette& systemPalette() {
    static QPalette palette = QApplication::palette(); // as the desktop set it up
    return palette;
}
} // namespace

bool systemPrefersDark() {
    return systemPalette().color(QPalette::Window).lightness() < 128;
}

void applyTheme(bool dark) {
    systemPalette(); // remember the desktop's palette before the first change
    if (QStyle* fusion = QStyleFactory::create("Fusion"))
        QApplication::setStyle(dark ? new DarkIndicators(fusion) : fusion); // the application owns it
    if (!dark) {
        QApplication::setPalette(systemPrefersDark() ? QApplication::style()->standardPalette() : systemPalette());
        return;
    }
    const QColor window(45, 45, 50), base(30, 30, 34), text(232, 232, 232), disabled(150, 150, 150);
    // From the button and window colours Qt derives the bevels' shades (Light, Midlight,
    // Mid, Dark, Shadow): left as the light palette's, they put white text on light
    // grey (WDM's partition) and smear disabled menu entries.
    QPalette p(window, window);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 90, 90));
    p.setColor(QPalette::Link, QColor(86, 180, 233));
    p.setColor(QPalette::Highlight, QColor(0, 114, 178));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, disabled);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Light, window); // no etched shadow under disabled text
    QApplication::setPalette(p);
}

} // namespace popslab::gui
