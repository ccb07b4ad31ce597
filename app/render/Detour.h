// A link drawn past what it does not join: a route's hop that runs straight through a
// processor it never visits reads as visiting it (WDM's nested cubes drew 00000 -> 11111
// across 11 001 and 11 100). Shared by the families' painters.
#pragma once

#include <QLineF>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <vector>

namespace popslab::render {

// The line from `from` to `to` if it keeps `clearance` off every box of `obstacles`
// (the ends' own boxes left out by the caller); else the least bent curve that does,
// its controls standing off the line by up to `maxBow` times its length; else, where none
// does, the one that touches the fewest boxes.
QPainterPath detour(QPointF from, QPointF to, const std::vector<QRectF>& obstacles, double clearance,
                    double maxBow = 0.6);

// Whether the segment crosses the rectangle, or lies in it (a label on a line).
bool crosses(const QLineF& line, const QRectF& box);

// The path as `segments` straight pieces (for label placers and hit tests).
std::vector<QLineF> polyline(const QPainterPath& path, int segments = 16);

// The distance from `point` to the segment, or to the path (as its polyline).
double distanceTo(const QLineF& segment, QPointF point);
double distanceTo(const QPainterPath& path, QPointF point);

} // namespace popslab::render
