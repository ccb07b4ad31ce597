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
};

// From the network's family (core/families/SlottedNetworks.cpp): whether a type names a
// slotted network, why the network a document names cannot be modelled (nothing when
// it can), and its channel rules. Format v1 describes a network by its type, d and g
// (as read, before any narrowing).
bool isSlottedNetwork(const std::string& type);
std::optional<std::string> networkProblem(const std::string& type, std::uint64_t d, std::uint64_t g);
std::unique_ptr<ChannelRules> channelRules(const NetworkSpec& network);

} // namespace popslab
