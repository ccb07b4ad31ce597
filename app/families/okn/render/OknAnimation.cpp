#include "OknAnimation.h"

#include <cmath>
#include <limits>

namespace popslab::okn {

render::SceneAnimation oknAnimation(const OknPainter& painter, const render::Palette& palette) {
    render::SceneAnimation a;
    a.scene = painter.bounds();
    a.background = palette.background;
    const std::vector<okn::Time> times = painter.eventTimes();
    a.steps = int(std::min<std::size_t>(times.size(), std::size_t(std::numeric_limits<int>::max())));
    a.paint = [&painter, palette, times](QPainter& p, int step, double progress) {
        const okn::Time to = times[std::size_t(step)], from = step > 0 ? times[std::size_t(step) - 1] : to;
        painter.paint(p, from + okn::Time(std::llround(double(to - from) * progress)), palette);
    };
    return a;
}

} // namespace popslab::okn
