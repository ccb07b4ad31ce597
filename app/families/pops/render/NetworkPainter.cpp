#include "NetworkPainter.h"

#include "Detour.h"
#include "ItemName.h"
#include "Label.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainterPath>
#include <QRegularExpression>
#include <algorithm>
#include <array>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <set>

namespace popslab::pops {

namespace {

// An item's short name on a crowded fibre: its id marked ("#12"; a bare "6" among the rows
// had read as processor 6), a fold's words as the table writes them ("5 items combined", not
// "#5 items combined", which read as item 5).
QString shortName(const QString& table) {
    static const QRegularExpression id(QStringLiteral("^\\d+$"));
    return id.match(table).hasMatch() ? "#" + table : table;
}

// Okabe-Ito colours: distinguishable with the common colour-vision deficiencies
// (vermillion in place of their yellow, which is unreadable on a white page).
const QColor kMessageColours[] = {QColor(0, 114, 178),  QColor(0, 158, 115), QColor(230, 159, 0), QColor(204, 121, 167),
                                  QColor(86, 180, 233), QColor(213, 94, 0),  QColor(0, 0, 0)};

// Above this many fibres the figure bundles them per coupler until zoomed in.
constexpr double kFibreLimit = 6000;

} // namespace

struct SlotMarks {
    std::set<std::uint32_t> conflictCouplers;     // coupler indices
    std::map<std::uint32_t, std::uint32_t> badge; // coupler index -> transmissions
    std::set<std::uint32_t> clashing;             // transmission indices in the slot
    // Processors in trouble, on the side the trouble is: a receiving clash marks the
    // receiver, not the same processor's sending side, which may send nothing that slot.
    std::set<ProcessorId> troubledSending, troubledReceiving;
};

namespace {

SlotMarks marksOf(const ValidationReport* report, const pops::PopsNetwork& net, std::optional<std::uint32_t> slot) {
    SlotMarks m;
    if (!report || !slot) return m;
    for (const Violation& v : report->violationsInSlot(*slot)) {
        if (v.kind == ViolationKind::CouplerConflict && v.coupler) {
            const auto c = net.couplerIndex(*v.coupler);
            m.conflictCouplers.insert(c);
            m.badge[c] = v.count;
            m.clashing.insert(v.transmissions.begin(), v.transmissions.end());
        } else {
            const bool sending = v.kind == ViolationKind::TransmitterConflict ||
                                 v.kind == ViolationKind::SourceGroupMismatch || v.kind == ViolationKind::ItemNotHeld ||
                                 v.kind == ViolationKind::CouplerOutOfRange ||
                                 v.kind == ViolationKind::EmptyDestination;
            const bool receiving = v.kind == ViolationKind::ReceiverConflict ||
                                   v.kind == ViolationKind::DestinationGroupMismatch ||
                                   v.kind == ViolationKind::Undelivered || v.kind == ViolationKind::GoalNotHeld;
            if (!receiving) m.troubledSending.insert(v.processors.begin(), v.processors.end());
            if (!sending) m.troubledReceiving.insert(v.processors.begin(), v.processors.end());
            if (v.kind == ViolationKind::ReceiverConflict || v.kind == ViolationKind::TransmitterConflict)
                m.clashing.insert(v.transmissions.begin(), v.transmissions.end());
        }
    }
    return m;
}

QPointF along(const QPointF& a, const QPointF& b, double t) {
    return a + (b - a) * t;
}

} // namespace

NetworkPainter::NetworkPainter(const NetworkLayout& layout, const Schedule* schedule, const ValidationReport* report)
    : layout_(layout), schedule_(schedule), report_(report) {}

QFont NetworkPainter::font(const QPainter& p, const PaintOptions& o, double sceneSize) const {
    (void)o; // presentation mode enlarges the whole figure, and sceneFont its text on screen
    return render::sceneFont(p, sceneSize);
}

QColor NetworkPainter::messageColour() {
    return kMessageColours[0];
}

QColor NetworkPainter::rightColour() {
    return QColor(0, 158, 115);
}

QRectF NetworkPainter::figureBounds(const PaintOptions& o) const {
    QRectF r = layout_.bounds();
    if (o.legend) r.adjust(0, -30, 0, 70);
    return r;
}

void NetworkPainter::paint(QPainter& p, const PaintOptions& o) const {
    p.save();
    // Level of detail: antialiasing costs most of a redraw of a large network at fit
    // size, where strokes are sub-pixel anyway (bench_render: 40 ms -> 15 ms at
    // POPS(32,32)); small networks, zoomed views and vector exports keep it.
    p.setRenderHint(QPainter::Antialiasing,
                    double(layout_.network().transceiverCount()) <= kFibreLimit || o.pixelsPerUnit >= 1.0);
    p.fillRect(figureBounds(o), o.palette.background);
    paintGroups(p, o);
    const SlotMarks marks = marksOf(report_, layout_.network(), o.slot); // once per paint
    paintFibres(p, o);
    paintMessages(p, o, marks); // under couplers and processors, so their labels stay readable
    paintGroupTitles(p, o);
    paintCouplers(p, o, marks);
    paintProcessors(p, o, marks);
    if (o.legend) paintLegend(p, o);
    p.restore();
}

void NetworkPainter::paintGroups(QPainter& p, const PaintOptions& o) const {
    const auto& net = layout_.network();
    p.setPen(QPen(o.palette.group, 1.0, Qt::DotLine));
    p.setBrush(Qt::NoBrush);
    p.setFont(font(p, o, 10));
    for (GroupId j = 0; j < net.g(); ++j) {
        const QRectF s = layout_.sourceGroup(j), d = layout_.destinationGroup(j), c = layout_.couplerGroup(j);
        p.drawRect(s);
        p.drawRect(d);
        p.drawRect(c);
    }
}

// The groups' titles over the fibres and messages (drawn after them, each on a plate of
// the background), so no line strikes "couplers to group 1" through.
void NetworkPainter::paintGroupTitles(QPainter& p, const PaintOptions& o) const {
    p.setFont(font(p, o, 10));
    p.setPen(o.palette.readable(o.palette.group)); // 5:1 on either theme's background
    for (GroupId j = 0; j < layout_.network().g(); ++j) {
        const QRectF s = layout_.sourceGroup(j), d = layout_.destinationGroup(j);
        platedLabel(p, o, QRectF(s.left() - 2, s.top() - 17, 200, 16), Qt::AlignLeft | Qt::AlignBottom,
                    tr("group %1").arg(j));
        platedLabel(p, o, QRectF(d.left() - 2, d.top() - 17, 200, 16), Qt::AlignLeft | Qt::AlignBottom,
                    tr("group %1").arg(j));
        platedLabel(p, o, layout_.couplerGroupTitle(j), Qt::AlignHCenter | Qt::AlignBottom,
                    tr("couplers to group %1").arg(j), true);
    }
}

// A label on a plate of the figure's background, just the size of its text.
void NetworkPainter::platedLabel(QPainter& p, const PaintOptions& o, const QRectF& box, int flags, const QString& text,
                                 bool opaque) const {
    const QRectF drawn = render::labelRect(p, box, flags, text); // as large as the text drawn, after fitting
    QColor plate = o.palette.background;
    plate.setAlpha(opaque ? 255 : 225);
    p.fillRect(drawn.adjusted(-1, 0, 1, 0), plate);
    render::drawLabel(p, box, flags, text);
}

void NetworkPainter::paintFibres(QPainter& p, const PaintOptions& o) const {
    const auto& net = layout_.network();
    const double fibres = double(net.transceiverCount());
    const bool single = fibres <= kFibreLimit || o.pixelsPerUnit >= 3.0;
    QPen pen(o.palette.fibre, single ? 0.5 : 1.5);
    pen.setCosmetic(false);
    p.setPen(pen);
    for (GroupId i = 0; i < net.g(); ++i) {
        for (GroupId j = 0; j < net.g(); ++j) {
            const Coupler c{i, j};
            if (single) {
                for (std::uint32_t k = 0; k < net.d(); ++k) {
                    p.drawLine(layout_.transmitter(net.processor(j, k), i), layout_.couplerInput(c));
                    p.drawLine(layout_.couplerOutput(c), layout_.receiver(net.processor(i, k), j));
                }
            } else {
                // Bundled: one line from each group to each of its couplers and back.
                p.drawLine(QPointF(layout_.sourceGroup(j).right(), layout_.sourceGroup(j).center().y()),
                           layout_.couplerInput(c));
                p.drawLine(layout_.couplerOutput(c),
                           QPointF(layout_.destinationGroup(i).left(), layout_.destinationGroup(i).center().y()));
            }
        }
    }
}

void NetworkPainter::paintCouplers(QPainter& p, const PaintOptions& o, const SlotMarks& marks) const {
    const auto& net = layout_.network();
    std::set<std::uint32_t> used;
    if (schedule_ && o.slot && *o.slot < schedule_->slotCount())
        for (const Transmission& t : schedule_->slot(*o.slot))
            if (t.couplerDestination < net.g() && t.couplerSource < net.g()) used.insert(net.couplerIndex(t.coupler()));
    const bool labels = layout_.coupler({0, 0}).height() * o.pixelsPerUnit >= 9;
    for (std::uint32_t ci = 0; ci < net.couplerCount(); ++ci) {
        const Coupler c = net.couplerAt(ci);
        const QRectF r = layout_.coupler(c);
        const bool conflict = marks.conflictCouplers.count(ci) > 0;
        QColor fill = used.count(ci) ? o.palette.usedFill : o.palette.coupler;
        if (conflict) fill = o.palette.conflictFill;
        p.setPen(QPen(conflict ? o.palette.conflict : o.palette.ink, conflict ? 2.0 : 0.8));
        p.setBrush(fill);
        p.drawRoundedRect(r, 3, 3);
        if (conflict) { // hatching: visible without colour
            p.setBrush(QBrush(o.palette.conflict, Qt::BDiagPattern));
            p.drawRoundedRect(r, 3, 3);
        }
        if (labels) {
            p.setPen(o.palette.ink);
            p.setFont(font(p, o, std::min(9.0, r.height() * 0.45)));
            const QString name = QString("c(%1,%2)").arg(c.destinationGroup).arg(c.sourceGroup);
            // Where it reads (d < g makes couplers short: POPS(2,4)'s names were 7 px); the
            // tooltip and the slot's table name every coupler. Inside the rounded corners
            // (presenting, "c(0,0)" ran edge to edge and the fibres started in its letters).
            const QRectF inner = r.adjusted(3, 0.5, -3, -0.5);
            if (render::readsInBox(p, inner, Qt::AlignCenter, name)) {
                if (conflict) // the name on the fill, off the hatching's lines, which cut through it
                    p.fillRect(render::labelRect(p, inner, Qt::AlignCenter, name), fill);
                render::drawLabel(p, inner, Qt::AlignCenter, name);
            }
        }
        if (conflict) { // a badge counting the clashing transmissions
            const double size = std::max(12.0, r.height() * 0.7);
            // Beside the coupler's right end, on its row: over its top corner it covered the
            // "g" of "couplers to group 0" above the first of a group.
            const QRectF badge(r.right() + 2, r.center().y() - size / 2, size, size);
            p.setPen(QPen(o.palette.background, 1.0));
            p.setBrush(o.palette.conflict);
            p.drawEllipse(badge);
            p.setPen(render::inkOn(o.palette.conflict)); // white read 3.2:1 on the dark theme's lighter red
            p.setFont(font(p, o, size * 0.5));
            render::drawLabel(p, badge, Qt::AlignCenter, QString::number(marks.badge.at(ci)));
        }
    }
}

bool NetworkPainter::namesAt(double pixelsPerUnit) const {
    return layout_.processorHeight() * pixelsPerUnit >= 8;
}

void NetworkPainter::paintProcessors(QPainter& p, const PaintOptions& o, const SlotMarks& marks) const {
    const auto& net = layout_.network();
    const bool labels = namesAt(o.pixelsPerUnit);
    std::optional<ValueFit> valueFit; // how the values read (decided once, for all)
    if (layout_.processorHeight() * o.pixelsPerUnit < 2.5) {
        // Level of detail: sub-pixel processors are drawn as one block per group,
        // with troubled processors still marked on top.
        p.setPen(QPen(o.palette.ink, 0.8));
        p.setBrush(o.palette.coupler);
        for (GroupId j = 0; j < net.g(); ++j) {
            p.drawRect(layout_.sourceGroup(j).adjusted(6, 4, -6, -4));
            p.drawRect(layout_.destinationGroup(j).adjusted(6, 4, -6, -4));
        }
        p.setPen(QPen(o.palette.conflict, 2.0));
        for (ProcessorId x : marks.troubledSending)
            p.drawRect(layout_.sourceProcessor(x));
        for (ProcessorId x : marks.troubledReceiving)
            p.drawRect(layout_.destinationProcessor(x));
        return;
    }
    const std::optional<QFont> badgeFont = labels ? heldBadgeFont(p, o, marks) : std::nullopt;
    for (ProcessorId x = 0; x < net.processorCount(); ++x) {
        const bool selected = o.selected && *o.selected == x;
        const QRectF sourceRect = layout_.sourceProcessor(x), destinationRect = layout_.destinationProcessor(x);
        for (const QRectF& r : {std::cref(sourceRect), std::cref(destinationRect)}) {
            const bool troubled = (&r == &sourceRect ? marks.troubledSending : marks.troubledReceiving).count(x) > 0;
            p.setPen(QPen(troubled   ? o.palette.conflict
                          : selected ? o.palette.selection
                                     : o.palette.ink,
                          troubled || selected ? 2.0 : 0.8, troubled ? Qt::DashLine : Qt::SolidLine));
            p.setBrush(o.palette.background);
            p.drawRect(r);
            if (labels) {
                p.setPen(o.palette.ink);
                const bool withHeld = o.held && x < o.held->size();
                const bool withValue = o.values && x < o.values->size() && &r == &destinationRect;
                const bool aside = withHeld || withValue; // the number moves left to make room
                p.setFont(font(p, o, 9));
                const QString id = drawnId(x, troubled);
                const double idWidth = QFontMetricsF(p.font(), p.device()).horizontalAdvance(id);
                render::drawLabel(p, aside ? r.adjusted(4, 0, 0, 0) : r,
                                  aside ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter, id);
                if (withValue) paintValue(p, o, x, r, marks, valueFit);        // its value after the slot
                if (badgeFont && withHeld && !o.values && &r == &sourceRect) { // the items held, at the sending side
                    p.setPen(o.palette.readable(o.palette.faint));
                    p.setFont(*badgeFont);
                    render::drawLabel(p, r.adjusted(4 + idWidth + 3, 0, -3, 0), Qt::AlignRight | Qt::AlignVCenter,
                                      heldBadge(x, o));
                }
            }
        }
    }
}

// A processor's number as drawn: marked "!" where it is in trouble in this slot.
QString NetworkPainter::drawnId(ProcessorId x, bool troubled) {
    return troubled ? QString("%1 !").arg(x) : QString::number(x);
}

// What processor x holds when the slot starts: its items' numbers, or how many.
QString NetworkPainter::heldBadge(ProcessorId x, const PaintOptions& o) const {
    const auto& items = (*o.held)[x];
    QString text;
    if (items.size() <= 2)
        for (ItemIndex i : items)
            text += (text.isEmpty() ? "" : ",") + QString::number(schedule_->itemId(i));
    else
        text = tr("%1 items").arg(items.size());
    return "{" + text + "}";
}

// The held items' badges, right of each processor's number and never over it, at one size
// for all: the size the tightest fits at, where that reads; else none (each processor's
// tooltip lists them). Fitted one by one, presenting in German processors 10 to 15 had
// lost their "{5 Daten}" beside 0 to 9 keeping theirs, and looked empty.
std::optional<QFont> NetworkPainter::heldBadgeFont(QPainter& p, const PaintOptions& o, const SlotMarks& marks) const {
    if (!o.held || o.values) return std::nullopt;
    const auto& net = layout_.network();
    const int flags = Qt::AlignRight | Qt::AlignVCenter;
    p.save();
    std::vector<std::pair<QRectF, std::vector<QString>>> badges;
    bool reads = true;
    for (ProcessorId x = 0; x < net.processorCount() && x < o.held->size() && reads; ++x) {
        const QRectF r = layout_.sourceProcessor(x);
        p.setFont(font(p, o, 9));
        // The number as drawn: "5 !" where the processor is in trouble.
        const double idWidth =
            QFontMetricsF(p.font(), p.device()).horizontalAdvance(drawnId(x, marks.troubledSending.count(x) > 0));
        const QRectF room = r.adjusted(4 + idWidth + 3, 0, -3, 0);
        p.setFont(font(p, o, 7));
        reads = room.width() >= r.height() * 0.5 && render::readsInBox(p, room, flags, heldBadge(x, o));
        badges.push_back({room, {heldBadge(x, o)}});
    }
    // Up to a little under the number's size where every badge has the room (at 7 points
    // the exercise's sets read 7 px beside 12 px numbers, the boxes half empty).
    p.setFont(font(p, o, 8));
    render::fitFontToAll(p, flags, badges);
    const QFont smallest = p.font();
    p.restore();
    return reads && !badges.empty() ? std::optional<QFont>(smallest) : std::nullopt;
}

// A receiver's value after the slot, right of its number, with a mark (right or wrong) as
// well as a colour. Wide values are squeezed towards the box's right edge rather than run
// into the number, all by the one factor the tightest needs (squeezed one by one, presenting
// "= 12 ✓" had read smaller than "= 11 ✓" beside it); where the widest would be too small to
// read so (presenting, "= 563 ✓" was 12.4 px), every value drops its "= ". Both are decided
// once in `fit`, so that all read alike.
void NetworkPainter::paintValue(QPainter& p, const PaintOptions& o, ProcessorId x, const QRectF& box,
                                const SlotMarks& marks, std::optional<ValueFit>& fit) const {
    auto textOf = [&](ProcessorId y) {
        const auto& v = (*o.values)[y];
        QString text = v ? QString::number(*v) : QString();
        if (o.correctness && y < o.correctness->size() && (*o.correctness)[y] >= 0)
            text += (*o.correctness)[y] == 1 ? QString::fromUtf8(" \u2713") : QString::fromUtf8(" \u2717");
        return text; // a mark, not just a colour
    };
    p.setFont(font(p, o, 9)); // the lesson's result: as large as the processor's number (7 read 7 px)
    const QFontMetricsF metrics(p.font(), p.device());
    const QRectF valueRect = box.adjusted(0, 0, -3, 0);
    if (!fit) {
        // Right of each processor's number (the boxes are alike, the numbers not).
        const auto roomOf = [&](ProcessorId y) {
            return valueRect.width() - 4 - metrics.horizontalAdvance(drawnId(y, marks.troubledReceiving.count(y) > 0)) -
                   8;
        };
        const auto squeezeFor = [&](bool withEquals) {
            double squeeze = 1;
            for (ProcessorId y = 0; y < o.values->size(); ++y)
                if ((*o.values)[y])
                    squeeze = std::min(squeeze, std::max(1e-3, roomOf(y)) /
                                                    metrics.horizontalAdvance((withEquals ? "= " : "") + textOf(y)));
            return squeeze;
        };
        const double line = render::fittedLineHeight(p, valueRect, Qt::AlignRight | Qt::AlignVCenter, "= 0");
        const bool equals = line * squeezeFor(true) >= render::leastReadablePixels(p) + 0.25;
        fit = ValueFit{equals, squeezeFor(equals)};
    }
    const QString text = ((*o.values)[x] && fit->equals ? "= " : "") + textOf(x);
    const bool right = o.correctness && x < o.correctness->size() && (*o.correctness)[x] == 1;
    const bool judged = o.correctness && x < o.correctness->size() && (*o.correctness)[x] >= 0;
    p.setPen(o.palette.readable(!judged ? o.palette.used : right ? rightColour() : o.palette.conflict));
    const double wide = metrics.horizontalAdvance(text);
    p.save();
    if (fit->squeeze < 1) {
        p.translate(valueRect.right(), valueRect.center().y());
        p.scale(fit->squeeze, fit->squeeze);
        p.translate(-valueRect.right(), -valueRect.center().y());
    }
    render::drawLabel(p, QRectF(valueRect.right() - 2 * wide, valueRect.top(), 2 * wide, valueRect.height()),
                      Qt::AlignRight | Qt::AlignVCenter, text);
    p.restore();
}

// Each message's colour in the slot shown: by its place in the slot, or (an exercise, where
// messages move between slots) by its item, so a message keeps its colour when others move;
// an item whose colour another message of the slot has already taken -- items 3 and 10
// modulo 7 -- takes the next free one, lower items first (they had been drawn alike).
std::vector<std::size_t> NetworkPainter::messageHues(const PaintOptions& o) const {
    const auto slot = schedule_->slot(*o.slot);
    std::vector<std::size_t> hues(slot.size());
    if (!o.colourByItem) {
        for (std::size_t k = 0; k < slot.size(); ++k)
            hues[k] = k % 7;
        return hues;
    }
    std::vector<std::size_t> order(slot.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return schedule_->itemId(slot[a].item) < schedule_->itemId(slot[b].item);
    });
    std::array<bool, 7> taken{};
    std::size_t used = 0;
    for (std::size_t k : order) {
        std::size_t hue = std::size_t(schedule_->itemId(slot[k].item)) % 7;
        for (std::size_t step = 0; used < 7 && step < 7 && taken[hue]; ++step)
            hue = (hue + 1) % 7;
        if (!taken[hue]) ++used;
        taken[hue] = true;
        hues[k] = hue;
    }
    return hues;
}

void NetworkPainter::paintMessages(QPainter& p, const PaintOptions& o, const SlotMarks& marks) const {
    if (!schedule_ || !o.slot || *o.slot >= schedule_->slotCount()) return;
    const ItemName names(*schedule_); // each combined item's inputs worked out once a frame
    const auto& net = layout_.network();
    const auto slot = schedule_->slot(*o.slot);
    const bool labels = namesAt(o.pixelsPerUnit);
    // The items' names go on top once every message is drawn: a later fibre would cross
    // an earlier one's "item 5".
    std::vector<ItemLabel> itemLabels;
    const std::vector<std::size_t> hues = messageHues(o);
    for (std::uint32_t k = 0; k < slot.size(); ++k) {
        const Transmission& t = slot[k];
        const auto dsts = schedule_->destinations(t);
        const bool involved =
            !o.selected || t.src == *o.selected || std::find(dsts.begin(), dsts.end(), *o.selected) != dsts.end();
        const bool clash = marks.clashing.count(k) > 0;
        QColor colour = clash ? o.palette.conflict : kMessageColours[hues[k]];
        if (o.palette.isDark() && !clash) colour = colour == QColor(0, 0, 0) ? o.palette.ink : colour.lighter(140);
        if (!involved) colour.setAlpha(50);
        // Two device pixels at least where the figure is a texture of rows (every processor of
        // POPS(1024,2) fitted): the slot's few messages had been invisible hairlines.
        const double least = layout_.processorHeight() * o.pixelsPerUnit < 6 ? 2.0 / o.pixelsPerUnit : 0;
        QPen pen(colour, std::max(2.2 * o.strokeScale, least), clash ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        const Coupler c = t.coupler();
        const bool inRange = c.destinationGroup < net.g() && c.sourceGroup < net.g();
        if (!inRange) continue; // drawn as a conflict entry in the list instead
        const QPointF from = layout_.transmitter(t.src, c.destinationGroup);
        const QPointF in = layout_.couplerInput(c), out = layout_.couplerOutput(c);
        // First half of the animation: transmitter to coupler; second: coupler to receivers.
        const double first = std::min(1.0, o.progress * 2), second = std::max(0.0, o.progress * 2 - 1);
        p.drawLine(from, along(from, in, first));
        QPointF head = along(from, in, first);
        if (second > 0) {
            p.drawLine(in, out);
            for (ProcessorId y : dsts) {
                const QPointF to = layout_.receiver(y, c.sourceGroup);
                p.drawLine(out, along(out, to, second));
                head = along(out, to, second);
            }
        }
        if (o.progress < 1.0) {
            p.setBrush(colour);
            p.drawEllipse(head, 3.5 * o.strokeScale, 3.5 * o.strokeScale);
        }
        // With a processor selected, only its messages are named: the others, faded, kept
        // their names at full colour and the slot still read as all of them.
        if (labels && involved)
            itemLabels.push_back({QLineF(from, in), layout_.sourceGroup(net.group(t.src)).right() + 3,
                                  names.forFigure(t.item), shortName(names.forTable(t.item)),
                                  o.palette.readable(colour)});
    }
    placeItemLabels(p, o, itemLabels);
}

// Each message's name on its own fibre, on a plate the fibre runs into and out of, from
// just right of its group's frame towards its coupler. Set above or below the fibre by its
// direction, a name had read as the next processor's ("item 1" over processor 2's line),
// and with d < g some had no side left ("item 3", "item 7" went unnamed). Every name is
// first tried at its fibre's start, then slid along it past the names placed before it, the
// couplers and the coupler groups' titles; where none of these is free it is left out (the
// slot's table names every item), as it is where it would not read. (Set beside its start
// instead, "item 11" had stood by processor 15's fibre.)
void NetworkPainter::placeItemLabels(QPainter& p, const PaintOptions& o, const std::vector<ItemLabel>& labels) const {
    const auto& net = layout_.network();
    p.setFont(font(p, o, 8));
    std::vector<QRectF> blocked;
    for (GroupId i = 0; i < net.g(); ++i) {
        blocked.push_back(layout_.couplerGroup(i));
        blocked.push_back(layout_.couplerGroupTitle(i));
        blocked.push_back(layout_.sourceGroup(i));
    }
    // Labels keep a little apart: two that only touch ran into each other when scaled.
    const double apart = 1.5;
    std::vector<QRectF> taken;
    const auto free = [&](const QRectF& box) {
        const QRectF kept = box.adjusted(-apart, -apart, apart, apart);
        return std::none_of(taken.begin(), taken.end(), [&](const QRectF& r) { return r.intersects(kept); }) &&
               std::none_of(blocked.begin(), blocked.end(), [&](const QRectF& r) { return r.intersects(box); });
    };
    // How many of the slot's other fibres run through `box`: a name across one cut it in
    // two with its plate ("item 2" over item 7's fibre, walk 9). Counted for a slot of a
    // few dozen messages; past that every place crosses some, and the count is quadratic.
    const bool counted = labels.size() <= 64;
    const auto crossings = [&](std::size_t own, const QRectF& box) {
        int n = 0;
        for (std::size_t k = 0; counted && k < labels.size(); ++k)
            n += k != own && render::crosses(labels[k].fibre, box);
        return n;
    };
    // Places on the fibre: `first` only at its start and only where it crosses no other
    // fibre, else along it up to 85 % of the way where it crosses fewest (the earliest of
    // those; `clear`: only where it crosses none); each a little up or down where the fibre
    // still runs through the box.
    const auto onFibre = [&](std::size_t own, const ItemLabel& l, QSizeF size, bool first,
                             bool clear) -> std::optional<QRectF> {
        // Whether it reads at all, once (its box is its own size wherever it stands).
        if (!render::readsInBox(p, QRectF(QPointF(0, 0), size), Qt::AlignCenter, l.text)) return std::nullopt;
        const double start = l.left + size.width() / 2;
        const double end = first ? start : l.fibre.x1() + l.fibre.dx() * 0.85 - size.width() / 2;
        std::optional<QRectF> best;
        int fewest = first || clear ? 1 : std::numeric_limits<int>::max();
        for (double x = start; x <= std::max(start, end); x += std::max(2.0, size.height() / 2)) {
            const double t = std::clamp((x - l.fibre.x1()) / std::max(1e-9, l.fibre.dx()), 0.0, 1.0);
            for (const double shift : {0.0, 0.3, -0.3}) {
                const QRectF box(l.fibre.pointAt(t) - QPointF(size.width() / 2, size.height() * (0.5 + shift)), size);
                if (!render::crosses(l.fibre, box.adjusted(2, 2, -2, -2)) || !free(box)) continue;
                if (const int n = crossings(own, box); n < fewest) {
                    fewest = n;
                    best = box;
                    if (n == 0) return best;
                }
            }
        }
        return best;
    };
    std::vector<std::optional<QRectF>> placed(labels.size());
    const auto sizeOf = [&](const ItemLabel& l) {
        return QFontMetricsF(p.font(), p.device()).boundingRect(QRectF(0, 0, 1e4, 1e4), 0, l.text).size() +
               QSizeF(4, 0);
    };
    // The full names first, then the short ones the slot's table uses, marked ("#12" for
    // "item 12": a bare "6" on its fibre among the rows had read as processor 6):
    // presenting the alternating ring, four of sixteen names had found no room. First
    // where they cross no other fibre, in either form, and only then where they cross
    // fewest: a name across a fibre is cut in two by it (7 of the alternating ring's 16).
    std::vector<QString> text(labels.size());
    // Only the fibres on screen are named: zoomed into a large network, every one of its
    // thousand messages had been tried at every place along its fibre on each paint.
    const QRectF visible = p.worldTransform().inverted().mapRect(QRectF(p.viewport()));
    std::vector<bool> shown(labels.size());
    for (std::size_t k = 0; k < labels.size(); ++k)
        shown[k] =
            !visible.isValid() ||
            visible.intersects(QRectF(labels[k].fibre.p1(), labels[k].fibre.p2()).normalized().adjusted(-1, -1, 1, 1));
    // Past 200 names on screen, each is tried at its fibre's start only: sliding every one
    // along its fibre past all the others is quadratic (bench_render, zoomed in).
    const bool slide = std::count(shown.begin(), shown.end(), true) <= 200;
    for (const bool clear : {true, false})
        for (const bool shortForm : {false, true})
            for (const bool first : {true, false})
                for (std::size_t k = 0; k < labels.size(); ++k) {
                    if (placed[k] || !shown[k] || (!first && !slide) || (!clear && first)) continue;
                    ItemLabel l = labels[k];
                    if (shortForm) l.text = l.shortText;
                    placed[k] = onFibre(k, l, sizeOf(l), first, clear);
                    if (placed[k]) {
                        taken.push_back(*placed[k]);
                        text[k] = l.text;
                    }
                }
    for (std::size_t k = 0; k < labels.size(); ++k)
        if (placed[k]) {
            p.setPen(labels[k].colour);
            platedLabel(p, o, *placed[k], Qt::AlignCenter, text[k]);
        }
}

void NetworkPainter::paintLegend(QPainter& p, const PaintOptions& o) const {
    const QRectF b = figureBounds(o);
    p.setPen(o.palette.ink);
    p.setFont(font(p, o, 13));
    render::drawLabel(p, QRectF(b.left() + 10, b.top() + 2, b.width() - 20, 24), Qt::AlignLeft, o.title);
    double y = layout_.bounds().bottom() + 10;
    p.setFont(font(p, o, 10));
    double x = b.left() + 10;
    auto entry = [&](const QString& text, auto&& symbol) {
        const double width = 26 + 6 + QFontMetricsF(p.font()).horizontalAdvance(text);
        if (x > b.left() + 10 && x + width > b.right() - 10) { // wrap onto a second row
            x = b.left() + 10;
            y += 24;
        }
        const QRectF s(x, y, 26, 14);
        symbol(s);
        p.setPen(o.palette.ink);
        const QRectF t(s.right() + 6, y - 2, 170, 18);
        render::drawLabel(p, t, Qt::AlignLeft | Qt::AlignVCenter, text);
        x = t.left() + QFontMetricsF(p.font()).horizontalAdvance(text) + 24;
    };
    entry(tr("coupler in use"), [&](const QRectF& s) {
        p.setPen(QPen(o.palette.ink, 0.8));
        p.setBrush(o.palette.usedFill);
        p.drawRect(s);
    });
    entry(tr("coupler conflict"), [&](const QRectF& s) {
        p.setPen(QPen(o.palette.conflict, 2));
        p.setBrush(QBrush(o.palette.conflict, Qt::BDiagPattern));
        p.drawRect(s);
    });
    entry(tr("message"), [&](const QRectF& s) {
        p.setPen(QPen(kMessageColours[0], 2.2));
        p.drawLine(s.left(), s.center().y(), s.right(), s.center().y());
    });
    entry(tr("clashing message"), [&](const QRectF& s) {
        p.setPen(QPen(o.palette.conflict, 2.2, Qt::DashLine));
        p.drawLine(s.left(), s.center().y(), s.right(), s.center().y());
    });
    // The data-level marks beside the receiving processors.
    auto mark = [&](const QString& symbol, const QColor& colour) {
        return [&, symbol, colour](const QRectF& s) {
            p.setPen(o.palette.readable(colour));
            render::drawLabel(p, s, Qt::AlignCenter, symbol);
        };
    };
    // What each processor holds, where it is drawn (an export as shown had drawn the sets with
    // no word on them, as the window's legend has).
    if (o.held && !o.values) entry(tr("items a processor holds when the slot starts"), mark("{3,19}", o.palette.faint));
    if (!o.values) return;
    entry(tr("value after the slot"), mark(QStringLiteral("= v"), o.palette.used));
    if (!o.correctness) return;
    entry(tr("final value right"), mark(QString::fromUtf8("\u2713"), rightColour()));
    entry(tr("final value wrong"), mark(QString::fromUtf8("\u2717"), o.palette.conflict));
}

} // namespace popslab::pops
