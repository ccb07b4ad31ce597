#include "slotted/Violation.h"

#include "slotted/ChannelRules.h"

#include <memory>
#include <string>

namespace popslab {

std::string_view violationKindId(ViolationKind kind) {
    switch (kind) {
    case ViolationKind::CouplerOutOfRange:
        return "coupler-out-of-range";
    case ViolationKind::SourceGroupMismatch:
        return "source-group-mismatch";
    case ViolationKind::DestinationGroupMismatch:
        return "destination-group-mismatch";
    case ViolationKind::EmptyDestination:
        return "empty-destination";
    case ViolationKind::CouplerConflict:
        return "coupler-conflict";
    case ViolationKind::TransmitterConflict:
        return "transmitter-conflict";
    case ViolationKind::ReceiverConflict:
        return "receiver-conflict";
    case ViolationKind::ItemNotHeld:
        return "item-not-held";
    case ViolationKind::DependencyCycle:
        return "dependency-cycle";
    case ViolationKind::Undelivered:
        return "undelivered";
    case ViolationKind::GoalNotHeld:
        return "goal-not-held";
    case ViolationKind::GoalInputMissing:
        return "goal-input-missing";
    case ViolationKind::GoalInputRepeated:
        return "goal-input-repeated";
    case ViolationKind::GoalExtraInput:
        return "goal-extra-input";
    }
    return "unknown";
}

int violationRule(ViolationKind kind) {
    switch (kind) {
    case ViolationKind::CouplerOutOfRange:
    case ViolationKind::SourceGroupMismatch:
    case ViolationKind::DestinationGroupMismatch:
    case ViolationKind::EmptyDestination:
        return 1;
    case ViolationKind::CouplerConflict:
        return 2;
    case ViolationKind::TransmitterConflict:
        return 3;
    case ViolationKind::ReceiverConflict:
        return 4;
    case ViolationKind::ItemNotHeld:
    case ViolationKind::DependencyCycle:
        return 5;
    default:
        return 6;
    }
}

namespace {
// "processor 5", "processors 0, 1" in the family's labels ("processor (1,2)" for OTIS).
std::string list(const std::vector<ProcessorId>& ps, const ChannelRules& rules) {
    std::string s = ps.size() == 1 ? "processor " : "processors ";
    for (std::size_t i = 0; i < ps.size(); ++i)
        s += (i ? ", " : "") + rules.processorLabel(ps[i]);
    return s;
}

// The rules of the last network described: a report lists its violations one by one.
const ChannelRules& rulesOf(const NetworkSpec& network) {
    thread_local NetworkSpec last;
    thread_local std::unique_ptr<ChannelRules> rules;
    if (!rules || !(last == network)) {
        rules = channelRules(network);
        last = network;
    }
    return *rules;
}
} // namespace

std::string describe(const Violation& v, const Schedule& schedule) {
    const ChannelRules& rules = rulesOf(schedule.network);
    // People count slots from 1 (the JSON's "slot" field keeps the document's 0-based index).
    const std::string where = v.slot ? "slot " + std::to_string(*v.slot + 1) + ": " : "at the end: ";
    const std::string item = v.item ? "item " + std::to_string(schedule.itemId(*v.item)) : "item ?";
    const std::string p = list(v.processors, rules);
    const std::string one =
        v.processors.empty() ? "a processor" : "processor " + rules.processorLabel(v.processors.front());
    const std::string input = v.input ? "input item " + std::to_string(schedule.itemId(*v.input)) : "an input item";
    const std::string channel = v.coupler ? rules.channelName(*v.coupler) : "the " + rules.channelNoun() + " ?";
    switch (v.kind) {
    case ViolationKind::CouplerOutOfRange:
        return where + channel + " used by " + p + " does not exist (" +
               (v.coupler ? rules.whyNoChannel(*v.coupler) : std::string("?")) + ")";
    case ViolationKind::SourceGroupMismatch:
        return where + one + " cannot send on " + channel + " (" +
               (v.coupler && !v.processors.empty() ? rules.whyCannotSend(v.processors.front(), *v.coupler) : "?") + ")";
    case ViolationKind::DestinationGroupMismatch:
        return where + one + " cannot read " + channel + " (" +
               (v.coupler && !v.processors.empty() ? rules.whyCannotRead(v.processors.front(), *v.coupler) : "?") + ")";
    case ViolationKind::EmptyDestination:
        return where + "a transmission from " + one + " has no destination";
    case ViolationKind::CouplerConflict:
        return where + channel + " carries " + std::to_string(v.count) + " transmissions (from " + p + ")";
    case ViolationKind::TransmitterConflict:
        return where + one + " sends " + std::to_string(v.count) + " different items";
    case ViolationKind::ReceiverConflict:
        return where + one + " reads " + std::to_string(v.count) +
               " transmissions (receivesPerSlot = " + std::to_string(schedule.network.receivesPerSlot) + ")";
    case ViolationKind::ItemNotHeld:
        return where + one + " sends " + item + " before it holds it";
    case ViolationKind::DependencyCycle:
        return where + item + " depends on itself through dependsOn";
    case ViolationKind::Undelivered:
        return where + one + " does not hold " + item + " (deliverTo)";
    case ViolationKind::GoalNotHeld:
        return where + one + " does not hold goal " + item;
    case ViolationKind::GoalInputMissing:
        return where + "goal " + item + " at " + one + " never reaches " + input;
    case ViolationKind::GoalInputRepeated:
        return where + "goal " + item + " at " + one + " reaches " + input + " " + std::to_string(v.count) +
               " or more times";
    case ViolationKind::GoalExtraInput:
        return where + "goal " + item + " at " + one + " reaches " + input + ", which is not among its inputs";
    }
    return where + "unknown violation";
}

} // namespace popslab
