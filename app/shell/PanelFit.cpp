#include "PanelFit.h"

#include <QAbstractItemView>
#include <QChildEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QStyle>
#include <QTableView>
#include <QWidget>
#include <algorithm>

namespace popslab::gui {

namespace {

void shrink(QComboBox* combo) {
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(8);
    // The list opens as wide as its longest entry, whatever the box's width.
    combo->view()->setMinimumWidth(combo->view()->sizeHintForColumn(0));
}

void shrinkAll(QObject* root) {
    if (auto* combo = qobject_cast<QComboBox*>(root)) shrink(combo);
    for (QComboBox* combo : root->findChildren<QComboBox*>())
        shrink(combo);
    // A table's columns as wide as their text, the last taking what is left.
    for (QTableView* table : root->findChildren<QTableView*>()) {
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        table->horizontalHeader()->setStretchLastSection(true);
        table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the last column gives way
    }
    for (QFormLayout* form : root->findChildren<QFormLayout*>())
        form->setRowWrapPolicy(QFormLayout::WrapAllRows); // a label above its field: the field gets the width
}

// Fields a panel adds later (a pattern's own parameters) give way too.
class Follower : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::ChildPolished) shrinkAll(static_cast<QChildEvent*>(event)->child());
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void letPanelShrink(QWidget* panel) {
    shrinkAll(panel);
    for (QWidget* w : panel->findChildren<QWidget*>())
        w->installEventFilter(new Follower(w));
    panel->installEventFilter(new Follower(panel));
}

int choicesWidth(const QDockWidget* panel) {
    const int bar = panel->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8;
    int need = 0;
    for (const QComboBox* c : panel->findChildren<QComboBox*>())
        if (c->isVisible())
            need = std::max(need, 2 * std::max(0, c->mapTo(panel, QPoint(0, 0)).x()) + bar +
                                      c->fontMetrics().horizontalAdvance(c->currentText()) + 48);
    return need;
}

} // namespace popslab::gui

namespace popslab::gui {

void shareStackedHeights(QMainWindow* window) {
    for (const Qt::DockWidgetArea area : {Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea}) {
        QList<QDockWidget*> stacked;
        for (QDockWidget* d : window->findChildren<QDockWidget*>())
            if (d->isVisible() && !d->isFloating() && window->dockWidgetArea(d) == area) stacked << d;
        const int least = window->height() / 3;
        if (stacked.size() < 2 ||
            std::none_of(stacked.begin(), stacked.end(), [least](QDockWidget* d) { return d->height() < least; }))
            continue;
        QList<int> heights;
        for (int k = 0; k < stacked.size(); ++k)
            heights << window->height() / int(stacked.size());
        window->resizeDocks(stacked, heights, Qt::Vertical);
    }
    window->layout()->activate();
}

} // namespace popslab::gui
