// What every processor holds at the start of a slot (rule 5 of the schedule
// format): inputs at their origin, computed items at their origin once every
// dependency is held there, bundles at their origin once every part is, and whatever
// a processor read in an earlier slot (with every part of a bundle it read).
// Views show it beside the processors; the validator uses Holdings instead.
#pragma once

#include "slotted/Schedule.h"

#include <vector>

namespace popslab {

// For each processor, the items it holds when slot `slot` starts (slot = slotCount()
// gives the end state), in increasing item order.
std::vector<std::vector<ItemIndex>> itemsHeldAt(const Schedule& schedule, std::size_t slot);

} // namespace popslab
