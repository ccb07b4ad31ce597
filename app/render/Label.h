// Text in a figure that never leaves its box: every painter draws its labels through
// drawLabel, which shrinks the font until Qt's own measure of the text fits the box,
// so a label is never clipped or run into its neighbours at any zoom, DPI or text size
// (presentation mode on a projector cut "c(0,0)" to "(0,0").
#pragma once

#include <QColor>
#include <QPainter>
#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <utility>
#include <vector>

namespace popslab::render {

// Draws `text` in `box` with `flags` (Qt::AlignmentFlag, Qt::TextWordWrap) in the
// painter's font, made smaller where it would not fit; the painter's font is kept.
void drawLabel(QPainter& painter, const QRectF& box, int flags, const QString& text);

// Makes the painter's font as small as the longest of `texts` needs to fit `box`, so a
// row of cells (the coupler matrix's) reads at one size rather than each at its own.
void fitFontToAll(QPainter& painter, const QRectF& box, int flags, const std::vector<QString>& texts);
// The same over several boxes, each with its texts: one size for labels in boxes of
// different shapes (the aggregated view's two rows of blocks, processors with numbers of
// different widths).
void fitFontToAll(QPainter& painter, int flags, const std::vector<std::pair<QRectF, std::vector<QString>>>& boxes);

// The rectangle `text` takes when drawLabel draws it in `box` (its font made smaller where
// it would not fit): a plate behind a label is this size, not the box's.
QRectF labelRect(const QPainter& painter, const QRectF& box, int flags, const QString& text);

// The line height in device pixels `text` would have if drawn by drawLabel: a painter
// leaves out a label that would be too small to read (the audit's measure).
double fittedLineHeight(const QPainter& painter, const QRectF& box, int flags, const QString& text);

// The least line height, in device pixels, a figure's label is drawn at: 14 on the window
// while presenting (what a class reads from the back row), 9 on the window otherwise
// (DejaVu Sans's capitals are then 6 px; new users could not read the 4-7 px names the
// audit used to pass), 7 on a page or in a file, which is printed or zoomed. The gallery's
// audit holds the window to these. A painter leaves out a label that would be smaller
// where the figure says it another way (a tooltip, a table, a block's title, zooming in).
inline constexpr double kPresentingPixels = 14;
inline constexpr double kWindowPixels = 9;
inline constexpr double kPagePixels = 7;
void setPresenting(bool presenting);
bool isPresenting();
double leastReadablePixels(const QPainter& painter);
// The same for the window's figures, without a painter (a view laying out its caption).
double leastReadableOnScreen();
// Whether `text` in `box` would be drawn at least that large.
bool readsInBox(const QPainter& painter, const QRectF& box, int flags, const QString& text);
// drawLabel where the text reads (readsInBox), else nothing: whether it was drawn. For a
// crowded figure's names that a tooltip, a table or a title also gives.
bool drawReadableLabel(QPainter& painter, const QRectF& box, int flags, const QString& text);

// A figure's caption, drawn as drawLabel draws a label but first grown to read at least
// `pixels` high on the device where its box holds it: a tall figure fitted to a small pane
// drew its caption at 7 px, the same figure in a wide pane at 12. Presenting, it is grown to
// a little over leastReadablePixels (14), which the audit asks for. Pages and files, drawn
// at the figure's own size, are at or above it and keep the painter's font.
void drawCaption(QPainter& painter, const QRectF& box, int flags, const QString& text, double pixels = 12);
// Whether drawCaption would draw `text` in `box` at `pixels` or more (a painter may then
// choose a shorter caption rather than one shrunk under it).
bool captionReads(const QPainter& painter, const QRectF& box, int flags, const QString& text, double pixels = 12);

// `text` with its short formulas made unbreakable: "(G, P)", "H(a, b)", "n = 5",
// "3-cubes" and "xor 2ⁱ" wrapped at their spaces or hyphens ("H(a, / b)", "3- / cubes").
QString keepFormulasWhole(QString text);

// A count's text from tr("... %n hop(s)", nullptr, n) as English writes it where no
// translator gives the forms (popslab-cli's figures): "1 hop", "2 hops".
QString englishPlural(QString text, int n);

// What a test checks: each label drawn while a probe lives on this thread, in device
// coordinates -- the box it was given, the rectangle Qt reports it drew, and the line
// height in device pixels (so shrinking cannot hide a label by making it unreadable).
struct LabelRecord {
    QString text;
    QRectF box, drawn; // device coordinates: upright rectangles around them, when turned too
    double lineHeight = 0;
    QColor colour;                        // the pen's: the audit weighs it against what is behind
    const QPaintDevice* device = nullptr; // the widget (or image) painted on
    QPolygonF shape;                      // the drawn text's own rectangle, turned as it was drawn
};

// A node, coupler or other mark a label must not run into (a label inside it, its own
// name, is fine; one across its edge is not): painters note them while a probe lives.
void noteObstacle(QPainter& painter, const QRectF& box);
struct ObstacleRecord {
    QRectF box; // device coordinates
    const QPaintDevice* device = nullptr;
};

class LabelProbe {
public:
    LabelProbe();
    ~LabelProbe();
    LabelProbe(const LabelProbe&) = delete;
    LabelProbe& operator=(const LabelProbe&) = delete;
    const std::vector<LabelRecord>& labels() const { return labels_; }
    const std::vector<ObstacleRecord>& obstacles() const { return obstacles_; }
    void record(LabelRecord r) { labels_.push_back(std::move(r)); }
    void record(ObstacleRecord r) { obstacles_.push_back(r); }

private:
    LabelProbe* previous_;
    std::vector<LabelRecord> labels_;
    std::vector<ObstacleRecord> obstacles_;
};

} // namespace popslab::render
