#include "WdmAnalysis.h"

#include "SuperTopology.h"
#include "WdmFormulas.h"
#include "WdmLimits.h"
#include "common/Limits.h"

#include <algorithm>
#include <stdexcept>

namespace popslab::wdm {

std::variant<WdmReport, Diagnostic> analyseWdm(const WdmParameters& p) {
    if (auto d = checkWdm(p)) return *d;
    const WdmNetwork net(p);
    WdmReport r;
    r.parameters = p;
    r.nodes = net.processorCount();
    for (std::uint32_t t = 0; t < p.T; ++t)
        r.transmitterDimensions.push_back(net.transmitterDimensions(t));
    for (std::uint32_t k = 0; k < p.R; ++k)
        r.receiverDimensions.push_back(net.receiverDimensions(k));
    r.formulas = {paperDegree(p), paperDiameter(p), wavelengthFormula(net), histogramFormula(net)};
    if (p.n > kMaxBuiltWdmDimensions) {
        r.wavelengths = r.formulas.wavelengths;
        r.transmittersPerWavelength = transmittersPerWavelengthFormula(net);
        const WdmParameters swapped{p.n, p.R, p.T};
        r.receiversPerWavelength = transmittersPerWavelengthFormula(WdmNetwork(swapped));
        // Counted on the partition (the link rule the built graphs confirm up to n = 16),
        // never copied from the paper's formulas they are shown beside.
        r.degree = degreeOfPartition(net);
        r.diameter = diameterOfPartition(net);
        r.distanceHistogram = histogramFormula(net);
        return r;
    }
    const TransmissionGraph graph(net);
    if (!graph.mismatch().empty()) throw std::logic_error("the transmission graph: " + graph.mismatch());
    const SuperTopology topology(net, graph);
    r.built = true;
    r.wavelengths = graph.componentCount();
    r.transmittersPerWavelength = graph.transmittersPerComponent();
    r.receiversPerWavelength = graph.receiversPerComponent();
    r.degree = topology.neighbours(0).size();
    const auto dist = topology.distances(0);
    r.distanceHistogram = histogramOf(dist);
    r.diameter = std::uint32_t(r.distanceHistogram.size() - 1);
    return r;
}

} // namespace popslab::wdm
