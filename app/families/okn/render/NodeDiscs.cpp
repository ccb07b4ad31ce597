#include "NodeDiscs.h"

#include <algorithm>
#include <cmath>

namespace popslab::okn {

NodeDiscs::NodeDiscs(std::vector<Disc> discs) : discs_(std::move(discs)) {
    // Cells twice the largest disc: a mark no larger than a disc meets discs of the 3 x 3
    // cells around it only.
    for (const Disc& d : discs_)
        cell_ = std::max(cell_, 2 * d.radius);
    for (std::uint32_t k = 0; k < discs_.size(); ++k)
        grid_[key(std::llround(std::floor(discs_[k].centre.x() / cell_)),
                  std::llround(std::floor(discs_[k].centre.y() / cell_)))]
            .push_back(k);
}

bool NodeDiscs::covers(QPointF at, double radius, std::uint32_t a, std::uint32_t b) const {
    const std::int64_t cx = std::llround(std::floor(at.x() / cell_)), cy = std::llround(std::floor(at.y() / cell_));
    for (std::int64_t x = cx - 1; x <= cx + 1; ++x)
        for (std::int64_t y = cy - 1; y <= cy + 1; ++y) {
            const auto it = grid_.find(key(x, y));
            if (it == grid_.end()) continue;
            for (std::uint32_t k : it->second) {
                if (k == a || k == b) continue;
                const QPointF d = discs_[k].centre - at;
                if (std::hypot(d.x(), d.y()) < discs_[k].radius + radius) return true;
            }
        }
    return false;
}

} // namespace popslab::okn
