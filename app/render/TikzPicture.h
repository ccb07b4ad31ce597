// A figure written as one TikZ picture: a QPaintDevice the families' painters draw on as
// they draw on the screen, an SVG or a PDF, so the `.tex` holds the same figure --
// nodes, couplers, fibres, labels, the slot's messages, conflicts hatched -- as code a
// reader can edit: coordinates in the figure's own units, rounded; colours named after
// the palette's roles ("conflict", "fibre"); styles named after their colour; text in
// LaTeX's spelling. `\input` compiles it with pdfLaTeX and `\usepackage{tikz}` alone.
#pragma once

#include <QPaintDevice>
#include <QSizeF>
#include <QString>
#include <memory>

namespace popslab::render {

class TikzEngine;

class TikzPicture : public QPaintDevice {
public:
    // A picture of `size` scene units, `widthCm` wide on the page (one scene unit is
    // widthCm / size.width()); `title` goes into the opening comment.
    TikzPicture(const QSizeF& size, const QString& title, double widthCm = 12);
    ~TikzPicture() override;
    TikzPicture(const TikzPicture&) = delete;
    TikzPicture& operator=(const TikzPicture&) = delete;

    QPaintEngine* paintEngine() const override;
    // The whole file, once the painter has ended.
    QString text() const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSizeF size_;
    std::unique_ptr<TikzEngine> engine_;
};

} // namespace popslab::render
