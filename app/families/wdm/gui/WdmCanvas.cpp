#include "WdmCanvas.h"

#include "RegistryText.h"
#include "SceneExport.h"
#include "WdmPainter.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace popslab::gui {

WdmCanvas::WdmCanvas(const WdmDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMinimumSize(360, 320);
    connect(document_, &WdmDocument::changed, this, &WdmCanvas::rebuild);
    connect(document_, &WdmDocument::hopsShownChanged, this, qOverload<>(&QWidget::update));
}

WdmCanvas::~WdmCanvas() = default;

void WdmCanvas::rebuild() {
    painter_.reset();
    const auto& report = document_->report();
    if (report && !document_->refusal() && report->parameters.n <= render::WdmPainter::kMaxDrawnDimensions)
        painter_ = std::make_unique<render::WdmPainter>(wdm::WdmNetwork(report->parameters), document_->route());
    update();
}

void WdmCanvas::setDark(bool dark) {
    dark_ = dark;
    update();
}

QString WdmCanvas::why() const {
    if (const auto& d = document_->refusal()) return diagnosticText(*d);
    if (const auto& f = document_->failure()) return *f;
    if (!document_->report()) return tr("Analysing the network...");
    return tr("The super topology is drawn for n <= %1; the numbers beside hold for this network too.")
        .arg(render::WdmPainter::kMaxDrawnDimensions);
}

void WdmCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    p.fillRect(rect(), palette.background);
    if (!painter_) {
        p.setPen(palette.ink);
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, why());
        return;
    }
    const QRectF scene = painter_->bounds();
    const double s = std::min(width() / scene.width(), height() / scene.height());
    p.translate((width() - scene.width() * s) / 2, (height() - scene.height() * s) / 2);
    p.scale(s, s);
    p.translate(-scene.topLeft());
    painter_->paint(p, palette, document_->hopsShown());
}

void WdmCanvas::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) update();
    QWidget::changeEvent(event);
}

std::optional<QString> WdmCanvas::exportView(const QString& path, int dpi) const {
    if (!painter_) return why();
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    const QRectF scene = painter_->bounds();
    return render::exportScene(path, scene.size(), tr("WDM star super topology"), dpi, palette.background,
                               [&](QPainter& p) {
                                   p.translate(-scene.topLeft());
                                   painter_->paint(p, palette, document_->hopsShown());
                               });
}

} // namespace popslab::gui
