#include "WdmCanvas.h"

#include "Label.h"
#include "Palette.h"
#include "RegistryText.h"
#include "SceneExport.h"
#include "SceneFit.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

namespace popslab::wdm {

WdmCanvas::WdmCanvas(WdmDocument* document, Factory factory, std::function<QString()> title, QWidget* parent)
    : QWidget(parent), document_(document), factory_(std::move(factory)), title_(std::move(title)) {
    setMinimumSize(240, 200);
    setMouseTracking(true);
    connect(document_, &WdmDocument::changed, this, &WdmCanvas::rebuild);
    connect(document_, &WdmDocument::hopsShownChanged, this, qOverload<>(&QWidget::update));
    connect(document_, &WdmDocument::highlightChanged, this, qOverload<>(&QWidget::update));
    rebuild();
}

WdmCanvas::~WdmCanvas() = default;

// The painters lay out for the screen's text scale. Where the pane is too small for the
// figure (two figures side by side at 1366 x 768 were drawn at half size, their labels at
// 5 px), it is laid out again for a larger scale -- markers and text grow against the ring
// and the links -- until fitting it to the pane leaves its text at the screen's size
// (within 2.2 times the screen's scale and 2.4 in all, beyond which the markers would run
// together).
void WdmCanvas::rebuild() {
    builtForTextScale_ = render::screenTextScale();
    builtForSize_ = size();
    laidOutHidden_ = !isVisible(); // a hidden pane's size is not the one it will show at
    textScale_ = builtForTextScale_;
    scene_.reset();
    whyNot_.clear();
    if (!document_->report() || document_->refusal()) return update();
    // A layout is kept only while it shows its text larger than the one before: a figure
    // that grows as a whole with its text (the star of 32 along its radii) gains nothing.
    double scale = textScale_, shown = 0;
    for (int round = 0; round < 3; ++round) {
        render::ScreenTextScaleScope scope(scale);
        auto made = factory_(*document_);
        if (!std::holds_alternative<std::unique_ptr<WdmScene>>(made)) {
            whyNot_ = std::get<QString>(made);
            break;
        }
        std::unique_ptr<WdmScene> candidate = std::move(std::get<std::unique_ptr<WdmScene>>(made));
        const double fit = render::fitScene(candidate->bounds(), size(), 1.6).m11(); // scene units to pixels
        if (scene_ && fit * scale < shown * 1.05) break;
        scene_ = std::move(candidate);
        textScale_ = scale;
        shown = fit * scale;
        const double want = std::clamp(builtForTextScale_ / std::max(fit, 0.01), builtForTextScale_,
                                       std::max(builtForTextScale_, std::min(builtForTextScale_ * 2.2, 2.4)));
        if (laidOutHidden_ || !scene_->growsWithText() || std::abs(want - scale) < 0.05 * scale) break;
        scale = want;
    }
    update();
}

std::unique_ptr<WdmScene> WdmCanvas::plainScene() const {
    if (!document_->report() || document_->refusal()) return nullptr;
    render::ScreenTextScaleScope scope(1.0);
    auto made = factory_(*document_);
    auto* scene = std::get_if<std::unique_ptr<WdmScene>>(&made);
    return scene ? std::move(*scene) : nullptr;
}

void WdmCanvas::setDark(bool dark) {
    dark_ = dark;
    update();
}

QString WdmCanvas::why() const {
    if (const auto& d = document_->refusal()) return gui::diagnosticText(*d);
    if (const auto& f = document_->failure()) return *f;
    if (!document_->report()) return tr("Analysing the network...");
    return render::keepFormulasWhole(whyNot_); // "n ≤ 6" on one line
}

WdmView WdmCanvas::view() const {
    return {document_->hopsShown(), document_->highlighted()};
}

QTransform WdmCanvas::toWidget() const {
    return render::fitScene(scene_->bounds(), size(), 1.6);
}

void WdmCanvas::paintEvent(QPaintEvent*) {
    // Presentation mode came or went, or the pane changed its size by more than a little.
    const bool resized = std::abs(width() - builtForSize_.width()) > builtForSize_.width() / 20 ||
                         std::abs(height() - builtForSize_.height()) > builtForSize_.height() / 20;
    if (builtForTextScale_ != render::screenTextScale() || resized || laidOutHidden_) rebuild();
    QPainter p(this);
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    p.fillRect(rect(), palette.background);
    if (!scene_) {
        p.setPen(palette.ink);
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, why());
        return;
    }
    p.setTransform(toWidget());
    render::ScreenTextScaleScope scope(textScale_); // the text at the scale it was laid out for
    scene_->paint(p, palette, view());
}

std::optional<wdm::Wavelength> WdmCanvas::wavelengthUnder(QPointF widgetPoint) const {
    if (!scene_) return std::nullopt;
    return scene_->wavelengthAt(toWidget().inverted().map(widgetPoint));
}

void WdmCanvas::mouseMoveEvent(QMouseEvent* event) {
    const auto w = wavelengthUnder(event->position());
    document_->setHovered(w);
    setCursor(w ? Qt::PointingHandCursor : Qt::ArrowCursor);
    QString tip;
    if (scene_) {
        const QPointF at = toWidget().inverted().map(event->position());
        const QString transceiver = scene_->transceiverAt(at);
        if (w)
            tip = transceiver.isEmpty()
                      ? tr("wavelength %1: click to keep it highlighted").arg(w.value_or(0))
                      : tr("%1, wavelength %2: click to keep it highlighted").arg(transceiver).arg(w.value_or(0));
        else if (const auto a = scene_->processorAt(at))
            tip = tr("processor %1 (%2)").arg(bitString(*a, document_->answered().parameters.n)).arg(*a);
    }
    setToolTip(tip);
}

void WdmCanvas::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) document_->togglePinned(wavelengthUnder(event->position()));
}

void WdmCanvas::enterEvent(QEnterEvent*) {
    emit pointedAt();
}

void WdmCanvas::leaveEvent(QEvent*) {
    document_->setHovered(std::nullopt);
}

void WdmCanvas::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) rebuild(); // painters hold translated text
    QWidget::changeEvent(event);
}

std::optional<QString> WdmCanvas::exportView(const QString& path, int dpi) const {
    const std::unique_ptr<WdmScene> plain = plainScene(); // as on paper, not as on this pane
    if (!plain) return why();
    const render::Palette palette = render::exportPalette(dark_);
    const QRectF scene = plain->bounds();
    return render::exportScene(path, scene.size(), title_(), dpi, palette.background, [&](QPainter& p) {
        p.translate(-scene.topLeft());
        plain->paint(p, palette, view());
    });
}

// The route hop by hop, as the route bar steps through it: none shown, then one more each step.
std::optional<QString> WdmCanvas::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                  const std::function<bool(int, int)>& progress) const {
    const std::unique_ptr<WdmScene> plain = plainScene();
    if (!plain) return why();
    const render::Palette palette = render::exportPalette(dark_);
    const QRectF b = plain->bounds();
    render::SceneAnimation a;
    a.scene = b;
    a.background = palette.background;
    a.steps = int(std::min<std::size_t>(document_->route().size() + 1, render::kMaxAnimationSteps));
    a.paint = [&](QPainter& p, int step, double) {
        plain->paint(p, palette, {std::size_t(step), document_->highlighted()});
    };
    return render::writeAnimation(path, a, options, progress);
}

} // namespace popslab::wdm
