#include "FigureExport.h"

#include "AggregatePainter.h"
#include "CouplerMatrixPainter.h"
#include "Label.h"
#include "PopsLimits.h"
#include "common/Limits.h"
#include "patterns/Registry.h"
#include "slotted/HeldItems.h"
#include "slotted/Validator.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <cmath>

namespace popslab::pops {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(FigureExport)
};

struct Sheet {
    QRectF cell; // one figure, scene units
    int columns = 1, rows = 1;
    QSizeF size() const { return {cell.width() * columns, cell.height() * rows}; }
};

// Paints every requested slot into a grid of cells.
void paintSheet(QPainter& p, const Figure& f, const NetworkLayout& layout, const Sheet& sheet,
                const std::vector<std::optional<std::uint32_t>>& pages) {
    NetworkPainter painter(layout, f.schedule, f.report);
    const CouplerMatrixPainter matrix(layout.network(), f.schedule);
    for (std::size_t k = 0; k < pages.size(); ++k) {
        PaintOptions o = f.options;
        o.slot = pages[k];
        o.legend = true;
        o.progress = 1.0;
        std::vector<std::vector<ItemIndex>> held;
        if (f.heldItems && f.schedule && pages[k] && *pages[k] < f.schedule->slotCount()) {
            held = itemsHeldAt(*f.schedule, *pages[k]);
            o.held = &held;
        }
        if (pages[k] != (f.valuesSlot ? f.valuesSlot : f.slot)) o.values = nullptr, o.correctness = nullptr;
        o.title = figureTitle(f, pages[k]);
        o.pixelsPerUnit = 10; // vector output: full detail
        p.save();
        p.translate(sheet.cell.width() * double(k % sheet.columns), sheet.cell.height() * double(k / sheet.columns));
        p.translate(-sheet.cell.topLeft());
        if (f.matrix) {
            p.fillRect(sheet.cell, o.palette.background);
            p.setPen(o.palette.ink);
            p.setFont(render::sceneFont(p, 12));
            render::drawLabel(p, QRectF(sheet.cell.left() + 8, sheet.cell.top() + 2, sheet.cell.width() - 16, 26),
                              Qt::AlignLeft, o.title);
            p.translate(0, 30);
            matrix.paint(p, o);
        } else {
            painter.paint(p, o);
        }
        p.restore();
    }
}

} // namespace

QString figureTitle(const Figure& f, std::optional<std::uint32_t> slot) {
    QString t = QString("POPS(%1,%2)").arg(f.network.d).arg(f.network.g);
    // The pattern and algorithm by their names, in the user's language (the window's
    // translator; English on the command line), not their ids ("torus / rotated").
    if (f.schedule && !f.schedule->pattern.name.empty()) {
        const std::string& name = f.schedule->pattern.name;
        const std::string& algorithm = f.schedule->pattern.algorithm;
        const pops::Pattern* pattern = pops::Registry::instance().pattern(name);
        const pops::Algorithm* a = pattern ? pattern->algorithm(algorithm) : nullptr;
        auto named = [](const std::string& text) { return QCoreApplication::translate("Registry", text.c_str()); };
        t += QString(" \u2013 %1, %2")
                 .arg(pattern ? named(pattern->displayName) : QString::fromStdString(name),
                      a ? named(a->displayName) : QString::fromStdString(algorithm));
    }
    if (f.schedule && slot) t += " \u2013 " + Text::tr("slot %1 of %2").arg(*slot + 1).arg(f.schedule->slotCount());
    return t;
}

std::optional<QString> tooLargeToDraw(const NetworkSpec& n, bool matrix) {
    if (n.g > pops::kMaxDrawnGroups)
        return Text::tr("POPS(%1,%2) is too large to draw: g = %2 is more than the limit of %3.")
            .arg(n.d)
            .arg(n.g)
            .arg(pops::kMaxDrawnGroups);
    const std::uint64_t fibres = std::uint64_t(n.d) * n.g * n.g;
    if (!matrix && fibres > pops::kMaxDrawnFibres)
        return Text::tr("POPS(%1,%2) is too large to draw with every fibre: n g = %3 is more than the limit of %4. "
                        "The coupler matrix (View menu) shows it.")
            .arg(n.d)
            .arg(n.g)
            .arg(fibres)
            .arg(pops::kMaxDrawnFibres);
    return std::nullopt;
}

std::optional<QString> exportFigure(const QString& path, const Figure& f) {
    if (auto why = pops::PopsNetwork::check(f.network.d, f.network.g)) return QString::fromStdString(*why);
    if (auto why = tooLargeToDraw(f.network, f.matrix)) return why;
    // A contact sheet draws the figure once a slot: the pages share the fibre budget.
    const std::uint64_t perPage =
        f.matrix ? std::uint64_t(f.network.g) * f.network.g : std::uint64_t(f.network.d) * f.network.g * f.network.g;
    if (f.allSlots && f.schedule &&
        (f.schedule->slotCount() > pops::kMaxContactSheetSlots ||
         f.schedule->slotCount() * perPage > pops::kMaxDrawnFibres))
        return Text::tr("a contact sheet of this network shows at most %1 slots; this schedule has %2 (export numbered "
                        "frames instead)")
            .arg(std::min<std::uint64_t>(pops::kMaxContactSheetSlots,
                                         pops::kMaxDrawnFibres / std::max<std::uint64_t>(perPage, 1)))
            .arg(f.schedule->slotCount());
    const NetworkLayout layout{pops::PopsNetwork(f.network.d, f.network.g)};
    std::vector<std::optional<std::uint32_t>> pages;
    if (f.allSlots && f.schedule && f.schedule->slotCount() > 0)
        for (std::uint32_t t = 0; t < f.schedule->slotCount(); ++t)
            pages.push_back(t);
    else
        pages.push_back(f.slot);
    if (f.schedule && f.slot && *f.slot >= f.schedule->slotCount() && !f.allSlots)
        return Text::tr("slot %1 does not exist; the schedule has %2 slots")
            .arg(*f.slot + 1)
            .arg(f.schedule->slotCount());

    PaintOptions probe = f.options;
    probe.legend = true;
    Sheet sheet;
    sheet.cell = f.matrix ? CouplerMatrixPainter(layout.network(), f.schedule).bounds().adjusted(0, 0, 160, 30)
                          : NetworkPainter(layout, f.schedule, f.report).figureBounds(probe).adjusted(-10, -10, 10, 10);
    sheet.columns = int(std::ceil(std::sqrt(double(pages.size()))));
    sheet.rows = int((pages.size() + sheet.columns - 1) / sheet.columns);
    return render::exportScene(path, sheet.size(), figureTitle(f, f.slot), f.dpi, f.options.palette.background,
                               [&](QPainter& p) { paintSheet(p, f, layout, sheet, pages); });
}

std::optional<QString> exportAnimation(const QString& path, const Figure& f, const render::AnimationOptions& options,
                                       const std::function<bool(int, int)>& progress) {
    if (auto why = pops::PopsNetwork::check(f.network.d, f.network.g)) return QString::fromStdString(*why);
    if (auto why = tooLargeToDraw(f.network, false)) return why;
    if (!f.schedule || f.schedule->slotCount() == 0) return Text::tr("there is no schedule to animate");
    const NetworkLayout layout{pops::PopsNetwork(f.network.d, f.network.g)};
    const NetworkPainter painter(layout, f.schedule, f.report);
    PaintOptions o = f.options;
    o.legend = true;
    o.values = nullptr; // the data view belongs to one slot at a time, not to a moving figure
    o.correctness = nullptr;
    render::SceneAnimation animation;
    animation.scene = painter.figureBounds(o).adjusted(-10, -10, 10, 10);
    animation.background = o.palette.background;
    animation.steps = int(f.schedule->slotCount());
    // The slot's held items worked out once for its frames (see Figure), one slot kept: the
    // frames come slot by slot.
    std::optional<std::pair<int, std::vector<std::vector<ItemIndex>>>> held;
    animation.paint = [&](QPainter& p, int step, double progress) {
        PaintOptions frame = o;
        frame.slot = std::uint32_t(step);
        if (f.heldItems) {
            if (!held || held->first != step) held.emplace(step, itemsHeldAt(*f.schedule, std::size_t(step)));
            frame.held = &held->second;
        }
        frame.progress = progress;
        frame.title = figureTitle(f, frame.slot);
        frame.pixelsPerUnit = p.transform().m11();
        painter.paint(p, frame);
    };
    return render::writeAnimation(path, animation, options, progress);
}

std::optional<QString> figureSteps(std::shared_ptr<const Schedule> schedule, const PaintOptions& options,
                                   render::SceneAnimation& out) {
    const NetworkSpec spec = schedule->network;
    if (auto why = pops::PopsNetwork::check(spec.d, spec.g)) return QString::fromStdString(*why);
    if (spec.g > pops::kMaxDrawnGroups) return tooLargeToDraw(spec, true);
    auto report = std::make_shared<const ValidationReport>(validate(*schedule));
    const pops::PopsNetwork net(spec.d, spec.g);
    PaintOptions o = options;
    o.legend = true;
    out.background = o.palette.background;
    out.steps = int(std::max<std::size_t>(1, schedule->slotCount()));
    out.stepName = [count = schedule->slotCount()](int step) {
        return count == 0 ? QCoreApplication::translate("popslab::pops::TimelineBar", "no slots")
                          : QCoreApplication::translate("popslab::pops::TimelineBar", "slot %1 of %2")
                                .arg(QLocale().toString(step + 1))
                                .arg(QLocale().toString(qulonglong(count)));
    };
    auto slotOf = [schedule](int step) {
        return schedule->slotCount() > 0 ? std::optional<std::uint32_t>(std::uint32_t(step)) : std::nullopt;
    };
    if (tooLargeToDraw(spec, false)) {
        auto painter = std::make_shared<const AggregatePainter>(net, schedule.get());
        out.scene = painter->bounds();
        out.paint = [painter, schedule, report, o, slotOf](QPainter& p, int step, double) {
            PaintOptions frame = o;
            frame.slot = slotOf(step);
            frame.pixelsPerUnit = p.transform().m11();
            painter->paint(p, frame);
        };
        return std::nullopt;
    }
    auto layout = std::make_shared<const NetworkLayout>(net);
    auto painter = std::make_shared<const NetworkPainter>(*layout, schedule.get(), report.get());
    out.scene = painter->figureBounds(o).adjusted(-10, -10, 10, 10);
    out.paint = [layout, painter, schedule, report, o, slotOf, spec](QPainter& p, int step, double progress) {
        PaintOptions frame = o;
        frame.slot = slotOf(step);
        frame.progress = progress;
        Figure f;
        f.schedule = schedule.get();
        f.network = spec;
        frame.title = figureTitle(f, frame.slot);
        frame.pixelsPerUnit = p.transform().m11();
        painter->paint(p, frame);
    };
    return std::nullopt;
}

} // namespace popslab::pops
