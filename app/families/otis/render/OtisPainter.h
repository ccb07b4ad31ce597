// An OTIS network as Figs. 13 and 14 of paper 001 draw it: the groups as boxes holding
// their processors (the mesh inside, or the hypercube's links), the optical transpose
// links between (G, P) and (P, G), labels (G, P) or the 4D mesh's (i, j, k, l). Over it
// a 4D mesh move after a given number of steps -- every datum in its origin's colour
// where it is now, the current step's transfers as arrows -- and a route. Beyond N = 16
// groups, a map of small cells (labels in a tooltip, no optical links or arrows).
#pragma once

#include "CaptionPlace.h"
#include "OtisAnalysis.h"
#include "OtisMoves.h"
#include "Palette.h"

#include <QCoreApplication>
#include <QPainterPath>
#include <QRectF>
#include <algorithm>
#include <optional>
#include <vector>

namespace popslab::otis {

// The network's name as the paper writes it ("OTIS-Mesh"), for titles; the id
// ("otis-mesh") is for files and options.
QString otisName(otis::Intra intra);

class OtisPainter {
    Q_DECLARE_TR_FUNCTIONS(OtisPainter)

public:
    static constexpr std::uint32_t kMaxDrawnGroups = 64; // N^2 = 4096 processors

    OtisPainter(const otis::OtisParameters& parameters, bool fourD, const otis::MoveRun* move,
                std::vector<otis::OtisHop> route);

    // With the caption's band grown by the text scale of the device drawn on (the screen's
    // on a widget): on a projector its text read 11 px in a band made for 1.
    // (and a little more: a German caption of six lines shrank to 13 px).
    // On a view whose caption has been placed (setCaptionPlace), the figure and the caption
    // where it was placed.
    QRectF bounds(double textScale = 1.0) const {
        const QSizeF figure = figureSize();
        if (place_)
            return place_->beside ? QRectF(0, 0, figure.width() + place_->extent,
                                           std::max(figure.height(), kCaptionTop + place_->height))
                                  : QRectF(0, 0, bounds_.width(), figure.height() + place_->extent);
        return bounds_.adjusted(0, 0, 0, captionBand(textScale) - captionH_);
    }
    // The figure without its caption, the caption at each step, and its size in scene units
    // on the screen: what render::placeCaption weighs for a view.
    QSizeF figureSize() const { return {contentWidth_, bounds_.height() - captionH_}; }
    double bandWidth() const { return bounds_.width(); }
    QStringList captionTexts() const;
    double captionPoints() const { return 10 * textGrow_; }
    // A view's caption: under the figure in a band, or beside it (none: a band for a file).
    void setCaptionPlace(std::optional<render::CaptionPlace> place) { place_ = place; }
    void paint(QPainter& painter, const render::Palette& palette, int step) const;
    std::optional<otis::ProcessorId> processorAt(QPointF scenePoint) const;
    QPointF centre(otis::ProcessorId a) const; // as drawn, centring included
    // (G, P), or i j k l with the 4D mesh's labels.
    QString processorLabel(otis::ProcessorId a) const;

    // How the link a-b is drawn: a line where it passes no other cell, a curve past the
    // cell between them (a hypercube's links of bits 1 and 3 skip a cell: drawn straight
    // they read as two mesh links), an optical link as a curve bowed as far as keeps it off
    // the most cells (chooseOpticalBows).
    QPainterPath linkPath(otis::ProcessorId a, otis::ProcessorId b) const;
    // A route of no hop -- from `a` to itself, or none at all from `a` to `b` (the plain
    // OTIS) -- its ends framed and the caption saying which (it showed nothing at all).
    void setRouteEnds(otis::ProcessorId a, otis::ProcessorId b) { ends_ = {a, b}; }
    // The figure centred over a wider caption band (centre() and processorAt() follow).
    void setCentred(bool centred) { centred_ = centred; }

private:
    QPointF cellCentre(otis::ProcessorId a) const; // before centring: what paint() draws at
    double shift() const;                          // the centring, across
    QRectF cellBox(otis::ProcessorId c) const;
    bool crossesACell(const QPainterPath& path, otis::ProcessorId a, otis::ProcessorId b) const;
    void chooseShapes();
    int cellsCrossed(const QPainterPath& path, otis::ProcessorId a, otis::ProcessorId b) const;
    void chooseOpticalBows();
    // Beyond N = 4, a cell's part of its label (P, or k l) and its group's title with the rest.
    QString cellLabel(otis::ProcessorId a) const;
    QString groupTitle(std::uint32_t G) const;
    // The move after `step` steps: each processor's item (-1: none), the last step's transfers.
    struct MoveState {
        std::vector<int> holding;
        int optical = 0, electronic = 0;
        std::vector<std::pair<otis::ProcessorId, otis::ProcessorId>> current;
    };
    MoveState moveAt(int step) const;
    QString captionText(int step, int optical, int electronic) const;
    static constexpr std::size_t kCaptionSteps = 256; // measured for placing the caption
    static constexpr double kCaptionTop = 40;         // a column beside the figure starts at its groups
    // paint()'s layers, bottom up.
    void paintNetwork(QPainter& p, const render::Palette& palette) const;
    QRectF groupFrame(std::uint32_t G) const;
    void paintGroupTitles(QPainter& p, const render::Palette& palette) const;
    // The cells, or (labels) their labels on top of the step's arrows.
    void paintProcessors(QPainter& p, const render::Palette& palette, const std::vector<int>& holding,
                         bool labels) const;
    // The optical transfers' shafts (under the cells), or the electronic ones' and every head.
    void paintTransfers(QPainter& p, const std::vector<std::pair<otis::ProcessorId, otis::ProcessorId>>& current,
                        bool optical) const;
    // The route in three layers: its optical hops' band under the cells, its electronic
    // hops' band over them, its ends framed.
    enum class RouteLayer { Optical, Electronic, Ends };
    void paintRoute(QPainter& p, const render::Palette& palette, RouteLayer layer) const;
    void paintCaption(QPainter& p, const render::Palette& palette, int step, const MoveState& state) const;
    otis::OtisNetwork net_;
    bool fourD_;
    const otis::MoveRun* move_; // owned by the document, alive while this painter is
    std::vector<otis::OtisHop> route_;
    std::optional<std::pair<otis::ProcessorId, otis::ProcessorId>> ends_; // a route of no hop: its ends
    bool centred_ = false;
    std::uint32_t groupsAcross_ = 1, cellsAcross_ = 1, cellsDown_ = 1;
    QSizeF groupBox() const { return {cellsAcross_ * cell_ + 2 * pad_, cellsDown_ * cell_ + 2 * pad_}; }
    bool compact_ = false;                   // N > 16: the map
    double cell_ = 34, pad_ = 10, gap_ = 46; // a processor's cell, a group's margin, between groups
    double textGrow_ = 1, captionH_ = 96;    // the caption grows with a wide figure
    QRectF bounds_;
    double contentWidth_ = 0; // the groups' (bounds_ is at least 420 wide, for a band under them)
    std::optional<render::CaptionPlace> place_;
    std::vector<QPainterPath> shape_; // an electronic link's, from its lower end, by its ends' places in a group
    std::vector<float> bow_;          // an optical link's bow, by its lower end (a processor)
    // Presenting, the band grows less than the text: the caption's lines then fill it at
    // 14 px or more, and the figure keeps its room (it took half the pane).
    double captionBand(double textScale) const {
        return textScale > 1 ? captionH_ * (1 + (textScale - 1) * 0.7) * 1.15 : captionH_;
    }
};

} // namespace popslab::otis
