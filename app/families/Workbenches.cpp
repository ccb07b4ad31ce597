// Registration of each network family's workbench in the window (one line a family).
#include "BusWorkbench.h"
#include "OknWorkbench.h"
#include "OtisWorkbench.h"
#include "PopsWorkbench.h"
#include "WdmWorkbench.h"
#include "Workbench.h"

namespace popslab::gui {

std::vector<Workbench*> createWorkbenches(QObject* parent) {
    return {new PopsWorkbench(parent), new OknWorkbench(parent), new WdmWorkbench(parent), new BusWorkbench(parent),
            new OtisWorkbench(parent)};
}

} // namespace popslab::gui
