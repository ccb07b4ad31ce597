// The one thing the validator asks of a slotted network family: its processors, its
// channels, and who may send on and read from each. A channel carries one message a
// slot (rule 2 of format v1); which processors reach it is the family's geometry --
// POPS: the sources of c(i,j) are group j, its destinations group i.
#pragma once

#include "slotted/Channel.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace popslab {

struct NetworkSpec;

class ChannelRules {
public:
    virtual ~ChannelRules() = default;
    virtual std::uint32_t processorCount() const = 0;
    // Channels in all: the denominator of utilisation, the size of dense tables.
    virtual std::uint64_t channelCount() const = 0;
    virtual bool exists(Coupler channel) const = 0;
    // 0..channelCount()-1 for an existing channel.
    virtual std::uint64_t index(Coupler channel) const = 0;
    virtual bool canSend(ProcessorId processor, Coupler channel) const = 0;
    virtual bool canRead(ProcessorId processor, Coupler channel) const = 0;

    // How the family speaks of its channels, so that a violation is explained in its own
    // words: POPS's couplers c(i,j), OTIS's transpose and electronic links.
    virtual std::string channelNoun() const = 0;                 // "coupler", "link"
    virtual std::string channelName(Coupler channel) const = 0;  // "coupler c(1,0)", "the optical link (1,2) -> (2,1)"
    virtual std::string whyNoChannel(Coupler channel) const = 0; // the rule a channel that does not exist breaks
    virtual std::string whyCannotSend(ProcessorId processor, Coupler channel) const = 0;
    virtual std::string whyCannotRead(ProcessorId processor, Coupler channel) const = 0;
    virtual std::string processorLabel(ProcessorId processor) const {
        return std::to_string(processor);
    } // "5", "(1,2)"
};

// From the network's family (its FamilyModule, slotted/SlottedNetworks.cpp): whether a
// type names a slotted network, why the network a document names cannot be modelled
// (nothing when it can), and its channel rules. Format v1 describes a network by its
// type, d and g (as read, before any narrowing).
bool isSlottedNetwork(const std::string& type);
std::optional<std::string> networkProblem(const std::string& type, std::uint64_t d, std::uint64_t g);
std::unique_ptr<ChannelRules> channelRules(const NetworkSpec& network);

} // namespace popslab
