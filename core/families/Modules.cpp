// Every network family of the core: one line a family, in the order the window, the
// command line and the catalogue list them. The first slotted network listed is
// format v1's default `network.type`.
#include "BusCoreModule.h"
#include "OknCoreModule.h"
#include "OtisCoreModule.h"
#include "PopsCoreModule.h"
#include "WdmCoreModule.h"

namespace popslab {

const std::vector<FamilyModule>& familyModules() {
    static const std::vector<FamilyModule> all{
        pops::popsCoreModule(), okn::oknCoreModule(),   wdm::wdmCoreModule(),
        bus::busCoreModule(),   otis::otisCoreModule(),
    };
    return all;
}

} // namespace popslab
