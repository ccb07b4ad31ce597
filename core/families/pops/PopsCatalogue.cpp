#include "PopsCatalogue.h"

#include "PaperFigures.h"
#include "common/Limits.h"
#include "patterns/Registry.h"
#include "slotted/ScheduleJson.h"
#include "slotted/Validator.h"

#include <stdexcept>

namespace popslab::pops {

namespace {

std::vector<CatalogueCondition> conditions(const std::vector<Condition>& from) {
    std::vector<CatalogueCondition> out;
    for (const Condition& c : from)
        out.push_back({c.parameter, c.text});
    return out;
}

} // namespace

FamilyCatalogue popsCatalogue() {
    FamilyCatalogue c{"pops", "POPS(d,g)", "000", {}, {}, {}, {}};
    c.citations = {{"000", "Gravenstreter and Melhem: Realizing Common Communication Patterns in Partitioned Optical "
                           "Passive Stars (POPS) Networks, IEEE Transactions on Computers, 1998"},
                   {"001", "Sahni: Optical and Optoelectronic Interconnection Networks (survey chapter)"},
                   {"002", "Sahni: The Partitioned Optical Passive Stars Network: Simulations and Fundamental "
                           "Operations, IEEE Transactions on Parallel and Distributed Systems, 2000"}};
    c.network = {{"d", "processors per group", "4", {}, 1, kMaxProcessors},
                 {"g", "groups (g^2 couplers)", "4", {}, 1, kMaxGroups}};
    for (const Pattern& p : Registry::instance().patterns()) {
        CatalogueOperation op{p.id,
                              p.displayName,
                              p.paper,
                              p.section,
                              p.description,
                              p.lowerBoundText,
                              p.parameters,
                              conditions(p.conditions),
                              {}};
        for (const Algorithm& a : p.algorithms)
            op.algorithms.push_back({a.id, a.displayName, a.paper, a.section, a.explanation, a.formulaText,
                                     a.lowerBoundText, conditions(a.conditions)});
        c.operations.push_back(std::move(op));
    }
    for (const PaperFigure& f : paperFigures())
        c.figures.push_back({f.id, f.label, [request = f.request] {
                                 auto built = Registry::instance().build(request);
                                 if (!built.ok()) throw std::runtime_error(built.diagnostic->message);
                                 if (!validate(*built.schedule).valid())
                                     throw std::runtime_error("the built schedule is not valid");
                                 return writeScheduleText(*built.schedule);
                             }});
    return c;
}

} // namespace popslab::pops
