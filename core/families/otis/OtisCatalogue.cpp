#include "OtisCatalogue.h"

#include "OtisAnalysis.h"
#include "OtisJson.h"
#include "OtisLimits.h"

#include <stdexcept>

namespace popslab::otis {

namespace {

// Figs. 13 and 14: the 16-processor OTIS and OTIS-Mesh, their links listed as (G,P)-(G,P).
std::string figureText(bool withMesh) {
    const OtisNetwork net({4, withMesh ? Intra::Mesh : Intra::None});
    std::string text;
    if (withMesh) {
        auto r = analyseOtis({4, Intra::Mesh});
        if (auto* d = std::get_if<Diagnostic>(&r)) throw std::runtime_error(d->message);
        text = reportJson(std::get<OtisReport>(r), true);
    }
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on chained operator+.
    auto name = [&](ProcessorId a) {
        std::string out("(");
        out.append(std::to_string(net.group(a))).append(",").append(std::to_string(net.inGroup(a))).append(")");
        return out;
    };
    for (int pass = 0; pass < (withMesh ? 2 : 1); ++pass) {
        text += pass == 0 ? "optical links:" : "\nelectronic links:";
        for (ProcessorId a = 0; a < net.processorCount(); ++a)
            for (ProcessorId b : net.neighbours(a))
                if (a < b && (net.link(a, b) == LinkKind::Optical) == (pass == 0))
                    text.append(" ").append(name(a)).append("-").append(name(b));
    }
    return text + "\n";
}

} // namespace

FamilyCatalogue otisCatalogue() {
    FamilyCatalogue c{"otis", "OTIS", "001", {}, {}, {}, {}};
    c.citations = {{"001", "Sahni: Optical and Optoelectronic Interconnection Networks (survey chapter)"}};
    c.network = {
        {"groups", "N, groups of N processors (a square m^2 for the mesh)", "16", {}, 2, kMaxOtisGroups},
        {"intra", "the network inside each group (none: the plain OTIS)", "mesh", {"mesh", "hypercube", "none"}}};
    CatalogueOperation move{"4d-mesh-move",
                            "4D mesh move",
                            "001",
                            "section 5.2",
                            "Every processor of the simulated m x m x m x m mesh sends to its neighbour along one "
                            "direction at once.",
                            "",
                            {},
                            {{"intra", "mesh"}},
                            {}};
    move.algorithms.push_back({"otis-simulation",
                               "OTIS, electronic, OTIS",
                               "001",
                               "section 5.2",
                               "Along k or l: one electronic step; along i or j: an OTIS step, an electronic step "
                               "and an OTIS step.",
                               "1 electronic step (k, l); 2 OTIS + 1 electronic (i, j)",
                               "",
                               {}});
    CatalogueOperation route{"route",
                             "Shortest route",
                             "001",
                             "section 5.1",
                             "A shortest path over optical and electronic links, found by breadth-first search.",
                             "",
                             {},
                             {},
                             {}};
    c.operations = {move, route};
    c.figures.push_back({"001-fig-13", "001 Fig. 13: a 16-processor OTIS", [] { return figureText(false); }});
    c.figures.push_back({"001-fig-14", "001 Fig. 14: a 16-processor OTIS-Mesh", [] { return figureText(true); }});
    return c;
}

} // namespace popslab::otis
