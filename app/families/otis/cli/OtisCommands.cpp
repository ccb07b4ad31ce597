// popslab-cli otis --groups N [--intra mesh|hypercube|none] [--json]
// popslab-cli otis-move --groups N --direction i+|i-|j+|j-|k+|k-|l+|l- [--json] [-o FILE.json]
// popslab-cli otis-route --groups N --from G,P --to G,P [--intra mesh|hypercube|none] [--json]
#include "OtisCommands.h"

#include "CliSupport.h"
#include "OtisAppModule.h"
#include "OtisJson.h"
#include "OtisOptions.h"
#include "slotted/ScheduleJson.h"

#include <QCommandLineParser>
#include <QFile>
#include <cstdio>
#include <iostream>

namespace popslab::otis {

namespace {

int otisCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "OTIS (paper 001, section 5): N groups of N processors, optical transpose links "
        "between groups, a mesh, a hypercube or nothing (the plain OTIS of Fig. 13) inside each; links and the "
        "diameter measured.");
    OtisOptions o;
    parser.addOptions({o.groups, o.intra, o.json});
    if (auto exit = cli::parseOrExit(parser, arguments, "otis")) return *exit;
    otis::OtisParameters p;
    if (auto bad = readOtisNetwork(parser, o, p)) return cli::fail("otis", *bad);
    auto analysed = otis::analyseOtis(p);
    if (auto* d = std::get_if<Diagnostic>(&analysed)) return cli::fail("otis", d->message);
    const auto& r = std::get<otis::OtisReport>(analysed);
    if (parser.isSet(o.json)) return std::cout << otis::reportJson(r), cli::kOk;
    const std::string diameter =
        r.connected ? "diameter " + std::to_string(r.diameter) : std::string("not connected (no diameter)");
    // The network's name as the papers write it ("OTIS-Mesh"), not its JSON id ("otis-mesh").
    const char* name = p.intra == otis::Intra::Mesh        ? "OTIS-Mesh"
                       : p.intra == otis::Intra::Hypercube ? "OTIS-Hypercube"
                                                           : "OTIS";
    std::printf("%s, N = %u: %u processors, %llu optical and %llu electronic links, %s\n", name, p.groups, r.processors,
                static_cast<unsigned long long>(r.opticalLinks), static_cast<unsigned long long>(r.electronicLinks),
                diameter.c_str());
    if (p.intra == otis::Intra::Mesh) std::printf("the 4D mesh it simulates: diameter %u\n", r.meshDiameter);
    return cli::kOk;
}

int otisMoveCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("One move of the 4D mesh simulated on the OTIS-Mesh (paper 001, section 5.2), as "
                                     "a schedule every processor runs at once, checked by the validator.");
    OtisOptions o;
    const QCommandLineOption direction("direction", "i+, i-, j+, j-, k+, k-, l+ or l-.", "d");
    const QCommandLineOption out(QStringList{"o", "output"}, "Write the schedule (format v1) to FILE.json.",
                                 "FILE.json");
    parser.addOptions({o.groups, o.intra, direction, out, o.json});
    if (auto exit = cli::parseOrExit(parser, arguments, "otis-move")) return *exit;
    otis::OtisParameters p;
    if (auto bad = readOtisNetwork(parser, o, p)) return cli::fail("otis-move", *bad);
    const auto d = otis::parseDirection(parser.value(direction).toStdString());
    if (!d) return cli::fail("otis-move", "--direction must be one of i+, i-, j+, j-, k+, k-, l+, l-");
    auto result = otis::simulateMove(p, *d);
    if (auto* why = std::get_if<Diagnostic>(&result)) return cli::fail("otis-move", why->message);
    const auto& run = std::get<otis::MoveRun>(result);
    if (parser.isSet(out)) {
        if (auto bad = writeScheduleFile(QFile::encodeName(parser.value(out)).toStdString(), run.schedule))
            return cli::fail("otis-move", bad->message);
    }
    if (parser.isSet(o.json)) return std::cout << otis::moveJson(run, *d), run.valid() ? cli::kOk : cli::kInvalid;
    std::printf("move %s on the OTIS-Mesh, N = %u: %u OTIS and %u electronic steps, %llu data moved, %s\n",
                otis::directionName(*d).c_str(), p.groups, run.opticalSteps, run.electronicSteps,
                static_cast<unsigned long long>(run.moved), run.valid() ? "valid" : "INVALID");
    return run.valid() ? cli::kOk : cli::kInvalid;
}

int otisRouteCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("A shortest route between two processors of an OTIS network, hop by hop.");
    OtisOptions o;
    const QCommandLineOption from("from", "G,P: the processor the route starts at.", "G,P");
    const QCommandLineOption to("to", "G,P: the processor it ends at.", "G,P");
    parser.addOptions({o.groups, o.intra, from, to, o.json});
    if (auto exit = cli::parseOrExit(parser, arguments, "otis-route")) return *exit;
    otis::OtisParameters p;
    if (auto bad = readOtisNetwork(parser, o, p)) return cli::fail("otis-route", *bad);
    const otis::OtisNetwork net(p);
    const auto a = readOtisProcessor(parser.value(from), net), b = readOtisProcessor(parser.value(to), net);
    if (!a) return cli::fail("otis-route", "--from must be G,P with 0 <= G, P < " + std::to_string(p.groups));
    if (!b) return cli::fail("otis-route", "--to must be G,P with 0 <= G, P < " + std::to_string(p.groups));
    const auto route = otis::shortestRoute(net, *a, *b);
    if (parser.isSet(o.json)) return std::cout << otis::routeJson(net, *a, *b, route), cli::kOk;
    if (!route) {
        std::printf("no route (%u,%u) -> (%u,%u): with no links inside the groups, (G,P) reaches only (P,G)\n",
                    net.group(*a), net.inGroup(*a), net.group(*b), net.inGroup(*b));
        return cli::kOk;
    }
    std::printf("route (%u,%u) -> (%u,%u): %zu %s\n", net.group(*a), net.inGroup(*a), net.group(*b), net.inGroup(*b),
                route->size(), route->size() == 1 ? "hop" : "hops");
    for (const auto& h : *route)
        std::printf("  (%u,%u) -> (%u,%u)  %s\n", net.group(h.from), net.inGroup(h.from), net.group(h.to),
                    net.inGroup(h.to), h.kind == otis::LinkKind::Optical ? "optical" : "electronic");
    return cli::kOk;
}

} // namespace

void OtisAppModule::addCommands(cli::CommandTable& table) {
    using namespace cli;
    table.add({"otis", "OTIS and the OTIS-Mesh (paper 001): links and the diameter, measured.", otisCommand});
    table.add({"otis-move", "A 4D mesh move simulated on the OTIS-Mesh, as a validated schedule.", otisMoveCommand});
    table.add(
        {"otis-route", "A shortest route through an OTIS network, optical and electronic hops.", otisRouteCommand});
}

} // namespace popslab::otis
