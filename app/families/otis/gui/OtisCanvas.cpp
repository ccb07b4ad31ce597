#include "OtisCanvas.h"

#include "Label.h"
#include "OtisPainter.h"
#include "RegistryText.h"
#include "SceneExport.h"
#include "SceneFit.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

namespace popslab::otis {

OtisCanvas::OtisCanvas(OtisDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMinimumSize(320, 260);
    setMouseTracking(true); // a processor's label as a tooltip: a large network's cells have none
    connect(document_, &OtisDocument::changed, this, &OtisCanvas::rebuild);
    connect(document_, &OtisDocument::stepChanged, this, qOverload<>(&QWidget::update));
    rebuild();
}

OtisCanvas::~OtisCanvas() = default;

void OtisCanvas::rebuild() {
    painter_.reset();
    placedFor_.reset();
    const auto& report = document_->report();
    const OtisSettings& s = document_->answered();
    if (report && !document_->refusal() && s.groups <= OtisPainter::kMaxDrawnGroups) {
        const auto& route = document_->route();
        painter_ =
            std::make_unique<OtisPainter>(otisParameters(s), s.fourD, document_->move() ? &*document_->move() : nullptr,
                                          route.value_or(std::vector<otis::OtisHop>{}));
        if (!route || route->empty()) painter_->setRouteEnds(s.from, s.to);
        painter_->setCentred(true); // over its caption, as in a file (N = 4 stood left of the pane's centre)
    }
    update();
}

void OtisCanvas::setDark(bool dark) {
    dark_ = dark;
    update();
}

QString OtisCanvas::why() const {
    if (const auto& d = document_->refusal()) return gui::diagnosticText(*d);
    if (const auto& f = document_->failure()) return *f;
    if (!document_->report()) return tr("Measuring the network...");
    return tr("The network is drawn up to N = %1 groups; the numbers beside hold for this one too.")
        .arg(OtisPainter::kMaxDrawnGroups);
}

QTransform OtisCanvas::toWidget() const {
    // The caption is placed for this view, under the figure or beside it (render::placeCaption),
    // again when the view, the text's scale or the language changes.
    const PlacedFor key{size(), render::screenTextScale(), render::isPresenting()};
    if (!placedFor_ || !(*placedFor_ == key)) {
        const double pixels = std::max(12.0, render::leastReadableOnScreen() + 0.25);
        painter_->setCaptionPlace(render::placeCaption(painter_->figureSize(), painter_->bandWidth(), size(), kMaxScale,
                                                       painter_->captionTexts(),
                                                       painter_->captionPoints() * render::screenTextScale(), pixels));
        placedFor_ = key;
    }
    return render::fitScene(painter_->bounds(render::screenTextScale()), size(), kMaxScale);
}

void OtisCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    p.fillRect(rect(), palette.background);
    if (!painter_) {
        p.setPen(palette.ink);
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, why());
        return;
    }
    p.setTransform(toWidget());
    painter_->paint(p, palette, document_->step());
}

void OtisCanvas::mousePressEvent(QMouseEvent* event) {
    if (!painter_ || event->button() != Qt::LeftButton) return;
    const auto a = painter_->processorAt(toWidget().inverted().map(event->position()));
    if (!a) return;
    if (!clickedFrom_) {
        clickedFrom_ = *a; // the next click ends the route
        return;
    }
    emit routeRequested(*clickedFrom_, *a);
    clickedFrom_.reset();
}

void OtisCanvas::mouseMoveEvent(QMouseEvent* event) {
    const auto a = painter_ ? painter_->processorAt(toWidget().inverted().map(event->position())) : std::nullopt;
    setToolTip(a ? tr("processor %1").arg(painter_->processorLabel(*a)) : QString());
}

void OtisCanvas::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        placedFor_.reset(); // the caption's words changed
        update();
    }
    QWidget::changeEvent(event);
}

std::optional<QString> OtisCanvas::exportView(const QString& path, int dpi) const {
    if (!painter_) return why();
    const render::Palette palette = render::exportPalette(dark_);
    const OtisPainter file = forFiles();
    const QRectF b = file.bounds();
    return render::exportScene(path, b.size(), tr("OTIS network"), dpi, palette.background, [&](QPainter& p) {
        p.translate(-b.topLeft());
        file.paint(p, palette, document_->step());
    });
}

OtisPainter OtisCanvas::forFiles() const {
    OtisPainter file = *painter_;
    file.setCaptionPlace(std::nullopt); // a file's caption in its band under the figure, as popslab-cli draws it
    file.setCentred(true);
    return file;
}

// One step per slot of the move, from where every datum starts (step 0) to the end.
std::optional<QString> OtisCanvas::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                   const std::function<bool(int, int)>& progress) const {
    if (!painter_) return why();
    const render::Palette palette = render::exportPalette(dark_);
    const OtisPainter file = forFiles();
    render::SceneAnimation a;
    a.scene = file.bounds();
    a.background = palette.background;
    a.steps = document_->stepCount() + 1;
    a.paint = [&](QPainter& p, int step, double) { file.paint(p, palette, step); };
    return render::writeAnimation(path, a, options, progress);
}

} // namespace popslab::otis
