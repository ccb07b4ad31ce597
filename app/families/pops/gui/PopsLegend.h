// What the network figure's symbols mean, under it on the Network page: the exported
// figure carries this legend, the window had none, and "{3,19}", "{2 items}" or a hatched
// coupler went unexplained (walk 5). It names only the marks the figure shows now (what
// processors hold, their values, right or wrong), in the theme's colours.
#pragma once

#include "FigureKind.h"
#include "NoteLabel.h"

namespace popslab::pops {

class PopsDocument;

class PopsLegend : public gui::NoteLabel {
    Q_OBJECT
public:
    explicit PopsLegend(const PopsDocument* document, QWidget* parent = nullptr);
    void setDark(bool dark);
    // The figure the legend explains (the blocks and the matrix draw no fibres or items).
    void setFigure(FigureKind kind);

private:
    void refresh();
    QString text() const;

    const PopsDocument* document_;
    bool dark_ = false;
    FigureKind figure_ = FigureKind::Full;
};

} // namespace popslab::pops
