#include "WdmCoreModule.h"

#include "WdmCatalogue.h"

namespace popslab::wdm {

// Not slotted: the star is analysed (wavelengths, super topology, routes), not scheduled.
FamilyModule wdmCoreModule() {
    return {"wdm", wdmCatalogue, {}, {}};
}

} // namespace popslab::wdm
