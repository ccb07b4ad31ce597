// popslab-cli bus --kind appb|folded --processors n --perm list:...|shift:k|random [--seed S] [--tau T] [--json]
// popslab-cli bus --kind larpbs --processors n --bits list:...|random [--segments list:...] [--json]
// popslab-cli bus --kind coincident|unidirectional --processors n --tau T --writer k [--json]
// popslab-cli bus --kind appb2d --rows r --columns c --source r,c [--tau T] [--json]
#include "BusCommands.h"
#include "BusJson.h"
#include "BusValues.h"
#include "CliSupport.h"

#include <cstdio>
#include <iostream>

namespace popslab::bus {

namespace {

struct BusOptions {
    QCommandLineOption kind{"kind", "appb, folded, larpbs, coincident, unidirectional or appb2d.", "kind"};
    QCommandLineOption processors{"processors", "n: processors along the bus, 1..4096.", "n"};
    QCommandLineOption tau{"tau", "Clock units a message takes between neighbours, 1..1024 (default 1).", "T", "1"};
    QCommandLineOption perm{"perm", "list:p0,p1,... (j receives p(j)'s datum), shift:k (p(j) = j - k mod n) or random.",
                            "p"};
    QCommandLineOption seed{"seed", "Seed of --perm random and --bits random (default 1).", "S", "1"};
    QCommandLineOption bits{"bits", "list:b0,b1,... of 0s and 1s, or random.", "b"};
    QCommandLineOption segments{"segments", "list:i1,i2,...: processors that open their segment switch.", "i"};
    QCommandLineOption writer{"writer", "k: the processor whose message the others read.", "k"};
    QCommandLineOption rows{"rows", "Rows of the 2D APPB, 1..64.", "r"};
    QCommandLineOption columns{"columns", "Columns of the 2D APPB, 1..64.", "c"};
    QCommandLineOption source{"source", "row,column of the broadcasting processor (default 0,0).", "r,c", "0,0"};
    QCommandLineOption json{"json", "Write one JSON object."};
};

// A whole-number option through the CLI's shared reader, widened for the bus's types.
std::optional<std::string> readUnsigned(const QCommandLineParser& parser, const QCommandLineOption& option,
                                        std::uint64_t& out) {
    std::string error;
    const auto value = cli::unsignedOption(parser, option, error);
    if (!value) return error;
    out = *value;
    return std::nullopt;
}

// Processors and tau, checked against the bus's ranges before anything is built.
std::optional<std::string> readBus(const QCommandLineParser& parser, const BusOptions& o, std::uint32_t& n,
                                   bus::Time& tau) {
    std::uint64_t value = 0, t = 1;
    if (auto bad = readUnsigned(parser, o.processors, value)) return bad;
    if (auto bad = readUnsigned(parser, o.tau, t)) return bad;
    n = std::uint32_t(value);
    tau = bus::Time(t);
    if (auto d = bus::checkBus(n, tau)) return d->message;
    return std::nullopt;
}

int printRun(const bus::BusRun& run, const char* what) {
    std::printf("%s on %u processors, tau = %lld: %llu bus cycle(s) of %lld clock units, %s; an electronic bus: %llu "
                "cycle(s)\n",
                what, run.processors, static_cast<long long>(run.tau),
                static_cast<unsigned long long>(run.trace.cycles), static_cast<long long>(run.program.cycleLength),
                run.trace.correct ? "every read correct" : "READS FAILED",
                static_cast<unsigned long long>(run.electronicCycles));
    for (const bus::ReadOutcome& r : run.trace.reads) {
        const std::string where =
            r.read.waveguide == bus::kNoWaveguide ? "" : run.program.waveguides[r.read.waveguide].name();
        std::printf(
            "  processor %4u reads %-7s at %6lld: %s%s\n", r.read.processor, where.c_str(),
            static_cast<long long>(r.time ? *r.time : -1),
            r.datum ? ("datum of " + std::to_string(*r.datum)).c_str() : "-",
            r.verdict == bus::ReadVerdict::Good ? "" : (std::string("  [") + bus::verdictId(r.verdict) + "]").c_str());
    }
    return run.trace.correct ? cli::kOk : cli::kInvalid;
}

} // namespace

int busCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Pipelined and reconfigurable optical buses (paper 001, sections 2-3), simulated pulse by pulse: every read "
        "is checked to find exactly one message, the one the operation needs.");
    BusOptions o;
    parser.addOptions({o.kind, o.processors, o.tau, o.perm, o.seed, o.bits, o.segments, o.writer, o.rows, o.columns,
                       o.source, o.json});
    if (auto exit = cli::parseOrExit(parser, arguments, "bus")) return *exit;
    const QString kind = parser.value(o.kind);
    const bool asJson = parser.isSet(o.json);
    std::uint64_t seed = 1;
    if (auto bad = readUnsigned(parser, o.seed, seed)) return cli::fail("bus", *bad);

    if (kind == "appb" || kind == "folded") {
        bus::PermutationRequest request;
        request.kind = kind == "appb" ? bus::BusKind::Appb : bus::BusKind::Folded;
        if (auto bad = readBus(parser, o, request.processors, request.tau)) return cli::fail("bus", *bad);
        if (!parser.isSet(o.perm)) return cli::fail("bus", "--perm is required for --kind " + kind.toStdString());
        if (auto bad = readPermutation(parser.value(o.perm), request.processors, seed, request.permutation))
            return cli::fail("bus", *bad);
        auto result = bus::runPermutation(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return cli::fail("bus", d->message);
        const auto& run = std::get<bus::BusRun>(result);
        if (asJson) return std::cout << bus::permutationJson(run), run.trace.correct ? cli::kOk : cli::kInvalid;
        return printRun(run, kind == "appb" ? "Permutation on the 1D APPB" : "Permutation on the folded bus");
    }
    if (kind == "coincident" || kind == "unidirectional") {
        bus::WriterRequest request;
        request.kind = kind == "coincident" ? bus::BusKind::Coincident : bus::BusKind::Unidirectional;
        if (auto bad = readBus(parser, o, request.processors, request.tau)) return cli::fail("bus", *bad);
        std::uint64_t writer = 0;
        if (auto bad = readUnsigned(parser, o.writer, writer)) return cli::fail("bus", *bad);
        request.writer = bus::ProcessorId(writer);
        auto result = bus::runWriter(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return cli::fail("bus", d->message);
        const auto& run = std::get<bus::BusRun>(result);
        if (asJson)
            return std::cout << bus::writerJson(run, request.writer), run.trace.correct ? cli::kOk : cli::kInvalid;
        return printRun(run, kind == "coincident" ? "Coincident pulses" : "Slot counter");
    }
    if (kind == "larpbs") {
        bus::PrefixSumRequest request;
        bus::Time tau = 1;
        if (auto bad = readBus(parser, o, request.processors, tau)) return cli::fail("bus", *bad);
        if (!parser.isSet(o.bits)) return cli::fail("bus", "--bits is required for --kind larpbs");
        if (auto bad = readBits(parser.value(o.bits), request.processors, seed, request.bits))
            return cli::fail("bus", *bad);
        if (parser.isSet(o.segments)) {
            std::vector<std::int64_t> list;
            if (auto bad = readList(parser.value(o.segments), "segments", list)) return cli::fail("bus", *bad);
            for (std::int64_t v : list) {
                if (v < 1 || v >= std::int64_t(request.processors))
                    return cli::fail("bus", "--segments must be increasing processors between 1 and " +
                                                std::to_string(request.processors - 1));
                request.segments.push_back(bus::ProcessorId(v));
            }
        }
        auto result = bus::runPrefixSum(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return cli::fail("bus", d->message);
        const auto& run = std::get<bus::PrefixSumRun>(result);
        const bool correct = run.run.trace.correct && run.sumsCorrect;
        if (asJson) return std::cout << bus::prefixSumJson(run, request), correct ? cli::kOk : cli::kInvalid;
        std::printf(
            "Binary prefix sum on a LARPBS of %u processors, %zu segment(s): %llu bus cycle(s), %s; an "
            "electronic bus: %llu cycle(s)\n",
            request.processors, request.segments.size() + 1, static_cast<unsigned long long>(run.run.trace.cycles),
            correct ? "every sum correct" : "SUMS FAILED", static_cast<unsigned long long>(run.run.electronicCycles));
        for (std::uint32_t i = 0; i < request.processors; ++i)
            std::printf("  processor %4u  bit %u  leader %4u  coincidence in slot %5lld  prefix %lld\n", i,
                        unsigned(request.bits[i]), run.leader[i], static_cast<long long>(run.coincidence[i]),
                        static_cast<long long>(run.prefix[i]));
        return correct ? cli::kOk : cli::kInvalid;
    }
    if (kind == "appb2d") {
        bus::Broadcast2dRequest request;
        std::uint64_t rows = 0, columns = 0, tau = 1;
        if (auto bad = readUnsigned(parser, o.rows, rows)) return cli::fail("bus", *bad);
        if (auto bad = readUnsigned(parser, o.columns, columns)) return cli::fail("bus", *bad);
        if (auto bad = readUnsigned(parser, o.tau, tau)) return cli::fail("bus", *bad);
        request.rows = std::uint32_t(rows);
        request.columns = std::uint32_t(columns);
        request.tau = bus::Time(tau);
        const QStringList at = parser.value(o.source).split(',');
        bool okRow = false, okColumn = false;
        if (at.size() == 2) {
            request.sourceRow = at[0].toUInt(&okRow);
            request.sourceColumn = at[1].toUInt(&okColumn);
        }
        if (!okRow || !okColumn) return cli::fail("bus", "--source must be row,column");
        auto result = bus::runBroadcast2d(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return cli::fail("bus", d->message);
        const auto& run = std::get<bus::BusRun>(result);
        if (asJson)
            return std::cout << bus::broadcast2dJson(run, request), run.trace.correct ? cli::kOk : cli::kInvalid;
        return printRun(run, "Broadcast on the 2D APPB, row then columns");
    }
    return cli::fail("bus", "--kind must be appb, folded, larpbs, coincident, unidirectional or appb2d");
}

} // namespace popslab::bus
