#include "WdmRoutePainter.h"

#include "Label.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <algorithm>

namespace popslab::wdm {

namespace {
constexpr double kCell = 16, kGroupGap = 7, kRowH = 22, kHeaderH = 40, kTitleH = 40,
                 kMinWidth = 330; // the titles fit on two lines
} // namespace

WdmRoutePainter::WdmRoutePainter(const wdm::WdmNetwork& net, wdm::Processor from, wdm::Processor to,
                                 std::vector<wdm::Hop> route, std::uint32_t distance)
    : parameters_(net.parameters()), from_(from), to_(to), route_(std::move(route)), cube_(wdm::cubeRoute(from, to)),
      distance_(distance) {
    for (wdm::Dimension i = 0; i < parameters_.n; ++i) {
        groupOf_.push_back(net.groupOf(i));
        subgroupOf_.push_back(net.subgroupOf(i));
    }
    // The rows' names ("hop 1", German "Sprung 1") grow with the text on a projector, their
    // column as wide as the widest with a gap each side ("Sprung 1" had touched its frame
    // and its first bit); the column after the bits as wide as its widest text.
    double widest = 0, textWidest = 0, digit = 0;
    {
        QImage probe(1, 1, QImage::Format_ARGB32);
        QPainter q(&probe);
        const QFontMetricsF metrics(render::sceneFont(q, 8), &probe);
        widest = metrics.horizontalAdvance(tr("start"));
        for (std::size_t k = 1; k <= std::max(route_.size(), cube_.size()); ++k)
            widest = std::max(widest, metrics.horizontalAdvance(tr("hop %1").arg(k)));
        for (const wdm::Hop& h : route_)
            textWidest = std::max(textWidest, metrics.horizontalAdvance(hopText(h)));
        textWidest = std::max(textWidest, metrics.horizontalAdvance(tr("dimension %1").arg(parameters_.n - 1)));
        digit = QFontMetricsF(render::sceneFont(q, 9, true), &probe).horizontalAdvance("0");
    }
    // Where the titles leave room across (a short route of few dimensions), the table grows
    // to fill it, text and cells alike, up to half as large again: in the window's pane its
    // bits had read 9 px beside a third of the width unused.
    int gaps = 0;
    for (wdm::Dimension d = 1; d < parameters_.n; ++d)
        gaps += groupOf_[d] != groupOf_[d - 1];
    const double textNeed = textWidest * 1.05 + 16; // the dot before it, and the highlighted hop's bold
    const double natural = std::max(58.0, widest + 20) + parameters_.n * kCell + gaps * kGroupGap + 12 + textNeed + 16;
    zoom_ = std::clamp(kMinWidth / natural, 1.0, 1.5);
    // Presenting, the text grows with the screen's scale; the rows with it, and the cells as
    // far as their bits need (half a digit apart: bold bits had filled cells that stayed 16
    // wide, 2.8 px apart), the widths no further -- grown as a whole, the table took more of
    // its pane's width and its text came out smaller (13.4 px presenting in German).
    const double text = render::screenTextScale();
    grow_ = std::max(1.0, text);
    const double z = grow_ * zoom_;
    labelW_ = std::max(58.0, widest + 20) * text * zoom_;
    rowH_ = kRowH * z;
    headerH_ = kHeaderH * z;
    cellW_ = std::max(kCell * zoom_, digit * text * zoom_ * 1.5 + 2);
    gapW_ = kGroupGap * zoom_;
    titleH_ = kTitleH * z;                                    // titles grow too, wrapping in their two lines
    textW_ = (textWidest * 1.05 * text + 16 * grow_) * zoom_; // the dot and its gap grow as the text
    textX_ = cellX(0) + cellW_ + 12 * zoom_;
    const double bottom = rowY(route_.size() + cube_.size()) + rowH_ + 6;
    bounds_ = QRectF(-8, -30 * z, std::max(textX_ + textW_ + 16, kMinWidth), bottom + 30 * z);
}

QString WdmRoutePainter::hopText(const wdm::Hop& h) {
    return QString("T%1 → R%2, λ%3").arg(h.transmitter).arg(h.receiver).arg(h.wavelength);
}

double WdmRoutePainter::cellX(wdm::Dimension i) const {
    // Bit strings read from the highest dimension; a gap wherever the group changes.
    const std::uint32_t n = parameters_.n;
    double x = labelW_;
    for (wdm::Dimension d = n - 1; d > i; --d)
        x += cellW_ + (groupOf_[d] != groupOf_[d - 1] ? gapW_ : 0);
    return x;
}

double WdmRoutePainter::rowY(std::size_t row) const {
    // Each block: a title, the dimension header, then its rows.
    const std::size_t wdmRows = route_.size() + 1;
    if (row < wdmRows) return titleH_ + headerH_ + double(row) * rowH_;
    return 2 * (titleH_ + headerH_) + double(row) * rowH_ + 8 * grow_;
}

void WdmRoutePainter::paintHeader(QPainter& p, const render::Palette& palette, double y) const {
    const std::uint32_t n = parameters_.n;
    p.setPen(palette.ink);
    const double h = headerH_ / kHeaderH; // the header's parts as it grew
    // The dimensions' numbers as large as their cells hold two digits: at 7 pt they read
    // 4-6 px in the window's pane.
    // All at the size the widest holds with a gap to its neighbours: "19 18 17" filled their
    // cells edge to edge and read "1918171615".
    p.setFont(render::sceneFont(p, 9 * zoom_));
    render::fitFontToAll(p, QRectF(0, 0, cellW_ - 3 * grow_, 16 * h), Qt::AlignCenter, {QString::number(n - 1)});
    for (wdm::Dimension i = 0; i < n; ++i)
        render::drawLabel(p, QRectF(cellX(i), y + 22 * h, cellW_, 16 * h), Qt::AlignCenter, QString::number(i));
    // A bracket over each group D_g, named, every name at one size, each reaching over half
    // the gaps beside its bracket: a group of one dimension had named itself at 7 px beside
    // a 16 px "D0" (presenting, T = R = 3).
    p.setFont(render::sceneFont(p, 8 * zoom_, true));
    double narrowest = 1e9; // the narrowest group's name box: its cells, less 2, and a gap
    for (wdm::Dimension i = 0; i < n;) {
        wdm::Dimension j = i;
        while (j + 1 < n && groupOf_[j + 1] == groupOf_[i])
            ++j;
        // Reaching over half of each gap: presenting, names kept 3 units apart read 13 px.
        narrowest = std::min(narrowest, (j - i + 1) * cellW_ - 2 + gapW_);
        i = j + 1;
    }
    render::fitFontToAll(p, QRectF(0, 0, narrowest, 17 * h), Qt::AlignCenter, {QString("D%1").arg(groupOf_[n - 1])});
    for (wdm::Dimension hi = n; hi-- > 0;) {
        if (hi + 1 < n && groupOf_[hi + 1] == groupOf_[hi]) continue; // not the group's highest dimension
        wdm::Dimension lo = hi;
        while (lo > 0 && groupOf_[lo - 1] == groupOf_[hi])
            --lo;
        const double x0 = cellX(hi) + 1, x1 = cellX(lo) + cellW_ - 1;
        p.setPen(QPen(palette.ink, 1.2 * grow_));
        p.drawLine(QPointF(x0, y + 24 * h), QPointF(x0, y + 18 * h));
        p.drawLine(QPointF(x0, y + 18 * h), QPointF(x1, y + 18 * h));
        p.drawLine(QPointF(x1, y + 18 * h), QPointF(x1, y + 24 * h));
        render::drawLabel(p, QRectF(x0 - gapW_ / 2, y, x1 - x0 + gapW_, 17 * h), Qt::AlignCenter,
                          QString("D%1").arg(groupOf_[hi]));
    }
}

void WdmRoutePainter::paintBits(QPainter& p, const render::Palette& palette, double y, std::uint64_t bits,
                                std::uint64_t flipped, bool faint) const {
    const std::uint32_t n = parameters_.n;
    p.setFont(render::sceneFont(p, 9 * zoom_, true));
    for (wdm::Dimension i = 0; i < n; ++i) {
        const QRectF cell(cellX(i), y + 2 * grow_, cellW_, rowH_ - 4 * grow_);
        const bool flip = flipped >> i & 1;
        // Flipped bits in inverse video: colours mean wavelengths in these figures.
        QColor fill = flip ? palette.ink : palette.background;
        if (faint && flip) fill.setAlpha(60);
        p.fillRect(cell, fill);
        p.setPen(faint ? palette.faint : flip ? palette.background : palette.ink);
        render::drawLabel(p, cell, Qt::AlignCenter, (bits >> i & 1) ? "1" : "0");
    }
    // Subgroups of one group split by a thin line (over the cells' fills).
    p.setPen(QPen(faint ? palette.faint : palette.ink, 0.8 * grow_, Qt::DotLine));
    for (wdm::Dimension i = 1; i < n; ++i)
        if (groupOf_[i] == groupOf_[i - 1] && subgroupOf_[i] != subgroupOf_[i - 1])
            p.drawLine(QPointF(cellX(i - 1), y + 2 * grow_), QPointF(cellX(i - 1), y + rowH_ - 2 * grow_));
    p.setPen(QPen(faint ? palette.faint : palette.ink, 1.0 * grow_));
    p.setBrush(Qt::NoBrush);
    for (wdm::Dimension hi = n; hi-- > 0;) {
        if (hi + 1 < n && groupOf_[hi + 1] == groupOf_[hi]) continue;
        wdm::Dimension lo = hi;
        while (lo > 0 && groupOf_[lo - 1] == groupOf_[hi])
            --lo;
        p.drawRect(QRectF(cellX(hi), y + 2 * grow_, cellX(lo) + cellW_ - cellX(hi), rowH_ - 4 * grow_));
    }
}

std::optional<wdm::Wavelength> WdmRoutePainter::wavelengthAt(QPointF q) const {
    for (std::size_t k = 0; k < route_.size(); ++k)
        if (q.y() >= rowY(k + 1) && q.y() < rowY(k + 1) + rowH_ && q.x() >= labelW_) return route_[k].wavelength;
    return std::nullopt;
}

void WdmRoutePainter::paint(QPainter& p, const render::Palette& palette, const WdmView& view) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds_, palette.background);
    const std::uint32_t n = parameters_.n;
    const std::size_t shown = std::min(view.hopsShown, route_.size());
    p.setPen(palette.ink);
    p.setFont(render::sceneFont(p, 10 * zoom_, true));
    render::drawLabel(p, QRectF(bounds_.left() + 4, -28 * grow_ * zoom_, bounds_.width() - 8, 22 * grow_ * zoom_),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      tr("Route %1 → %2").arg(bitString(from_, n), bitString(to_, n)));

    // The WDM route.
    p.setFont(render::sceneFont(p, 9 * zoom_, true));
    render::drawLabel(
        p, QRectF(0, 0, bounds_.right() - 4, titleH_), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
        // "H(a, b) = 2" kept on one line (German had wrapped a lone "2").
        render::englishPlural(tr("super topology: %Ln hop(s), distance H(a, b) = %1", nullptr, int(route_.size())),
                              int(route_.size()))
            .arg(distance_)
            .replace(" = ", QString(QChar(0x00a0)) + "=" + QChar(0x00a0))
            .replace("H(a, b)", "H(a," + QString(QChar(0x00a0)) + "b)"));
    paintHeader(p, palette, titleH_);
    auto rowLabel = [&](double y, const QString& text, bool faint, bool current) {
        if (current) {
            p.setPen(QPen(palette.ink, 2.0 * grow_));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF(2, y, bounds_.right() - 6, rowH_), 4 * grow_, 4 * grow_);
        }
        p.setPen(faint ? palette.faint : palette.ink);
        p.setFont(render::sceneFont(p, 8 * zoom_));
        // Clear of the current row's frame (at x = 2) and of the first bit.
        render::drawLabel(p, QRectF(8, y, labelW_ - 12, rowH_), Qt::AlignLeft | Qt::AlignVCenter, text);
    };
    const std::vector<QColor> colours = routeColours(route_);
    for (std::size_t k = 0; k <= route_.size(); ++k) {
        const double y = rowY(k);
        const bool faint = k > shown;
        const wdm::Processor at = k == 0 ? from_ : route_[k - 1].to;
        rowLabel(y, k == 0 ? tr("start") : tr("hop %1").arg(k), faint, k == shown);
        paintBits(p, palette, y, at, k == 0 ? 0 : std::uint64_t(route_[k - 1].from ^ at), faint);
        if (k == 0) continue;
        const wdm::Hop& h = route_[k - 1];
        const QRectF text(textX_, y, textW_, rowH_);
        QColor c = colours[k - 1];
        if (faint || dimmed(view, h.wavelength)) c.setAlpha(70);
        // Outlined in the ink: the palette's yellow alone read 1.5:1 on white.
        p.setPen(QPen(faint ? palette.faint : palette.ink, 0.8 * grow_));
        p.setBrush(c);
        const double dot = 10 * grow_ * zoom_;
        p.drawEllipse(QRectF(text.left(), y + (rowH_ - dot) / 2, dot, dot));
        p.setPen(faint ? palette.faint : palette.ink);
        p.setFont(render::sceneFont(p, 8 * zoom_, view.highlighted == h.wavelength));
        render::drawLabel(p, text.adjusted(14 * grow_ * zoom_, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, hopText(h));
    }

    // The plain n-cube between the same processors.
    const double top = rowY(route_.size() + 1) - titleH_ - headerH_;
    p.setPen(palette.ink);
    p.setFont(render::sceneFont(p, 9 * zoom_, true));
    render::drawLabel(
        p, QRectF(0, top, bounds_.right() - 4, titleH_), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
        render::englishPlural(tr("plain %1-cube: %Ln hop(s)", nullptr, int(cube_.size() - 1)), int(cube_.size() - 1))
            .arg(n));
    paintHeader(p, palette, top + titleH_);
    const bool arrived = shown >= route_.size();
    for (std::size_t k = 0; k < cube_.size(); ++k) {
        const double y = rowY(route_.size() + 1 + k);
        const bool faint = !arrived && k > shown;
        rowLabel(y, k == 0 ? tr("start") : tr("hop %1").arg(k), faint, false);
        paintBits(p, palette, y, cube_[k], k == 0 ? 0 : std::uint64_t(cube_[k - 1] ^ cube_[k]), faint);
        if (k == 0) continue;
        p.setPen(faint ? palette.faint : palette.ink);
        p.setFont(render::sceneFont(p, 8 * zoom_));
        // Inside the figure (its box had run 6 units past the edge: on a 1920 x 1080 projector,
        // "dimension 0" was cut there).
        const double x = textX_ + 14 * grow_ * zoom_;
        render::drawLabel(p, QRectF(x, y, bounds_.right() - 2 - x, rowH_), Qt::AlignLeft | Qt::AlignVCenter,
                          tr("dimension %1").arg(__builtin_ctz(cube_[k - 1] ^ cube_[k])));
    }
    p.restore();
}

} // namespace popslab::wdm
