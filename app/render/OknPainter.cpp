#include "OknPainter.h"

#include <QtMath>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace popslab::render {

namespace {
constexpr double kMargin = 50;
}

OknPainter::OknPainter(const okn::OknNetwork& network, const std::vector<okn::TimelineEntry>& timeline)
    : network_(network), timeline_(timeline), radius_(std::max(120.0, network.nodes * 26.0 / (2 * M_PI))) {
    // Pair every configuration with the teardown that ends it.
    std::map<std::pair<okn::Node, okn::Node>, std::size_t> open;
    for (const auto& e : timeline) {
        if (e.kind == okn::EventKind::Configure) {
            open[{e.from, e.to}] = links_.size();
            links_.push_back({e.from, e.to, e.start, e.end, std::numeric_limits<okn::Time>::max()});
        } else if (e.kind == okn::EventKind::TearDown) {
            auto it = open.find({e.from, e.to});
            if (it != open.end()) {
                links_[it->second].end = e.start;
                open.erase(it);
            }
        }
    }
}

QRectF OknPainter::bounds() const { return {0, 0, 2 * (radius_ + kMargin), 2 * (radius_ + kMargin)}; }

QPointF OknPainter::nodePosition(okn::Node node) const {
    const double angle = 2 * M_PI * node / double(std::max(1u, network_.nodes)) - M_PI / 2;
    return {radius_ + kMargin + radius_ * std::cos(angle), radius_ + kMargin + radius_ * std::sin(angle)};
}

std::vector<okn::Time> OknPainter::eventTimes() const {
    std::set<okn::Time> times{0};
    for (const auto& e : timeline_) {
        times.insert(std::max<okn::Time>(0, e.start));
        times.insert(std::max<okn::Time>(0, e.end));
    }
    return {times.begin(), times.end()};
}

void OknPainter::paint(QPainter& p, okn::Time t, const Palette& palette, double textScale) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(bounds(), palette.background);
    const double nodeRadius = std::clamp(radius_ * M_PI / std::max(1u, network_.nodes) * 0.55, 4.0, 16.0);
    // Links existing at t: dashed while configuring, solid once up.
    for (const Interval& l : links_) {
        if (!(l.start <= t && t < l.end)) continue;
        const bool configuring = t < l.up;
        p.setPen(QPen(configuring ? palette.faint : palette.used, configuring ? 1.2 : 1.6, configuring ? Qt::DashLine : Qt::SolidLine));
        p.drawLine(nodePosition(l.from), nodePosition(l.to));
    }
    // Messages in flight: a dot along the link, at the share of the message sent.
    p.setPen(Qt::NoPen);
    p.setBrush(palette.selection);
    for (const auto& e : timeline_) {
        if (e.kind != okn::EventKind::Send || !(e.start <= t && t < e.end)) continue;
        const double share = double(t - e.start + 1) / double(e.end - e.start + 1);
        const QPointF a = nodePosition(e.from), b = nodePosition(e.to);
        p.drawEllipse(a + (b - a) * share, nodeRadius * 0.45, nodeRadius * 0.45);
    }
    // Nodes with their number; arrived messages are what the run has done so far.
    std::vector<bool> reached(network_.nodes, false);
    reached[0] = true;
    for (const auto& e : timeline_)
        if (e.kind == okn::EventKind::Send && e.end <= t && e.to < reached.size()) reached[e.to] = true;
    // Each node's k transmit ports, as ticks on its outer side: filled while a link
    // (configuring or up) holds the port.
    std::vector<std::uint32_t> used(network_.nodes, 0);
    for (const Interval& l : links_)
        if (l.start <= t && t < l.end) ++used[l.from];
    const QPointF centre(radius_ + kMargin, radius_ + kMargin);
    for (okn::Node x = 0; x < network_.nodes && network_.ports <= 16; ++x) {
        const QPointF c = nodePosition(x);
        QPointF out = c - centre;
        out /= std::max(1e-9, std::hypot(out.x(), out.y()));
        const QPointF side(-out.y(), out.x());
        const double tick = nodeRadius * 0.5;
        for (std::uint32_t port = 0; port < network_.ports; ++port) {
            const double offset = (double(port) - (network_.ports - 1) / 2.0) * tick * 1.3;
            const QPointF at = c + out * (nodeRadius + tick) + side * offset;
            p.setPen(QPen(palette.ink, 0.6));
            p.setBrush(port < used[x] ? palette.used : palette.background);
            p.drawRect(QRectF(at.x() - tick / 2, at.y() - tick / 2, tick, tick));
        }
    }
    p.setFont(sceneFont(p, std::min(9.0, nodeRadius * 0.9) * textScale));
    for (okn::Node x = 0; x < network_.nodes; ++x) {
        const QPointF c = nodePosition(x);
        p.setPen(QPen(palette.ink, 1));
        p.setBrush(reached[x] ? palette.usedFill : palette.coupler);
        p.drawEllipse(c, nodeRadius, nodeRadius);
        if (nodeRadius >= 7) {
            p.setPen(palette.ink);
            p.drawText(QRectF(c.x() - nodeRadius, c.y() - nodeRadius, 2 * nodeRadius, 2 * nodeRadius), Qt::AlignCenter,
                       QString::number(x));
        }
    }
    p.setPen(palette.ink);
    p.setFont(sceneFont(p, 11 * textScale));
    p.drawText(QRectF(8, 6, bounds().width() - 16, 22), Qt::AlignLeft,
               tr("OK_N, N = %1, k = %2, delay = %3 - time %4").arg(network_.nodes).arg(network_.ports).arg(network_.delay).arg(t));
    p.restore();
}

} // namespace popslab::render
