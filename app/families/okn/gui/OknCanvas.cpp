#include "OknCanvas.h"

#include "OknAnimation.h"
#include "OknDocument.h"
#include "OknLimits.h"
#include "OknPainter.h"
#include "SceneExport.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

namespace popslab::okn {

OknCanvas::OknCanvas(const OknDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMinimumSize(320, 320);
    setMouseTracking(true);
    connect(document_, &OknDocument::changed, this, qOverload<>(&QWidget::update));
    connect(document_, &OknDocument::timeChanged, this, qOverload<>(&QWidget::update));
}

void OknCanvas::setDark(bool dark) {
    dark_ = dark;
    update();
}

QString OknCanvas::notDrawn() const {
    const okn::OknRequest& r = document_->runRequest();
    const QString title =
        tr("OK_N, N = %L1, k = %L2, delay = %L3").arg(r.network.nodes).arg(r.network.ports).arg(r.network.delay);
    const QString why =
        r.network.nodes > kMaxDrawnOknNodes
            ? tr("The figure is drawn for N up to %L1; the panel gives this run's times.").arg(kMaxDrawnOknNodes)
            : tr("This run is too long to draw (%L1 units of work, the figure draws up to %L2); the panel gives its "
                 "times.")
                  .arg(qulonglong(okn::oknWork(r)))
                  .arg(qulonglong(kMaxDrawnOknWork));
    return title + "\n\n" + why;
}

void OknCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    p.fillRect(rect(), palette.background);
    const OknPainter* painter = document_->painter();
    if (!painter) {
        p.setPen(palette.ink);
        // The refusal in full; a run too large to draw says why and up to where figures are
        // drawn, under the network's title (the panel beside lists its times: the figure had
        // repeated the panel's four lines, then said "too many nodes to draw" as the panel did).
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   document_->refused() || !document_->run() ? document_->summary() : notDrawn());
        return;
    }
    p.setTransform(toWidget(*painter));
    const double text = textScale(*painter);
    render::ScreenTextScaleScope scope(text);                   // the text at the scale the figure is fitted for
    painter->paint(p, document_->time(), palette, text, false); // the form beside names the run
}

// A figure larger than its pane is fitted for larger text (up to 1.5 times the screen's,
// 2.4 in all), so its text keeps the screen's size where the nodes leave room (presenting,
// a projector's legend of 200 nodes read 13.9 px; in the window, the Chinese legend of
// the tree of 41 read 8 px).
double OknCanvas::textScale(const OknPainter& painter) const {
    const double screen = render::screenTextScale();
    const QRectF scene = painter.bounds(screen);
    const double fit = std::min(width() / scene.width(), height() / scene.height());
    return std::clamp(screen / std::max(fit, 0.01), screen, std::max(screen, std::min(screen * 1.5, 2.4)));
}

QTransform OknCanvas::toWidget(const OknPainter& painter) const {
    const QRectF scene = painter.bounds(textScale(painter));
    const double s = std::min(width() / scene.width(), height() / scene.height());
    return QTransform::fromTranslate((width() - scene.width() * s) / 2, (height() - scene.height() * s) / 2)
        .scale(s, s)
        .translate(-scene.left(), -scene.top());
}

// A node's number where the figure has no room to write it (the leaves of a large tree).
void OknCanvas::mouseMoveEvent(QMouseEvent* event) {
    const OknPainter* painter = document_->painter();
    const auto x = painter ? painter->nodeAt(toWidget(*painter).inverted().map(event->position()), textScale(*painter))
                           : std::nullopt;
    setToolTip(x ? tr("node %1").arg(*x) : QString());
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
