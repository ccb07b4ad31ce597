// The `custom` pattern: a user's own message set, scheduled by a first-fit
// heuristic or to the proven optimum with a SAT solver. Everything it builds is an
// ordinary format v1 schedule (message k = item k) and goes through the validator.
#include "patterns/Patterns.h"
#include "traffic/FractionalBound.h"
#include "traffic/MessageSet.h"
#include "traffic/OptimalSearch.h"
#include "traffic/PaperMessages.h"

namespace popslab::pops {

namespace {

// The request's messages; where they are a paper's pattern, the paper's construction is
// noted beside the scheduler's answer (built once, for both).
MessageSet messagesNotingPaper(const PatternRequest& r, ScheduleQuality& quality) {
    const std::string source = r.parameter("messages", "uniform");
    if (source.rfind("pattern:", 0) != 0) return messagesFromRequest(r);
    PaperMessages paper = paperMessages(r, source.substr(8));
    quality.paperSlots = paper.paperSlots;
    quality.paperPattern = paper.pattern;
    quality.paperAlgorithm = paper.algorithm;
    return std::move(paper.messages);
}

Schedule build(const PatternRequest& r, ScheduleQuality& quality, bool optimal) {
    const MessageSet messages = messagesNotingPaper(r, quality);
    const std::uint32_t receives = receivesPerSlotOf(r);
    const PopsNetwork net(r.d, r.g);
    SlotAssignment assignment;
    const LoadBound bound = loadBound(net, messages, receives);
    quality.lowerBound = bound.value();
    quality.couplerLoad = bound.couplerLoad;
    quality.senderLoad = bound.senderLoad;
    quality.receiverLoad = bound.receiverLoad;
    quality.receivesPerSlot = receives;
    if (optimal) {
        OptimalOptions options;
        options.timeLimit = std::chrono::seconds(integerParameter(r, "time-limit", 10, 1, kMaxSearchSeconds));
        OptimalResult found = optimalAssignment(net, messages, receives, options);
        assignment = std::move(found.assignment);
        quality.provenMinimum = found.provenMinimum;
        quality.refuted = found.refuted;
        quality.timedOut = found.timedOut;
        quality.tooLarge = found.tooLarge;
        quality.searched = true;
        if (found.setBound.value > quality.lowerBound) {
            quality.lowerBound = found.setBound.value;
            quality.setBound = found.setBound.value;
            quality.setMessages = found.setBound.messages;
            quality.setAlpha = found.setBound.alpha;
        }
        if (const auto fractional = FractionalBound{found.fractionalBound, false, {}}.slotsNeeded();
            fractional > quality.lowerBound) {
            quality.lowerBound = fractional;
            quality.fractionalBound = found.fractionalBound;
            quality.setBound = 0; // the fractional schedule is what proves it
        }
    } else {
        assignment = greedyAssignment(net, messages, receives);
        quality.provenMinimum = quality.lowerBound;
    }
    quality.length = assignment.length();
    Schedule empty = emptySchedule(r, receives);
    return messageSchedule(empty.network, empty.pattern, messages, assignment);
}

Algorithm scheduler(std::string id, std::string name, std::string explanation, bool optimal) {
    Algorithm a = makeAlgorithm(
        std::move(id), std::move(name), "", "beyond the papers", std::move(explanation),
        "none (the message set decides)", [](const PatternRequest&) { return std::optional<std::uint64_t>(); },
        nullptr);
    a.buildAssessed = [optimal](const PatternRequest& r, ScheduleQuality& q) { return build(r, q, optimal); };
    a.build = [optimal](const PatternRequest& r) {
        ScheduleQuality q;
        return build(r, q, optimal);
    };
    return a;
}

} // namespace

Pattern customPattern() {
    Pattern p = makePattern("custom", "Custom message set", "", "beyond the papers",
                            "Your own messages src -> dst, each delivered in one hop over its coupler.");
    p.parameters = {
        {"messages",
         "uniform, randperm, bitcomp, bitrev, transpose, shuffle, tornado, neighbor, "
         "pattern:NAME, list:src-dst,... or a CSV file of src,dst lines",
         "uniform",
         {}},
        {"seed", "seed of the random generators", "1", {}},
        {"time-limit", "seconds the optimal search may take (1 to 3600)", "10", {}, 1, kMaxSearchSeconds},
        {"receives-per-slot", "couplers a processor may read from in one slot", "1", {}, 1, kMaxGroups},
    };
    p.lowerBoundText = "the largest load of a coupler, of a sender, or of a receiver over receivesPerSlot";
    p.lowerBound = [](const PatternRequest& r) {
        return loadBound(PopsNetwork(r.d, r.g), messagesFromRequest(r), receivesPerSlotOf(r)).value();
    };
    p.algorithms = {
        scheduler("greedy", "Greedy (largest load first, first fit)",
                  "Messages with the busiest coupler, sender or receiver go first, each into the earliest "
                  "slot where its coupler and sender are free and its receiver can read.",
                  false),
        scheduler("optimal", "Optimal (SAT solver)",
                  "CaDiCaL is asked whether k slots suffice, from the lower bound up: the first yes is the "
                  "optimum, each no a proof that k slots are too few.",
                  true),
    };
    return p;
}

} // namespace popslab::pops
