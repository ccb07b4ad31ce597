// The registry's description of a pattern and of each algorithm that realises it:
// where it comes from, when it applies, what the paper says it costs, how to build it.
#pragma once

#include "PopsNetwork.h"
#include "common/Catalogue.h"
#include "common/Condition.h"
#include "patterns/PatternRequest.h"
#include "slotted/Schedule.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace popslab::pops {

// A condition of a theorem, e.g. "d >= sqrt(n)"; `actual` defaults to "POPS(d,g) has n = ...".
using Condition = RequestCondition<PatternRequest>;

// What a scheduler knows of its answer beyond the schedule (the custom pattern):
// the load bound, the shortest length proven possible, whether a time limit stopped the
// search, and the paper's construction's length where the messages came from a pattern.
struct ScheduleQuality {
    std::uint64_t lowerBound = 0, length = 0;
    // The bound's parts: the largest coupler, sender and receiver loads.
    std::uint64_t couplerLoad = 0, senderLoad = 0, receiverLoad = 0;
    std::uint32_t receivesPerSlot = 1;
    // A set of setMessages messages of which at most setAlpha share a slot, when
    // it proves more than the loads (setBound > their largest; 0 otherwise).
    std::uint64_t setBound = 0, setMessages = 0;
    std::uint32_t setAlpha = 0;
    // The slots a fractional schedule needs (the linear relaxation), when its
    // rounding up proves more than the loads and the set (0 otherwise).
    double fractionalBound = 0;
    std::uint64_t provenMinimum = 0;    // every shorter schedule is impossible
    std::vector<std::uint32_t> refuted; // lengths a SAT solver proved impossible
    bool searched = false;              // an optimal search ran (not just a heuristic)
    bool timedOut = false, tooLarge = false;
    std::optional<std::uint64_t> paperSlots;
    std::string paperPattern, paperAlgorithm;
    bool proven() const { return length == provenMinimum; }
};

struct Algorithm {
    std::string id;
    std::string displayName;
    std::string paper;   // "000", "001"
    std::string section; // "Theorem 1, section 4"
    std::string explanation;
    std::vector<Condition> conditions;
    // The paper's closed form for the sequence length, as text and as a value where
    // it applies (nullopt outside the formula's range or where the paper has none).
    std::string formulaText;
    std::function<std::optional<std::uint64_t>(const PatternRequest&)> formula;
    std::function<Schedule(const PatternRequest&)> build;
    // Set instead of build by schedulers that also say how good their answer is.
    std::function<Schedule(const PatternRequest&, ScheduleQuality&)> buildAssessed;
    // Set where the algorithm works in another model than the pattern's lower bound
    // assumes (e.g. several reads per slot); otherwise the pattern's bound applies.
    std::string lowerBoundText;
    std::function<std::uint64_t(const PatternRequest&)> lowerBound;
};

struct Pattern {
    std::string id;
    std::string displayName;
    std::string paper;
    std::string section;
    std::string description;
    std::vector<ParameterSpec> parameters;
    // Conditions every algorithm of the pattern needs (e.g. a square torus).
    std::vector<Condition> conditions;
    // A lower bound on the sequence length of any schedule for the pattern, with text.
    std::string lowerBoundText;
    std::function<std::uint64_t(const PatternRequest&)> lowerBound;
    std::vector<Algorithm> algorithms;
    // Where a schedule can outgrow the core's limits at moderate n: how many transmissions
    // (or destination entries, whichever is larger) any algorithm of the pattern writes, so
    // that a request past kMaxTransmissions is refused before anything is built.
    std::function<std::uint64_t(const PatternRequest&)> size;
    // Data semantics, where the pattern has them: how many input data the
    // schedule carries, and what each processor must end with (nullopt: nothing),
    // computed directly from the data.
    std::function<std::size_t(const PatternRequest&)> dataCount;
    std::function<std::vector<std::optional<std::int64_t>>(const PatternRequest&, const std::vector<std::int64_t>&)>
        expected;
    // The data itself where a parameter other than `values` defines it (rank: the
    // selection flags); otherwise the values parameter.
    std::function<std::vector<std::int64_t>(const PatternRequest&)> data;

    const Algorithm* algorithm(const std::string& id) const;
};

// Commonly used conditions.
Condition powersOfTwo(); // n and d are powers of two
Condition atLeastProcessors(std::uint32_t minimum);

// The `direction` parameter of rings and tori (Lemma 4 turns uni into bi).
ParameterSpec directionParameter(const std::string& description);
bool isBidirectional(const PatternRequest& request);

// An algorithm descriptor in one call (the common fields).
Algorithm makeAlgorithm(std::string id, std::string name, std::string paper, std::string section,
                        std::string explanation, std::string formulaText,
                        std::function<std::optional<std::uint64_t>(const PatternRequest&)> formula,
                        std::function<Schedule(const PatternRequest&)> build);

// A pattern descriptor with its common fields (the rest is filled in by the caller).
Pattern makePattern(std::string id, std::string name, std::string paper, std::string section, std::string description);

// A hypercube algorithm of log2 n moves simulated with Theorem 1 of paper 002:
// 2 ceil(d/g) slots a move, 1 when d = 1.
std::optional<std::uint64_t> simulatedHypercubeSlots(const PatternRequest& request);

// The `values` and `seed` parameters of patterns that run on data.
std::vector<ParameterSpec> dataParameters();

// A new schedule for the request, with network and pattern filled in.
Schedule emptySchedule(const PatternRequest& request, std::uint32_t receivesPerSlot = 1);

} // namespace popslab::pops
