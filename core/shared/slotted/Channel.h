// How a transmission of a slotted network names the processors and the channel it
// uses. Format v1 calls every channel a `coupler` [i, j] (POPS's c(i,j): destination
// group i, source group j); another slotted family names its channels (a wavelength,
// a link) by the same two coordinates, and its ChannelRules say what they mean.
#pragma once

#include <cstdint>

namespace popslab {

using ProcessorId = std::uint32_t;
using GroupId = std::uint32_t;

// Coupler c(i,j): its sources are the d processors of group j, its destinations
// the d processors of group i. Written [i, j] -- destination group first.
struct Coupler {
    GroupId destinationGroup = 0; // i
    GroupId sourceGroup = 0;      // j
    friend bool operator==(const Coupler&, const Coupler&) = default;
};

} // namespace popslab
