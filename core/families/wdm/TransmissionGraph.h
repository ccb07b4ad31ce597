// The transmission graph of section 3, built link by link: transmitter (a, tx(i)) ->
// receiver (a xor 2^i, rx(i)) for every processor a and dimension i (n 2^n links). Its
// connected components are the wavelengths: every transceiver of one component must
// share one. Built for n <= kMaxBuiltWdmDimensions; the components found are matched one
// to one with the closed form of Lemmas 3.1/3.4 (WdmNetwork::...Wavelength), so every
// wavelength number the app shows is a component of this graph.
#pragma once

#include "WdmNetwork.h"

#include <string>
#include <vector>

namespace popslab::wdm {

// One link of the transmission graph: the cube link a -> a xor 2^i carried from
// transmitter (a, transmitterOf(i)) to receiver (a xor 2^i, receiverOf(i)).
struct TransmissionLink {
    Processor from = 0, to = 0;
    std::uint32_t transmitter = 0, receiver = 0; // local indices
    Dimension dimension = 0;
};
inline TransmissionLink transmissionLink(const WdmNetwork& net, Processor a, Dimension i) {
    return {a, Processor(a ^ (std::uint64_t(1) << i)), net.transmitterOf(i), net.receiverOf(i), i};
}

class TransmissionGraph {
public:
    // Counts work (work::tick); throws Cancelled / WorkBudgetExceeded through it.
    explicit TransmissionGraph(const WdmNetwork& network);

    // Empty when the built components are exactly the closed form's; else what differs.
    const std::string& mismatch() const { return mismatch_; }
    std::uint64_t componentCount() const { return receivers_.size(); }
    // Transmitters (receivers) per component: [min, max].
    std::pair<std::uint64_t, std::uint64_t> transmittersPerComponent() const { return txRange_; }
    std::pair<std::uint64_t, std::uint64_t> receiversPerComponent() const { return rxRange_; }
    // The processors whose receivers listen on wavelength w.
    const std::vector<Processor>& receiversOn(Wavelength w) const { return receivers_[w]; }
    const std::vector<Processor>& transmittersOn(Wavelength w) const { return transmitters_[w]; }

private:
    std::vector<std::vector<Processor>> transmitters_, receivers_; // by closed-form wavelength
    std::pair<std::uint64_t, std::uint64_t> txRange_{0, 0}, rxRange_{0, 0};
    std::string mismatch_;
};

} // namespace popslab::wdm
