// The discrete-event simulator for OK_N. It replays an event program,
// enforces the port limits and that a message only goes over an established link
// (not one still configuring), checks that every sender holds what it sends and
// that the operation's goal is reached, and reports the completion time and a
// timeline a view can replay. The first broken rule ends the run with its node,
// time and rule.
#pragma once

#include "OknProgram.h"
#include "evented/Trace.h"

#include <optional>

namespace popslab::okn {

enum class Rule {
    PortLimit,       // more than k links at a node's transmit or receive side
    NoLink,          // a send over a link that was never configured (or torn down)
    LinkConfiguring, // a send over a link whose configuration has not finished
    LinkBusy,        // two messages at once over one link
    NotHeld,         // the sender does not hold a datum it sends
    BadLength,       // a message's length differs from the data it carries
    GoalMissed,      // a node ends without a datum it must hold
    BadEvent,        // a node out of range, a link to oneself, a teardown of nothing
};

const char* ruleName(Rule rule);

struct Violation {
    Rule rule;
    Node node;
    Time time;
    std::string message; // one English line naming node, time and rule
};

// Configure: start..link up; Send: start..arrival; TearDown: start = end.
using TimelineEntry = TraceEvent<EventKind>;

struct SimulationResult {
    std::optional<Violation> violation;
    Time completion = 0;                 // when the last message arrives
    std::vector<TimelineEntry> timeline; // in time order
    bool ok() const { return !violation.has_value(); }
};

SimulationResult simulate(const Program& program, bool recordTimeline = false);

} // namespace popslab::okn
