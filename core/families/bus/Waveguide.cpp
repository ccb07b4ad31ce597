#include "Waveguide.h"

#include <stdexcept>

namespace popslab::bus {

Waveguide::Waveguide(std::string name, WaveguideRole role, std::vector<Tap> taps, std::vector<Time> hops)
    : name_(std::move(name)), role_(role), taps_(std::move(taps)), hops_(std::move(hops)) {
    if (taps_.empty() || hops_.size() + 1 != taps_.size())
        throw std::logic_error("a waveguide needs one hop between taps");
    open_.assign(hops_.size(), false);
    reach_.assign(taps_.size(), 0);
    piece_.assign(taps_.size(), 0);
    for (std::size_t k = 1; k < taps_.size(); ++k) {
        reach_[k] = reach_[k - 1] + hops_[k - 1];
        piece_[k] = piece_[k - 1];
    }
}

void Waveguide::open(std::size_t k) {
    if (open_[k]) return;
    open_[k] = true;
    for (std::size_t j = k + 1; j < taps_.size(); ++j)
        ++piece_[j];
}

std::optional<Time> Waveguide::travel(std::size_t from, std::size_t to) const {
    if (to < from || piece_[to] != piece_[from]) return std::nullopt;
    return reach_[to] - reach_[from];
}

} // namespace popslab::bus
