#include "slotted/Violation.h"

#include <string>

namespace popslab {

std::string_view violationKindId(ViolationKind kind) {
    switch (kind) {
    case ViolationKind::CouplerOutOfRange: return "coupler-out-of-range";
    case ViolationKind::SourceGroupMismatch: return "source-group-mismatch";
    case ViolationKind::DestinationGroupMismatch: return "destination-group-mismatch";
    case ViolationKind::EmptyDestination: return "empty-destination";
    case ViolationKind::CouplerConflict: return "coupler-conflict";
    case ViolationKind::TransmitterConflict: return "transmitter-conflict";
    case ViolationKind::ReceiverConflict: return "receiver-conflict";
    case ViolationKind::ItemNotHeld: return "item-not-held";
    case ViolationKind::DependencyCycle: return "dependency-cycle";
    case ViolationKind::Undelivered: return "undelivered";
    case ViolationKind::GoalNotHeld: return "goal-not-held";
    case ViolationKind::GoalInputMissing: return "goal-input-missing";
    case ViolationKind::GoalInputRepeated: return "goal-input-repeated";
    case ViolationKind::GoalExtraInput: return "goal-extra-input";
    }
    return "unknown";
}

int violationRule(ViolationKind kind) {
    switch (kind) {
    case ViolationKind::CouplerOutOfRange:
    case ViolationKind::SourceGroupMismatch:
    case ViolationKind::DestinationGroupMismatch:
    case ViolationKind::EmptyDestination: return 1;
    case ViolationKind::CouplerConflict: return 2;
    case ViolationKind::TransmitterConflict: return 3;
    case ViolationKind::ReceiverConflict: return 4;
    case ViolationKind::ItemNotHeld:
    case ViolationKind::DependencyCycle: return 5;
    default: return 6;
    }
}

namespace {
std::string list(const std::vector<ProcessorId>& ps) {
    std::string s;
    for (std::size_t i = 0; i < ps.size(); ++i) s += (i ? ", " : "") + std::to_string(ps[i]);
    return s;
}
std::string couplerText(const std::optional<Coupler>& c) {
    if (!c) return "?";
    return "c(" + std::to_string(c->destinationGroup) + "," + std::to_string(c->sourceGroup) + ")";
}
// The group of the violation's (first) processor: processors are numbered group by group.
std::string groupOf(const Violation& v, const Schedule& schedule) {
    if (v.processors.empty() || schedule.network.d == 0) return "?";
    return std::to_string(v.processors.front() / schedule.network.d);
}
} // namespace

std::string describe(const Violation& v, const Schedule& schedule) {
    std::string where = v.slot ? "slot " + std::to_string(*v.slot) + ": " : "at the end: ";
    const std::string item = v.item ? "item " + std::to_string(schedule.itemId(*v.item)) : "item ?";
    const std::string p = list(v.processors);
    const std::string input =
        v.input ? "input item " + std::to_string(schedule.itemId(*v.input)) : "an input item";
    switch (v.kind) {
    case ViolationKind::CouplerOutOfRange:
        return where + "coupler " + couplerText(v.coupler) + " used by processor " + p +
               " does not exist (i and j must be below g = " +
               std::to_string(schedule.network.g) + ")";
    // The rule in the paper's terms (coupler c(i, j) joins the transmitters of group j to
    // the receivers of group i) and the group the processor is in.
    case ViolationKind::SourceGroupMismatch:
        return where + "processor " + p + " is not a source of coupler " + couplerText(v.coupler) +
               " (it is in group " + groupOf(v, schedule) + "; c(i, j) takes transmitters of group j = " +
               (v.coupler ? std::to_string(v.coupler->sourceGroup) : "?") + ")";
    case ViolationKind::DestinationGroupMismatch:
        return where + "processor " + p + " is not a destination of coupler " + couplerText(v.coupler) +
               " (it is in group " + groupOf(v, schedule) + "; c(i, j) reaches the receivers of group i = " +
               (v.coupler ? std::to_string(v.coupler->destinationGroup) : "?") + ")";
    case ViolationKind::EmptyDestination:
        return where + "a transmission from processor " + p + " has no destination";
    case ViolationKind::CouplerConflict:
        return where + "coupler " + couplerText(v.coupler) + " carries " + std::to_string(v.count) +
               " transmissions (from processors " + p + ")";
    case ViolationKind::TransmitterConflict:
        return where + "processor " + p + " sends " + std::to_string(v.count) +
               " different items";
    case ViolationKind::ReceiverConflict:
        return where + "processor " + p + " reads " + std::to_string(v.count) +
               " transmissions (receivesPerSlot = " +
               std::to_string(schedule.network.receivesPerSlot) + ")";
    case ViolationKind::ItemNotHeld:
        return where + "processor " + p + " sends " + item + " before it holds it";
    case ViolationKind::DependencyCycle:
        return where + item + " depends on itself through dependsOn";
    case ViolationKind::Undelivered:
        return where + "processor " + p + " does not hold " + item + " (deliverTo)";
    case ViolationKind::GoalNotHeld:
        return where + "processor " + p + " does not hold goal " + item;
    case ViolationKind::GoalInputMissing:
        return where + "goal " + item + " at processor " + p + " never reaches " + input;
    case ViolationKind::GoalInputRepeated:
        return where + "goal " + item + " at processor " + p + " reaches " + input + " " +
               std::to_string(v.count) + " or more times";
    case ViolationKind::GoalExtraInput:
        return where + "goal " + item + " at processor " + p + " reaches " + input +
               ", which is not among its inputs";
    }
    return where + "unknown violation";
}

} // namespace popslab
