// Every family's workbench in the window, in the order of the module list.
#include "Modules.h"
#include "Workbench.h"

namespace popslab::gui {

std::vector<Workbench*> createWorkbenches(QObject* parent) {
    std::vector<Workbench*> out;
    AppModules::forEach([&]<class Family>() {
        if constexpr (requires { Family::createWorkbench(parent); })
            out.push_back(Family::createWorkbench(parent));
        else
            static_assert(!Family::createWorkbench, "define createWorkbench(QObject*) or declare it absent");
    });
    return out;
}

} // namespace popslab::gui
