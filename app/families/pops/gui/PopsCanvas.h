// The network view: NetworkPainter on screen, with wheel zoom, drag to pan, fit to
// window, hover names (T(x,j), c(i,j), R(y,j), processors) and click-to-select a
// processor. A slot change animates its messages from transmitter to receivers.
#pragma once

#include "FigureKind.h"
#include "NetworkPainter.h"
#include "PopsDocument.h"
#include "PopsState.h"

#include <QVariantAnimation>
#include <QWidget>
#include <memory>

namespace popslab::pops {

class PopsCanvas : public QWidget {
    Q_OBJECT
public:
    // The full figure of Figs. 1-2, or the compact g x g coupler matrix.
    enum class Mode { Network, Matrix };

    explicit PopsCanvas(PopsDocument* document, QWidget* parent = nullptr);

    Mode mode() const { return mode_; }
    void setMode(Mode mode);
    // Past the size where one line a fibre is a texture (a processor under 13 pixels high, its number under 6
    // when fitted, or more fibres than are drawn), the network is drawn aggregated --
    // groups as blocks, couplers as cells (AggregatePainter) -- unless every processor
    // is asked for (View > Draw every processor).
    bool aggregated() const;
    // What the canvas draws now: the full figure, the aggregated one, or the coupler matrix.
    FigureKind drawnAs() const;
    void setEveryProcessor(bool every);
    bool everyProcessor() const { return everyProcessor_; }
    const NetworkLayout* layout() const { return layout_.get(); }
    // Widget position of a scene point (tests and hit checks).
    QPointF toWidget(const QPointF& scene) const { return sceneToWidget().map(scene); }
    void fitToWindow();
    // How far it is zoomed in and where (sessions and lessons keep it); none when fitted.
    std::optional<CanvasZoom> zoom() const;
    void setZoom(std::optional<CanvasZoom> zoom);
    void setDark(bool dark);
    void setPresentation(bool on);
    // Each message in its item's colour (the Exercise page, where messages move between slots).
    void setColourByItem(bool on) { colourByItem_ = on; }
    void setAnimated(bool animated) { animated_ = animated; }
    // Draw the bare network (Figs. 1-2) until the schedule or the slot changes: stepping
    // to another slot draws its messages.
    void setShowMessages(bool show);
    bool showsMessages() const { return showMessages_; }
    std::optional<ProcessorId> selected() const { return selected_; }
    void setSelected(std::optional<ProcessorId> p);
    // What the painter is asked to draw now (also used for exports).
    PaintOptions paintOptions() const;
    // The name of the element at a widget position ("c(1,0)", "T(3,1)", ...), if any.
    QString elementAt(const QPointF& position) const;

signals:
    void processorClicked(std::optional<ProcessorId> p);
    // drawnAs() changed (the pane's size, the network, the mode or Draw every processor).
    void drawnAsChanged(popslab::pops::FigureKind kind);

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    void rebuild();
    // Whether the full figure at `scale` is a texture rather than a figure (aggregated()).
    bool fullFigureIsATexture(double scale) const;
    QString note(double pixelsPerUnit) const;
    bool fullDrawn() const;
    double noteBand() const;
    QPointF viewCentre() const;
    QTransform sceneToWidget() const;
    QRectF sceneBounds() const;

    PopsDocument* document_;
    std::unique_ptr<NetworkLayout> layout_;
    double zoom_ = 1.0;             // on top of the fit scale
    std::optional<QPointF> centre_; // the scene point at the widget's centre; none: the figure's
    QPoint dragStart_;
    bool dragging_ = false, moved_ = false, fitted_ = true, animated_ = true;
    FigureKind drawn_ = FigureKind::Full; // as last painted, told to the legend
    // Zoomed or panned, the figure's labels may lie past the canvas: the audit is told so
    // (its property "popslabFitted"), and does not count them as cut.
    void setFitted(bool fitted) {
        fitted_ = fitted;
        setProperty("popslabFitted", fitted);
    }
    bool dark_ = false, everyProcessor_ = false;
    Mode mode_ = Mode::Network;
    bool showMessages_ = true;
    int bareSlot_ = 0;         // the slot on show when the bare network was asked for
    double strokeScale_ = 1.0; // thicker messages in presentation mode
    bool colourByItem_ = false;
    std::optional<ProcessorId> selected_;
    QVariantAnimation animation_;
};

} // namespace popslab::pops
