// A plot written as one pgfplots axis: the same series, axes, ticks, legend and marks
// that QCustomPlot draws in the window, read from the plot itself, as a `.tex` file that
// `\input` compiles with pdfLaTeX and `\usepackage{pgfplots}` -- the data a reader can
// restyle, not a picture of it.
#pragma once

#include <QString>

class QCustomPlot;

namespace popslab::plots {

// The file's text for `plot` laid out at `width` x `height` pixels (the size its ticks
// were chosen for), `widthCm` wide on the page.
QString pgfplotsText(QCustomPlot& plot, int width, int height, double widthCm = 12);

} // namespace popslab::plots
