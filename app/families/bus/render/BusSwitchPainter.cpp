#include "BusSwitchPainter.h"

#include "Label.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace popslab::bus {

namespace {
constexpr double kPitch = 90, kMargin = 50, kBox = 34, kCaptionH = 130;
const QColor kRow(0, 114, 178), kColumn(0, 158, 115), kSwitch(213, 94, 0);
} // namespace

BusSwitchPainter::BusSwitchPainter(Model model, std::uint32_t rows, std::uint32_t columns, bool cross)
    : model_(model), rows_(rows), columns_(columns), cross_(cross) {
    // The caption's band 130 units tall (more as the text grows): presenting in German, 90
    // had fitted ASOS's caption at 13.5 px.
    bounds_ = QRectF(0, 0, std::max(2 * kMargin + kPitch * columns_, 420.0), 2 * kMargin + kPitch * rows_ + kCaptionH);
}

QPointF BusSwitchPainter::centre(std::uint32_t r, std::uint32_t c) const {
    return {kMargin + kPitch * (c + 0.5), kMargin + kPitch * (r + 0.5)};
}

QRectF BusSwitchPainter::boundsForText(double textScale) const {
    return bounds_.adjusted(0, 0, 0, kCaptionH * (std::max(1.0, textScale) - 1));
}

void BusSwitchPainter::paint(QPainter& p, const render::Palette& palette, bus::Time) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double grow = std::max(1.0, render::deviceTextScale(p));
    const QRectF all = boundsForText(grow);
    p.fillRect(all, palette.background);
    auto arrow = [&](QPointF from, QPointF to, const QColor& colour, double width) {
        p.setPen(QPen(colour, width));
        p.drawLine(from, to);
        const QPointF d = (to - from) / std::max(1.0, std::hypot((to - from).x(), (to - from).y()));
        const QPointF n(-d.y(), d.x());
        p.setBrush(colour);
        p.drawPolygon(QPolygonF{to, to - d * 8 + n * 4, to - d * 8 - n * 4});
    };
    if (model_ == Model::Asos) {
        // Folded row buses: the upper segment rightwards (writes), the lower leftwards (reads).
        for (std::uint32_t r = 0; r < rows_; ++r) {
            const double yUp = centre(r, 0).y() - 12, yLow = centre(r, 0).y() + 12;
            const double left = kMargin / 2, right = bounds_.width() - kMargin / 2;
            const bool active = !cross_;
            arrow({left, yUp}, {right, yUp}, active ? kRow : palette.faint, active ? 2.4 : 1.2);
            arrow({right, yLow}, {left, yLow}, active ? kRow : palette.faint, active ? 2.4 : 1.2);
            p.setPen(QPen(active ? kRow : palette.faint, active ? 2.4 : 1.2));
            p.drawLine(QPointF(right, yUp), QPointF(right, yLow));
        }
        // Folded column buses: down, then back up (read on the right segment).
        for (std::uint32_t c = 0; c < columns_; ++c) {
            const double xDown = centre(0, c).x() - 12, xUp = centre(0, c).x() + 12;
            const double top = kMargin / 2, bottom = kMargin + kPitch * rows_ + kMargin / 4;
            const bool active = cross_;
            arrow({xDown, top}, {xDown, bottom}, active ? kColumn : palette.faint, active ? 2.4 : 1.2);
            arrow({xUp, bottom}, {xUp, top}, active ? kColumn : palette.faint, active ? 2.4 : 1.2);
            p.setPen(QPen(active ? kColumn : palette.faint, active ? 2.4 : 1.2));
            p.drawLine(QPointF(xDown, bottom), QPointF(xUp, bottom)); // the fold
        }
        // Each processor's bottom-left switch: straight (=) or cross (x).
        for (std::uint32_t r = 0; r < rows_; ++r)
            for (std::uint32_t c = 0; c < columns_; ++c) {
                const QPointF s = centre(r, c) + QPointF(-kPitch / 2 + 10, kPitch / 2 - 10);
                p.setPen(QPen(kSwitch, 2));
                p.setBrush(palette.background);
                p.drawEllipse(s, 8, 8);
                if (cross_) {
                    p.drawLine(s + QPointF(-5, -5), s + QPointF(5, 5));
                    p.drawLine(s + QPointF(-5, 5), s + QPointF(5, -5));
                } else {
                    p.drawLine(s + QPointF(-5, -2.5), s + QPointF(5, -2.5));
                    p.drawLine(s + QPointF(-5, 2.5), s + QPointF(5, 2.5));
                }
            }
    } else {
        // 2DAROB: the switches join east-west (rows) or north-south (columns); each bus a
        // unidirectional chain, its first processor the leader.
        const std::uint32_t buses = cross_ ? columns_ : rows_, along = cross_ ? rows_ : columns_;
        for (std::uint32_t b = 0; b < buses; ++b)
            for (std::uint32_t k = 0; k + 1 < along; ++k) {
                const QPointF from = cross_ ? centre(k, b) : centre(b, k),
                              to = cross_ ? centre(k + 1, b) : centre(b, k + 1);
                const QPointF d = (to - from) / kPitch;
                arrow(from + d * (kBox / 2 + 2), to - d * (kBox / 2 + 2), cross_ ? kColumn : kRow, 2.4);
            }
    }
    // Processors; 2DAROB leaders framed.
    p.setFont(render::sceneFont(p, 8));
    for (std::uint32_t r = 0; r < rows_; ++r)
        for (std::uint32_t c = 0; c < columns_; ++c) {
            const bool leader = model_ == Model::Arob2d && (cross_ ? r == 0 : c == 0);
            const QRectF box(centre(r, c) - QPointF(kBox / 2, kBox / 2), QSizeF(kBox, kBox));
            p.setPen(QPen(palette.ink, leader ? 3 : 1.2));
            p.setBrush(leader ? palette.usedFill : palette.background);
            p.drawRoundedRect(box, 5, 5);
            render::drawLabel(p, box, Qt::AlignCenter, QString("%1,%2").arg(r).arg(c));
        }
    p.setPen(palette.ink);
    p.setFont(render::sceneFont(p, 9));
    const QString caption =
        model_ == Model::Asos
            ? (cross_ ? tr("ASOS, all switches crossed: messages move from the row buses onto the column buses "
                           "(read on their right segment)")
                      : tr("ASOS, all switches straight: messages move along the folded row buses (written on the "
                           "upper segment, read on the lower)"))
            : (cross_ ? tr("2DAROB, switches set north-south: the columns are the disjoint buses, each a "
                           "unidirectional chain; framed: the bus leaders")
                      : tr("2DAROB, switches set east-west: the rows are the disjoint buses, each a unidirectional "
                           "chain; framed: the bus leaders"));
    // ASOS's circles say what they are: nothing had named them.
    const QString switches = model_ == Model::Asos
                                 ? "\n" + tr("circle at a processor's lower left: its switch, \u00d7 cross, = straight")
                                 : QString();
    render::drawCaption(p, QRectF(8, all.bottom() - (kCaptionH - 4) * grow, all.width() - 16, (kCaptionH - 6) * grow),
                        Qt::AlignLeft | Qt::TextWordWrap,
                        caption + switches + "\n" +
                            tr("Paper 001 describes these models in words only; POPS Lab draws their switch "
                               "states and claims no timing."));
    p.restore();
}

} // namespace popslab::bus
