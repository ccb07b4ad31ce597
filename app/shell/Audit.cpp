#include "Audit.h"

#include "Palette.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFontInfo>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <cmath>
#include <map>
#include <qcustomplot.h>

namespace popslab::gui {

using render::contrastRatio;

namespace {

constexpr int presentationPixels = 14; // the least a class reads from the back row
constexpr double leastContrast = 4.5;  // WCAG 2 AA for text

QString shortText(QString text) {
    text = text.simplified();
    return text.size() > 40 ? text.left(38) + "..." : text;
}

// Where a widget sits, for a reader of the findings: the dock or the tab page.
QString where(const QWidget* w) {
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (auto* dock = qobject_cast<const QDockWidget*>(p))
            return " in the panel '" + (dock->windowTitle().isEmpty() ? dock->objectName() : dock->windowTitle()) + "'";
    return {};
}

QString describe(const QWidget* w, const QString& text) {
    return QString("%1 '%2'%3").arg(w->metaObject()->className(), shortText(text), where(w));
}

// Inside a scroll area's viewport: scrolled out of sight is not cut off.
bool scrolled(const QWidget* w) {
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<const QAbstractScrollArea*>(p->parentWidget()); area && area->viewport() == p)
            return true;
    return false;
}

// The colour most of `rect` of the shot has: what text there is read against. Given the
// text's own colour, the pixels of (within 4 of) that colour are left out where the rest is
// a real share of the box (a quarter): a small bold digit fills most of its box, and its
// glyph had been taken for its background (black "6" on a yellow square read as black on
// black). Where the text's colour is nearly all there is, text on its own colour, it counts.
QColor dominantColour(const QImage& shot, QRect rect, const QColor& text = {}) {
    rect &= shot.rect();
    if (rect.isEmpty()) return {};
    auto isText = [&](QRgb p) {
        return text.isValid() && std::abs(qRed(p) - text.red()) <= 4 && std::abs(qGreen(p) - text.green()) <= 4 &&
               std::abs(qBlue(p) - text.blue()) <= 4;
    };
    std::map<QRgb, int> rest, all;
    int restCount = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QRgb p = shot.pixel(x, y);
            ++all[p & 0xfff0f0f0];
            if (!isText(p)) {
                ++rest[p & 0xfff0f0f0];
                ++restCount;
            }
        }
    const auto& count = restCount * 4 >= rect.width() * rect.height() ? rest : all;
    const auto most =
        std::max_element(count.begin(), count.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    return QColor::fromRgb(most->first | 0x080808);
}

// The text a widget shows and the width it needs for it; an empty text for none.
struct Shown {
    QString text;
    int need = 0, have = 0;
    bool wrapped = false;
};

Shown shownText(QWidget* w) {
    const QFontMetrics fm(w->font());
    auto advance = [&](QString t) { return fm.horizontalAdvance(t.remove('&')); };
    if (auto* label = qobject_cast<QLabel*>(w)) {
        if (label->pixmap().isNull() == false) return {};
        QString text = label->text();
        if (Qt::mightBeRichText(text)) text = QTextDocumentFragment::fromHtml(text).toPlainText();
        if (label->wordWrap()) return {text, label->heightForWidth(label->width()), label->height(), true};
        return {text, label->sizeHint().width(), label->width()};
    }
    if (auto* tool = qobject_cast<QToolButton*>(w)) {
        if (tool->toolButtonStyle() == Qt::ToolButtonIconOnly || tool->text().isEmpty()) return {};
        if (qobject_cast<QTabBar*>(tool->parentWidget())) return {}; // the tab bar's arrows
        return {tool->text(), tool->sizeHint().width(), tool->width()};
    }
    if (qobject_cast<QCheckBox*>(w) || qobject_cast<QRadioButton*>(w))
        return {static_cast<QAbstractButton*>(w)->text(), w->sizeHint().width(), w->width()};
    if (auto* button = qobject_cast<QPushButton*>(w)) {
        const int icon = button->icon().isNull() ? 0 : button->iconSize().width() + 4;
        int widest = 0; // a button's text of several lines is as wide as its widest
        for (const QString& line : button->text().split('\n'))
            widest = std::max(widest, advance(line));
        return {button->text(), widest + icon + 8, button->width()};
    }
    if (auto* combo = qobject_cast<QComboBox*>(w)) {
        QStyleOptionComboBox opt;
        opt.initFrom(combo);
        opt.editable = combo->isEditable();
        const QRect field =
            combo->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, combo);
        return {combo->currentText(), advance(combo->currentText()), field.width()};
    }
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(w)) {
        auto* edit = spin->findChild<QLineEdit*>();
        return edit ? Shown{edit->text(), advance(edit->text()), edit->width() - 4} : Shown{};
    }
    if (auto* group = qobject_cast<QGroupBox*>(w))
        return {group->title(), advance(group->title()) + (group->isCheckable() ? 24 : 8), group->width()};
    return {};
}

struct Auditor {
    const AuditInput& in;
    std::vector<AuditFinding> found;
    bool dark = false;

    void add(QString widget, QString what) { found.push_back({std::move(widget), std::move(what)}); }
    QRect inWindow(const QWidget* w, const QRect& r) const { return QRect(w->mapTo(in.window, r.topLeft()), r.size()); }

    void contrast(const QWidget* w, const QString& name, const QColor& text, const QRect& rect) {
        const QColor behind = dominantColour(in.shot, rect, text);
        if (!behind.isValid()) return;
        const double ratio = contrastRatio(text, behind);
        if (ratio < leastContrast)
            add(name, QString("contrast %1:1 (text %2 on %3), under %4:1")
                          .arg(ratio, 0, 'f', 2)
                          .arg(text.name(), behind.name())
                          .arg(leastContrast));
        (void)w;
    }

    void textWidget(QWidget* w) {
        const Shown s = shownText(w);
        if (s.text.trimmed().isEmpty()) return;
        const QString name = describe(w, s.text);
        if (s.need > s.have + 1)
            add(name, s.wrapped ? QString("clipped: needs %1 px of height, has %2").arg(s.need).arg(s.have)
                                : QString("clipped: needs %1 px of width, has %2").arg(s.need).arg(s.have));
        if (s.text.contains(QChar(0x2026))) add(name, "elided");
        if (in.presentation && QFontInfo(w->font()).pixelSize() < presentationPixels)
            add(name, QString("text of %1 px in presentation mode").arg(QFontInfo(w->font()).pixelSize()));
        if (w->isEnabled())
            contrast(w, name, w->palette().color(QPalette::Active, w->foregroundRole()), inWindow(w, w->rect()));
    }

    void placement(QWidget* w) {
        if (scrolled(w)) return;
        const QRect r = inWindow(w, w->rect());
        if (!in.window->rect().adjusted(-1, -1, 1, 1).contains(r))
            add(describe(w, shownText(w).text),
                QString("past the window's edge (%1,%2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()));
        else if (const QRect seen = w->visibleRegion().boundingRect();
                 !seen.isEmpty() && (seen.width() < w->width() - 1 || seen.height() < w->height() - 1) &&
                 !shownText(w).text.isEmpty())
            add(describe(w, shownText(w).text), QString("cut off by its container: %1x%2 of %3x%4 px shown")
                                                    .arg(seen.width())
                                                    .arg(seen.height())
                                                    .arg(w->width())
                                                    .arg(w->height()));
    }

    void tabBar(QTabBar* bar) {
        for (QToolButton* arrow : bar->findChildren<QToolButton*>(Qt::FindDirectChildrenOnly))
            if (arrow->isVisible()) {
                add(describe(bar, bar->tabText(0)), "the tabs scroll sideways");
                break;
            }
        const QFontMetrics fm(bar->font());
        for (int i = 0; i < bar->count(); ++i)
            if (fm.horizontalAdvance(bar->tabText(i).remove('&')) > bar->tabRect(i).width() - 8)
                add(describe(bar, bar->tabText(i)), "tab text clipped or elided");
        if (in.presentation && QFontInfo(bar->font()).pixelSize() < presentationPixels)
            add(describe(bar, bar->tabText(0)), "tab text under 14 px in presentation mode");
    }

    void header(QHeaderView* h) {
        if (h->orientation() != Qt::Horizontal || !h->model()) return;
        const QFontMetrics fm(h->font());
        const int margin = 2 * h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
        for (int i = 0; i < h->count(); ++i) {
            if (h->isSectionHidden(i)) continue;
            const QString text = h->model()->headerData(i, Qt::Horizontal).toString();
            if (fm.horizontalAdvance(text) + margin > h->sectionSize(i) + 1)
                add(describe(h, text), QString("column header clipped: needs %1 px, has %2")
                                           .arg(fm.horizontalAdvance(text) + margin)
                                           .arg(h->sectionSize(i)));
        }
    }

    void dock(QDockWidget* d) {
        if (d->isFloating()) return;
        const int need = QFontMetrics(d->font()).horizontalAdvance(d->windowTitle()) + 48; // title + buttons
        if (need > d->width()) add(describe(d, d->windowTitle()), "panel title clipped");
    }

    void scrollBar(QScrollBar* bar) {
        const QWidget* area = bar;
        while (area && !qobject_cast<const QAbstractScrollArea*>(area))
            area = area->parentWidget();
        QString name = area ? area->metaObject()->className() : "QScrollBar";
        if (auto* scroll = qobject_cast<const QScrollArea*>(area); scroll && scroll->widget())
            name += QString(" of %1").arg(scroll->widget()->metaObject()->className());
        if (area) name += where(area);
        // What makes the page so wide: its widest part.
        if (auto* scroll = qobject_cast<const QScrollArea*>(area); scroll && scroll->widget()) {
            const QWidget* widest = nullptr;
            for (const QWidget* child : scroll->widget()->findChildren<QWidget*>())
                if (child->isVisible() &&
                    (!widest || child->minimumSizeHint().width() > widest->minimumSizeHint().width()))
                    widest = child;
            if (widest && widest->minimumSizeHint().width() > scroll->viewport()->width())
                name += QString(", its widest part %1 (%2 px)")
                            .arg(describe(widest, shownText(const_cast<QWidget*>(widest)).text))
                            .arg(widest->minimumSizeHint().width());
        }
        if (bar->orientation() == Qt::Horizontal && bar->maximum() > 0)
            add(name, QString("a sideways scroll bar (%1 px more than fits)").arg(bar->maximum()));
    }

    void axis(QCPAxis* axis, const QString& name) {
        if (!axis->visible()) return;
        const QFontMetrics fm(axis->tickLabelFont());
        if (in.presentation && QFontInfo(axis->tickLabelFont()).pixelSize() < presentationPixels)
            add(name, QString("axis numbers of %1 px in presentation mode")
                          .arg(QFontInfo(axis->tickLabelFont()).pixelSize()));
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        const bool vertical = axis->orientation() == Qt::Vertical;
        for (int i = 1; i < ticks.size() && i < labels.size(); ++i) {
            const double gap = std::abs(axis->coordToPixel(ticks[i]) - axis->coordToPixel(ticks[i - 1]));
            const double need =
                vertical ? fm.height() : (fm.horizontalAdvance(labels[i]) + fm.horizontalAdvance(labels[i - 1])) / 2.0;
            if (axis->tickLabels() && gap < need) {
                add(name, QString("axis numbers '%1' and '%2' overlap").arg(labels[i - 1], labels[i]));
                break;
            }
        }
    }

    void plot(QCustomPlot* plot) {
        const QString name = describe(plot, plot->objectName());
        // Its margin left of the axis: what the data leaves of the background.
        const QColor behind = dominantColour(in.shot, inWindow(plot, QRect(0, 0, 6, plot->height())));
        if (behind.isValid() && (behind.lightness() < 128) != dark)
            add(name, QString("the plot's background %1 does not follow the %2 theme")
                          .arg(behind.name(), dark ? "dark" : "light"));
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* a : rect->axes()) {
                axis(a, name);
                if (a->visible() && a->tickLabels() && behind.isValid() &&
                    contrastRatio(a->tickLabelColor(), behind) < leastContrast)
                    add(name, QString("axis numbers' contrast %1:1")
                                  .arg(contrastRatio(a->tickLabelColor(), behind), 0, 'f', 2));
            }
        // A title as wide as its text needs, within the plot.
        for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
            if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i))) {
                const QFontMetrics fm(title->font());
                int widest = 0;
                for (const QString& line : title->text().split('\n'))
                    widest = std::max(widest, fm.horizontalAdvance(line));
                if (widest > plot->width())
                    add(name, QString("plot title clipped: needs %1 px, has %2").arg(widest).arg(plot->width()));
            }
        // Each axis title within its axis's length.
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* a : rect->axes()) {
                if (!a->visible() || a->label().isEmpty()) continue;
                const QFontMetrics fm(a->labelFont());
                int widest = 0;
                for (const QString& line : a->label().split('\n'))
                    widest = std::max(widest, fm.horizontalAdvance(line));
                const int room = a->orientation() == Qt::Vertical ? plot->height() : plot->width();
                if (widest > room)
                    add(name,
                        QString("axis title '%1' clipped: needs %2 px, has %3").arg(a->label()).arg(widest).arg(room));
            }
        // Each legend entry whole, within the plot.
        if (plot->legend && plot->legend->visible())
            for (int i = 0; i < plot->legend->itemCount(); ++i) {
                QCPAbstractLegendItem* item = plot->legend->item(i);
                if (!item) continue; // an empty cell of the legend's grid
                const QRect r = item->outerRect();
                const int need = item->minimumOuterSizeHint().width();
                if (item->visible() && (r.right() > plot->width() || need > r.width() + 1)) {
                    auto* entry = qobject_cast<QCPPlottableLegendItem*>(item);
                    add(name, QString("legend entry '%1' clipped: needs %2 px, has %3")
                                  .arg(entry ? entry->plottable()->name() : QString::number(i + 1))
                                  .arg(need)
                                  .arg(std::min(r.width(), plot->width() - r.left())));
                }
            }
        if (in.presentation && plot->legend && plot->legend->visible() &&
            QFontInfo(plot->legend->font()).pixelSize() < presentationPixels)
            add(name, "legend text under 14 px in presentation mode");
    }

    void figures() {
        if (!in.probe) return;
        std::map<const QPaintDevice*, std::vector<const render::LabelRecord*>> byDevice;
        for (const render::LabelRecord& r : in.probe->labels())
            byDevice[r.device].push_back(&r);
        for (auto& [device, labels] : byDevice) {
            auto* w = dynamic_cast<const QWidget*>(device);
            if (!w || !w->isVisible() || !in.window->isAncestorOf(w)) continue;
            figure(w, labels);
        }
    }

    // Whether two labels' own rectangles share more than an edge: turned along a ring's radii
    // (the WDM star of 32), their upright boxes met where the names did not.
    static bool shapesMeet(const render::LabelRecord& a, const render::LabelRecord& b) {
        if (a.shape.isEmpty() || b.shape.isEmpty()) return true;
        const QRectF common = a.shape.intersected(b.shape).boundingRect();
        return common.width() > 1 && common.height() > 1;
    }

    void figure(const QWidget* w, std::vector<const render::LabelRecord*>& labels) {
        std::sort(labels.begin(), labels.end(), [](auto* a, auto* b) { return a->drawn.left() < b->drawn.left(); });
        const QString name = QString("%1%2").arg(w->metaObject()->className(), where(w));
        for (std::size_t i = 0; i < labels.size(); ++i) {
            const QRectF a = labels[i]->drawn.adjusted(0.5, 0.5, -0.5, -0.5);
            for (std::size_t j = i + 1; j < labels.size() && labels[j]->drawn.left() < a.right(); ++j)
                if (a.intersects(labels[j]->drawn.adjusted(0.5, 0.5, -0.5, -0.5)) && shapesMeet(*labels[i], *labels[j]))
                    add(name, QString("labels '%1' and '%2' overlap")
                                  .arg(shortText(labels[i]->text), shortText(labels[j]->text)));
            for (const render::ObstacleRecord& o : in.probe->obstacles())
                if (o.device == w && a.intersects(o.box) && !o.box.contains(a))
                    add(name, QString("label '%1' runs into a node").arg(shortText(labels[i]->text)));
            // A label past the figure's edge is cut where a reader sees it (a bus's legend ran
            // "unteres Segment" off the pane, drawn whole but outside).
            // (Not on a canvas zoomed or panned away from its fit, which says so.)
            const QVariant fitted = w->property("popslabFitted");
            if ((!fitted.isValid() || fitted.toBool()) &&
                !QRectF(w->rect()).adjusted(-1, -1, 1, 1).contains(labels[i]->drawn))
                add(name, QString("label '%1' runs past the figure's edge").arg(shortText(labels[i]->text)));
            if (in.presentation && labels[i]->lineHeight < presentationPixels)
                add(name, QString("label '%1' of %2 px in presentation mode")
                              .arg(shortText(labels[i]->text))
                              .arg(labels[i]->lineHeight, 0, 'f', 1));
            else if (!in.presentation && labels[i]->lineHeight < render::kWindowPixels)
                add(name, QString("label '%1' of %2 px, under %3 outside presentation mode")
                              .arg(shortText(labels[i]->text))
                              .arg(labels[i]->lineHeight, 0, 'f', 1)
                              .arg(render::kWindowPixels));
            const QRectF r = labels[i]->drawn;
            contrast(w, QString("%1: label '%2'").arg(name, shortText(labels[i]->text)), labels[i]->colour,
                     inWindow(w, r.toAlignedRect()));
        }
        const QColor behind = dominantColour(in.shot, inWindow(w, w->rect()));
        if (behind.isValid() && (behind.lightness() < 128) != dark)
            add(name, QString("the figure's background %1 does not follow the %2 theme")
                          .arg(behind.name(), dark ? "dark" : "light"));
    }
};

} // namespace

std::vector<AuditFinding> auditWindow(const AuditInput& input) {
    Auditor a{input, {}, input.window->palette().color(QPalette::Window).lightness() < 128};
    for (QWidget* w : input.window->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->isWindow() || w->visibleRegion().isEmpty()) continue;
        if (auto* bar = qobject_cast<QTabBar*>(w))
            a.tabBar(bar);
        else if (auto* h = qobject_cast<QHeaderView*>(w))
            a.header(h);
        else if (auto* d = qobject_cast<QDockWidget*>(w))
            a.dock(d);
        else if (auto* s = qobject_cast<QScrollBar*>(w))
            a.scrollBar(s);
        else if (auto* p = qobject_cast<QCustomPlot*>(w))
            a.plot(p);
        else {
            a.textWidget(w);
            a.placement(w);
        }
    }
    a.figures();
    return a.found;
}

} // namespace popslab::gui
