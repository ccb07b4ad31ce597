// The WDM passive star of paper 004 (Wan, Liu & Yang): N = 2^n processors on one
// passive star coupler, each with T transmitters and R receivers fixed to one
// wavelength, and an n-cube embedded by giving each transceiver a group of dimensions
// (section 2). Dimension i is bit i: the cube link along i is a -> a xor 2^i.
//
// The partition as section 2 means it (corrected, README errata E1-E3): the side with
// fewer transceivers, F = min(T,R) (the transmitters when T = R), splits the n
// dimensions evenly and consecutively into groups D_0..D_{F-1}, larger groups first;
// group g has s_g = ceil(M/F) or floor(M/F) subgroups (M = max(T,R)), an even split of
// D_g, each served by one transceiver of the other side, local index base_g + k.
#pragma once

#include "common/Diagnostic.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace popslab::wdm {

using Processor = std::uint32_t;
using Dimension = std::uint32_t;
using Wavelength = std::uint64_t;

struct WdmParameters {
    std::uint32_t n = 3; // dimensions: N = 2^n processors
    std::uint32_t T = 1; // transmitters a processor
    std::uint32_t R = 1; // receivers a processor
    friend bool operator==(const WdmParameters&, const WdmParameters&) = default;
};

// n, T and R in range (common/Limits.h): nothing when they are, else the refusal.
std::optional<Diagnostic> checkWdm(const WdmParameters& p);

struct DimensionGroup {
    std::vector<Dimension> dimensions;             // D_g, consecutive
    std::vector<std::vector<Dimension>> subgroups; // D_{g,0..s_g-1}
    std::uint32_t base = 0;                        // local index of subgroup 0 on the many side
    std::uint64_t mask = 0;                        // bits of D_g
    std::vector<std::uint64_t> subgroupMasks;
};

class WdmNetwork {
public:
    explicit WdmNetwork(const WdmParameters& p); // p must pass checkWdm

    const WdmParameters& parameters() const { return p_; }
    std::uint64_t processorCount() const { return std::uint64_t(1) << p_.n; }
    // The transmitters own the groups when T <= R; the receivers when T > R.
    bool transmittersOwnGroups() const { return p_.T <= p_.R; }
    const std::vector<DimensionGroup>& groups() const { return groups_; }

    // Which transmitter (receiver) local index serves dimension i.
    std::uint32_t transmitterOf(Dimension i) const { return tx_[i]; }
    std::uint32_t receiverOf(Dimension i) const { return rx_[i]; }
    // The dimensions transmitter t (receiver r) serves.
    std::vector<Dimension> transmitterDimensions(std::uint32_t t) const;
    std::vector<Dimension> receiverDimensions(std::uint32_t r) const;
    // Group and subgroup of dimension i.
    std::uint32_t groupOf(Dimension i) const { return group_[i]; }
    std::uint32_t subgroupOf(Dimension i) const { return subgroup_[i]; }

    // The wavelength (component of the transmission graph) of a transceiver, in closed
    // form (Lemmas 3.1 and 3.4): components of group g are numbered from offset_g by the
    // processor's bits outside D_g and its subgroup parities. The built graph
    // (TransmissionGraph) is checked against it.
    Wavelength transmitterWavelength(Processor a, std::uint32_t t) const;
    Wavelength receiverWavelength(Processor b, std::uint32_t r) const;
    // Components in all: sum over g of 2^(n - |D_g| + s_g).
    std::uint64_t wavelengthCount() const { return wavelengths_; }

private:
    Wavelength ownerSide(Processor a, std::uint32_t g) const;
    Wavelength manySide(Processor b, std::uint32_t g, std::uint32_t k) const;

    WdmParameters p_;
    std::vector<DimensionGroup> groups_;
    std::vector<std::uint32_t> tx_, rx_, group_, subgroup_;
    std::vector<Dimension> firstOfTransmitter_, firstOfReceiver_; // a dimension each serves
    std::vector<Wavelength> offset_;
    std::uint64_t wavelengths_ = 0;
};

// Parity of the number of 1-bits of x (the paper's "odd"/"even" of a|_S, Fig. 2).
inline bool odd(std::uint64_t x) {
    return __builtin_popcountll(x) & 1;
}

// The even partition of `items` into k consecutive parts, larger parts first (E1).
std::vector<std::vector<Dimension>> evenPartition(const std::vector<Dimension>& items, std::uint32_t k);

} // namespace popslab::wdm
