// POPS(d,g): g node-groups of d processors joined by g*g passive star couplers
// (paper 000, section 2; paper 001, section 4.1).
#pragma once

#include "common/Limits.h"
#include "slotted/Channel.h"

#include <cstdint>
#include <optional>
#include <string>

namespace popslab::pops {

// Transmitter T(x, j) of processor x feeds a coupler of coupler group j, i.e.
// it reaches destination group j.
struct Transmitter {
    ProcessorId processor = 0;
    GroupId group = 0;
    friend bool operator==(const Transmitter&, const Transmitter&) = default;
};

// Receiver R(y, j) of processor y reads the coupler whose sources are group j.
struct Receiver {
    ProcessorId processor = 0;
    GroupId group = 0;
    friend bool operator==(const Receiver&, const Receiver&) = default;
};

// The unique path of a message M(x,y): (T(x,eta), c(eta,xi), R(y,xi)) with
// xi = group(x), eta = group(y) (paper 000, section 3).
struct Route {
    Transmitter transmitter;
    Coupler coupler;
    Receiver receiver;
    friend bool operator==(const Route&, const Route&) = default;
};

class PopsNetwork {
public:
    // Throws std::invalid_argument naming the parameter when d or g is out of range;
    // use check() first to get the reason without an exception.
    PopsNetwork(std::uint32_t d, std::uint32_t g);

    // Why (d, g) cannot be modelled, or nothing when it can.
    static std::optional<std::string> check(std::uint64_t d, std::uint64_t g);

    std::uint32_t d() const { return d_; }
    std::uint32_t g() const { return g_; }
    std::uint32_t processorCount() const { return d_ * g_; }
    std::uint32_t couplerCount() const { return g_ * g_; }
    // Every processor has g transmitters and g receivers: 2ng transceivers in all.
    std::uint64_t transceiverCount() const { return 2ull * processorCount() * g_; }

    GroupId group(ProcessorId p) const { return p / d_; }
    std::uint32_t indexInGroup(ProcessorId p) const { return p % d_; }
    ProcessorId processor(GroupId group, std::uint32_t index) const { return group * d_ + index; }

    Route route(ProcessorId x, ProcessorId y) const;
    Coupler couplerFor(ProcessorId x, ProcessorId y) const { return {group(y), group(x)}; }

    // Definition 1: the group offset of M(x,y) is group(y) -_g group(x).
    std::uint32_t groupOffset(ProcessorId x, ProcessorId y) const;

    // Dense index of a coupler, i * g + j, for per-coupler tables.
    std::uint32_t couplerIndex(Coupler c) const { return c.destinationGroup * g_ + c.sourceGroup; }
    Coupler couplerAt(std::uint32_t index) const { return {index / g_, index % g_}; }

private:
    std::uint32_t d_;
    std::uint32_t g_;
};

} // namespace popslab::pops
