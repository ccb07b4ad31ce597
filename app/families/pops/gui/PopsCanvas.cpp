#include "PopsCanvas.h"

#include "AggregatePainter.h"
#include "CouplerMatrixPainter.h"
#include "FigureExport.h"
#include "Label.h"
#include "Palette.h"
#include "RegistryText.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

namespace popslab::pops {

PopsCanvas::PopsCanvas(PopsDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMouseTracking(true);
    setMinimumSize(320, 240);
    setFocusPolicy(Qt::StrongFocus);
    animation_.setParent(
        this); // found by what waits for the window to rest (the gallery; a member, it unparents itself)
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setDuration(600);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(document_, &PopsDocument::scheduleChanged, this, &PopsCanvas::rebuild);
    connect(document_, &PopsDocument::slotChanged, this, [this] {
        if (!showMessages_ && document_->slot() != bareSlot_) showMessages_ = true; // a step shows its messages
        if (animated_ && isVisible()) animation_.start();
        update();
    });
    rebuild();
}

void PopsCanvas::setShowMessages(bool show) {
    showMessages_ = show;
    bareSlot_ = document_->slot();
    update();
}

void PopsCanvas::rebuild() {
    showMessages_ = true; // a new schedule is always shown
    const NetworkSpec net = document_->network();
    if (pops::PopsNetwork::check(net.d, net.g)) {
        layout_.reset();
    } else {
        const bool sameShape = layout_ && layout_->network().d() == net.d && layout_->network().g() == net.g;
        if (!sameShape) {
            layout_ = std::make_unique<NetworkLayout>(pops::PopsNetwork(net.d, net.g));
            fitToWindow();
        }
    }
    if (selected_ && layout_ && *selected_ >= layout_->network().processorCount()) selected_.reset();
    update();
}

void PopsCanvas::fitToWindow() {
    zoom_ = 1.0;
    centre_.reset();
    setFitted(true);
    update();
}

std::optional<CanvasZoom> PopsCanvas::zoom() const {
    if (fitted_ || !layout_) return std::nullopt;
    const QPointF c = centre_.value_or(sceneBounds().center());
    return CanvasZoom{zoom_, c.x(), c.y()};
}

void PopsCanvas::setZoom(std::optional<CanvasZoom> zoom) {
    if (!zoom) return fitToWindow();
    zoom_ = std::clamp(zoom->scale, kMinCanvasZoom, kMaxCanvasZoom);
    centre_ = QPointF(zoom->x, zoom->y);
    setFitted(false);
    update();
}

void PopsCanvas::setMode(Mode mode) {
    mode_ = mode;
    fitToWindow();
}

bool PopsCanvas::aggregated() const {
    if (!layout_ || mode_ != Mode::Network) return false;
    if (tooLargeToDraw(document_->network(), false)) return true; // every fibre is beyond the limit
    if (everyProcessor_) return false;
    // The papers' own figures (POPS(4,4), Fig. 2; 16 processors at most, d >= g) are drawn in full
    // whatever the panels beside them leave: German panels on a projector tipped Fig. 2 into
    // blocks while English and Chinese showed it.
    const auto& net = document_->network();
    if (std::uint64_t(net.d) * net.g <= 16 && net.d >= net.g) return false;
    return fullFigureIsATexture(std::min(width() / layout_->bounds().width(), height() / layout_->bounds().height()));
}

// A processor row under 13 px sets its number (9 of a 19-unit box) under 6 px and the
// group headings under 7: a texture, not a figure a class can read. Presentation mode
// asks for its larger text (the aggregated figure's cells hold it at any size). With
// d < g the g^2 couplers outnumber the processors: POPS(1,16)'s columns of 16 couplers
// under 4 px each were black bars, and its group titles read 7 px.
bool PopsCanvas::fullFigureIsATexture(double scale) const {
    return layout_->processorHeight() * scale < 13.0 * render::screenTextScale() || layout_->couplerRow() * scale < 4.0;
}

FigureKind PopsCanvas::drawnAs() const {
    if (mode_ == Mode::Matrix) return FigureKind::Matrix;
    if (aggregated()) return FigureKind::Blocks;
    if (!layout_) return FigureKind::Full; // nothing drawn: the legend as it was
    const bool named = NetworkPainter(*layout_, nullptr, nullptr).namesAt(sceneToWidget().m11());
    return named ? FigureKind::Full : FigureKind::Unnamed;
}

// The full figure, named or not (what the notes over it ask; drawnAs() asks the scale,
// which asks the notes' band).
bool PopsCanvas::fullDrawn() const {
    return layout_ && mode_ == Mode::Network && !aggregated();
}

void PopsCanvas::setEveryProcessor(bool every) {
    everyProcessor_ = every;
    fitToWindow();
}

QRectF PopsCanvas::sceneBounds() const {
    if (!layout_) return {};
    if (mode_ == Mode::Matrix) return CouplerMatrixPainter(layout_->network(), nullptr).bounds();
    if (aggregated()) return AggregatePainter(layout_->network(), nullptr).bounds();
    return layout_->bounds();
}

void PopsCanvas::setDark(bool dark) {
    dark_ = dark;
    update();
}

void PopsCanvas::setPresentation(bool on) {
    strokeScale_ = on ? 1.8 : 1.0;
    update();
}

void PopsCanvas::setSelected(std::optional<ProcessorId> p) {
    selected_ = p;
    update();
}

QTransform PopsCanvas::sceneToWidget() const {
    if (!layout_) return {};
    const QRectF scene = sceneBounds();
    const double band = noteBand();
    const double fit = std::min(width() / scene.width(), (height() - band) / scene.height());
    const double s = fit * zoom_;
    const QPointF centre = centre_.value_or(scene.center());
    QTransform t;
    t.translate(viewCentre().x(), viewCentre().y());
    t.scale(s, s);
    t.translate(-centre.x(), -centre.y());
    return t;
}

PaintOptions PopsCanvas::paintOptions() const {
    PaintOptions o;
    if (showMessages_ && document_->schedule() && document_->slotCount() > 0) o.slot = std::uint32_t(document_->slot());
    o.progress = animation_.state() == QAbstractAnimation::Running ? animation_.currentValue().toDouble() : 1.0;
    o.selected = selected_;
    o.palette = dark_ ? render::Palette::dark() : render::Palette::light();
    o.strokeScale = strokeScale_;
    o.colourByItem = colourByItem_;
    o.pixelsPerUnit = sceneToWidget().m11();
    o.held = document_->heldItems();
    o.values = document_->values();
    const bool atEnd = document_->slotCount() == 0 || document_->slot() == document_->slotCount() - 1;
    o.correctness = atEnd ? document_->correctness() : nullptr;
    return o;
}

void PopsCanvas::paintEvent(QPaintEvent*) {
    // The legend names the symbols of the figure drawn (the blocks have no fibres to name):
    // told after the paint, as the panel's relayout must not run inside it.
    if (const FigureKind kind = drawnAs(); kind != drawn_) {
        drawn_ = kind;
        QTimer::singleShot(0, this, [this] { emit drawnAsChanged(drawn_); });
    }
    QPainter p(this);
    const PaintOptions o = paintOptions();
    p.fillRect(rect(), o.palette.background);
    if (!layout_) {
        // A network refused: why, where the figure would be (the canvas had stayed blank white
        // beside "No schedule.", as OK_N's does not).
        if (const auto& refused = document_->diagnostic()) {
            p.setPen(o.palette.ink);
            p.setFont(font());
            render::drawLabel(p, rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                              gui::diagnosticText(*refused));
        }
        return;
    }
    // The details and the validator's report still hold; only the figure is not drawn.
    if (auto why = tooLargeToDraw(document_->network(), mode_ == Mode::Matrix || aggregated())) {
        p.setPen(o.palette.ink);
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, *why);
        return;
    }
    p.setTransform(sceneToWidget());
    if (aggregated())
        AggregatePainter(layout_->network(), document_->schedule()).paint(p, o);
    else if (mode_ == Mode::Matrix)
        CouplerMatrixPainter(layout_->network(), document_->schedule()).paint(p, o);
    else
        NetworkPainter(*layout_, document_->schedule(), document_->report()).paint(p, o);
    if (const QString words = note(o.pixelsPerUnit); !words.isEmpty()) {
        p.resetTransform();
        p.setFont(font());
        const QRectF box = rect().adjusted(12, 8, -12, 0);
        const QRectF need = p.fontMetrics().boundingRect(box.toRect(), Qt::AlignLeft | Qt::TextWordWrap, words);
        p.fillRect(need.adjusted(-6, -4, 6, 4), o.palette.background);
        p.setPen(o.palette.ink);
        render::drawLabel(p, need, Qt::AlignLeft | Qt::TextWordWrap, words);
    }
}

// Words over the figure, in a band of their own above it, where the figure alone would
// mislead: every processor asked for where the figure is a texture (POPS(1024,2) fitted:
// rows of 0.3 px, a blank pane with no word, walk 9), or the bare network of a paper
// figure while the details list the slot's messages (walk 10).
QString PopsCanvas::note(double pixelsPerUnit) const {
    if (!layout_) return {};
    if (fullDrawn() && everyProcessor_ && fullFigureIsATexture(pixelsPerUnit))
        return tr("Every processor drawn, each %L1 px high: turn the wheel over a group or coupler to zoom in there; "
                  "Ctrl+0 fits the whole again, View > Draw every processor goes back to the blocks.")
            .arg(layout_->processorHeight() * pixelsPerUnit, 0, 'f', 1);
    if (mode_ != Mode::Matrix && !showMessages_ && document_->slotCount() > 0)
        return tr("The bare network, as the paper's figure draws it; Right shows slot %1's messages, which Details "
                  "list.")
            .arg(document_->slot() + 1);
    return {};
}

// The note's height (the figure fits below it), worked out at the scale the figure would
// have without it.
double PopsCanvas::noteBand() const {
    if (!layout_) return 0;
    const QRectF scene = sceneBounds();
    const QString words = note(std::min(width() / scene.width(), height() / scene.height()));
    if (words.isEmpty()) return 0;
    return QFontMetrics(font())
               .boundingRect(QRect(0, 0, std::max(1, width() - 24), 10000), Qt::TextWordWrap, words)
               .height() +
           16;
}

// The widget point the figure's centre (or the zoomed view's) stands at: the middle of
// what the note leaves.
QPointF PopsCanvas::viewCentre() const {
    const double band = noteBand();
    return {width() / 2.0, band + (height() - band) / 2.0};
}

void PopsCanvas::wheelEvent(QWheelEvent* event) {
    if (!layout_) return;
    const double factor = std::pow(1.0015, event->angleDelta().y());
    // Keep the scene point under the cursor in place.
    const QPointF under = sceneToWidget().inverted().map(event->position());
    zoom_ = std::clamp(zoom_ * factor, kMinCanvasZoom, kMaxCanvasZoom);
    const double s = sceneToWidget().m11();
    centre_ = under - (event->position() - viewCentre()) / s;
    setFitted(false);
    update();
}

void PopsCanvas::mousePressEvent(QMouseEvent* event) {
    dragging_ = event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton;
    moved_ = false;
    dragStart_ = event->pos();
}

void PopsCanvas::mouseMoveEvent(QMouseEvent* event) {
    if (!dragging_) return;
    const QPoint delta = event->pos() - dragStart_;
    if (delta.manhattanLength() > 3) moved_ = true;
    if (!moved_) return;
    if (!layout_) return;
    centre_ = centre_.value_or(sceneBounds().center()) - QPointF(delta) / sceneToWidget().m11();
    dragStart_ = event->pos();
    setFitted(false);
    update();
}

void PopsCanvas::mouseReleaseEvent(QMouseEvent* event) {
    const bool click = dragging_ && !moved_ && event->button() == Qt::LeftButton;
    dragging_ = false;
    // The aggregated figure has no processors to pick (its blocks are groups).
    if (!click || !layout_ || mode_ != Mode::Network || aggregated()) return;
    const QPointF scene = sceneToWidget().inverted().map(event->position());
    std::optional<ProcessorId> hit;
    for (ProcessorId x = 0; x < layout_->network().processorCount(); ++x)
        if (layout_->sourceProcessor(x).contains(scene) || layout_->destinationProcessor(x).contains(scene)) hit = x;
    selected_ = hit == selected_ ? std::nullopt : hit;
    emit processorClicked(selected_);
    update();
}

void PopsCanvas::resizeEvent(QResizeEvent*) {
    update();
}

QString PopsCanvas::elementAt(const QPointF& position) const {
    if (!layout_) return {};
    const QPointF s = sceneToWidget().inverted().map(position);
    const auto& net = layout_->network();
    if (mode_ == Mode::Matrix) {
        const CouplerMatrixPainter matrix(net, nullptr);
        for (std::uint32_t c = 0; c < net.couplerCount(); ++c) {
            const Coupler k = net.couplerAt(c);
            if (matrix.cell(k).contains(s))
                return tr("coupler c(%1,%2): from group %2 to group %1").arg(k.destinationGroup).arg(k.sourceGroup);
        }
        return {};
    }
    if (aggregated()) {
        const AggregatePainter figure(net, document_->schedule());
        const auto [senders, receivers] = figure.groupLoad(paintOptions().slot);
        for (GroupId k = 0; k < net.g(); ++k) {
            if (figure.sourceBlock(k).contains(s))
                return tr("group %1: %2 of %3 processors send in this slot").arg(k).arg(senders[k]).arg(net.d());
            if (figure.destinationBlock(k).contains(s))
                return tr("group %1: %2 of %3 processors receive in this slot").arg(k).arg(receivers[k]).arg(net.d());
        }
        for (std::uint32_t c = 0; c < net.couplerCount(); ++c) {
            const Coupler k = net.couplerAt(c);
            if (figure.cell(k).contains(s))
                return tr("coupler c(%1,%2): from group %2 to group %1").arg(k.destinationGroup).arg(k.sourceGroup);
        }
        return {};
    }
    const double near = 4.0 / std::max(1e-6, sceneToWidget().m11());
    for (ProcessorId x = 0; x < net.processorCount(); ++x) {
        for (GroupId j = 0; j < net.g(); ++j) {
            if (QLineF(layout_->transmitter(x, j), s).length() <= near)
                return tr("transmitter T(%1,%2): processor %1 to group %2").arg(x).arg(j);
            if (QLineF(layout_->receiver(x, j), s).length() <= near)
                return tr("receiver R(%1,%2): processor %1 from group %2").arg(x).arg(j);
        }
        if (layout_->sourceProcessor(x).contains(s)) {
            const QString name =
                tr("processor %1 (group %2, index %3) sending").arg(x).arg(net.group(x)).arg(net.indexInGroup(x));
            // The items it holds, which the figure writes beside its number only where they read.
            const auto* held = document_->heldItems();
            const Schedule* schedule = document_->schedule();
            if (!held || !schedule || x >= held->size() || (*held)[x].empty()) return name;
            QStringList items;
            for (ItemIndex i : (*held)[x]) {
                if (items.size() == 24) { // a tooltip, not a page: the first ones and how many
                    items << QString::fromUtf8("\u2026");
                    break;
                }
                items << QString::number(schedule->itemId(i));
            }
            return tr("%1; holds %Ln item(s): %2", nullptr, int((*held)[x].size())).arg(name, items.join(", "));
        }
        if (layout_->destinationProcessor(x).contains(s))
            return tr("processor %1 (group %2, index %3) receiving").arg(x).arg(net.group(x)).arg(net.indexInGroup(x));
    }
    for (std::uint32_t c = 0; c < net.couplerCount(); ++c) {
        const Coupler k = net.couplerAt(c);
        if (layout_->coupler(k).contains(s))
            return tr("coupler c(%1,%2): from group %2 to group %1").arg(k.destinationGroup).arg(k.sourceGroup);
    }
    return {};
}

bool PopsCanvas::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = elementAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace popslab::pops
