#include "PopsLegend.h"

#include "NetworkPainter.h"
#include "Palette.h"
#include "PopsDocument.h"

namespace popslab::pops {

PopsLegend::PopsLegend(const PopsDocument* document, QWidget* parent) : NoteLabel(parent), document_(document) {
    setObjectName("popsLegend");
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    connect(document_, &PopsDocument::scheduleChanged, this, &PopsLegend::refresh);
    connect(document_, &PopsDocument::slotChanged, this, &PopsLegend::refresh);
    refresh();
}

void PopsLegend::setDark(bool dark) {
    dark_ = dark;
    refresh();
}

void PopsLegend::setFigure(FigureKind kind) {
    figure_ = kind;
    refresh();
}

void PopsLegend::refresh() {
    say([this] { return text(); });
}

QString PopsLegend::text() const {
    const render::Palette palette = dark_ ? render::Palette::dark() : render::Palette::light();
    // A symbol in its colour (the readable shade of it, on the window's background).
    const auto mark = [&](const QString& symbol, const QColor& colour, const QString& meaning) {
        return QString("<span style='color:%1'><b>%2</b></span>&nbsp;%3")
            .arg(palette.readable(colour).name(), symbol.toHtmlEscaped(), meaning.toHtmlEscaped());
    };
    // A swatch of a fill in the very colour the figure fills with (a readable shade of the
    // couplers' light blue had read as another colour, walk 10), outlined as they are.
    const auto swatch = [&](const QColor& fill, const QString& meaning) {
        return QString("<span style='color:%1;background-color:%2'>&nbsp;&nbsp;&nbsp;</span>&nbsp;%3")
            .arg(fill.name(), fill.name(), meaning.toHtmlEscaped());
    };
    QStringList entries{
        swatch(palette.usedFill, tr("coupler in use")),
        mark(QString::fromUtf8("\u25a8"), palette.conflict, tr("coupler conflict")),
    };
    // The blocks and the matrix: cells, and (the blocks) groups filled by their load; the
    // full figure's fibres and items are not there to name (walk 9).
    if (figure_ == FigureKind::Blocks || figure_ == FigureKind::Matrix) {
        entries.back() =
            mark(QString::fromUtf8("\u25a8"), palette.conflict, tr("coupler conflict (×3: three messages in it)"));
        if (figure_ == FigureKind::Blocks)
            entries << mark(QString::fromUtf8("\u25ae"), palette.used,
                            tr("group, filled as far as its processors send (top) or receive (left)"));
    } else if (figure_ == FigureKind::Unnamed) { // every processor, too small for names (walk 10)
        entries << mark(QString::fromUtf8("\u2501"), NetworkPainter::messageColour(), tr("message"))
                << mark(QString::fromUtf8("\u254d"), palette.conflict, tr("clashing message"));
    } else {
        entries << mark(QString::fromUtf8("\u2501"), NetworkPainter::messageColour(),
                        tr("message, named on its fibre (#12: short for item 12)"))
                << mark(QString::fromUtf8("\u254d"), palette.conflict, tr("clashing message"));
        if (document_->heldItems() && !document_->values())
            entries << mark("{3,19}", palette.faint, tr("items a processor holds when the slot starts"));
        if (document_->values()) entries << mark("= v", palette.used, tr("value after the slot"));
        // Right or wrong where the figure marks them: at the last slot (PopsCanvas::paintOptions).
        if (document_->correctness() && document_->slot() == document_->slotCount() - 1) {
            entries << mark(QString::fromUtf8("\u2713"), NetworkPainter::rightColour(), tr("final value right"));
            entries << mark(QString::fromUtf8("\u2717"), palette.conflict, tr("final value wrong"));
        }
    }
    return "<b>" + tr("Legend:").toHtmlEscaped() + "</b> " + entries.join(QString::fromUtf8(" &nbsp;\u00b7&nbsp; "));
}

} // namespace popslab::pops
