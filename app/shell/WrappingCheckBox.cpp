#include "WrappingCheckBox.h"

#include <QStyleOptionButton>
#include <QStylePainter>

namespace popslab::gui {

int WrappingCheckBox::indicatorWidth() const {
    return style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, this) +
           style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, nullptr, this) + 2;
}

QSize WrappingCheckBox::sizeHint() const {
    const QSize one = QCheckBox::sizeHint(); // the text on one line
    return {std::min(one.width(), indicatorWidth() + 12 * fontMetrics().averageCharWidth()),
            heightForWidth(std::min(one.width(), indicatorWidth() + 12 * fontMetrics().averageCharWidth()))};
}

QSize WrappingCheckBox::minimumSizeHint() const {
    // The longest word, so no word is cut; Chinese breaks between any two characters.
    int word = 0;
    QString run;
    auto end = [&] {
        word = std::max(word, fontMetrics().horizontalAdvance(run));
        run.clear();
    };
    for (const QChar c : text()) {
        if (c.isSpace()) {
            end();
        } else if (c.unicode() >= 0x2e80) {
            end();
            run = c;
            end();
        } else {
            run += c;
        }
    }
    end();
    // One line high, as a wrapped label's: the layout gives it heightForWidth at the width it
    // has. Its height at the longest word's width (seven lines) had made the POPS panel's
    // contents 82 px taller than their rows, blank space to scroll into (walk 9).
    return {indicatorWidth() + word, heightForWidth(QWIDGETSIZE_MAX / 2)};
}

int WrappingCheckBox::heightForWidth(int width) const {
    const QRect text = fontMetrics().boundingRect(QRect(0, 0, std::max(1, width - indicatorWidth()), 10000),
                                                  Qt::TextWordWrap, this->text());
    return std::max(text.height(), style()->pixelMetric(QStyle::PM_IndicatorHeight, nullptr, this)) + 4;
}

void WrappingCheckBox::paintEvent(QPaintEvent*) {
    QStylePainter p(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    const QString text = option.text;
    option.text.clear(); // the box and the focus frame; the text wrapped below
    const QRect indicator = style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, this);
    option.rect.setHeight(indicator.height());
    option.rect.moveTop(2);
    p.drawControl(QStyle::CE_CheckBox, option);
    const QRect where = rect().adjusted(indicatorWidth(), 0, 0, 0);
    p.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    p.drawText(where, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap | Qt::TextShowMnemonic, text);
}

} // namespace popslab::gui
