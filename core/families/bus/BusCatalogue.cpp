#include "BusCatalogue.h"

#include "BusJson.h"
#include "BusLimits.h"

#include <nlohmann/json.hpp>
#include <stdexcept>

namespace popslab::bus {

namespace {

template <class Run> Run ran(std::variant<Run, Diagnostic> r) {
    if (auto* d = std::get_if<Diagnostic>(&r)) throw std::runtime_error(d->message);
    return std::get<Run>(std::move(r));
}

// Section 2.1: "processors 0 through 2 write messages A, B and C at time 0" (the text
// says 0 through 3: erratum B1); every arrival, read off the simulated waveguide.
std::string pipelineExample() {
    const BusRun run = ran(runPipeline(4, 1, 3));
    if (!run.trace.correct) throw std::runtime_error("a read of section 2.1's example found no single message");
    nlohmann::ordered_json reads = nlohmann::ordered_json::array();
    for (const ReadOutcome& r : run.trace.reads)
        reads.push_back(
            {{"processor", r.read.processor}, {"message", std::string(1, char('A' + *r.datum))}, {"time", *r.time}});
    nlohmann::ordered_json out{{"processors", 4}, {"tau", 1}, {"writers", 3}, {"arrivals", reads}};
    return out.dump(2) + "\n";
}

// Section 3.1's binary prefix sum on eight processors, whole and split at 3 and 6.
std::string prefixExample(std::vector<ProcessorId> segments) {
    const PrefixSumRequest request{8, {1, 0, 1, 1, 0, 1, 1, 1}, std::move(segments)};
    const PrefixSumRun run = ran(runPrefixSum(request));
    if (!run.sumsCorrect) throw std::runtime_error("the simulated prefix sums differ from the bits' sums");
    return prefixSumJson(run, request, true);
}

} // namespace

FamilyCatalogue busCatalogue() {
    FamilyCatalogue c{"bus", "Optical buses", "001", {}, {}, {}, {}};
    c.citations = {{"001", "Sahni: Optical and Optoelectronic Interconnection Networks (survey chapter)"}};
    c.network = {{"processors", "n, processors along the bus", "8", {}, 1, kMaxBusProcessors},
                 {"tau", "tau, clock units a message takes between neighbours", "1", {}, 1, kMaxBusTau}};
    CatalogueOperation permutation{"permutation",
                                   "Permutation",
                                   "001",
                                   "section 2.2",
                                   "Processor j receives the datum of processor p(j), every datum on the bus at once.",
                                   "1 bus cycle",
                                   {},
                                   {},
                                   {}};
    permutation.algorithms.push_back({"appb",
                                      "1D APPB",
                                      "001",
                                      "section 2.2, Fig. 4",
                                      "Every processor writes on both buses; j waits |p(j) - j| slots.",
                                      "1 bus cycle",
                                      "",
                                      {}});
    permutation.algorithms.push_back({"folded",
                                      "Folded bus",
                                      "001",
                                      "section 2.2, Fig. 5",
                                      "Write on the upper segment, read on the lower after 2n - 2 - p(j) - j slots.",
                                      "1 bus cycle",
                                      "",
                                      {}});
    CatalogueOperation broadcast{"broadcast",
                                 "One writer, many readers",
                                 "001",
                                 "sections 2.1 and 2.3",
                                 "Every processor to the writer's right reads its message.",
                                 "1 bus cycle",
                                 {},
                                 {},
                                 {}};
    broadcast.algorithms.push_back({"unidirectional",
                                    "Slot counter",
                                    "001",
                                    "section 2.1",
                                    "Everyone writes in the first slot; j reads when its counter reaches j - k.",
                                    "",
                                    "",
                                    {}});
    broadcast.algorithms.push_back({"coincident",
                                    "Coincident pulses",
                                    "001",
                                    "section 2.1, Fig. 3",
                                    "j reads when the writer's reference and select pulses coincide under it.",
                                    "(j - k)(tau + 1)",
                                    "",
                                    {}});
    broadcast.algorithms.push_back({"appb2d",
                                    "2D APPB, row then columns",
                                    "001",
                                    "section 2.3, Fig. 6",
                                    "Along the source's row bus, then along every column bus.",
                                    "2 bus cycles",
                                    "",
                                    {}});
    CatalogueOperation prefix{"prefix-sum",
                              "Binary prefix sum",
                              "001",
                              "section 3.1",
                              "Each processor counts the slots until its reference and select pulses coincide; "
                              "conditional delays switched on by the 1 bits make the select pulse a staircase.",
                              "",
                              {},
                              {},
                              {}};
    prefix.algorithms.push_back({"larpbs",
                                 "LARPBS / 1DAROB",
                                 "001",
                                 "section 3.1",
                                 "Segment switches split the bus; each segment sums on its own.",
                                 "at most 2 bus cycles",
                                 "",
                                 {}});
    permutation.conditions = {{"perm", condition::kPermutationLength}, {"perm", condition::kPermutation}};
    broadcast.conditions = {
        {"writer", condition::kWriter}, {"writers", condition::kWriters}, {"source", condition::kSource}};
    prefix.conditions = {
        {"bits", condition::kBitsLength}, {"bits", condition::kBits}, {"segments", condition::kSegments}};
    c.operations = {permutation, broadcast, prefix};
    c.figures.push_back({"001-sec-2-1", "001 section 2.1: three messages on one bus at once", pipelineExample});
    c.figures.push_back(
        {"001-sec-3-1", "001 section 3.1: binary prefix sum on a LARPBS, n = 8", [] { return prefixExample({}); }});
    c.figures.push_back({"001-sec-3-1-segments", "001 section 3.1: segmented prefix sums, switches at 3 and 6", [] {
                             return prefixExample({3, 6});
                         }});
    return c;
}

} // namespace popslab::bus
