#include "OknCoreModule.h"

#include "OknRegistry.h"

namespace popslab::okn {

// Not slotted: its runs are simulated event by event, not scheduled in slots.
FamilyModule oknCoreModule() {
    return {"okn", oknCatalogue, {}, {}};
}

} // namespace popslab::okn
