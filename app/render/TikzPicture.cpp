#include "TikzPicture.h"

#include "TikzStyles.h"
#include "TikzText.h"

#include <QPaintEngine>
#include <QPainterPath>
#include <QTextItem>
#include <climits>
#include <cmath>
#include <numbers>

namespace popslab::render {

// Turns each QPainter call into a TikZ path or node in the figure's own coordinates
// (the transform applied here, y pointing down as on screen: the picture's y unit is
// negative). Consecutive strokes of one style share a \path, so a figure's fibres read
// as one command rather than hundreds.
class TikzEngine : public QPaintEngine {
public:
    TikzEngine(const QSizeF& size, const QString& title, double unitBp)
        : QPaintEngine(AllFeatures), size_(size), title_(title), styles_(unitBp) {}

    bool begin(QPaintDevice*) override { return true; }
    bool end() override {
        closeClip();
        return true;
    }
    Type type() const override { return User; }
    void updateState(const QPaintEngineState& state) override;

    void drawPath(const QPainterPath& path) override { shape(transform_.map(path), path.fillRule()); }
    void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override;
    void drawRects(const QRectF* rects, int count) override;
    void drawEllipse(const QRectF& rect) override;
    void drawLines(const QLineF* lines, int count) override;
    void drawPoints(const QPointF* points, int count) override;
    void drawTextItem(const QPointF& p, const QTextItem& item) override;
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override { ++imagesLeftOut_; }
    void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override { ++imagesLeftOut_; }

    QString text();

private:
    bool axisAligned() const { return transform_.type() <= QTransform::TxScale; }
    double scale() const { return std::sqrt(std::abs(transform_.determinant())); }
    double penWidth() const {
        const double w = pen_.widthF();
        return pen_.isCosmetic() ? std::max(w, 1.0) : std::max(w, 0.01) * scale();
    }
    QColor faded(QColor c) const {
        c.setAlphaF(float(c.alphaF() * opacity_));
        return c;
    }
    QString strokeStyle() {
        QPen pen = pen_;
        pen.setColor(faded(pen_.color()));
        return styles_.stroke(pen, penWidth());
    }
    // Draws `ops` (already in the figure's coordinates) with the pen and the brush;
    // `outline` is the same shape, for the hatching's clip and its extent.
    void paint(const QString& ops, const QPainterPath& outline, bool evenOdd = false);
    void shape(const QPainterPath& mapped, Qt::FillRule rule) {
        paint(tikzPathOps(mapped), mapped, rule == Qt::OddEvenFill && mapped.toSubpathPolygons().size() > 1);
    }
    void hatching(const QPainterPath& outline);
    void stroke(const QString& style, const QString& ops);
    void flush();
    void closeClip();
    void setClip(const QPainterPath& clip);

    QSizeF size_;
    QString title_;
    TikzStyles styles_;
    QStringList body_;
    QString pendingStyle_;
    QStringList pendingOps_;
    QTransform transform_;
    QPen pen_;
    QBrush brush_;
    QFont font_;
    double opacity_ = 1;
    bool clipOpen_ = false;
    QPainterPath clip_; // in the figure's coordinates, while a clip is set
    int imagesLeftOut_ = 0;
    // Text is anchored once the lines around it are known (see nodeLine).
    struct TextNode {
        QString style, text;
        QPointF left, mid, right; // of its baseline, in the figure's coordinates
        double size = 0;          // its font's height in the figure's units
        double rotate = 0;        // degrees, counter-clockwise as TikZ turns
    };
    static constexpr QChar kTextMark = QChar(0x1);
    std::vector<TextNode> texts_;
    QString nodeLine(std::size_t k) const;
};

// Text for a comment line: a line break in it (a schedule file's pattern name may hold
// one) would end the comment and leave the rest to TeX.
static QString oneLine(QString text) {
    for (QChar& c : text)
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
            c = QLatin1Char(' ');
    return text;
}

// A label is anchored where Qt aligned it, since LaTeX's font is narrower than DejaVu
// Sans: a line of a left-aligned paragraph (a caption's lines share their left end) at
// its left end, one of a right-aligned one at its right end, any other at its middle,
// so a centred label stays centred.
QString TikzEngine::nodeLine(std::size_t k) const {
    const TextNode& t = texts_[k];
    auto shares = [&](auto end) {
        for (std::size_t j : {k - 1, k + 1}) {
            if (j >= texts_.size() || texts_[j].rotate != t.rotate || std::abs(t.rotate) > 0.05) continue;
            const TextNode& o = texts_[j];
            // Lines of one paragraph: one end shared, a line's height apart (labels stacked
            // in a column further apart are centred in their boxes, and stay so).
            const double dy = std::abs(o.left.y() - t.left.y());
            if (std::abs((o.*end).x() - (t.*end).x()) < 0.05 && dy > 0.5 && dy < 1.6 * t.size) return true;
        }
        return false;
    };
    QString anchor = QStringLiteral("base");
    QPointF at = t.mid;
    if (shares(&TextNode::left))
        anchor = QStringLiteral("base west"), at = t.left;
    else if (shares(&TextNode::right))
        anchor = QStringLiteral("base east"), at = t.right;
    const QString rotate =
        std::abs(t.rotate) > 0.05 ? QStringLiteral(", rotate=%1").arg(tikzNumber(t.rotate)) : QString();
    return QStringLiteral("\\node[%1, anchor=%2%3] at (%4,%5) {%6};")
        .arg(t.style, anchor, rotate, tikzNumber(at.x()), tikzNumber(at.y()), t.text);
}

void TikzEngine::updateState(const QPaintEngineState& state) {
    const DirtyFlags flags = state.state();
    if (flags & DirtyTransform) transform_ = state.transform();
    if (flags & DirtyPen) pen_ = state.pen();
    if (flags & DirtyBrush) brush_ = state.brush();
    if (flags & DirtyFont) font_ = state.font();
    if (flags & DirtyOpacity) opacity_ = state.opacity();
    if (flags & (DirtyClipPath | DirtyClipRegion)) {
        QPainterPath clip;
        if (flags & DirtyClipPath)
            clip = state.clipPath();
        else
            clip.addRegion(state.clipRegion());
        clip = transform_.map(clip);
        if (state.clipOperation() == Qt::NoClip)
            clip = QPainterPath();
        else if (state.clipOperation() == Qt::IntersectClip && clipOpen_)
            clip = clip_.intersected(clip);
        setClip(clip);
    } else if ((flags & DirtyClipEnabled) && !state.isClipEnabled()) {
        setClip(QPainterPath());
    }
}

void TikzEngine::setClip(const QPainterPath& clip) {
    flush();
    closeClip();
    if (clip.isEmpty()) return;
    clip_ = clip;
    clipOpen_ = true;
    body_ << QStringLiteral("\\begin{scope}") << "  \\clip " + tikzPathOps(clip) + ";";
}

void TikzEngine::closeClip() {
    flush();
    if (clipOpen_) body_ << QStringLiteral("\\end{scope}");
    clipOpen_ = false;
    clip_ = QPainterPath();
}

void TikzEngine::stroke(const QString& style, const QString& ops) {
    if (style != pendingStyle_ || pendingOps_.size() >= 64) flush();
    pendingStyle_ = style;
    pendingOps_ << ops;
}

void TikzEngine::flush() {
    if (pendingOps_.isEmpty()) return;
    body_ << QStringLiteral("\\path[%1] %2;").arg(pendingStyle_, pendingOps_.join("\n    "));
    pendingOps_.clear();
}

void TikzEngine::paint(const QString& ops, const QPainterPath& outline, bool evenOdd) {
    if (ops.isEmpty()) return;
    const QString line = strokeStyle();
    const Qt::BrushStyle b = brush_.style();
    const bool hatched = b >= Qt::HorPattern && b <= Qt::DiagCrossPattern;
    QString fill;
    if (b == Qt::SolidPattern || (b >= Qt::Dense1Pattern && b <= Qt::Dense7Pattern)) {
        QColor c = faded(brush_.color());
        if (b != Qt::SolidPattern) c.setAlphaF(c.alphaF() * float(1.0 - (b - Qt::Dense1Pattern + 0.5) / 8.0));
        fill = styles_.fill(c);
    } else if (b == Qt::LinearGradientPattern || b == Qt::RadialGradientPattern || b == Qt::ConicalGradientPattern) {
        const auto stops = brush_.gradient()->stops(); // drawn in its middle colour
        if (!stops.isEmpty()) fill = styles_.fill(faded(stops[stops.size() / 2].second));
    }
    if (fill.isEmpty() && !hatched) {
        if (!line.isEmpty()) stroke(line, ops);
        return;
    }
    flush();
    if (!fill.isEmpty()) {
        // The hatching goes between the fill and the outline, as Qt draws it.
        QStringList styles{fill};
        if (!hatched && !line.isEmpty()) styles << line;
        if (evenOdd) styles << QStringLiteral("even odd rule");
        body_ << QStringLiteral("\\path[%1] %2;").arg(styles.join(", "), ops);
    }
    if (hatched) {
        hatching(outline);
        if (!line.isEmpty()) body_ << QStringLiteral("\\path[%1] %2;").arg(line, ops);
    }
}

// Qt's pattern brushes as lines 6 units apart inside a clip of the shape: a conflict
// stays told apart by its shape in grey print, as in the window.
void TikzEngine::hatching(const QPainterPath& outline) {
    const QRectF r = outline.boundingRect();
    const Qt::BrushStyle b = brush_.style();
    const double gap = 6;
    QStringList lines;
    auto add = [&](QPointF a, QPointF c) {
        lines << QStringLiteral("(%1,%2) -- (%3,%4)")
                     .arg(tikzNumber(a.x()), tikzNumber(a.y()), tikzNumber(c.x()), tikzNumber(c.y()));
    };
    if (b == Qt::HorPattern || b == Qt::CrossPattern)
        for (double y = r.top() + gap / 2; y < r.bottom(); y += gap)
            add({r.left(), y}, {r.right(), y});
    if (b == Qt::VerPattern || b == Qt::CrossPattern)
        for (double x = r.left() + gap / 2; x < r.right(); x += gap)
            add({x, r.top()}, {x, r.bottom()});
    const double span = r.width() + r.height();
    if (b == Qt::BDiagPattern || b == Qt::DiagCrossPattern) // "/": x + y constant
        for (double s = gap / 2; s < span; s += gap)
            add({r.left() + s - r.height(), r.bottom()}, {r.left() + s, r.top()});
    if (b == Qt::FDiagPattern || b == Qt::DiagCrossPattern) // "\": x - y constant
        for (double s = gap / 2; s < span; s += gap)
            add({r.left() + s - r.height(), r.top()}, {r.left() + s, r.bottom()});
    if (lines.isEmpty()) return;
    body_ << QStringLiteral("\\begin{scope}") << "  \\clip " + tikzPathOps(outline) + ";"
          << QStringLiteral("  \\path[%1] %2;").arg(styles_.hatch(faded(brush_.color())), lines.join("\n      "))
          << QStringLiteral("\\end{scope}");
}

void TikzEngine::drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) {
    if (count < 2) return;
    QPainterPath path(points[0]);
    for (int k = 1; k < count; ++k)
        path.lineTo(points[k]);
    if (mode == PolylineMode) {
        const QBrush kept = brush_;
        brush_ = Qt::NoBrush; // a polyline is never filled
        shape(transform_.map(path), Qt::WindingFill);
        brush_ = kept;
        return;
    }
    path.closeSubpath();
    shape(transform_.map(path), mode == OddEvenMode ? Qt::OddEvenFill : Qt::WindingFill);
}

void TikzEngine::drawRects(const QRectF* rects, int count) {
    for (int k = 0; k < count; ++k) {
        QPainterPath path;
        path.addRect(rects[k]);
        const QPainterPath mapped = transform_.map(path);
        if (!axisAligned()) {
            shape(mapped, Qt::WindingFill);
            continue;
        }
        const QRectF r = transform_.mapRect(rects[k]);
        paint(QStringLiteral("(%1,%2) rectangle (%3,%4)")
                  .arg(tikzNumber(r.left()), tikzNumber(r.top()), tikzNumber(r.right()), tikzNumber(r.bottom())),
              mapped);
    }
}

void TikzEngine::drawEllipse(const QRectF& rect) {
    QPainterPath path;
    path.addEllipse(rect);
    const QPainterPath mapped = transform_.map(path);
    if (!axisAligned()) return shape(mapped, Qt::WindingFill);
    const QRectF r = transform_.mapRect(rect);
    const QString centre = QStringLiteral("(%1,%2)").arg(tikzNumber(r.center().x()), tikzNumber(r.center().y()));
    const QString rx = tikzNumber(r.width() / 2), ry = tikzNumber(r.height() / 2);
    paint(rx == ry ? QStringLiteral("%1 circle [radius=%2]").arg(centre, rx)
                   : QStringLiteral("%1 ellipse [x radius=%2, y radius=%3]").arg(centre, rx, ry),
          mapped);
}

void TikzEngine::drawLines(const QLineF* lines, int count) {
    const QString style = strokeStyle();
    if (style.isEmpty()) return;
    for (int k = 0; k < count; ++k) {
        const QLineF l = transform_.map(lines[k]);
        stroke(style, QStringLiteral("(%1,%2) -- (%3,%4)")
                          .arg(tikzNumber(l.x1()), tikzNumber(l.y1()), tikzNumber(l.x2()), tikzNumber(l.y2())));
    }
}

void TikzEngine::drawPoints(const QPointF* points, int count) {
    const QString dot = styles_.fill(faded(pen_.color()));
    flush();
    for (int k = 0; k < count; ++k) {
        const QPointF p = transform_.map(points[k]);
        body_ << QStringLiteral("\\path[%1] (%2,%3) circle [radius=%4];")
                     .arg(dot, tikzNumber(p.x()), tikzNumber(p.y()), tikzNumber(penWidth() / 2, 2));
    }
}

void TikzEngine::drawTextItem(const QPointF& p, const QTextItem& item) {
    const QString text = item.text();
    if (text.trimmed().isEmpty()) return;
    flush();
    const QFont f = item.font();
    // The device is 72 dpi: a point is a scene unit.
    const double size = (f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF()) * scale();
    const QColor colour = faded(pen_.color());
    if (const auto spelled = latexSpelling(text)) {
        const double angle = std::atan2(transform_.m12(), transform_.m11()) * 180 / std::numbers::pi;
        TextNode node{styles_.text(colour, size, f.bold(), f.italic()),
                      *spelled,
                      transform_.map(p),
                      transform_.map(p + QPointF(item.width() / 2, 0)),
                      transform_.map(p + QPointF(item.width(), 0)),
                      size,
                      -angle};
        // Qt hands a line over in runs of one script ("(", "τ", " = 1 a hop)"): a run that
        // goes on where the last one ended is the same node, or LaTeX's narrower font
        // would leave gaps between them.
        if (!texts_.empty() && body_.back() == QStringLiteral("%1%2").arg(kTextMark).arg(texts_.size() - 1)) {
            TextNode& last = texts_.back();
            if (last.style == node.style && last.rotate == node.rotate &&
                QLineF(last.right, node.left).length() < 0.5) {
                last.text += node.text;
                last.right = node.right;
                last.mid = (last.left + last.right) / 2;
                return;
            }
        }
        body_ << QStringLiteral("%1%2").arg(kTextMark).arg(texts_.size());
        texts_.push_back(node);
        return;
    }
    // No LaTeX spelling (Chinese): the glyphs' outlines, as the SVG export draws them.
    QTransform at = transform_;
    at.translate(p.x(), p.y());
    const QPainterPath glyphs = at.map(textOutline(text, f, f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF()));
    body_ << "% \"" + oneLine(text) + "\" as outlines: pdfLaTeX sets no such text with tikz alone"
          << QStringLiteral("\\path[%1] %2;").arg(styles_.fill(colour), tikzPathOps(glyphs, 2));
}

QString TikzEngine::text() {
    closeClip();
    QString out;
    out += "% " + oneLine(title_) + "\n";
    out += QStringLiteral("%% Written by POPS Lab: a TikZ picture for pdfLaTeX. In a document that loads\n"
                          "%% \\usepackage{tikz}, \\input this file. One unit of the coordinates is x (and\n"
                          "%% -y: y points down, as on screen); line widths and text sizes are in the\n"
                          "%% styles below, each named after its colour. Size: %1 x %2 units.\n")
               .arg(tikzNumber(size_.width()), tikzNumber(size_.height()));
    if (imagesLeftOut_ > 0)
        out += QStringLiteral("%% %1 raster image(s) of the figure are left out.\n").arg(imagesLeftOut_);
    out += "\\begin{tikzpicture}[\n" + styles_.pictureOptions() + "]\n";
    const QString colours = styles_.colourDefinitions();
    if (!colours.isEmpty()) out += colours + "\n";
    for (const QString& line : std::as_const(body_))
        out += (line.startsWith(kTextMark) ? nodeLine(line.mid(1).toULongLong()) : line) + "\n";
    out += QStringLiteral("\\end{tikzpicture}\n");
    return out;
}

TikzPicture::TikzPicture(const QSizeF& size, const QString& title, double widthCm)
    : size_(size),
      engine_(std::make_unique<TikzEngine>(size, title, widthCm / 2.54 * 72 / std::max(1.0, size.width()))) {}

TikzPicture::~TikzPicture() = default;

QPaintEngine* TikzPicture::paintEngine() const {
    return engine_.get();
}

QString TikzPicture::text() const {
    return engine_->text();
}

int TikzPicture::metric(PaintDeviceMetric m) const {
    switch (m) {
    case PdmWidth:
        return int(std::ceil(size_.width()));
    case PdmHeight:
        return int(std::ceil(size_.height()));
    case PdmWidthMM:
        return int(std::ceil(size_.width() * 25.4 / 72));
    case PdmHeightMM:
        return int(std::ceil(size_.height() * 25.4 / 72));
    case PdmNumColors:
        return INT_MAX;
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return 72;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return int(devicePixelRatioFScale());
    default:
        return QPaintDevice::metric(m);
    }
}

} // namespace popslab::render
