#include "WdmNetwork.h"

#include "WdmLimits.h"
#include "common/Limits.h"

#include <algorithm>
#include <string>

namespace popslab::wdm {

std::optional<Diagnostic> checkWdm(const WdmParameters& p) {
    auto bad = [](std::string parameter, std::string condition, std::string message) {
        return Diagnostic{DiagnosticCode::InvalidNetwork, std::move(parameter), std::move(condition),
                          std::move(message)};
    };
    if (p.n < 1 || p.n > kMaxWdmDimensions)
        return bad("dimensions", "1 <= n <= " + std::to_string(kMaxWdmDimensions),
                   "--dimensions must be between 1 and " + std::to_string(kMaxWdmDimensions) + " (N = 2^n processors)");
    if (p.T < 1 || p.T > p.n)
        return bad("transmitters", "1 <= T <= n", "--transmitters must be between 1 and n = " + std::to_string(p.n));
    if (p.R < 1 || p.R > p.n)
        return bad("receivers", "1 <= R <= n", "--receivers must be between 1 and n = " + std::to_string(p.n));
    return std::nullopt;
}

std::vector<std::vector<Dimension>> evenPartition(const std::vector<Dimension>& items, std::uint32_t k) {
    std::vector<std::vector<Dimension>> parts(k);
    const std::size_t q = items.size() / k, m = items.size() % k;
    std::size_t at = 0;
    for (std::uint32_t j = 0; j < k; ++j) {
        const std::size_t size = q + (j < m ? 1 : 0);
        parts[j].assign(items.begin() + long(at), items.begin() + long(at + size));
        at += size;
    }
    return parts;
}

WdmNetwork::WdmNetwork(const WdmParameters& p) : p_(p), tx_(p.n), rx_(p.n), group_(p.n), subgroup_(p.n) {
    const std::uint32_t F = std::min(p.T, p.R), M = std::max(p.T, p.R);
    std::vector<Dimension> all(p.n);
    for (Dimension i = 0; i < p.n; ++i)
        all[i] = i;
    const auto parts = evenPartition(all, F);
    const std::uint32_t per = M / F, extra = M % F;
    for (std::uint32_t g = 0; g < F; ++g) {
        DimensionGroup G;
        G.dimensions = parts[g];
        const std::uint32_t s = per + (g < extra ? 1 : 0);
        G.subgroups = evenPartition(G.dimensions, s);
        G.base = g * per + std::min(g, extra);
        for (Dimension i : G.dimensions)
            G.mask |= std::uint64_t(1) << i;
        for (std::uint32_t k = 0; k < s; ++k) {
            std::uint64_t mask = 0;
            for (Dimension i : G.subgroups[k]) {
                mask |= std::uint64_t(1) << i;
                group_[i] = g;
                subgroup_[i] = k;
                const std::uint32_t few = g, many = G.base + k;
                tx_[i] = transmittersOwnGroups() ? few : many;
                rx_[i] = transmittersOwnGroups() ? many : few;
            }
            G.subgroupMasks.push_back(mask);
        }
        offset_.push_back(wavelengths_);
        wavelengths_ += std::uint64_t(1) << (p.n - G.dimensions.size() + s);
        groups_.push_back(std::move(G));
    }
    firstOfTransmitter_.assign(p.T, 0);
    firstOfReceiver_.assign(p.R, 0);
    for (Dimension i = p.n; i-- > 0;) {
        firstOfTransmitter_[tx_[i]] = i;
        firstOfReceiver_[rx_[i]] = i;
    }
}

std::vector<Dimension> WdmNetwork::transmitterDimensions(std::uint32_t t) const {
    std::vector<Dimension> out;
    for (Dimension i = 0; i < p_.n; ++i)
        if (tx_[i] == t) out.push_back(i);
    return out;
}

std::vector<Dimension> WdmNetwork::receiverDimensions(std::uint32_t r) const {
    std::vector<Dimension> out;
    for (Dimension i = 0; i < p_.n; ++i)
        if (rx_[i] == r) out.push_back(i);
    return out;
}

namespace {

// The bits of a outside `mask`, packed in increasing dimension order.
std::uint64_t packOutside(std::uint64_t a, std::uint64_t mask, std::uint32_t n) {
    std::uint64_t out = 0;
    std::uint32_t at = 0;
    for (std::uint32_t i = 0; i < n; ++i)
        if (!(mask >> i & 1)) out |= (a >> i & 1) << at++;
    return out;
}

} // namespace

Wavelength WdmNetwork::ownerSide(Processor a, std::uint32_t g) const {
    const DimensionGroup& G = groups_[g];
    std::uint64_t parities = 0;
    for (std::size_t k = 0; k < G.subgroupMasks.size(); ++k)
        parities |= std::uint64_t(odd(a & G.subgroupMasks[k])) << k;
    return offset_[g] + (packOutside(a, G.mask, p_.n) << G.subgroupMasks.size() | parities);
}

Wavelength WdmNetwork::manySide(Processor b, std::uint32_t g, std::uint32_t k) const {
    // A receiver of b on subgroup k hears a transmitter of b xor 2^i, i in D_{g,k}: the
    // sender's parity on that subgroup is flipped (Lemma 3.4).
    return ownerSide(b, g) ^ (std::uint64_t(1) << k);
}

Wavelength WdmNetwork::transmitterWavelength(Processor a, std::uint32_t t) const {
    const Dimension i = firstOfTransmitter_[t];
    return transmittersOwnGroups() ? ownerSide(a, group_[i]) : manySide(a, group_[i], subgroup_[i]);
}

Wavelength WdmNetwork::receiverWavelength(Processor b, std::uint32_t r) const {
    const Dimension i = firstOfReceiver_[r];
    return transmittersOwnGroups() ? manySide(b, group_[i], subgroup_[i]) : ownerSide(b, group_[i]);
}

} // namespace popslab::wdm
