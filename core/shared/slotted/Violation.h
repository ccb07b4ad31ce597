// One broken rule of schedule format v1, in structured form: the app turns it into
// translated text, the CLI into English, and views into markers.
#pragma once

#include "slotted/Schedule.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace popslab {

enum class ViolationKind {
    // rule 1, shape
    CouplerOutOfRange,        // i or j >= g
    SourceGroupMismatch,      // group(src) != j
    DestinationGroupMismatch, // a dst processor not in group i
    EmptyDestination,         // dst is empty
    // rule 2
    CouplerConflict, // two or more transmissions on one coupler in one slot
    // rule 3
    TransmitterConflict, // a processor sends two different items in one slot
    // rule 4
    ReceiverConflict, // a processor reads more than receivesPerSlot transmissions
    // rule 5
    ItemNotHeld,     // src does not hold the item at the start of the slot
    DependencyCycle, // an item depends on itself through dependsOn
    // rule 6
    Undelivered,       // a deliverTo processor does not hold the item at the end
    GoalNotHeld,       // the goal's processor does not hold its item at the end
    GoalInputMissing,  // unfolding the goal item does not reach an input
    GoalInputRepeated, // ... reaches an input more than once
    GoalExtraInput,    // ... reaches an input item not listed in the goal
};

// Stable identifier of a kind, used in JSON output and as a translation key.
std::string_view violationKindId(ViolationKind kind);
// Which rule of the format (1..6) a kind breaks.
int violationRule(ViolationKind kind);

struct Violation {
    ViolationKind kind{};
    // Slot where it happens; nullopt for end-of-schedule checks (delivery, goals).
    std::optional<std::uint32_t> slot;
    // The processors involved: senders for coupler and transmitter conflicts, the
    // receiver for receiver conflicts, the sender for holding, the processor that
    // misses an item for delivery and goals.
    std::vector<ProcessorId> processors;
    std::optional<Coupler> coupler;
    std::optional<ItemIndex> item;
    // For goal checks: the input item that is missing, repeated or extra.
    std::optional<ItemIndex> input;
    // Index within the slot of each transmission involved.
    std::vector<std::uint32_t> transmissions;
    // How many transmissions clash (conflicts), or how often an input is reached.
    std::uint32_t count = 0;
};

// English one-line description, for the command-line tool and logs.
std::string describe(const Violation& v, const Schedule& schedule);

} // namespace popslab
