// Every family's part of a session, in the order of the module list.
#include "Modules.h"
#include "Session.h"

namespace popslab::gui {

const std::vector<SessionPart>& sessionParts() {
    static const std::vector<SessionPart> parts = [] {
        std::vector<SessionPart> out;
        AppModules::forEach([&]<class Family>() {
            if constexpr (requires { Family::sessionPart(); })
                out.push_back(Family::sessionPart());
            else
                static_assert(!Family::sessionPart, "define sessionPart() or declare it absent");
        });
        return out;
    }();
    return parts;
}

} // namespace popslab::gui
