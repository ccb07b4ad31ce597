// popslab-cli bus --kind appb|folded --processors n --perm list:...|shift:k|random [--seed S] [--tau T] [--json]
// popslab-cli bus --kind larpbs --processors n --bits list:...|random [--segments list:...] [--json]
// popslab-cli bus --kind coincident|unidirectional --processors n --tau T --writer k [--json]
// popslab-cli bus --kind appb2d --rows r --columns c --source r,c [--tau T] [--json]
#include "BusCommands.h"
#include "BusJson.h"
#include "BusQuery.h"
#include "CliSupport.h"

#include <cstdio>
#include <iostream>
#include <string>

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

// "1 bus cycle", "5 bus cycles" ("1 bus cycle(s)" read as a form to fill in).
std::string counted(std::uint64_t n, const char* one) {
    return std::to_string(n) + " " + one + (n == 1 ? "" : "s");
}

int printRun(const bus::BusRun& run, const char* what) {
    std::printf("%s on %u processors, tau = %lld: %s of %lld clock units, %s; an electronic bus: %s\n", what,
                run.processors, static_cast<long long>(run.tau), counted(run.trace.cycles, "bus cycle").c_str(),
                static_cast<long long>(run.program.cycleLength),
                run.trace.correct ? "every read correct" : "READS FAILED",
                counted(run.electronicCycles, "cycle").c_str());
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
    bus::BusQuery q;
    q.kind = parser.value(o.kind).toStdString();
    std::uint64_t seed = 1, tau = 1;
    if (auto bad = readUnsigned(parser, o.seed, seed)) return cli::fail("bus", *bad);
    q.seed = seed;
    // Only the options the kind takes are read, in the order of its refusals: the kind, the
    // bus (or the grid), tau, then the kind's own.
    const QStringList kinds{"appb", "folded", "larpbs", "coincident", "unidirectional", "appb2d"};
    if (!kinds.contains(parser.value(o.kind))) return cli::fail("bus", kBusKindRefusal);
    auto required = [&](const QCommandLineOption& option, std::optional<std::uint32_t>& out) {
        std::string error;
        out = cli::unsignedOption(parser, option, error);
        return out ? std::optional<std::string>() : std::optional<std::string>(error);
    };
    const bool grid = q.kind == "appb2d", writes = q.kind == "coincident" || q.kind == "unidirectional";
    for (auto [option, value] : grid ? std::vector{std::pair{&o.rows, &q.rows}, std::pair{&o.columns, &q.columns}}
                                     : std::vector{std::pair{&o.processors, &q.processors}})
        if (auto bad = required(*option, *value)) return cli::fail("bus", *bad);
    if (auto bad = readUnsigned(parser, o.tau, tau)) return cli::fail("bus", *bad);
    q.tau = std::uint32_t(tau);
    if (writes)
        if (auto bad = required(o.writer, q.writer)) return cli::fail("bus", *bad);
    for (auto [option, value] :
         {std::pair{&o.perm, &q.perm}, std::pair{&o.bits, &q.bits}, std::pair{&o.segments, &q.segments}})
        if (parser.isSet(*option)) *value = parser.value(*option).toStdString();
    if (q.kind == "appb2d") {
        const QStringList at = parser.value(o.source).split(',');
        bool okRow = false, okColumn = false;
        if (at.size() == 2) {
            q.sourceRow = at[0].toUInt(&okRow);
            q.sourceColumn = at[1].toUInt(&okColumn);
        }
        if (!okRow || !okColumn) return cli::fail("bus", "--source must be row,column");
    }
    auto answered = bus::answerBus(q);
    if (auto* bad = std::get_if<std::string>(&answered)) return cli::fail("bus", *bad);
    const bus::BusQueryAnswer& a = std::get<bus::BusQueryAnswer>(answered);
    if (parser.isSet(o.json)) return std::cout << a.json, a.correct ? cli::kOk : cli::kInvalid;
    if (a.prefix) {
        const bus::PrefixSumRequest& request = a.prefixRequest;
        const bus::PrefixSumRun& run = *a.prefix;
        std::printf("Binary prefix sum on a LARPBS of %u processors, %s: %s, %s; an electronic bus: %s\n",
                    request.processors, counted(request.segments.size() + 1, "segment").c_str(),
                    counted(run.run.trace.cycles, "bus cycle").c_str(), a.correct ? "every sum correct" : "SUMS FAILED",
                    counted(run.run.electronicCycles, "cycle").c_str());
        for (std::uint32_t i = 0; i < request.processors; ++i)
            std::printf("  processor %4u  bit %u  leader %4u  coincidence in slot %5lld  prefix %lld\n", i,
                        unsigned(request.bits[i]), run.leader[i], static_cast<long long>(run.coincidence[i]),
                        static_cast<long long>(run.prefix[i]));
        return a.correct ? cli::kOk : cli::kInvalid;
    }
    const char* what = q.kind == "appb"             ? "Permutation on the 1D APPB"
                       : q.kind == "folded"         ? "Permutation on the folded bus"
                       : q.kind == "coincident"     ? "Coincident pulses"
                       : q.kind == "unidirectional" ? "Slot counter"
                                                    : "Broadcast on the 2D APPB, row then columns";
    return printRun(*a.run, what);
}

} // namespace popslab::bus
