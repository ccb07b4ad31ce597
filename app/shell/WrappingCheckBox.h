// A check box whose text wraps, as a word-wrapped label's does: a panel's long option
// ("Send each phase whole within one slot", longer in German) then fits the panel's
// width instead of widening it into a sideways scroll bar.
#pragma once

#include <QCheckBox>

namespace popslab::gui {

class WrappingCheckBox : public QCheckBox {
    Q_OBJECT
public:
    using QCheckBox::QCheckBox;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool hitButton(const QPoint& pos) const override { return rect().contains(pos); } // every line

private:
    int indicatorWidth() const; // the box and the space before the text
};

} // namespace popslab::gui
