#include "OknFigures.h"
#include "OknLimits.h"
#include "OknRegistry.h"
#include "OknTrace.h"
#include "common/Limits.h"

#include <stdexcept>

namespace popslab::okn {

FamilyCatalogue oknCatalogue() {
    FamilyCatalogue c{"okn", "OK_N", "003", {}, {}, {}, {}};
    c.citations = {
        {"003", "Afsahi and Dimopoulos: Collective Communications on a Reconfigurable Optical Interconnect"}};
    c.network = {{"nodes", "N, processors of the reconfigurable network", "41", {}, 2, kMaxOknNodes},
                 {"ports", "k, optical ports per node", "2", {}, 1, kMaxOknPorts},
                 {"delay", "d, time units to reconfigure a link", "1", {}, 0, kMaxOknDelay}};
    for (const OknOperation& o : oknOperations()) {
        CatalogueOperation op{o.id, o.name, "003", o.section, {}, {}, {}, {}, {}};
        for (const OknAlgorithm& a : o.algorithms) {
            CatalogueAlgorithm alg{a.id, a.name, "003", a.section, {}, a.formulaText, {}, {}};
            for (const OknCondition& k : a.conditions)
                alg.conditions.push_back({k.parameter, k.text});
            op.algorithms.push_back(std::move(alg));
        }
        if (o.id == "total-exchange")
            op.parameters.push_back({"steps",
                                     "i, standard exchange steps of the combined algorithm (empty: best)",
                                     "",
                                     {},
                                     0,
                                     std::nullopt});
        c.operations.push_back(std::move(op));
    }
    for (const OknFigure& f : oknFigures())
        c.figures.push_back({f.id, f.label, [request = f.request] {
                                 auto ran = runOkn(request, true);
                                 if (auto* d = std::get_if<OknDiagnostic>(&ran)) throw std::runtime_error(d->message);
                                 const OknRun& run = std::get<OknRun>(ran);
                                 if (!run.simulation.ok()) throw std::runtime_error(run.simulation.violation->message);
                                 return traceJson(request, run);
                             }});
    return c;
}

} // namespace popslab::okn
