// Every network family's catalogue: one registration line a family.
#include "common/Catalogue.h"
#include "families/bus/BusCatalogue.h"
#include "families/okn/OknRegistry.h"
#include "families/otis/OtisCatalogue.h"
#include "families/pops/PopsCatalogue.h"
#include "families/wdm/WdmCatalogue.h"

namespace popslab {

const std::vector<FamilyCatalogue>& catalogues() {
    static const std::vector<FamilyCatalogue> all{
        popsCatalogue(), okn::oknCatalogue(), wdm::wdmCatalogue(), bus::busCatalogue(), otis::otisCatalogue(),
    };
    return all;
}

} // namespace popslab
