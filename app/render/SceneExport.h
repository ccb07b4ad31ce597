// Writes a figure of any family to SVG, PDF, PNG or a TikZ picture (.tex).
#pragma once

#include "Palette.h"

#include <QColor>
#include <QIODevice>
#include <QImage>
#include <QPainter>
#include <QSizeF>
#include <QString>
#include <functional>
#include <optional>

namespace popslab::render {

// The largest TikZ picture written: pdfLaTeX's default memory (5 million words) ran out
// at 2.1 MB of POPS's fibres and held 2.0 MB; 1.5 MB leaves room for heavier content.
inline constexpr qsizetype kMaxTikzBytes = 1'500'000;

// Writes any scene of `size` scene units, drawn by `paint`, as SVG, PDF, PNG or TikZ
// (by the suffix, .tex for TikZ; PNG at `dpi`), atomically. The one place figure
// formats are handled.
std::optional<QString> exportScene(const QString& path, const QSizeF& size, const QString& title, int dpi,
                                   const QColor& background, const std::function<void(QPainter&)>& paint);

// As exportScene, a heading over the figure saying what it shows, for a figure whose own
// text does not (the bus's space-time diagram had been exported with no line naming the
// operation or n): a band of the palette's background with the heading in its ink.
std::optional<QString> exportHeadedScene(const QString& path, const QSizeF& size, const QString& heading, int dpi,
                                         const Palette& palette, const std::function<void(QPainter&)>& paint);

// Writes `image` as PNG to `device`: encoded in memory first, so that a failed write is
// the file's error in our words rather than libpng's on stderr. The error, if any.
std::optional<QString> writePng(QIODevice& device, const QImage& image);

} // namespace popslab::render
