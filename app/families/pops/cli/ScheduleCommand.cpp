// popslab-cli schedule --network pops --d D --g G --pattern P [--algorithm A]
//                      [--param key=value]... [--whole-phase] [-o FILE]
// With --pattern custom a line on stderr says the lower bound and whether the
// answer is proven optimal.
#include "CliSupport.h"
#include "PopsCommands.h"
#include "PopsOptions.h"
#include "TrafficSummary.h"
#include "patterns/Registry.h"
#include "slotted/ScheduleJson.h"
#include "slotted/Validator.h"

#include <QFile>
#include <cstdio>

namespace popslab::cli {

int scheduleCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Build the schedule of a pattern on POPS(d,g) and write it "
                                     "as format v1 JSON (to stdout unless -o is given).");
    PopsOptions net;
    net.addTo(parser);
    const QCommandLineOption whole("whole-phase", "Put each phase's messages into one slot, conflicts and all.");
    const QCommandLineOption output({"o", "output"}, "Write to FILE (atomically; - is standard output, the default).",
                                    "FILE");
    parser.addOption(whole);
    parser.addOption(output);
    if (auto exit = parseOrExit(parser, arguments, "schedule")) return *exit;
    if (!parser.positionalArguments().isEmpty())
        return fail("schedule", "unexpected argument '" + parser.positionalArguments().first().toStdString() + "'");
    if (parser.value(net.network) != "pops")
        return fail("schedule",
                    "--network " + parser.value(net.network).toStdString() + ": only 'pops' has slot schedules");

    std::string error;
    pops::PatternRequest request;
    const auto d = unsignedOption(parser, net.d, error);
    if (!d) return fail("schedule", error);
    const auto g = unsignedOption(parser, net.g, error);
    if (!g) return fail("schedule", error);
    if (!parser.isSet(net.pattern)) return fail("schedule", "--pattern is required");
    request.d = *d;
    request.g = *g;
    request.pattern = parser.value(net.pattern).toStdString();
    request.wholePhaseInOneSlot = parser.isSet(whole);
    if (auto bad = parseParams(parser.values(net.param), request.parameters)) return fail("schedule", *bad);

    const pops::Registry& registry = pops::Registry::instance();
    if (parser.isSet(net.algorithm)) {
        request.algorithm = parser.value(net.algorithm).toStdString();
    } else {
        auto chosen = registry.defaultAlgorithm(request);
        if (auto* diagnostic = std::get_if<Diagnostic>(&chosen)) return fail("schedule", diagnostic->message);
        request.algorithm = std::get<std::string>(chosen);
        std::fprintf(stderr, "popslab-cli schedule: no --algorithm given; using '%s'\n", request.algorithm.c_str());
    }
    pops::BuildResult built = registry.build(request);
    if (!built.ok()) return fail("schedule", built.diagnostic->message);

    if (!request.wholePhaseInOneSlot) {
        const ValidationReport report = validate(*built.schedule);
        if (!report.valid())
            std::fprintf(stderr, "popslab-cli schedule: warning: the built schedule has %llu violations\n",
                         static_cast<unsigned long long>(report.violationCount));
    }
    const std::string path = parser.isSet(output) ? QFile::encodeName(parser.value(output)).toStdString() : "-";
    if (auto bad = writeScheduleFile(path, *built.schedule)) return fail("schedule", bad->message);
    // After the write, so that a refused output is the one line said.
    if (built.quality)
        std::fprintf(stderr, "popslab-cli schedule: %s\n",
                     trafficSummary(request, *built.quality, built.schedule->itemCount()).c_str());
    return kOk;
}

} // namespace popslab::cli
