// POPS(d,g)'s couplers as the validator's channels (paper 000, section 2): g^2
// couplers c(i,j), each fed by the d processors of group j and read by those of group i.
#pragma once

#include "slotted/ChannelRules.h"

#include <string>

namespace popslab::pops {

class PopsChannels final : public ChannelRules {
public:
    PopsChannels(std::uint32_t d, std::uint32_t g) : d_(d), g_(g) {}
    std::uint32_t processorCount() const override { return d_ * g_; }
    std::uint64_t channelCount() const override { return std::uint64_t(g_) * g_; }
    bool exists(Coupler c) const override { return c.destinationGroup < g_ && c.sourceGroup < g_; }
    std::uint64_t index(Coupler c) const override { return std::uint64_t(c.destinationGroup) * g_ + c.sourceGroup; }
    bool canSend(ProcessorId p, Coupler c) const override { return p / d_ == c.sourceGroup; }
    bool canRead(ProcessorId p, Coupler c) const override { return p / d_ == c.destinationGroup; }

    // Paper 000's words: coupler c(i, j) joins the transmitters of group j to the receivers of group i.
    std::string channelNoun() const override { return "coupler"; }
    std::string channelName(Coupler c) const override {
        return "coupler c(" + std::to_string(c.destinationGroup) + "," + std::to_string(c.sourceGroup) + ")";
    }
    std::string whyNoChannel(Coupler) const override { return "i and j must be below g = " + std::to_string(g_); }
    std::string whyCannotSend(ProcessorId p, Coupler c) const override {
        return "it is in group " + std::to_string(p / d_) +
               "; c(i, j) takes transmitters of group j = " + std::to_string(c.sourceGroup);
    }
    std::string whyCannotRead(ProcessorId p, Coupler c) const override {
        return "it is in group " + std::to_string(p / d_) +
               "; c(i, j) reaches the receivers of group i = " + std::to_string(c.destinationGroup);
    }

private:
    std::uint32_t d_, g_;
};

} // namespace popslab::pops
