// The OK_N network of paper 003 and the event programs its collective algorithms
// are written as. N nodes; each has k transmit ports and k receive ports (one of
// each in the single-port model); a directed link u -> v takes one transmit port of
// u and one receive port of v, needs `delay` time units to configure and stays
// until torn down; a message of M units takes M time units over an established link.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace popslab::okn {

using Node = std::uint32_t;
using Time = std::int64_t;
using DataId = std::uint64_t;

struct OknNetwork {
    std::uint32_t nodes = 2;
    std::uint32_t ports = 1; // k
    Time delay = 0;          // the paper's reconfiguration delay d
};

enum class EventKind { TearDown, Configure, Send }; // the order of simultaneous events

struct Event {
    EventKind kind;
    Node from = 0, to = 0;
    Time time = 0;                              // Configure: when configuring starts (before 0: pre-established)
    Time length = 0;                            // Send: message units (= the number of data it carries)
    std::uint64_t dataBegin = 0, dataCount = 0; // Send: its data, in Program::data
};

// What an operation must achieve, data by data: who holds a datum at the start and
// who must hold it at the end. Content can be left out (timing only) for programs
// too large to track datum by datum.
struct Content {
    bool tracked = false;
    std::vector<std::pair<DataId, Node>> initial;  // (datum, node holding it at time 0)
    std::vector<std::pair<DataId, Node>> required; // (datum, node that must end with it)
};

struct Program {
    OknNetwork network;
    std::vector<Event> events;
    std::vector<DataId> data; // data carried by sends (ranges of this pool)
    Content content;

    void configure(Node from, Node to, Time at) { events.push_back({EventKind::Configure, from, to, at, 0, 0, 0}); }
    void tearDown(Node from, Node to, Time at) { events.push_back({EventKind::TearDown, from, to, at, 0, 0, 0}); }
    // A message of the given data (or of `units` untracked units when `payload` is empty).
    void send(Node from, Node to, Time at, const std::vector<DataId>& payload, Time units = 0);
};

} // namespace popslab::okn
