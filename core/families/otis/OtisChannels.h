// OTIS's links as the validator's channels: a channel is one direction of one link,
// written [to, from] (destination first, as format v1 writes a coupler), sent on by
// `from` and read by `to` only -- so a link carries one datum per direction a step.
#pragma once

#include "OtisNetwork.h"
#include "slotted/ChannelRules.h"

#include <algorithm>
#include <string>

namespace popslab::otis {

class OtisChannels final : public ChannelRules {
public:
    explicit OtisChannels(const OtisParameters& p) : net_(p) {
        offset_.assign(net_.processorCount() + 1, 0);
        for (ProcessorId a = 0; a < net_.processorCount(); ++a)
            offset_[a + 1] = offset_[a] + net_.neighbours(a).size();
    }
    std::uint32_t processorCount() const override { return net_.processorCount(); }
    std::uint64_t channelCount() const override { return offset_.back(); }
    bool exists(Coupler c) const override { return net_.link(c.sourceGroup, c.destinationGroup).has_value(); }
    std::uint64_t index(Coupler c) const override {
        const auto& out = net_.neighbours(c.sourceGroup);
        return offset_[c.sourceGroup] +
               std::uint64_t(std::find(out.begin(), out.end(), c.destinationGroup) - out.begin());
    }
    bool canSend(ProcessorId p, Coupler c) const override { return p == c.sourceGroup; }
    bool canRead(ProcessorId p, Coupler c) const override { return p == c.destinationGroup; }

    // Paper 001's words: processors (G, P), optical transpose links and electronic ones.
    std::string channelNoun() const override { return "link"; }
    std::string processorLabel(ProcessorId a) const override { return place(a); }
    std::string channelName(Coupler c) const override {
        const auto kind = exists(c) ? net_.link(c.sourceGroup, c.destinationGroup) : std::nullopt;
        std::string out = !kind                        ? "the link "
                          : *kind == LinkKind::Optical ? "the optical transpose link "
                                                       : "the electronic link ";
        return out.append(place(c.sourceGroup)).append(" -> ").append(place(c.destinationGroup));
    }
    std::string whyNoChannel(Coupler c) const override {
        const std::uint32_t n = net_.processorCount();
        if (c.sourceGroup >= n || c.destinationGroup >= n)
            return "a link [to, from] names two processors below N^2 = " + std::to_string(n);
        return place(c.sourceGroup) + " and " + place(c.destinationGroup) +
               " are not joined: OTIS links (G,P) to (P,G) optically and a group's neighbours electronically";
    }
    std::string whyCannotSend(ProcessorId, Coupler c) const override {
        return "a link [to, from] is sent on by its from processor " + place(c.sourceGroup) + " only";
    }
    std::string whyCannotRead(ProcessorId, Coupler c) const override {
        return "a link [to, from] is read by its to processor " + place(c.destinationGroup) + " only";
    }

private:
    std::string place(ProcessorId a) const {
        if (a >= net_.processorCount()) return std::to_string(a);
        std::string out = "(";
        out.append(std::to_string(net_.group(a))).append(",").append(std::to_string(net_.inGroup(a))).append(")");
        return out; // appended: GCC 12 warns falsely of overlapping copies in "(" + ... chains
    }

public:
private:
    OtisNetwork net_;
    std::vector<std::uint64_t> offset_;
};

} // namespace popslab::otis
