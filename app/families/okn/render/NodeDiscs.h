// The nodes' discs of an OK_N figure, bucketed on a grid for the question "does a mark at
// this point lie on some node?" -- asked for every message in flight, of up to 2,047 nodes.
#pragma once

#include <QPointF>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace popslab::okn {

class NodeDiscs {
public:
    struct Disc {
        QPointF centre;
        double radius = 0;
    };
    explicit NodeDiscs(std::vector<Disc> discs);
    // Whether a circle at `at` of `radius` overlaps a disc other than `a` and `b` (the
    // link's own ends; a number past the last node excludes none).
    bool covers(QPointF at, double radius, std::uint32_t a, std::uint32_t b) const;

private:
    std::int64_t key(std::int64_t x, std::int64_t y) const { return x * 1'000'003 + y; }
    std::vector<Disc> discs_;
    double cell_ = 1;
    std::unordered_map<std::int64_t, std::vector<std::uint32_t>> grid_;
};

} // namespace popslab::okn
