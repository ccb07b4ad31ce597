#include "BusQuery.h"

#include "BusJson.h"
#include "BusValues.h"

namespace popslab::bus {

namespace {

// Processors and tau, checked against the bus's ranges before anything is built.
std::optional<std::string> readBus(const BusQuery& q, std::uint32_t& n, Time& tau) {
    if (!q.processors) return std::string("--processors is required");
    n = *q.processors;
    tau = Time(q.tau);
    if (auto d = checkBus(n, tau)) return d->message;
    return std::nullopt;
}

BusQueryAnswer ofRun(BusRun run, std::string json) {
    BusQueryAnswer a;
    a.json = std::move(json);
    a.correct = run.trace.correct;
    a.run = std::move(run);
    return a;
}

} // namespace

std::variant<BusQueryAnswer, std::string> answerBus(const BusQuery& q) {
    if (q.kind == "appb" || q.kind == "folded") {
        PermutationRequest request;
        request.kind = q.kind == "appb" ? BusKind::Appb : BusKind::Folded;
        if (auto bad = readBus(q, request.processors, request.tau)) return *bad;
        if (!q.perm) return "--perm is required for --kind " + q.kind;
        if (auto bad = readPermutation(*q.perm, request.processors, q.seed, request.permutation)) return *bad;
        auto result = runPermutation(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return d->message;
        const BusRun& run = std::get<BusRun>(result);
        return ofRun(run, permutationJson(run));
    }
    if (q.kind == "coincident" || q.kind == "unidirectional") {
        WriterRequest request;
        request.kind = q.kind == "coincident" ? BusKind::Coincident : BusKind::Unidirectional;
        if (auto bad = readBus(q, request.processors, request.tau)) return *bad;
        if (!q.writer) return std::string("--writer is required");
        request.writer = ProcessorId(*q.writer);
        auto result = runWriter(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return d->message;
        const BusRun& run = std::get<BusRun>(result);
        return ofRun(run, writerJson(run, request.writer));
    }
    if (q.kind == "larpbs") {
        BusQueryAnswer a;
        PrefixSumRequest& request = a.prefixRequest;
        Time tau = 1;
        if (auto bad = readBus(q, request.processors, tau)) return *bad;
        if (!q.bits) return std::string("--bits is required for --kind larpbs");
        if (auto bad = readBits(*q.bits, request.processors, q.seed, request.bits)) return *bad;
        if (q.segments) {
            std::vector<std::int64_t> list;
            if (auto bad = readList(*q.segments, "segments", list)) return *bad;
            for (std::int64_t v : list) {
                if (v < 1 || v >= std::int64_t(request.processors))
                    return "--segments must be increasing processors between 1 and " +
                           std::to_string(request.processors - 1);
                request.segments.push_back(ProcessorId(v));
            }
        }
        auto result = runPrefixSum(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return d->message;
        a.prefix = std::move(std::get<PrefixSumRun>(result));
        a.correct = a.prefix->run.trace.correct && a.prefix->sumsCorrect;
        a.json = prefixSumJson(*a.prefix, request);
        return a;
    }
    if (q.kind == "appb2d") {
        Broadcast2dRequest request;
        if (!q.rows) return std::string("--rows is required");
        if (!q.columns) return std::string("--columns is required");
        request.rows = *q.rows;
        request.columns = *q.columns;
        request.tau = Time(q.tau);
        request.sourceRow = q.sourceRow;
        request.sourceColumn = q.sourceColumn;
        auto result = runBroadcast2d(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return d->message;
        const BusRun& run = std::get<BusRun>(result);
        return ofRun(run, broadcast2dJson(run, request));
    }
    return std::string(kBusKindRefusal);
}

} // namespace popslab::bus
