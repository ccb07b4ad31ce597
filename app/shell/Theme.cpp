#include "Theme.h"

#include <QApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QWidget>
#include <algorithm>

namespace popslab::gui {

namespace {

// The application's style: Fusion, with two mends.
// - A combo box's text too long for it ends in "…": cut at the arrow, German's "Einbettung
//   mit alternierenden Paaren (wie b" read as the whole choice.
// - Fusion outlines a check box in the window's colour darkened, which on the dark theme's
//   base is the base itself: a checkable list showed bare ticks with no box. On the dark
//   theme the box gets an outline that reads (3:1 against the base, as WCAG asks of a
//   control's boundary).
class LabStyle : public QProxyStyle {
public:
    LabStyle(QStyle* fusion, bool dark) : QProxyStyle(fusion), dark_(dark) {}
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const override {
        const auto* combo = qstyleoption_cast<const QStyleOptionComboBox*>(option);
        if (element != CE_ComboBoxLabel || !combo || combo->editable)
            return QProxyStyle::drawControl(element, option, painter, widget);
        QStyleOptionComboBox elided = *combo;
        elided.currentText = comboLabelText(*combo, widget);
        QProxyStyle::drawControl(element, &elided, painter, widget);
    }
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (!dark_ || (element != PE_IndicatorCheckBox && element != PE_IndicatorItemViewItemCheck)) return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setBrush(Qt::NoBrush);
        const bool enabled = option->state & State_Enabled;
        painter->setPen(enabled ? QColor(150, 150, 156) : QColor(96, 96, 102));
        painter->drawRect(QRectF(option->rect).adjusted(0.5, 0.5, -1.5, -1.5));
        painter->restore();
    }

private:
    bool dark_;
};

QPalette& systemPalette() {
    static QPalette palette = QApplication::palette(); // as the desktop set it up
    return palette;
}
} // namespace

QString comboLabelText(const QStyleOptionComboBox& option, const QWidget* combo) {
    const QStyle* style = combo ? combo->style() : QApplication::style();
    int room = style->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo).width();
    if (!option.currentIcon.isNull()) room -= option.iconSize.width() + 4;
    return option.fontMetrics.elidedText(option.currentText, Qt::ElideRight, std::max(0, room));
}

bool systemPrefersDark() {
    return systemPalette().color(QPalette::Window).lightness() < 128;
}

void applyTheme(bool dark) {
    systemPalette(); // remember the desktop's palette before the first change
    if (QStyle* fusion = QStyleFactory::create("Fusion"))
        QApplication::setStyle(new LabStyle(fusion, dark)); // the application owns it
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
