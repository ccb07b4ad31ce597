#include "EmbeddingView.h"

#include "EmbeddingPainter.h"
#include "Label.h"
#include "Palette.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace popslab::pops {

EmbeddingView::EmbeddingView(PopsDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    setMinimumSize(kLeastWidth, 160);
    connect(document_, &PopsDocument::scheduleChanged, this, qOverload<>(&QWidget::update));
    connect(document_, &PopsDocument::slotChanged, this, qOverload<>(&QWidget::update));
}

bool EmbeddingView::hasEmbedding() const {
    const Schedule* s = document_->schedule();
    return s && !s->embedding.empty();
}

void EmbeddingView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) update(); // the legend is worded as it is painted
    // Leaving presenting (its font goes back): the room asked for presenting is given up
    // at once, before the panels take their widths back.
    if (event->type() == QEvent::FontChange && !render::isPresenting()) setMinimumWidth(kLeastWidth);
    QWidget::changeEvent(event);
}

void EmbeddingView::setDark(bool dark) {
    dark_ = dark;
    update();
}

void EmbeddingView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    PaintOptions o;
    o.palette = dark_ ? render::Palette::dark() : render::Palette::light();
    p.fillRect(rect(), o.palette.background);
    if (!hasEmbedding()) return;
    const Schedule& s = *document_->schedule();
    const EmbeddingPainter painter(pops::PopsNetwork(s.network.d, s.network.g), s);
    // The legend above the figure (the panel's title is only its name), as many lines as it
    // takes at the panel's width: three German lines in two lines' room shrank to 10 px. It
    // promises numbers only where the figure draws them (a ring of 256 had said "its number
    // outside" beside none): decided at the scale the figure takes under that legend, and
    // where they do not read, the other legend's band is never narrower, so they still do not.
    const auto legendFor = [&](bool numbered) {
        const int n = int(s.embedding.size());
        if (painter.isTorus())
            return numbered ? tr("Torus node (row, column, numbered at the edges) \u2192 processor \u03bc inside it; "
                                 "colour: the processor's group.")
                            : tr("Torus of %Ln nodes, each in the colour of its processor's group; too many to number "
                                 "at this size.",
                                 nullptr, n);
        return numbered ? tr("Ring node u (its number outside) \u2192 processor \u03bc(u) inside it; colour: the "
                             "processor's group.")
                        : tr("Ring of %Ln nodes, each in the colour of its processor's group; too many to number at "
                             "this size.",
                             nullptr, n);
    };
    const QFontMetricsF metrics(font(), this);
    const auto textHeightAt = [&](const QString& text, int w) {
        return metrics.boundingRect(QRectF(0, 0, w - 12, 1e6), Qt::AlignLeft | Qt::TextWordWrap, text).height();
    };
    const auto textHeight = [&](const QString& text) { return textHeightAt(text, width()); };
    const double key = paintKey(nullptr, 0, s.network.g); // its height alone
    // 8 px kept free around the figure: a dense ring's band is 14 px wide whatever the
    // scale, and past its scene's margin it was cut at the panel's edges (2,048 nodes).
    const QRectF scene = painter.bounds();
    const auto scaleUnder = [&](double band) {
        return std::max(1e-6, std::min((width() - 16) / scene.width(), (height() - band - 16) / scene.height()));
    };
    const auto bandOf = [&](const QString& text) { return std::min(height() / 2.0, 4 + textHeight(text) + key); };
    double band = bandOf(legendFor(true));
    const double tried = scaleUnder(band);
    // Whether the numbers read at `scale`, asked of the painter scaled as the figure is drawn.
    const auto numbersAt = [&](double scale) {
        p.save();
        p.scale(scale, scale);
        const bool reads = scale > 0 && painter.numbersNodes(p, scale);
        p.restore();
        return reads;
    };
    const bool numbered = numbersAt(tried);
    // Presenting, the paper's ring of 16 lost its numbers in a panel of a sixth of the screen:
    // where a little more width (up to 45 %, never past the quarter of the window presenting
    // gives a panel) numbers it -- a wider figure, and a legend in fewer lines above it -- the
    // view asks for it as its least width, which widens the panel (the shell fits panels to
    // what their contents need). A ring that would need far more stays unnumbered, as it
    // says; outside presenting a panel the user narrows stays narrow.
    int wanted = kLeastWidth;
    const int most = std::min(int(width() * 1.45), window() ? window()->width() / 4 - 24 : width());
    if (render::isPresenting() && !numbered) {
        for (int w = width() + 8; w <= most; w += 8) {
            const double b = std::min(height() / 2.0, 4 + textHeightAt(legendFor(true), w) + key);
            const double at = std::min((w - 16) / scene.width(), (height() - b - 16) / scene.height());
            if (numbersAt(at)) {
                wanted = w;
                break;
            }
        }
    } else if (render::isPresenting()) {
        wanted = std::max(kLeastWidth, minimumWidth()); // numbered: the width that does it is kept
    }
    if (wanted != minimumWidth())
        QTimer::singleShot(0, this, [this, wanted] { // not inside the paint; not once presenting has ended
            setMinimumWidth(render::isPresenting() ? wanted : kLeastWidth);
        });
    const QString legend = legendFor(numbered);
    if (!numbered) band = std::max(band, bandOf(legend));
    const double text = textHeight(legend), scale = scaleUnder(band);
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(font());
    render::drawLabel(p, QRectF(6, 2, width() - 12, text), Qt::AlignLeft | Qt::TextWordWrap, legend);
    paintKey(&p, 4 + text, s.network.g);
    p.translate((width() - scene.width() * scale) / 2, band + (height() - band - scene.height() * scale) / 2);
    p.scale(scale, scale);
    if (document_->slotCount() > 0) o.slot = std::uint32_t(document_->slot());
    o.pixelsPerUnit = scale;
    painter.paint(p, o);
}

double EmbeddingView::paintKey(QPainter* p, double top, std::uint32_t groups) {
    // A swatch and its group's number, as many rows as the panel's width takes; past a
    // dozen groups the hues are too close to tell apart: a strip of them from group 0 to the
    // last, so the rainbow still says what it means (16 groups had had no key at all).
    const QFontMetricsF metrics(font(), this);
    if (groups > 12) {
        const double h = metrics.height(), first = metrics.horizontalAdvance("0") + 6;
        const QString lastName = QString::number(groups - 1);
        const double last = metrics.horizontalAdvance(lastName) + 6;
        const QRectF strip(6 + first, top + h * 0.2, std::max(40.0, width() - 12 - first - last), h * 0.6);
        if (p) {
            p->save();
            for (std::uint32_t j = 0; j < groups; ++j) {
                const double x0 = strip.left() + strip.width() * j / groups;
                p->fillRect(QRectF(x0, strip.top(), strip.width() / groups + 0.5, strip.height()),
                            EmbeddingPainter::groupColour(j, groups, dark_));
            }
            p->setPen(QPen(palette().color(QPalette::WindowText), 0.8));
            p->setBrush(Qt::NoBrush);
            p->drawRect(strip);
            render::drawLabel(*p, QRectF(6, top, first - 4, h), Qt::AlignLeft | Qt::AlignVCenter, "0");
            render::drawLabel(*p, QRectF(strip.right() + 4, top, last, h), Qt::AlignLeft | Qt::AlignVCenter, lastName);
            p->restore();
        }
        return h * 1.3;
    }
    const double h = metrics.height(), dot = h * 0.75;
    double x = 6, y = top;
    if (p) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
    }
    for (std::uint32_t j = 0; j < groups; ++j) {
        const QString number = QString::number(j);
        const double w = dot + 4 + metrics.horizontalAdvance(number) + h * 0.6;
        if (x > 6 && x + w > width() - 6) {
            x = 6;
            y += h;
        }
        if (p) {
            p->setPen(QPen(palette().color(QPalette::WindowText), 0.8));
            p->setBrush(EmbeddingPainter::groupColour(j, groups, dark_));
            p->drawEllipse(QRectF(x, y + (h - dot) / 2, dot, dot));
            render::drawLabel(*p, QRectF(x + dot + 4, y, w - dot - 4, h), Qt::AlignLeft | Qt::AlignVCenter, number);
        }
        x += w;
    }
    if (p) p->restore();
    return y + h + 0.3 * h - top;
}

} // namespace popslab::pops
