// OTIS's links as the validator's channels: a channel is one direction of one link,
// written [to, from] (destination first, as format v1 writes a coupler), sent on by
// `from` and read by `to` only -- so a link carries one datum per direction a step.
#pragma once

#include "families/otis/OtisNetwork.h"
#include "slotted/ChannelRules.h"

#include <algorithm>

namespace popslab::otis {

class OtisChannels final : public ChannelRules {
public:
    explicit OtisChannels(const OtisParameters& p) : net_(p) {
        offset_.assign(net_.processorCount() + 1, 0);
        for (ProcessorId a = 0; a < net_.processorCount(); ++a) offset_[a + 1] = offset_[a] + net_.neighbours(a).size();
    }
    std::uint32_t processorCount() const override { return net_.processorCount(); }
    std::uint64_t channelCount() const override { return offset_.back(); }
    bool exists(Coupler c) const override { return net_.link(c.sourceGroup, c.destinationGroup).has_value(); }
    std::uint64_t index(Coupler c) const override {
        const auto& out = net_.neighbours(c.sourceGroup);
        return offset_[c.sourceGroup] + std::uint64_t(std::find(out.begin(), out.end(), c.destinationGroup) - out.begin());
    }
    bool canSend(ProcessorId p, Coupler c) const override { return p == c.sourceGroup; }
    bool canRead(ProcessorId p, Coupler c) const override { return p == c.destinationGroup; }

private:
    OtisNetwork net_;
    std::vector<std::uint64_t> offset_;
};

} // namespace popslab::otis
