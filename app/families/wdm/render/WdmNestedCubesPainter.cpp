#include "WdmNestedCubesPainter.h"

#include "Detour.h"
#include "Label.h"
#include "LabelPlacer.h"
#include "WdmFormulas.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace popslab::wdm {

namespace {
constexpr double kSide = 64;               // a 3-cube's edge
constexpr double kNodeW = 38, kNodeH = 24; // a processor, named by three bits (read 9 px in a 1366 x 768 window)
constexpr double kBlockW = 160, kBlockH = 150, kGap = 34, kCaption = 130;

// Where processor `low` (its three low bits) sits in its block: the front square for
// dimensions 0 and 1, the back one up and to the right for dimension 2 (Fig. 2).
QPointF inBlock(std::uint64_t low) {
    return QPointF((low & 1 ? kSide : 0) + (low & 4 ? kSide * 0.5 : 0),
                   (low & 2 ? kSide : 0) - (low & 4 ? kSide * 0.42 : 0));
}

// The block's place: column = dimension 3, row = the Gray code of the bits above, so
// blocks in neighbouring rows differ in one dimension.
std::pair<std::uint32_t, std::uint32_t> blockPlace(std::uint64_t high) {
    const std::uint64_t rest = high >> 1;
    std::uint32_t row = 0;
    for (std::uint64_t g = rest; g; g >>= 1) // Gray code to its rank
        row ^= std::uint32_t(g);
    return {std::uint32_t(high & 1), row};
}
} // namespace

WdmNestedCubesPainter::WdmNestedCubesPainter(const wdm::WdmNetwork& net, std::vector<wdm::Hop> route)
    : parameters_(net.parameters()), route_(std::move(route)) {
    const std::uint64_t N = net.processorCount();
    degree_ = wdm::degreeOfPartition(net);
    // On a projector the blocks' titles and the caption get room for their larger text
    // (they shrank to 9 px in boxes made for normal text); the processors' names inside the
    // cubes are left out there where they would not read.
    grow_ = std::clamp(render::screenTextScale(), 1.0, 2.4);
    titleH_ = 24 * grow_;
    // Presenting, the caption is its first clause (the whole rule in this half pane read at
    // 9 px); files and the window otherwise keep it whole (the canvas may grow the text on a
    // small pane: the rule then wraps to more lines).
    shortCaption_ = render::isPresenting() && grow_ > 1;
    captionH_ = shortCaption_ ? kCaption * 0.6 * grow_ : kCaption * grow_;
    // A lane between the caption and the first row of blocks for the names of hops drawn
    // along its top, two names high (a projector's "hop 3: λ104" had only the caption's
    // text to go to).
    lane_ = 36 * grow_;
    position_.resize(N);
    for (std::uint64_t a = 0; a < N; ++a) {
        const QRectF b = block(a >> 3);
        position_[a] =
            b.topLeft() + QPointF(kNodeW / 2 + 14, kSide * 0.42 + kNodeH / 2 + 10 + titleH_) + inBlock(a & 7);
    }
    const std::uint64_t blocks = N >> 3, rows = (blocks + 1) / 2;
    // Room either side for a hop's name placed beside a block (larger on a projector).
    bounds_ = QRectF(-60, -captionH_, 2 * kBlockW + 3 * kGap + 120,
                     captionH_ + lane_ + double(rows) * (blockHeight() + kGap) + kGap);
    // A hop drawn straight from 00 000 to 11 111 crossed 11 001 and 11 100, which it does not
    // visit: each hop bows past the processors other than its ends (the nodes are drawn over
    // the band, so the line's half width is room enough).
    for (const wdm::Hop& h : route_) {
        std::vector<QRectF> others;
        for (std::uint64_t a = 0; a < N; ++a)
            if (a != h.from && a != h.to) others.push_back(processorBox(a));
        hopPath_.push_back(render::detour(position_[h.from], position_[h.to], others, 3.0));
    }
}

QRectF WdmNestedCubesPainter::captionBox() const {
    return QRectF(bounds_.left() + 8, bounds_.top() + 4, bounds_.width() - 16, captionH_ - 8);
}

std::optional<std::uint64_t> WdmNestedCubesPainter::processorAt(QPointF q) const {
    for (std::uint64_t a = 0; a < position_.size(); ++a)
        if (processorBox(a).contains(q)) return a;
    return std::nullopt;
}

QRectF WdmNestedCubesPainter::processorBox(std::uint64_t a) const {
    return QRectF(position_[a] - QPointF(kNodeW / 2, kNodeH / 2), QSizeF(kNodeW, kNodeH));
}

double WdmNestedCubesPainter::blockHeight() const {
    return kBlockH + titleH_ - 24;
}

QRectF WdmNestedCubesPainter::block(std::uint64_t high) const {
    const auto [column, row] = blockPlace(high);
    return QRectF(kGap + column * (kBlockW + kGap), lane_ + kGap + row * (blockHeight() + kGap), kBlockW,
                  blockHeight());
}

std::optional<wdm::Wavelength> WdmNestedCubesPainter::wavelengthAt(QPointF q) const {
    for (std::size_t k = 0; k < route_.size(); ++k)
        if (render::distanceTo(hopPath_[k], q) < 5) return route_[k].wavelength;
    return std::nullopt;
}

void WdmNestedCubesPainter::paintBlocks(QPainter& p, const render::Palette& palette,
                                        render::LabelPlacer& placer) const {
    for (std::uint64_t high = 0; high < (position_.size() >> 3); ++high) {
        const QRectF frame = block(high);
        p.setPen(QPen(palette.group, 1.2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(frame, 8, 8);
        // A hop's name keeps off the frame, where it would read as the block's.
        for (const QLineF& edge :
             {QLineF(frame.topLeft(), frame.topRight()), QLineF(frame.topRight(), frame.bottomRight()),
              QLineF(frame.bottomRight(), frame.bottomLeft()), QLineF(frame.bottomLeft(), frame.topLeft())})
            placer.addLine(edge);
        placer.addNode(titleBox(high)); // its title is drawn over the route (paintBlockTitles)
        // The block's own cube links: dimensions 0-2.
        p.setPen(QPen(palette.faint, 1.6));
        for (std::uint64_t low = 0; low < 8; ++low)
            for (std::uint64_t bit : {1u, 2u, 4u})
                if (!(low & bit)) p.drawLine(position_[high << 3 | low], position_[high << 3 | low | bit]);
    }
}

QRectF WdmNestedCubesPainter::titleBox(std::uint64_t high) const {
    const QRectF frame = block(high);
    return {frame.left() + 6, frame.top() + 2, frame.width() - 12, titleH_};
}

// The blocks' titles over the route, each on a plate of the background: a hop drawn over
// "11···" had struck it through (n = 5).
void WdmNestedCubesPainter::paintBlockTitles(QPainter& p, const render::Palette& palette) const {
    p.setFont(render::sceneFont(p, 10, true));
    p.setPen(palette.ink);
    for (std::uint64_t high = 0; high < (position_.size() >> 3); ++high) {
        const QString title = bitString(high, parameters_.n - 3) + QString::fromUtf8("\u00b7\u00b7\u00b7");
        const QRectF box = titleBox(high);
        p.fillRect(render::labelRect(p, box, Qt::AlignCenter, title).adjusted(-2, 0, 2, 0), palette.background);
        render::drawLabel(p, box, Qt::AlignCenter, title);
    }
}

void WdmNestedCubesPainter::paint(QPainter& p, const render::Palette& palette, const WdmView& view) const {
    const std::uint32_t n = parameters_.n;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds_, palette.background);
    render::LabelPlacer placer(p);
    placer.setArea(bounds_);
    paintBlocks(p, palette, placer);
    for (std::uint64_t a = 0; a < position_.size(); ++a)
        placer.addNode(processorBox(a));
    // The caption's band too: a hop's name placed up into it ran into the caption's text.
    placer.addNode(captionBox());
    // The route: a grey band, then each hop in its wavelength, named beside it.
    const std::size_t shown = std::min(view.hopsShown, route_.size());
    QColor band = palette.ink;
    band.setAlpha(60);
    const std::vector<QColor> colours = routeColours(route_);
    for (std::size_t k = 0; k < shown; ++k) {
        const wdm::Hop& h = route_[k];
        p.setPen(QPen(band, 12.0, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawPath(hopPath_[k]);
        QColor c = colours[k];
        if (dimmed(view, h.wavelength)) c.setAlpha(60);
        // Solid over the band: yellow dashes vanished on white. Edged in the colour's readable
        // shade, which is itself where it reads: a yellow hop on the grey band was all but gone.
        const double width = view.highlighted == h.wavelength ? 3.6 : 2.6;
        QColor edge = palette.readable(colours[k]);
        edge.setAlpha(c.alpha());
        p.setPen(QPen(edge, width + 1.6, Qt::SolidLine, Qt::RoundCap));
        p.drawPath(hopPath_[k]);
        p.setPen(QPen(c, width, Qt::SolidLine, Qt::RoundCap));
        p.drawPath(hopPath_[k]);
        for (const QLineF& piece : render::polyline(hopPath_[k]))
            placer.addLine(piece, 12);
    }
    paintBlockTitles(p, palette);
    // Each hop named beside it where the name runs into nothing (else the route's table and
    // the details name it: in a crowded cube of 64, "hop 4: λ105" had nowhere to go).
    p.setFont(render::sceneFont(p, 9, true));
    for (std::size_t k = 0; k < shown; ++k) {
        p.setPen(palette.readable(colours[k]));
        placer.placeAlong(tr("hop %1: λ%2").arg(k + 1).arg(route_[k].wavelength), hopPath_[k], 6);
    }
    // Processors, named by their low three bits inside their block.
    p.setFont(render::sceneFont(p, 10));
    bool named = true; // the caption says where the names do not read
    for (std::size_t a = 0; a < position_.size(); ++a) {
        p.setPen(QPen(palette.ink, 1.2));
        p.setBrush(visited(route_, shown, a) ? palette.usedFill : palette.background);
        const QRectF box = processorBox(a);
        p.drawEllipse(box);
        // Nearly the ellipse's bounding box (a three-digit name is wide and short): the digits
        // stay inside the outline, and the name reads 9 px at n = 6 in a wide pane.
        named = render::drawReadableLabel(p, box.adjusted(kNodeW * 0.08, kNodeH * 0.06, -kNodeW * 0.08, -kNodeH * 0.06),
                                          Qt::AlignCenter, bitString(a & 7, 3)) &&
                named;
    }
    p.setFont(render::sceneFont(p, 9));
    p.setPen(palette.ink);
    const QRectF captionBox = this->captionBox();
    const QString caption =
        shortCaption_
            ? tr("super topology, n = %1, T = %2, R = %3, as %4 blocks of 3-cubes")
                  .arg(n)
                  .arg(parameters_.T)
                  .arg(parameters_.R)
                  .arg(position_.size() >> 3)
            : tr("super topology, n = %1, T = %2, R = %3, as %4 blocks of 3-cubes: a block holds the processors with "
                 "the high bits of its title, %6, with its cube links (dimensions 0-2). Not drawn: the cube links "
                 "between blocks (their titles differ in one bit) and the super topology's extra links (each "
                 "processor has %5 links in all). The route's hops in their wavelengths over a grey band.")
                  .arg(n)
                  .arg(parameters_.T)
                  .arg(parameters_.R)
                  .arg(position_.size() >> 3)
                  .arg(degree_)
                  // Said, not promised, where the names do not read (n = 6 beside the route's
                  // table: the caption had named processors by their bits above empty ovals).
                  .arg(named ? tr("each named by its low three bits")
                             : tr("their names (the low three bits) left out at this size"));
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    // Where the whole rule would read under 12 px (n = 6's four rows of blocks fitted to the
    // window's pane drew it at 9 px), what the figure leaves out, in short.
    const QString written =
        shortCaption_ || render::captionReads(p, captionBox, flags, caption)
            ? caption
            : tr("super topology, n = %1, T = %2, R = %3, as %4 blocks of 3-cubes titled by their high "
                 "bits; not drawn: the links between blocks and the extra links.")
                  .arg(n)
                  .arg(parameters_.T)
                  .arg(parameters_.R)
                  .arg(position_.size() >> 3);
    render::drawCaption(p, captionBox, flags, written);
    p.restore();
}

} // namespace popslab::wdm
