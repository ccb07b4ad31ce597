// Every family's part of `render` and `plot` (popslab-cli-draw), in the order of the
// module list; a family that does not draw from the command line declares it absent.
#include "Modules.h"
#include "PlotTable.h"
#include "RenderTable.h"

namespace popslab::cli {

const std::vector<FamilyRender>& familyRenders() {
    static const std::vector<FamilyRender> renders = [] {
        std::vector<FamilyRender> out;
        AppModules::forEach([&]<class Family>() {
            if constexpr (requires { Family::render(); })
                out.push_back(Family::render());
            else
                static_assert(!Family::render, "define render() or declare it absent");
        });
        return out;
    }();
    return renders;
}

const std::vector<FamilyPlot>& familyPlots() {
    static const std::vector<FamilyPlot> plots = [] {
        std::vector<FamilyPlot> out;
        AppModules::forEach([&]<class Family>() {
            if constexpr (requires { Family::plot(); })
                out.push_back(Family::plot());
            else
                static_assert(!Family::plot, "define plot() or declare it absent");
        });
        return out;
    }();
    return plots;
}

} // namespace popslab::cli
