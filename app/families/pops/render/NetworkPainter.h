// Draws POPS(d,g) and one slot of a schedule: fibres, couplers, transceivers, the
// slot's messages travelling transmitter -> coupler -> receiver(s), and conflicts
// marked by colour and by shape (hatching, dashes, badges) so they survive
// black-and-white print. The canvas and every export use this one painter.
#pragma once

#include "NetworkLayout.h"
#include "Palette.h"
#include "slotted/Schedule.h"
#include "slotted/Validator.h"

#include <QColor>
#include <QCoreApplication>
#include <QLineF>
#include <QPainter>
#include <QString>
#include <optional>
#include <vector>

namespace popslab::pops {

struct SlotMarks; // the slot's conflicts, gathered once per paint

struct PaintOptions {
    std::optional<std::uint32_t> slot;   // nothing: the bare network
    double progress = 1.0;               // 0..1: how far the slot's messages have travelled
    std::optional<ProcessorId> selected; // highlight what this processor sends and receives
    render::Palette palette = render::Palette::light();
    double strokeScale = 1.0; // presentation mode: thicker messages, for the back row
    // A message coloured by its item, not its place in the slot: on the Exercise page a
    // message moved into a slot had changed another's colour (orange to pink).
    bool colourByItem = false;
    bool legend = false; // exports carry a legend and a title
    QString title;
    // Device pixels per scene unit: decides level of detail (labels, single fibres).
    double pixelsPerUnit = 1.0;
    // What each processor holds at the start of the slot (itemsHeldAt), if known.
    const std::vector<std::vector<ItemIndex>>* held = nullptr;
    // Data-level state: each processor's value at the end of the slot, and at the last
    // slot whether it is right (1), wrong (0) or not expected (-1).
    const std::vector<std::optional<std::int64_t>>* values = nullptr;
    const std::vector<std::int8_t>* correctness = nullptr;
};

class NetworkPainter {
    Q_DECLARE_TR_FUNCTIONS(NetworkPainter)

public:
    NetworkPainter(const NetworkLayout& layout, const Schedule* schedule, const ValidationReport* report);

    void paint(QPainter& painter, const PaintOptions& options) const;
    // Whether processors, messages and what they hold are named at this scale (a row 8 px high).
    bool namesAt(double pixelsPerUnit) const;
    // The colours the figure uses, for a legend beside it: the first message's, a right value's.
    static QColor messageColour();
    static QColor rightColour();
    // The scene rectangle a figure needs, legend and title included.
    QRectF figureBounds(const PaintOptions& options) const;

    // Each message's colour in o.slot (an index into the seven message colours), by its place
    // in the slot or, with o.colourByItem, by its item: never one colour twice while seven go round.
    std::vector<std::size_t> messageHues(const PaintOptions& o) const;

private:
    void paintGroups(QPainter& p, const PaintOptions& o) const;
    void paintGroupTitles(QPainter& p, const PaintOptions& o) const;
    // `opaque`: no line shows through (a coupler group's title, which fibres had struck through).
    void platedLabel(QPainter& p, const PaintOptions& o, const QRectF& box, int flags, const QString& text,
                     bool opaque = false) const;
    // A message's name, to be set on its fibre once every message is drawn (a later fibre
    // would cross an earlier one's "item 5").
    struct ItemLabel {
        QLineF fibre;      // from the transmitter to the coupler
        double left;       // right of the sending group's dashed frame
        QString text;      // "item 12"
        QString shortText; // "#12" for the table's "12", where the name finds no room
        QColor colour;
    };
    QString heldBadge(ProcessorId x, const PaintOptions& o) const;
    std::optional<QFont> heldBadgeFont(QPainter& p, const PaintOptions& o, const SlotMarks& marks) const;
    static QString drawnId(ProcessorId x, bool troubled);
    void placeItemLabels(QPainter& p, const PaintOptions& o, const std::vector<ItemLabel>& labels) const;
    void paintFibres(QPainter& p, const PaintOptions& o) const;
    void paintCouplers(QPainter& p, const PaintOptions& o, const SlotMarks& marks) const;
    void paintProcessors(QPainter& p, const PaintOptions& o, const SlotMarks& marks) const;
    struct ValueFit {
        bool equals;    // "= v", or v alone
        double squeeze; // every value's factor (1: none)
    };
    void paintValue(QPainter& p, const PaintOptions& o, ProcessorId x, const QRectF& box, const SlotMarks& marks,
                    std::optional<ValueFit>& fit) const;
    void paintMessages(QPainter& p, const PaintOptions& o, const SlotMarks& marks) const;
    void paintLegend(QPainter& p, const PaintOptions& o) const;
    QFont font(const QPainter& p, const PaintOptions& o, double sceneSize) const;

    const NetworkLayout& layout_;
    const Schedule* schedule_;
    const ValidationReport* report_;
};

} // namespace popslab::pops
