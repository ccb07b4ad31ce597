// The space-time diagram of a run on a one-dimensional bus (paper 001, sections 2-3):
// processors across, clock units downwards. Each pulse is a line from where it was
// written, diagonal while it travels, a vertical step where a delay loop or a switched-on
// conditional delay holds it; the waveguides in their own colours and dash styles; an
// open segment switch a wall light does not pass. Reads are marked where and when they
// happen -- a dot when exactly the right message was under the reader, a cross when not,
// a diamond for a coincidence -- and above each processor its wait counts down to the
// read. Drawn up to the clock unit shown.
#pragma once

#include "BusScene.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPen>
#include <vector>

namespace popslab::bus {

class BusSpaceTimePainter : public BusScene {
    Q_DECLARE_TR_FUNCTIONS(BusSpaceTimePainter)

public:
    static constexpr std::uint32_t kMaxDrawnProcessors = 64;
    static constexpr bus::Time kMaxDrawnTime = 4096;
    // Whether a run is drawn (else the window says why).
    static bool drawable(const bus::BusRun& run);

    // `bits`: the prefix sum's bits (their delay units are drawn), empty otherwise.
    BusSpaceTimePainter(bus::BusRun run, std::vector<std::uint8_t> bits = {});

    QRectF bounds() const override { return boundsForText(1); }
    QRectF boundsForText(double textScale) const override;
    void paint(QPainter& painter, const render::Palette& palette, bus::Time now) const override;
    std::optional<std::size_t> readAt(QPointF scenePoint) const override;
    // The last clock unit worth showing: the last read, or the last pulse's end.
    bus::Time endTime() const { return end_; }

private:
    double x(bus::ProcessorId p) const;
    double y(bus::Time t) const;
    QPointF readPoint(std::size_t k) const;
    // paint()'s layers, bottom up.
    void paintAxes(QPainter& p, const render::Palette& palette) const;
    void paintHeader(QPainter& p, const render::Palette& palette) const;
    void paintPulses(QPainter& p, const render::Palette& palette, bus::Time now) const;
    void paintReads(QPainter& p, const render::Palette& palette, bus::Time now) const;
    double timeRoom(double textScale) const;
    // The legend: each waveguide once, with its pen, in rows that wrap within the figure.
    struct LegendEntry {
        QPen pen;
        QString text;
        QPointF at; // where its line begins, the legend's first row at y = 0
    };
    std::vector<LegendEntry> legend(const QFontMetricsF& metrics, double g, double leftmost) const;
    std::vector<LegendEntry> layoutLegend(double textScale) const;
    std::vector<LegendEntry> legendFor(double textScale) const;
    double legendHeight(double textScale) const;
    void paintLegend(QPainter& p, const render::Palette& palette) const;
    static QPen lowerSegmentPen();
    bool hasOpenSwitch() const; // a segment switch open anywhere (its wall and label above the diagram)
    // Where the row of reads begins and how tall one line of it is, as the text grows by `grow`.
    double readsRowTop(double grow) const;
    static double readsRowLine(double grow);

    bus::BusRun run_;
    std::vector<std::uint8_t> bits_;
    bus::Time end_ = 0;
    double rowHeight_ = 8;
    double column_ = 46;  // a processor's column
    double left_ = 70;    // where the columns start, right of the time axis's names
    double textGrow_ = 1; // the header's numbers, the legend and the caption grow with a wide figure
    QRectF bounds_;
    double screenScale_ = 1;                              // the screen's text scale when built
    std::vector<LegendEntry> legendPlain_, legendScreen_; // laid out for files, and for it
};

} // namespace popslab::bus
