#include "WdmCanvas.h"

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

void WdmCanvas::rebuild() {
    builtForTextScale_ = render::screenTextScale(); // painters lay out for it
    scene_.reset();
    whyNot_.clear();
    if (document_->report() && !document_->refusal()) {
        auto made = factory_(*document_);
        if (auto* scene = std::get_if<std::unique_ptr<WdmScene>>(&made))
            scene_ = std::move(*scene);
        else
            whyNot_ = std::get<QString>(made);
    }
    update();
}

void WdmCanvas::setDark(bool dark) {
    dark_ = dark;
    update();
}

QString WdmCanvas::why() const {
    if (const auto& d = document_->refusal()) return gui::diagnosticText(*d);
    if (const auto& f = document_->failure()) return *f;
    if (!document_->report()) return tr("Analysing the network...");
    return whyNot_;
}

WdmView WdmCanvas::view() const {
    return {document_->hopsShown(), document_->highlighted()};
}

QTransform WdmCanvas::toWidget() const {
    return render::fitScene(scene_->bounds(), size(), 1.6);
}

void WdmCanvas::paintEvent(QPaintEvent*) {
    if (builtForTextScale_ != render::screenTextScale()) rebuild(); // presentation mode came or went
    QPainter p(this);
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    p.fillRect(rect(), palette.background);
    if (!scene_) {
        p.setPen(palette.ink);
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, why());
        return;
    }
    p.setTransform(toWidget());
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
    setToolTip(w ? tr("wavelength %1: click to keep it highlighted").arg(*w) : QString());
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
    if (!scene_) return why();
    const render::Palette palette = render::exportPalette(dark_);
    const QRectF scene = scene_->bounds();
    return render::exportScene(path, scene.size(), title_(), dpi, palette.background, [&](QPainter& p) {
        p.translate(-scene.topLeft());
        scene_->paint(p, palette, view());
    });
}

// The route hop by hop, as the route bar steps through it: none shown, then one more each step.
std::optional<QString> WdmCanvas::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                  const std::function<bool(int, int)>& progress) const {
    if (!scene_) return why();
    const render::Palette palette = render::exportPalette(dark_);
    const QRectF b = scene_->bounds();
    render::SceneAnimation a;
    a.scene = b;
    a.background = palette.background;
    a.steps = int(std::min<std::size_t>(document_->route().size() + 1, render::kMaxAnimationSteps));
    a.paint = [&](QPainter& p, int step, double) {
        scene_->paint(p, palette, {std::size_t(step), document_->highlighted()});
    };
    return render::writeAnimation(path, a, options, progress);
}

} // namespace popslab::wdm
