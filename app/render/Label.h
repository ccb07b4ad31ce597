// Text in a figure that never leaves its box: every painter draws its labels through
// drawLabel, which shrinks the font until Qt's own measure of the text fits the box,
// so a label is never clipped or run into its neighbours at any zoom, DPI or text size
// (presentation mode on a projector cut "c(0,0)" to "(0,0").
#pragma once

#include <QPainter>
#include <QRectF>
#include <QString>
#include <vector>

namespace popslab::render {

// Draws `text` in `box` with `flags` (Qt::AlignmentFlag, Qt::TextWordWrap) in the
// painter's font, made smaller where it would not fit; the painter's font is kept.
void drawLabel(QPainter& painter, const QRectF& box, int flags, const QString& text);

// What a test checks: each label drawn while a probe lives on this thread, in device
// coordinates -- the box it was given, the rectangle Qt reports it drew, and the line
// height in device pixels (so shrinking cannot hide a label by making it unreadable).
struct LabelRecord {
    QString text;
    QRectF box, drawn;
    double lineHeight = 0;
};

class LabelProbe {
public:
    LabelProbe();
    ~LabelProbe();
    LabelProbe(const LabelProbe&) = delete;
    LabelProbe& operator=(const LabelProbe&) = delete;
    const std::vector<LabelRecord>& labels() const { return labels_; }
    void record(LabelRecord r) { labels_.push_back(std::move(r)); }

private:
    LabelProbe* previous_;
    std::vector<LabelRecord> labels_;
};

} // namespace popslab::render
