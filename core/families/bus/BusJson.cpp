#include "BusJson.h"

#include <nlohmann/json.hpp>

namespace popslab::bus {

namespace {

using json = nlohmann::ordered_json;

json common(const BusRun& run) {
    return json{{"kind", kindId(run.kind)},
                {"processors", run.processors},
                {"tau", run.tau},
                {"cycles", run.trace.cycles},
                {"correct", run.trace.correct},
                {"cycleLength", run.program.cycleLength},
                {"electronicCycles", run.electronicCycles}};
}

// Reads that went wrong, when any did (a correct run has none).
void faults(json& out, const BusRun& run) {
    json list = json::array();
    for (const ReadOutcome& r : run.trace.reads)
        if (r.verdict != ReadVerdict::Good)
            list.push_back({{"processor", r.read.processor}, {"verdict", verdictId(r.verdict)}});
    if (!list.empty()) out["faults"] = list;
}

std::string dump(const json& j, bool pretty) {
    return j.dump(pretty ? 2 : -1) + "\n";
}

} // namespace

const char* verdictId(ReadVerdict v) {
    switch (v) {
    case ReadVerdict::Good:
        return "good";
    case ReadVerdict::NoMessage:
        return "no message";
    case ReadVerdict::SeveralMessages:
        return "several messages";
    case ReadVerdict::WrongDatum:
        return "wrong datum";
    case ReadVerdict::NoCoincidence:
        return "no coincidence";
    case ReadVerdict::SeveralCoincidences:
        return "several coincidences";
    }
    return "";
}

std::string permutationJson(const BusRun& run, bool pretty) {
    json out = common(run);
    json reads = json::array();
    for (std::size_t k = 0; k < run.trace.reads.size(); ++k) {
        const ReadOutcome& r = run.trace.reads[k];
        const std::string bus = run.kind == BusKind::Folded ? "lower" : run.program.waveguides[r.read.waveguide].name();
        reads.push_back({{"processor", r.read.processor},
                         {"from", *r.read.expected},
                         {"bus", bus},
                         {"wait", waitOf(run, k)},
                         {"time", r.time ? *r.time : -1},
                         {"read", r.datum ? json(*r.datum) : json(nullptr)}});
    }
    out["reads"] = reads;
    faults(out, run);
    return dump(out, pretty);
}

std::string writerJson(const BusRun& run, ProcessorId writer, bool pretty) {
    json out = common(run);
    out["writer"] = writer;
    json reads = json::array();
    for (const ReadOutcome& r : run.trace.reads)
        reads.push_back({{"processor", r.read.processor},
                         {"from", writer},
                         {"arrival", r.time ? *r.time : -1},
                         {"slot", r.time ? *r.time / run.program.slot : -1},
                         {"read", r.datum ? json(*r.datum) : json(nullptr)}});
    out["reads"] = reads;
    // Processors left of the writer: a unidirectional bus cannot reach them.
    json unreachable = json::array();
    for (ProcessorId j = 0; j < writer; ++j)
        unreachable.push_back(j);
    out["unreachable"] = unreachable;
    faults(out, run);
    return dump(out, pretty);
}

std::string prefixSumJson(const PrefixSumRun& run, const PrefixSumRequest& request, bool pretty) {
    json out = common(run.run);
    out.erase("tau");
    out["correct"] = run.run.trace.correct && run.sumsCorrect;
    out["bits"] = request.bits;
    out["segments"] = request.segments;
    out["prefix"] = run.prefix;
    out["coincidence"] = run.coincidence;
    out["leaders"] = run.leader;
    faults(out, run.run);
    return dump(out, pretty);
}

std::string broadcast2dJson(const BusRun& run, const Broadcast2dRequest& request, bool pretty) {
    json out = common(run);
    out["rows"] = request.rows;
    out["columns"] = request.columns;
    out["source"] = {request.sourceRow, request.sourceColumn};
    json reads = json::array();
    for (const ReadOutcome& r : run.trace.reads)
        reads.push_back({{"processor", r.read.processor},
                         {"row", r.read.processor / request.columns},
                         {"column", r.read.processor % request.columns},
                         {"bus", run.program.waveguides[r.read.waveguide].name()},
                         {"time", r.time ? *r.time : -1},
                         {"cycle", r.time ? run.program.cycleAt(*r.time) : -1}});
    out["reads"] = reads;
    faults(out, run);
    return dump(out, pretty);
}

} // namespace popslab::bus
