// Every family's lesson scene, in the order of the module list.
#include "FamilyScene.h"
#include "Modules.h"

namespace popslab::lesson {

const std::vector<FamilyScene>& familyScenes() {
    static const std::vector<FamilyScene> scenes = [] {
        std::vector<FamilyScene> out;
        AppModules::forEach([&]<class Family>() {
            if constexpr (requires { Family::scene(); })
                out.push_back(Family::scene());
            else
                static_assert(!Family::scene, "define scene() or declare it absent");
        });
        return out;
    }();
    return scenes;
}

} // namespace popslab::lesson
