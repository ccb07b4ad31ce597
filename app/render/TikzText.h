// Text and numbers as a TikZ or pgfplots file writes them: a figure's labels in LaTeX's
// own spelling, so that `\input` compiles with pdfLaTeX and no package beyond tikz
// (or pgfplots): "λ3" as $\lambda$3, "ä" as {\"a}, "50 %" as 50~\%. Text pdfLaTeX
// cannot set that way (Chinese) is drawn as its glyphs' outlines, as the SVG export does.
#pragma once

#include <QColor>
#include <QFont>
#include <QPainterPath>
#include <QString>
#include <optional>

namespace popslab::render {

// `text` in LaTeX, or nothing when a character has no spelling that pdfLaTeX sets with
// the kernel's own commands (a Han character, say).
std::optional<QString> latexSpelling(const QString& text);

// A coordinate or length rounded for a reader: at most `decimals` places, no trailing
// zeros, "-0" as "0", always a full stop ("12.5", "3").
QString tikzNumber(double value, int decimals = 1);

// An RGB colour as xcolor's `{RGB}{r,g,b}`.
QString tikzRgb(const QColor& colour);

// The outline of `text` in `font` at `pixelSize`, its baseline's left end at the origin
// (y down): what is filled where the text has no LaTeX spelling.
QPainterPath textOutline(const QString& text, QFont font, double pixelSize);

// `path` as TikZ path operations, its coordinates as they are (the picture's y unit
// points down): "(x,y) -- (x,y) .. controls (x,y) and (x,y) .. (x,y) -- cycle".
QString tikzPathOps(const QPainterPath& path, int decimals = 1);

} // namespace popslab::render
