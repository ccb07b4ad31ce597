#include "OknCanvas.h"

#include "OknAnimation.h"
#include "OknDocument.h"
#include "OknPainter.h"
#include "SceneExport.h"

#include <QEvent>
#include <QPainter>
#include <algorithm>

namespace popslab::okn {

OknCanvas::OknCanvas(const OknDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMinimumSize(320, 320);
    connect(document_, &OknDocument::changed, this, qOverload<>(&QWidget::update));
    connect(document_, &OknDocument::timeChanged, this, qOverload<>(&QWidget::update));
}

void OknCanvas::setDark(bool dark) {
    dark_ = dark;
    update();
}

void OknCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    p.fillRect(rect(), palette.background);
    const OknPainter* painter = document_->painter();
    if (!painter) {
        p.setPen(palette.ink);
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, document_->summary());
        return;
    }
    const double text = render::screenTextScale();
    const QRectF scene = painter->bounds(text);
    const double s = std::min(width() / scene.width(), height() / scene.height());
    p.translate((width() - scene.width() * s) / 2, (height() - scene.height() * s) / 2);
    p.scale(s, s);
    painter->paint(p, document_->time(), palette, text);
}

// The summary it may show is in the user's language.
void OknCanvas::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) update();
    QWidget::changeEvent(event);
}

std::optional<QString> OknCanvas::exportView(const QString& path) const {
    const OknPainter* painter = document_->painter();
    if (!painter) return tr("there is no simulated run to draw");
    const render::Palette palette = render::exportPalette(dark_);
    const okn::Time time = document_->time();
    return render::exportScene(path, painter->bounds().size(), tr("OK_N at time %1").arg(time), 150, palette.background,
                               [&](QPainter& p) { painter->paint(p, time, palette); });
}

std::optional<QString> OknCanvas::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                  const std::function<bool(int, int)>& progress) const {
    const OknPainter* painter = document_->painter();
    if (!painter) return tr("there is no simulated run to draw");
    const render::Palette palette = render::exportPalette(dark_);
    return render::writeAnimation(path, oknAnimation(*painter, palette), options, progress);
}

} // namespace popslab::okn
