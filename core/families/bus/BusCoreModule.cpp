#include "BusCoreModule.h"

#include "BusCatalogue.h"

namespace popslab::bus {

// Not slotted: its runs are simulated event by event, not scheduled in slots.
FamilyModule busCoreModule() {
    return {"bus", busCatalogue, {}, {}};
}

} // namespace popslab::bus
