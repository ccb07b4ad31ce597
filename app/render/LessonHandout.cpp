#include "LessonHandout.h"

#include "SaveFile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

namespace popslab::render {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessonHandout)
};

// The figure at its final step, as large as `room` allows with its proportions, at its
// top: where the figure ends.
double paintFigure(QPainter& p, const SceneAnimation& a, const QRectF& room) {
    if (!a.paint || a.steps <= 0 || !(a.scene.width() > 0) || !(a.scene.height() > 0)) return room.top();
    const double scale = std::min(room.width() / a.scene.width(), room.height() / a.scene.height());
    const QSizeF size = a.scene.size() * scale;
    p.save();
    p.translate(room.left() + (room.width() - size.width()) / 2, room.top());
    p.scale(scale, scale);
    p.fillRect(QRectF(QPointF(0, 0), a.scene.size()), a.background);
    p.translate(-a.scene.topLeft());
    a.paint(p, a.steps - 1, 1.0);
    p.restore();
    return room.top() + size.height();
}

// Where the notes' page ends: the bottom of the last whole line above `from + room`, so no
// line is cut between two pages (and its text found twice by a search).
double pageEnd(QTextDocument& doc, double from, double room) {
    double end = from;
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        const double top = doc.documentLayout()->blockBoundingRect(block).top();
        const QTextLayout* layout = block.layout();
        for (int i = 0; layout && i < layout->lineCount(); ++i) {
            const double bottom = top + layout->lineAt(i).y() + layout->lineAt(i).height();
            if (bottom <= from + room + 0.5) end = std::max(end, bottom);
        }
    }
    return end > from ? end : from + room; // a line taller than a page is cut after all
}

// Notes in black on the white page, whatever the application's palette: drawContents takes
// the window's, whose dark theme had drawn them light grey on paper.
void drawNotes(QPainter& p, QTextDocument& notes, const QRectF& clip) {
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, Qt::black);
    if (clip.isValid()) {
        p.setClipRect(clip);
        context.clip = clip;
    }
    notes.documentLayout()->draw(&p, context);
}

} // namespace

std::optional<QString> writeLessonPdf(const QString& path, const QString& lessonTitle,
                                      const std::vector<SceneFigure>& scenes) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        // A page a scene, turned the way its figure is drawn larger (on a landscape page the
        // folded bus had taken a third of its width, its words 6 pt, walk 10): the room left
        // by margins (30 x 24 mm), the title and the notes (about 50 mm) in millimetres.
        const auto layoutFor = [](const SceneFigure& scene) {
            const QRectF& drawn = scene.steps.scene;
            const auto scaleIn = [&](double width, double height) {
                return std::min((width - 30) / drawn.width(), (height - 24 - 50) / drawn.height());
            };
            const bool upright = drawn.width() > 0 && drawn.height() > 0 && scaleIn(210, 297) > scaleIn(297, 210);
            return QPageLayout(QPageSize(QPageSize::A4), upright ? QPageLayout::Portrait : QPageLayout::Landscape,
                               QMarginsF(15, 12, 15, 12), QPageLayout::Millimeter);
        };
        if (!scenes.empty()) pdf.setPageLayout(layoutFor(scenes.front()));
        pdf.setResolution(300);
        pdf.setTitle(lessonTitle);
        pdf.setCreator("POPS Lab");
        QPainter p(&pdf);
        const double pt = pdf.resolution() / 72.0; // device units a point
        for (std::size_t k = 0; k < scenes.size(); ++k) {
            const SceneFigure& scene = scenes[k];
            if (k > 0) {
                pdf.setPageLayout(layoutFor(scene));
                pdf.newPage();
            }
            const QRectF page(0, 0, pdf.width(), pdf.height());
            QFont small("Noto Sans");
            small.setPointSizeF(9);
            p.setFont(small);
            p.setPen(QColor(90, 90, 90));
            const QString where = Text::tr("%1 \u2013 scene %2 of %3").arg(lessonTitle).arg(k + 1).arg(scenes.size());
            p.drawText(QRectF(page.left(), page.top(), page.width(), 14 * pt), Qt::AlignLeft | Qt::AlignTop, where);
            QFont heading("Noto Sans");
            heading.setPointSizeF(18);
            heading.setBold(true);
            p.setFont(heading);
            p.setPen(Qt::black);
            const QRectF titleBox(page.left(), page.top() + 14 * pt, page.width(), 28 * pt);
            p.drawText(titleBox, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, scene.title);
            // The notes below the figure, in as many pages as they need.
            QTextDocument notes;
            notes.documentLayout()->setPaintDevice(&pdf);
            QFont body("Noto Sans");
            body.setPointSizeF(11);
            notes.setDefaultFont(body);
            notes.setDocumentMargin(0);
            notes.setPlainText(scene.notes);
            notes.setTextWidth(page.width());
            const double total = pageEnd(notes, 0, 1e12); // the last line's bottom
            const double top = titleBox.bottom() + 6 * pt;
            const double notesRoom = scene.notes.trimmed().isEmpty() ? 0 : std::min(total, page.height() * 0.3);
            const QRectF figureBox(page.left(), top, page.width(), page.bottom() - top - notesRoom - 8 * pt);
            // The notes right under the figure (a figure fitted by its width ends above its room).
            const double notesTop = paintFigure(p, scene.steps, figureBox) + 8 * pt;
            if (notesRoom <= 0) continue;
            if (total <= page.bottom() - notesTop + 0.5) { // the usual case: the notes fit under the figure
                p.save();
                p.translate(page.left(), notesTop);
                drawNotes(p, notes, QRectF());
                p.restore();
                continue;
            }
            double shown = 0, y = notesTop;
            while (shown < total - 0.5) {
                const double end = pageEnd(notes, shown, page.bottom() - y);
                p.save();
                p.translate(page.left(), y - shown);
                drawNotes(p, notes, QRectF(0, shown, page.width(), end - shown));
                p.restore();
                shown = end;
                if (shown < total - 0.5) {
                    pdf.newPage();
                    y = page.top();
                }
            }
        }
        if (!p.end()) return Text::tr("could not draw the handout %1").arg(path);
    }
    return files::saveBytes(path, buffer.data());
}

} // namespace popslab::render
