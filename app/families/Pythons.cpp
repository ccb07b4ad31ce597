// Every family's part of the Python module, in the order of the module list.
#include "FamilyPython.h"
#include "Modules.h"

namespace popslab::python {

const std::vector<FamilyPython>& familyPythons() {
    static const std::vector<FamilyPython> pythons = [] {
        std::vector<FamilyPython> out;
        AppModules::forEach([&]<class Family>() {
            if constexpr (requires { Family::python(); })
                out.push_back(Family::python());
            else
                static_assert(!Family::python, "define python() or declare it absent");
        });
        return out;
    }();
    return pythons;
}

} // namespace popslab::python
