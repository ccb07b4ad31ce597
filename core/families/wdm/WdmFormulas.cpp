#include "WdmFormulas.h"

#include <algorithm>

namespace popslab::wdm {

namespace {
std::uint64_t pow2(std::int64_t e) {
    return e < 0 ? 0 : std::uint64_t(1) << e;
}
std::int64_t ceilDiv(std::int64_t a, std::int64_t b) {
    return (a + b - 1) / b;
}
} // namespace

std::uint64_t paperDegree(const WdmParameters& p) {
    const std::int64_t n = p.n, T = std::min(p.T, p.R), R = std::max(p.T, p.R);
    const std::int64_t nm = n % T, rm = R % T;
    if (nm == rm) return std::uint64_t(R) * pow2((n - R) / T);
    if (nm < rm)
        return std::uint64_t(std::int64_t(R * pow2(ceilDiv(n - R, T))) +
                             (nm - rm) * ceilDiv(R, T) * std::int64_t(pow2((n - R) / T)));
    return std::uint64_t(R + ((n - R) % T) * (R / T)) * pow2((n - R) / T);
}

std::uint32_t paperDiameter(const WdmParameters& p) {
    const std::uint32_t T = std::min(p.T, p.R), R = std::max(p.T, p.R);
    return std::min(p.n, std::max(R, 2 * T));
}

std::uint64_t degreeOfPartition(const WdmNetwork& net) {
    std::uint64_t d = 0;
    for (const DimensionGroup& G : net.groups())
        d += G.subgroups.size() * pow2(std::int64_t(G.dimensions.size() - G.subgroups.size()));
    return d;
}

std::uint32_t diameterOfPartition(const WdmNetwork& net) {
    std::uint32_t d = 0;
    for (const DimensionGroup& G : net.groups())
        d += std::max<std::uint32_t>(std::uint32_t(G.subgroups.size()),
                                     std::min<std::uint32_t>(std::uint32_t(G.dimensions.size()), 2));
    return d;
}

std::uint64_t wavelengthFormula(const WdmNetwork& net) {
    std::uint64_t w = 0;
    for (const DimensionGroup& G : net.groups())
        w += pow2(net.parameters().n - G.dimensions.size() + G.subgroups.size());
    return w;
}

std::pair<std::uint64_t, std::uint64_t> transmittersPerWavelengthFormula(const WdmNetwork& net) {
    std::uint64_t lo = UINT64_MAX, hi = 0;
    for (const DimensionGroup& G : net.groups()) {
        const std::uint64_t one = pow2(std::int64_t(G.dimensions.size() - G.subgroups.size()));
        const std::uint64_t v = net.transmittersOwnGroups() ? one : G.subgroups.size() * one;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    return {lo, hi};
}

std::uint32_t distance(const WdmNetwork& net, std::uint64_t a, std::uint64_t b) {
    const std::uint64_t x = a ^ b;
    std::uint32_t h = 0;
    for (const DimensionGroup& G : net.groups()) {
        if (!(x & G.mask)) continue;
        std::uint32_t oddSubgroups = 0;
        for (std::uint64_t m : G.subgroupMasks)
            oddSubgroups += odd(x & m);
        h += oddSubgroups ? oddSubgroups : 2;
    }
    return h;
}

std::vector<std::uint64_t> histogramFormula(const WdmNetwork& net) {
    std::vector<std::uint64_t> poly{1};
    for (const DimensionGroup& G : net.groups()) {
        const std::size_t s = G.subgroups.size();
        const std::uint64_t c = pow2(std::int64_t(G.dimensions.size() - s));
        std::vector<std::uint64_t> factor(std::max<std::size_t>(s, 2) + 1, 0);
        factor[0] += 1;
        factor[2] += c - 1;
        std::uint64_t binomial = 1;
        for (std::size_t k = 1; k <= s; ++k) {
            binomial = binomial * (s - k + 1) / k;
            factor[k] += binomial * c;
        }
        std::vector<std::uint64_t> next(poly.size() + factor.size() - 1, 0);
        for (std::size_t i = 0; i < poly.size(); ++i)
            for (std::size_t j = 0; j < factor.size(); ++j)
                next[i + j] += poly[i] * factor[j];
        poly = std::move(next);
    }
    while (poly.size() > 1 && poly.back() == 0)
        poly.pop_back();
    return poly;
}

std::vector<std::uint64_t> cubeDistanceHistogram(std::uint32_t n) {
    return histogramFormula(WdmNetwork({n, n, n}));
}

double meanDistance(const std::vector<std::uint64_t>& histogram) {
    double sum = 0, others = 0;
    for (std::size_t h = 1; h < histogram.size(); ++h) {
        sum += double(h) * double(histogram[h]);
        others += double(histogram[h]);
    }
    return others > 0 ? sum / others : 0.0;
}

} // namespace popslab::wdm
