#include "PanelFit.h"

#include "WheelScrollsPanel.h"

#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QChildEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>
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
    if (auto* field = qobject_cast<QComboBox*>(root)) letWheelScroll(field);
    if (auto* field = qobject_cast<QAbstractSpinBox*>(root)) letWheelScroll(field);
    for (QComboBox* field : root->findChildren<QComboBox*>())
        letWheelScroll(field);
    for (QAbstractSpinBox* field : root->findChildren<QAbstractSpinBox*>())
        letWheelScroll(field);
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

int unscrolledWidth(const QDockWidget* panel) {
    const auto* scroll = qobject_cast<const QScrollArea*>(panel->widget());
    if (!scroll || !scroll->widget()) return 0;
    // Its contents' least width, what the panel puts around its viewport, and the up-down
    // bar where the contents are taller than the panel (it comes once the panel is wider).
    const QWidget* contents = scroll->widget();
    const QScrollBar* upDown = scroll->verticalScrollBar();
    const bool tall = contents->minimumSizeHint().height() > scroll->viewport()->height();
    const int bar = tall && !upDown->isVisible() ? panel->style()->pixelMetric(QStyle::PM_ScrollBarExtent) : 0;
    return contents->minimumSizeHint().width() + panel->width() - scroll->viewport()->width() + bar;
}

int tablesWidth(const QDockWidget* panel) {
    const int bar = panel->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8;
    int need = 0;
    for (const QTableView* t : panel->findChildren<QTableView*>()) {
        if (!t->isVisible() || !t->model()) continue;
        const QHeaderView* header = t->horizontalHeader();
        // The columns before the last are sized to their contents; the last, stretched,
        // needs its widest cell's text (of the first rows: a long table scrolls down alike).
        const int last = header->count() - 1;
        int columns = 0;
        for (int c = 0; c < last; ++c)
            if (!header->isSectionHidden(c)) columns += header->sectionSize(c);
        int lastNeed = last >= 0 ? header->sectionSizeHint(last) : 0;
        for (int r = 0; last >= 0 && r < std::min(t->model()->rowCount(), 200); ++r)
            lastNeed = std::max(
                lastNeed,
                t->fontMetrics().horizontalAdvance(t->model()->data(t->model()->index(r, last)).toString()) + 12);
        columns += lastNeed;
        const int frame = 2 * t->frameWidth() + (t->verticalHeader()->isVisible() ? t->verticalHeader()->width() : 0);
        need = std::max(need, 2 * std::max(0, t->mapTo(panel, QPoint(0, 0)).x()) + bar + frame + columns);
    }
    return need;
}

} // namespace popslab::gui

namespace popslab::gui {

int contentsHeight(const QDockWidget* d) {
    auto* scroll = qobject_cast<const QScrollArea*>(d->widget());
    if (!scroll || !scroll->widget()) return 0;
    const QWidget* inside = scroll->widget();
    const int width = scroll->viewport()->width();
    const int need = inside->hasHeightForWidth() ? inside->heightForWidth(width) : inside->sizeHint().height();
    return need + (d->height() - scroll->viewport()->height());
}

// The panel's height, at most `height`, at which its scrolled contents end between two rows
// rather than through one: a form's row is its label and its field together, any other
// widget a row of its own. Presenting, "direction" had been sliced through its text. Where
// no row ends in the panel (a row taller than it), `height` itself.
static int betweenRows(const QDockWidget* d, int height) {
    auto* scroll = qobject_cast<const QScrollArea*>(d->widget());
    if (!scroll || !scroll->widget()) return height;
    const QWidget* inside = scroll->widget();
    std::vector<QRect> rows;
    std::vector<const QWidget*> inRows;
    for (const QFormLayout* form : inside->findChildren<QFormLayout*>())
        for (int r = 0; r < form->rowCount(); ++r) {
            QRect row;
            for (const auto role : {QFormLayout::LabelRole, QFormLayout::FieldRole, QFormLayout::SpanningRole})
                if (const QLayoutItem* item = form->itemAt(r, role);
                    item && item->widget() && item->widget()->isVisible()) {
                    const QWidget* w = item->widget();
                    row |= QRect(w->mapTo(inside, QPoint(0, 0)), w->size());
                    inRows.push_back(w);
                }
            if (row.isValid()) rows.push_back(row);
        }
    for (const QWidget* w : inside->findChildren<QWidget*>())
        if (w->isVisible() && w->parentWidget() == inside && std::find(inRows.begin(), inRows.end(), w) == inRows.end())
            rows.push_back(QRect(w->mapTo(inside, QPoint(0, 0)), w->size()));
    const int chrome = d->height() - scroll->viewport()->height();
    const int shownTop = -inside->y(), end = height - chrome + shownTop; // the viewport's ends, in the contents
    int cut = end;
    for (const QRect& row : rows) // cut at a row's top: a row crossing the end has its top above it
        if (row.top() >= shownTop && row.top() < end && row.bottom() >= end) cut = std::min(cut, row.top());
    return cut > shownTop ? height - (end - cut) : height;
}

void shareStackedHeights(QMainWindow* window, bool relayout) {
    for (const Qt::DockWidgetArea area : {Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea}) {
        QList<QDockWidget*> stacked;
        for (QDockWidget* d : window->findChildren<QDockWidget*>())
            if (d->isVisible() && !d->isFloating() && window->dockWidgetArea(d) == area) stacked << d;
        if (stacked.size() < 2) continue;
        int total = 0;
        for (const QDockWidget* d : stacked)
            total += d->height();
        const auto controls = std::find_if(stacked.begin(), stacked.end(),
                                           [](const QDockWidget* d) { return d->objectName().endsWith("-controls"); });
        const bool cut = relayout && controls != stacked.end() && contentsHeight(*controls) > (*controls)->height() + 1;
        const int least = window->height() / 3;
        const bool squeezed =
            std::any_of(stacked.begin(), stacked.end(), [least](QDockWidget* d) { return d->height() < least; });
        if (!cut && !squeezed) continue;
        QList<int> heights;
        for (const QDockWidget* d : stacked)
            heights << (squeezed ? total / int(stacked.size()) : d->height());
        if (controls != stacked.end() && (relayout || squeezed)) {
            // Whole where the others keep at least a third of the side, else ending between
            // rows; the panel next to it (below the parameters, or above where they are not
            // first) takes the difference. The controls come first: presenting on 1366 x 768 in
            // German, keeping 45 % for the ring's numbers had hidden "direction" under a scroll
            // bar (walk 13); the ring then says it is too small to number.
            const int k = int(controls - stacked.begin());
            const int need = contentsHeight(*controls);
            const int whole = need <= total * 2 / 3 ? need : betweenRows(*controls, std::min(heights[k], need));
            heights[k == 0 ? 1 : k - 1] += heights[k] - whole;
            heights[k] = whole;
        }
        window->resizeDocks(stacked, heights, Qt::Vertical);
    }
    window->layout()->activate();
}

} // namespace popslab::gui
