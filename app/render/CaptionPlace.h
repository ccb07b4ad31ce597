// Where a figure's caption goes on a view: in a band under the figure, as tall as its lines
// at the size they are drawn there, or in a column beside it where the view is wider than
// the figure needs -- whichever draws the figure larger. Presenting OTIS N = 16 on
// 1366 x 768, a band sized before the figure's scale was known took a fifth of the pane and
// the figure used 490 of its 640 px.
#pragma once

#include <QFont>
#include <QSizeF>
#include <QStringList>

namespace popslab::render {

struct CaptionPlace {
    bool beside = false;
    double extent = 0;     // scene units: the band's height under the figure, or the column's width beside it
    double height = 0;     // scene units: the caption's box (beside, its lines at the least size that reads)
    double scale = 1;      // the figure's pixels per scene unit
    double linePixels = 0; // the height its lines are measured for, on the view
};

// `figure`: the scene without its caption; `bandWidth`: the least width of a band under it
// (a small figure stands at the left of a wider one). `view`: the widget, in pixels. `texts`: the
// caption at each step of the figure (the tallest decides, so that stepping never resizes
// the figure). `points`: the caption's size in scene units (sceneFont's), whose lines grow
// on the view to at least `pixels` high as drawCaption grows them.
CaptionPlace placeCaption(QSizeF figure, double bandWidth, QSizeF view, double maxScale, const QStringList& texts,
                          double points, double pixels);

// `font` resized so that its lines are `pixels` high (or a hair more) on `device` (none: the
// screen) at `scale` device pixels per unit: a caption beside its figure is set so.
QFont withLineHeight(QFont font, double pixels, const QPaintDevice* device, double scale);

// The size in pixels of `text` wrapped to `width` pixels in the figures' font, its lines
// `pixels` high, on a figure drawn at `scale` (wider than `width` where a word is).
QSizeF captionSize(const QString& text, double width, double pixels, double scale);

} // namespace popslab::render
