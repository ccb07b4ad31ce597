#include "BusCanvas.h"

#include "BusGridPainter.h"
#include "BusSpaceTimePainter.h"
#include "RegistryText.h"
#include "SceneExport.h"
#include "SceneFit.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

namespace popslab::bus {

BusCanvas::BusCanvas(const BusDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMinimumSize(320, 260);
    setMouseTracking(true);
    connect(document_, &BusDocument::changed, this, &BusCanvas::rebuild);
    connect(document_, &BusDocument::timeChanged, this, qOverload<>(&QWidget::update));
    rebuild();
}

BusCanvas::~BusCanvas() = default;

void BusCanvas::rebuild() {
    scene_.reset();
    scaleFor_ = {}; // a new scene may stand where the old one did
    const auto& run = document_->run();
    const BusSettings& s = document_->answered();
    if (illustrationOnly(s.kind) && !document_->inputError())
        scene_ = busSwitchScene(s.kind == "asos", s.rows, s.columns, s.crossed);
    else if (run && !document_->refusal() && !document_->inputError())
        scene_ = busRunScene(*run, s.rows, s.columns, s.sourceRow, s.sourceColumn, document_->bits());
    update();
}

void BusCanvas::setDark(bool dark) {
    dark_ = dark;
    update();
}

QString BusCanvas::why() const {
    if (const auto& e = document_->inputError()) return *e;
    if (const auto& d = document_->refusal()) return gui::diagnosticText(*d);
    if (const auto& f = document_->failure()) return *f;
    if (!document_->run()) return tr("Simulating the bus...");
    // Digits grouped as the fields group them ("4,096"), the grid's side as "16 × 16".
    return tr("The space-time diagram is drawn for at most %L1 processors and %L2 clock units, the 2D grid for at "
              "most %L3 × %L3; the details beside hold for this run too.")
        .arg(BusSpaceTimePainter::kMaxDrawnProcessors)
        .arg(BusSpaceTimePainter::kMaxDrawnTime)
        .arg(BusGridPainter::kMaxDrawnSide);
}

// The figure fitted to the pane with its text laid out `text` times larger, zoomed at most
// twice, more as presenting enlarges the window's text (a 4K projector's 2.6 times).
QTransform BusCanvas::fitted(double text) const {
    const double most = 2.0 * std::max(1.0, render::screenTextScale() / 1.4);
    return render::fitScene(scene_->boundsForText(text), size(), most);
}

// A figure the pane zooms past 1 is laid out for smaller text, so that its text, zoomed,
// keeps the screen's size and its bands leave the diagram the room: presenting on a 4K
// screen, text laid out 3.6 times larger took half the pane from the diagram.
// Kept for the pane's size, the screen's text and the scene it was found for: each of its
// rounds lays the legend out anew (the mouse asks on every move).
double BusCanvas::textScale() const {
    const double screen = render::screenTextScale();
    if (scaleFor_.scene == scene_.get() && scaleFor_.size == size() && scaleFor_.screen == screen)
        return scaleFor_.text;
    double text = screen;
    for (int k = 0; k < 4 && screen > 1; ++k)
        text = std::clamp(screen / std::max(fitted(text).m11(), 0.01), 1.0, screen);
    scaleFor_ = {scene_.get(), size(), screen, text};
    return text;
}

QTransform BusCanvas::toWidget() const {
    return fitted(textScale());
}

void BusCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    p.fillRect(rect(), palette.background);
    if (!scene_) {
        p.setPen(palette.ink);
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, why());
        return;
    }
    const double text = textScale();
    p.setTransform(fitted(text));
    render::ScreenTextScaleScope scope(text);
    scene_->paint(p, palette, document_->time());
}

QString BusCanvas::describeRead(std::size_t k) const {
    const auto& run = document_->run();
    if (!run || k >= run->trace.reads.size()) return {};
    const bus::ReadOutcome& r = run->trace.reads[k];
    QString what;
    switch (r.verdict) {
    case bus::ReadVerdict::Good:
        what = r.datum ? tr("read the datum of processor %1").arg(*r.datum)
                       : tr("its reference and select pulses coincided");
        break;
    case bus::ReadVerdict::NoMessage:
        what = tr("found no message");
        break;
    case bus::ReadVerdict::SeveralMessages:
        what = tr("found %1 messages at once").arg(r.messagesUnder.size());
        break;
    case bus::ReadVerdict::WrongDatum:
        what = tr("read the datum of processor %1, not %2").arg(*r.datum).arg(*r.read.expected);
        break;
    case bus::ReadVerdict::NoCoincidence:
        what = tr("saw no coincidence");
        break;
    case bus::ReadVerdict::SeveralCoincidences:
        what = tr("saw several coincidences");
        break;
    }
    const bus::Time t = r.time.value_or(0);
    return tr("Processor %1 at t = %2 (cycle %3, slot %4): %5")
        .arg(scene_ ? scene_->processorName(r.read.processor) : QString::number(r.read.processor))
        .arg(t)
        .arg(run->program.cycleAt(t))
        .arg(run->program.slotInCycle(t))
        .arg(what);
}

void BusCanvas::mouseMoveEvent(QMouseEvent* event) {
    if (!scene_) return;
    const QPointF at = toWidget().inverted().map(event->position());
    const auto k = scene_->readAt(at);
    const auto& run = document_->run();
    // Only reads already made at the clock unit shown carry a mark to point at.
    if (k && run && run->trace.reads[*k].time && *run->trace.reads[*k].time <= document_->time())
        QToolTip::showText(event->globalPosition().toPoint(), describeRead(*k), this);
    else if (const auto q = scene_->processorAt(at); q && run)
        QToolTip::showText(event->globalPosition().toPoint(), describeWaiting(*q), this);
    else
        QToolTip::hideText();
}

// A processor drawn with no read made yet at the clock unit shown: when it will read, or
// that it is the source (the grid's broadcast reads at every processor but its source).
QString BusCanvas::describeWaiting(bus::ProcessorId q) const {
    const auto& run = document_->run();
    if (!run || !scene_) return {};
    const QString name = scene_->processorName(q);
    for (const bus::ReadOutcome& r : run->trace.reads) {
        if (r.read.processor != q) continue;
        if (!r.time) return tr("Processor %1 never reads: no pulse reaches it").arg(name);
        return tr("Processor %1 reads at t = %2 (cycle %3, slot %4), after the time shown")
            .arg(name)
            .arg(*r.time)
            .arg(run->program.cycleAt(*r.time))
            .arg(run->program.slotInCycle(*r.time));
    }
    if (run->writesWhatIsRead(q)) return tr("Processor %1: the source, which writes the datum").arg(name);
    return tr("Processor %1 reads nothing in this run").arg(name);
}

void BusCanvas::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) rebuild(); // painters hold translated text
    QWidget::changeEvent(event);
}

std::optional<QString> BusCanvas::exportView(const QString& path, int dpi, const QString& heading) const {
    if (!scene_) return why();
    const render::Palette palette = render::exportPalette(dark_);
    const QRectF b = scene_->bounds();
    return render::exportHeadedScene(path, b.size(), heading, dpi, palette, [&](QPainter& p) {
        p.translate(-b.topLeft());
        scene_->paint(p, palette, document_->time());
    });
}

// One step per clock unit, from 0 to the end of the run: the pulses travel as playback shows them.
std::optional<QString> BusCanvas::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                  const std::function<bool(int, int)>& progress) const {
    if (!scene_) return why();
    const render::Palette palette = render::exportPalette(dark_);
    render::SceneAnimation a;
    a.scene = scene_->bounds();
    a.background = palette.background;
    a.steps = int(std::clamp<bus::Time>(document_->endTime() + 1, 0, render::kMaxAnimationSteps));
    a.paint = [&](QPainter& p, int step, double) { scene_->paint(p, palette, bus::Time(step)); };
    return render::writeAnimation(path, a, options, progress);
}

} // namespace popslab::bus
