// The OK_N collectives of paper 003: every operation and algorithm with
// its conditions and the paper's formula, and the one way to run one: build its
// event program, simulate it, and report the simulated time beside the formula.
#pragma once

#include "OknLimits.h"
#include "OknSimulator.h"
#include "common/Catalogue.h"
#include "common/Condition.h"
#include "common/Diagnostic.h"

#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace popslab::okn {

struct OknRequest {
    std::string operation;
    std::string algorithm;
    OknNetwork network;
    std::optional<std::uint32_t> steps; // combined total exchange: standard steps i
};

// Refusals are the diagnostics every family shares (common/Diagnostic.h): a range of
// nodes, ports or delay is InvalidNetwork, the paper's condition ConditionViolated, a run
// too large to simulate TooLarge (quantity "work", with the largest N that fits).
using OknDiagnostic = Diagnostic;
using OknCondition = RequestCondition<OknRequest>;

struct OknAlgorithm {
    std::string id, name, section, formulaText;
    std::vector<OknCondition> conditions;
    std::function<Program(const OknRequest&, bool content)> build;
    std::function<Time(const OknRequest&)> formula;
    // How many messages its program sends (a closed form, checked against built programs
    // in tst_okn), so that a run too large to simulate is refused before it is built.
    std::function<std::uint64_t(const OknRequest&)> messages;
    // Takes i standard steps (the combined exchange of section 6); without --steps every
    // i from 0 to log_{k+1} N is simulated and the best reported.
    bool stepped = false;
};

struct OknOperation {
    std::string id, name, section;
    std::vector<OknAlgorithm> algorithms;
    // Every node is a source (multinode broadcast, total exchange): N^2 data to track,
    // no single tree to draw.
    bool everyNodeSends = false;
    // Each destination gets its own datum (scatter, total exchange), not a copy.
    bool personalised = false;
    const OknAlgorithm* algorithm(const std::string& id) const;
    // "kary-tree, latency-hiding, ...": what a refusal of an unknown algorithm offers.
    std::string algorithmIds() const;
};

struct OknRun {
    SimulationResult simulation;          // of the steps chosen (the best ones when not given)
    Time formula = 0;                     // the paper's value for the same steps
    std::vector<std::uint32_t> bestSteps; // combined without --steps: every i attaining the minimum
    bool contentChecked = false;          // every datum was tracked to its destination
};

const std::vector<OknOperation>& oknOperations();
// The family's catalogue: N, k and delay with their ranges, every operation and algorithm.
FamilyCatalogue oknCatalogue();
const OknOperation* oknOperation(const std::string& id);
std::optional<OknDiagnostic> checkOkn(const OknRequest& request);
// The refusal when the run would take more than `limit` units of work (oknWork), naming the
// largest N that fits; `why` starts its message ("--trace records every event: ").
std::optional<OknDiagnostic> workRefusal(const OknRequest& request, std::uint64_t limit, const std::string& why);
// content: track every datum when the program is small enough (see contentFeasible).
std::variant<OknRun, OknDiagnostic> runOkn(const OknRequest& request, bool recordTimeline = false);
bool contentFeasible(const OknRequest& request);
// The work of simulating `request`: its program's events (configure, send and tear down
// per message), per-node state and tracked data, summed over every run it implies (the
// combined exchange without --steps tries every i). Refused past kMaxOknWork.
std::uint64_t oknWork(const OknRequest& request);

// Helpers the formulas share (exact integer arithmetic).
std::uint32_t ceilLog(std::uint64_t x, std::uint64_t base); // smallest e with base^e >= x
bool isPowerOf(std::uint64_t x, std::uint64_t base);

} // namespace popslab::okn
