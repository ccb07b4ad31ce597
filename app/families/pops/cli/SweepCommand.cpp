// popslab-cli sweep --network pops --pattern P --algorithm A --vary d|g
//                   (--n N | --d D | --g G) [--param key=value]... [--csv]
#include "CliSupport.h"
#include "PopsCommands.h"
#include "PopsOptions.h"
#include "common/Limits.h"
#include "patterns/Registry.h"
#include "sweep/Sweep.h"

#include <cstdio>

namespace popslab::pops {

int sweepCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Build and validate the schedule at every valid point as d or g varies, with n, d or g "
        "held fixed, and print one row per point: d, g, n, the measured sequence length, the "
        "paper's formula (empty where none), the lower bound and the mean coupler utilisation.");
    PopsOptions net;
    net.addTo(parser);
    const QCommandLineOption vary("vary", "The parameter that varies: d or g.", "d|g");
    const QCommandLineOption n("n", "Hold n fixed; the other runs over the divisors of N.", "N");
    const QCommandLineOption maxN("max-n",
                                  "With d or g fixed, the other runs over powers of two "
                                  "while n <= MAX (default 1024).",
                                  "MAX", "1024");
    const QCommandLineOption csv("csv", "Write CSV with a header line.");
    parser.addOptions({vary, n, maxN, csv});
    if (auto exit = cli::parseOrExit(parser, arguments, "sweep")) return *exit;
    if (parser.value(net.network) != "pops")
        return cli::fail("sweep",
                         "--network " + parser.value(net.network).toStdString() + ": only 'pops' has slot schedules");

    pops::SweepRequest request;
    if (!parser.isSet(net.pattern) || !parser.isSet(net.algorithm))
        return cli::fail("sweep", "--pattern and --algorithm are required");
    request.pattern = parser.value(net.pattern).toStdString();
    request.algorithm = parser.value(net.algorithm).toStdString();
    if (auto bad = cli::parseParams(parser.values(net.param), request.parameters)) return cli::fail("sweep", *bad);
    const QString axis = parser.value(vary);
    if (axis != "d" && axis != "g")
        return cli::fail("sweep", "--vary must be d or g (n = d g grows with either: hold one with --d or --g)");
    request.vary = axis == "d" ? pops::SweepAxis::D : pops::SweepAxis::G;

    const int fixedCount = int(parser.isSet(n)) + int(parser.isSet(net.d)) + int(parser.isSet(net.g));
    if (fixedCount != 1) return cli::fail("sweep", "give exactly one of --n, --d and --g");
    std::string error;
    const QCommandLineOption& fixed = parser.isSet(n) ? n : parser.isSet(net.d) ? net.d : net.g;
    const bool groups = &fixed == &net.g;
    const auto value = cli::unsignedOption(parser, fixed, error, groups ? kMaxGroups : kMaxProcessors,
                                           groups ? "the groups g" : "the processors n = d * g");
    if (!value) return cli::fail("sweep", error);
    request.fixed = parser.isSet(n)       ? pops::SweepFixed::N
                    : parser.isSet(net.d) ? pops::SweepFixed::D
                                          : pops::SweepFixed::G;
    request.fixedValue = *value;
    const auto max = cli::unsignedOption(parser, maxN, error, kMaxProcessors, "the processors n = d * g");
    if (!max) return cli::fail("sweep", error);
    request.maxN = *max;

    auto result = pops::runSweep(request);
    if (auto* diagnostic = std::get_if<Diagnostic>(&result)) return cli::fail("sweep", diagnostic->message);
    const auto& rows = std::get<std::vector<pops::SweepRow>>(result);
    if (rows.empty()) {
        // Why, at the sweep's first point (the bare sentence had left the reader guessing); a
        // sweep of no point at all says that no (d, g) has n within --max-n.
        std::string why = "; no (d, g) of the sweep has n <= " + std::to_string(request.maxN);
        if (const auto points = pops::sweepPoints(request);
            std::holds_alternative<std::vector<pops::SweepPoint>>(points) &&
            !std::get<std::vector<pops::SweepPoint>>(points).empty()) {
            const pops::SweepPoint first = std::get<std::vector<pops::SweepPoint>>(points).front();
            const auto refusal = pops::Registry::instance().check(
                {first.d, first.g, request.pattern, request.algorithm, request.parameters});
            why = refusal ? "; at d = " + std::to_string(first.d) + ", g = " + std::to_string(first.g) + ": " +
                                refusal->message
                          : "";
        }
        // Bad parameters, as the README says of every command: exit 2, no table at all.
        return cli::fail("sweep", "no point satisfies the algorithm's conditions" + why);
    }
    const bool asCsv = parser.isSet(csv);
    std::printf(asCsv ? "d,g,n,measured,formula,lower_bound,utilisation,valid\n"
                      : "%6s %6s %7s %10s %10s %12s %12s %6s\n",
                "d", "g", "n", "measured", "formula", "lower bound", "utilisation", "valid");
    for (const pops::SweepRow& r : rows) {
        const std::string formula = r.formula ? std::to_string(*r.formula) : "";
        if (asCsv)
            std::printf("%u,%u,%u,%llu,%s,%llu,%.6f,%s\n", r.d, r.g, r.n, (unsigned long long)r.measured,
                        formula.c_str(), (unsigned long long)r.lowerBound, r.utilisation, r.valid ? "yes" : "no");
        else
            std::printf("%6u %6u %7u %10llu %10s %12llu %11.1f%% %6s\n", r.d, r.g, r.n, (unsigned long long)r.measured,
                        formula.c_str(), (unsigned long long)r.lowerBound, 100.0 * r.utilisation,
                        r.valid ? "yes" : "no");
    }
    return cli::kOk;
}

} // namespace popslab::pops
