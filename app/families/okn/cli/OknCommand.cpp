// popslab-cli okn --operation OP --algorithm A --nodes N --ports K --delay D [--steps I] [--json]
//                 [--trace FILE]
// popslab-cli okn-sweep --operation OP --algorithms A,B,... --vary delay|ports|nodes
//                       --nodes N --ports K --delay D --from X --to Y [--csv]
//                       (the option --vary names may be left out)
#include "CliSupport.h"
#include "OknCommands.h"
#include "OknJson.h"
#include "OknLimits.h"
#include "OknRegistry.h"
#include "OknSweep.h"
#include "OknTrace.h"
#include "common/Limits.h"

#include <cstdio>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

namespace popslab::okn {

namespace {

struct OknOptions {
    QCommandLineOption operation{"operation", "broadcast, scatter, multinode-broadcast or total-exchange.", "OP"};
    QCommandLineOption nodes{"nodes", "Number of nodes N.", "N"};
    QCommandLineOption ports{"ports", "Ports per node k (1: single-port).", "K"};
    QCommandLineOption delay{"delay", "Reconfiguration delay (the paper's d), in message units.", "D"};
    void addTo(QCommandLineParser& parser) const { parser.addOptions({operation, nodes, ports, delay}); }
};

// The operation first: a misspelt name is the mistake to report, not a missing --ports.
std::optional<std::string> readOperation(const QCommandLineParser& parser, const OknOptions& o,
                                         std::string& operation) {
    if (!parser.isSet(o.operation)) return std::string("--operation is required");
    operation = parser.value(o.operation).toStdString();
    if (!okn::oknOperation(operation))
        return "--operation must be broadcast, scatter, multinode-broadcast or total-exchange, not '" + operation + "'";
    return std::nullopt;
}

// Reads N, k, delay; the error text when one is missing or malformed. The one a sweep
// varies (`varied`) may be left out: each point sets it.
std::optional<std::string> readNetwork(const QCommandLineParser& parser, const OknOptions& o, okn::OknNetwork& net,
                                       std::optional<okn::OknAxis> varied = std::nullopt) {
    std::string error;
    const auto n = varied == okn::OknAxis::Nodes && !parser.isSet(o.nodes)
                       ? std::optional<std::uint32_t>(2)
                       : cli::unsignedOption(parser, o.nodes, error);
    if (!n) return error;
    const auto k = varied == okn::OknAxis::Ports && !parser.isSet(o.ports)
                       ? std::optional<std::uint32_t>(1)
                       : cli::unsignedOption(parser, o.ports, error);
    if (!k) return error;
    if (varied == okn::OknAxis::Delay && !parser.isSet(o.delay)) {
        net = okn::OknNetwork{*n, *k, 0};
        return std::nullopt;
    }
    if (!parser.isSet(o.delay)) return std::string("--delay is required");
    bool ok = false;
    const long long d = parser.value(o.delay).toLongLong(&ok);
    if (!ok) return "--delay must be an integer, not '" + parser.value(o.delay).toStdString() + "'";
    if (d < 0) return std::string("--delay must be at least 0");
    net = okn::OknNetwork{*n, *k, d};
    return std::nullopt;
}

// popslab-cli okn --list [--json]: what the OK_N registry offers.
int listOperations(bool asJson) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const auto& op : okn::oknOperations()) {
        nlohmann::ordered_json algorithms = nlohmann::ordered_json::array();
        for (const auto& a : op.algorithms) {
            nlohmann::ordered_json conditions = nlohmann::ordered_json::array();
            for (const auto& c : a.conditions)
                conditions.push_back({{"parameter", c.parameter}, {"text", c.text}});
            algorithms.push_back({{"id", a.id},
                                  {"name", a.name},
                                  {"section", a.section},
                                  {"formula", a.formulaText},
                                  {"conditions", conditions}});
        }
        out.push_back({{"id", op.id}, {"name", op.name}, {"section", op.section}, {"algorithms", algorithms}});
    }
    if (asJson) {
        std::cout << out.dump(2) << "\n";
        return cli::kOk;
    }
    for (const auto& op : out) {
        std::cout << op["id"].get<std::string>() << ": " << op["name"].get<std::string>() << " (paper 003, "
                  << op["section"].get<std::string>() << ")\n";
        for (const auto& a : op["algorithms"]) {
            std::cout << "  " << a["id"].get<std::string>() << ": " << a["name"].get<std::string>() << "; "
                      << a["formula"].get<std::string>();
            for (const auto& c : a["conditions"])
                std::cout << "; needs " << c["text"].get<std::string>();
            std::cout << "\n";
        }
    }
    return cli::kOk;
}

} // namespace

int oknCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Simulate a collective on the reconfigurable optical network OK_N (paper 003) "
                                     "and print the simulated completion time beside the paper's formula.");
    OknOptions o;
    o.addTo(parser);
    const QCommandLineOption algorithm("algorithm", "The algorithm id (see the operations' tables in the README).",
                                       "A");
    const QCommandLineOption steps("steps", "Combined total exchange: standard steps i (default: the best i).", "I");
    const QCommandLineOption json("json", "Write one JSON object.");
    const QCommandLineOption list("list", "List the operations and their algorithms (ids, names, sections, formulas, "
                                          "conditions) instead; with --json as one array.");
    const QCommandLineOption trace("trace",
                                   "Also write every configure, send and tear-down of the run, in time "
                                   "order, as JSON (format popslab-okn-trace-1; '-' for standard output).",
                                   "FILE");
    parser.addOptions({algorithm, steps, json, list, trace});
    if (auto exit = cli::parseOrExit(parser, arguments, "okn")) return *exit;
    if (parser.isSet(list)) return listOperations(parser.isSet(json));
    okn::OknRequest request;
    if (auto bad = readOperation(parser, o, request.operation)) return cli::fail("okn", *bad);
    if (!parser.isSet(algorithm)) return cli::fail("okn", "--algorithm is required (okn --list names them)");
    if (auto bad = readNetwork(parser, o, request.network)) return cli::fail("okn", *bad);
    request.algorithm = parser.value(algorithm).toStdString();
    if (parser.isSet(steps)) {
        std::string error;
        const auto i = cli::unsignedOption(parser, steps, error);
        if (!i) return cli::fail("okn", error);
        request.steps = *i;
    }
    if (auto refused = okn::checkOkn(request)) return cli::fail("okn", refused->message);
    if (parser.isSet(trace)) // writing every event counts toward the command's limits too
        if (auto tooMuch = okn::workRefusal(request, kMaxTracedOknWork, "--trace records every event: "))
            return cli::fail("okn", tooMuch->message);
    auto ran = okn::runOkn(request, parser.isSet(trace));
    if (auto* d = std::get_if<okn::OknDiagnostic>(&ran)) return cli::fail("okn", d->message);
    const okn::OknRun& run = std::get<okn::OknRun>(ran);
    if (!run.simulation.ok())
        return cli::fail("okn", "the simulator rejected the program: " + run.simulation.violation->message);
    if (parser.isSet(trace)) {
        const std::string text = okn::traceJson(request, run);
        if (auto bad = cli::writeOutput(parser.value(trace), text)) return cli::fail("okn", *bad);
        if (parser.value(trace) == "-") return cli::kOk;
    }
    if (parser.isSet(json)) {
        std::cout << okn::runJson(request, run) << "\n";
        return cli::kOk;
    }
    std::printf("%s / %s on OK_N, N = %u, k = %u, delay = %lld\n", request.operation.c_str(), request.algorithm.c_str(),
                request.network.nodes, request.network.ports, static_cast<long long>(request.network.delay));
    std::printf("simulated: %lld\n", static_cast<long long>(run.simulation.completion));
    std::printf("formula:   %lld%s\n", static_cast<long long>(run.formula),
                run.formula == run.simulation.completion ? "" : "   <-- differs from the simulation");
    if (!run.bestSteps.empty()) {
        std::string list;
        for (auto i : run.bestSteps)
            list += (list.empty() ? "" : ", ") + std::to_string(i);
        std::printf("best i:    %s\n", list.c_str());
    }
    std::printf("content checked: %s\n",
                run.contentChecked ? "yes (every datum reached its destination)" : "no (timing only)");
    return cli::kOk;
}

int oknSweepCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Simulated completion times of several OK_N algorithms as delay, ports or "
        "nodes vary from X to Y; one row per value (empty where an algorithm does not apply).");
    OknOptions o;
    o.addTo(parser);
    const QCommandLineOption algorithms("algorithms", "Comma-separated algorithm ids.", "A,B,...");
    const QCommandLineOption vary("vary", "delay, ports or nodes (that option may then be left out).", "WHAT");
    const QCommandLineOption from("from", "First value.", "X");
    const QCommandLineOption to("to", "Last value.", "Y");
    const QCommandLineOption csv("csv", "Write CSV with a header line.");
    parser.addOptions({algorithms, vary, from, to, csv});
    if (auto exit = cli::parseOrExit(parser, arguments, "okn-sweep")) return *exit;
    okn::OknSweepRequest sweep;
    if (auto bad = readOperation(parser, o, sweep.base.operation)) return cli::fail("okn-sweep", *bad);
    const QString what = parser.value(vary);
    const auto axis = okn::oknAxis(what.toStdString());
    if (!axis) return cli::fail("okn-sweep", "--vary must be delay, ports or nodes");
    sweep.axis = *axis;
    if (auto bad = readNetwork(parser, o, sweep.base.network, axis)) return cli::fail("okn-sweep", *bad);
    const QStringList ids = parser.value(algorithms).split(',', Qt::SkipEmptyParts);
    if (ids.isEmpty()) return cli::fail("okn-sweep", "--algorithms is required");
    for (const QString& id : ids)
        sweep.algorithms.push_back(id.toStdString());
    std::string error;
    const auto x = cli::unsignedOption(parser, from, error), y = cli::unsignedOption(parser, to, error);
    if (!x || !y) return cli::fail("okn-sweep", error);
    sweep.from = *x;
    sweep.to = *y;
    auto swept = okn::runOknSweep(sweep);
    if (auto* d = std::get_if<okn::OknDiagnostic>(&swept)) return cli::fail("okn-sweep", d->message);
    const auto& series = std::get<std::vector<okn::OknSweepSeries>>(swept);
    // One row per value, a cell per algorithm (empty where it does not apply).
    std::vector<std::map<std::uint64_t, okn::Time>> cells(series.size());
    for (std::size_t a = 0; a < series.size(); ++a)
        for (const auto& point : series[a].points)
            cells[a][point.value] = point.simulated;
    const bool asCsv = parser.isSet(csv);
    std::printf(asCsv ? "%s" : "%10s", what.toStdString().c_str());
    for (const QString& id : ids)
        std::printf(asCsv ? ",%s" : " %18s", id.toStdString().c_str());
    std::printf("\n");
    for (std::uint64_t v = *x; v <= *y; ++v) {
        std::printf(asCsv ? "%llu" : "%10llu", static_cast<unsigned long long>(v));
        for (const auto& column : cells) {
            auto it = column.find(v);
            const std::string cell = it == column.end() ? "" : std::to_string(it->second);
            std::printf(asCsv ? ",%s" : " %18s", cell.c_str());
        }
        std::printf("\n");
    }
    // An empty column says why on stderr, as the window's plot note does (its exit is still 0:
    // the other columns are the answer; an empty one had stood without a word).
    for (std::size_t a = 0; a < series.size(); ++a)
        if (series[a].points.empty())
            if (const auto why = okn::whyNoPoint(sweep, series[a].algorithm))
                std::fprintf(stderr, "popslab-cli okn-sweep: %s has no point: %s\n", series[a].algorithm.c_str(),
                             why->refusal.message.c_str());
    return cli::kOk;
}

} // namespace popslab::okn
