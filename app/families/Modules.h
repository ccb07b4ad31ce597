// Every network family of the app: one line a family, in the order the window, the
// command line and sessions list them (the same order as core/families/Modules.cpp).
#pragma once

#include "BusAppModule.h"
#include "OknAppModule.h"
#include "OtisAppModule.h"
#include "PopsAppModule.h"
#include "WdmAppModule.h"

namespace popslab {

template <class... Module> struct AppModuleList {
    // Calls visit.template operator()<Module>() for each family, in order.
    template <class Visit> static void forEach(Visit&& visit) { (visit.template operator()<Module>(), ...); }
};

using AppModules =
    AppModuleList<pops::PopsAppModule, okn::OknAppModule, wdm::WdmAppModule, bus::BusAppModule, otis::OtisAppModule>;

} // namespace popslab
