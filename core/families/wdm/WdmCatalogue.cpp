#include "WdmCatalogue.h"

#include "SuperTopology.h"
#include "WdmAnalysis.h"
#include "WdmFigures.h"
#include "WdmJson.h"
#include "WdmLimits.h"
#include "common/Limits.h"

#include <stdexcept>

namespace popslab::wdm {

namespace {

// A figure's pinned text: the report, then every link that is not a cube link.
std::string figureText(const WdmParameters& p) {
    auto analysed = analyseWdm(p);
    if (auto* d = std::get_if<Diagnostic>(&analysed)) throw std::runtime_error(d->message);
    std::string text = reportJson(std::get<WdmReport>(analysed), true);
    const WdmNetwork net(p);
    const TransmissionGraph graph(net);
    const SuperTopology topology(net, graph);
    text += "extra links:";
    for (Processor a = 0; a < net.processorCount(); ++a)
        for (Processor b : topology.neighbours(a))
            if (a < b && __builtin_popcountll(std::uint64_t(a) ^ b) != 1) {
                text += ' ';
                text += std::to_string(a);
                text += '-';
                text += std::to_string(b);
            }
    return text + "\n";
}

} // namespace

FamilyCatalogue wdmCatalogue() {
    FamilyCatalogue c{"wdm", "WDM star (hypercube)", "004", {}, {}, {}, {}};
    c.citations = {{"004", "Wan, Liu and Yang: Optimal Routing Based on Super Topology in Optical Parallel "
                           "Interconnect, Journal of Parallel and Distributed Computing, 2001"}};
    c.network = {{"dimensions", "n, hypercube dimensions (N = 2^n processors)", "3", {}, 1, kMaxWdmDimensions},
                 {"transmitters", "T, transmitters per processor", "1", {}, 1, kMaxWdmDimensions},
                 {"receivers", "R, receivers per processor", "1", {}, 1, kMaxWdmDimensions}};
    CatalogueOperation topology{"super-topology",
                                "Super topology",
                                "004",
                                "section 3, Theorem 3.1",
                                "The wavelengths the embedded cube needs and the network they make: a -> b whenever a "
                                "transmitter of a and a receiver of b share a wavelength.",
                                "",
                                {},
                                {},
                                {}};
    topology.algorithms.push_back({"components",
                                   "Components of the transmission graph",
                                   "004",
                                   "Lemmas 3.1 and 3.4, Theorem 3.1",
                                   "",
                                   "min(n, max(R, 2T))",
                                   "",
                                   {}});
    CatalogueOperation routing{"routing",
                               "Optimal routing",
                               "004",
                               "section 3, Tables 1 and 2",
                               "A shortest path through the super topology, one wavelength a hop.",
                               "H(a, b)",
                               {},
                               {},
                               {}};
    routing.algorithms.push_back(
        {"routing1", "Routing1", "004", "Table 1", "", "H(a, b) (Lemma 3.2)", "", {{"receivers", "T = R"}}});
    routing.algorithms.push_back({"routing2",
                                  "Routing2",
                                  "004",
                                  "Table 2 (corrected)",
                                  "",
                                  "H(a, b) (Lemma 3.5)",
                                  "",
                                  {{"receivers", "T <= R (mirrored for T > R)"}}});
    c.operations = {topology, routing};
    for (const WdmFigure& f : wdmFigures())
        c.figures.push_back({f.id, f.label, [p = f.parameters] { return figureText(p); }});
    return c;
}

} // namespace popslab::wdm
