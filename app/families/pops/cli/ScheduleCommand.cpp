// popslab-cli schedule --network pops --d D --g G --pattern P [--algorithm A]
//                      [--param key=value]... [--whole-phase] [-o FILE]
// With --pattern custom a line on stderr says the lower bound and whether the
// answer is proven optimal.
#include "CliSupport.h"
#include "PopsCommands.h"
#include "PopsOptions.h"
#include "TrafficSummary.h"
#include "common/Limits.h"
#include "patterns/Registry.h"
#include "slotted/ScheduleJson.h"
#include "slotted/Validator.h"

#include <QFile>
#include <cstdio>

namespace popslab::pops {

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
    if (auto exit = cli::parseOrExit(parser, arguments, "schedule")) return *exit;
    if (!parser.positionalArguments().isEmpty())
        return cli::fail("schedule",
                         "unexpected argument '" + parser.positionalArguments().first().toStdString() + "'");
    if (parser.value(net.network) != "pops")
        return cli::fail("schedule",
                         "--network " + parser.value(net.network).toStdString() + ": only 'pops' has slot schedules");

    std::string error;
    pops::PatternRequest request;
    const auto d = cli::unsignedOption(parser, net.d, error, kMaxProcessors, "the processors n = d * g");
    if (!d) return cli::fail("schedule", error);
    const auto g = cli::unsignedOption(parser, net.g, error, kMaxGroups, "the groups g");
    if (!g) return cli::fail("schedule", error);
    if (!parser.isSet(net.pattern)) return cli::fail("schedule", "--pattern is required");
    request.d = *d;
    request.g = *g;
    request.pattern = parser.value(net.pattern).toStdString();
    request.wholePhaseInOneSlot = parser.isSet(whole);
    if (auto bad = cli::parseParams(parser.values(net.param), request.parameters)) return cli::fail("schedule", *bad);

    const pops::Registry& registry = pops::Registry::instance();
    if (parser.isSet(net.algorithm)) {
        request.algorithm = parser.value(net.algorithm).toStdString();
    } else {
        auto chosen = registry.defaultAlgorithm(request);
        if (auto* diagnostic = std::get_if<Diagnostic>(&chosen)) return cli::fail("schedule", diagnostic->message);
        request.algorithm = std::get<std::string>(chosen);
        std::fprintf(stderr, "popslab-cli schedule: no --algorithm given; using '%s'\n", request.algorithm.c_str());
    }
    pops::BuildResult built = registry.build(request);
    if (!built.ok()) return cli::fail("schedule", built.diagnostic->message);

    if (!request.wholePhaseInOneSlot) {
        const ValidationReport report = validate(*built.schedule);
        if (!report.valid())
            std::fprintf(stderr, "popslab-cli schedule: warning: the built schedule has %llu violations\n",
                         static_cast<unsigned long long>(report.violationCount));
    }
    const std::string path = parser.isSet(output) ? QFile::encodeName(parser.value(output)).toStdString() : "-";
    if (auto bad = writeScheduleFile(path, *built.schedule)) return cli::fail("schedule", bad->message);
    // After the write, so that a refused output is the one line said.
    if (built.quality)
        std::fprintf(stderr, "popslab-cli schedule: %s\n",
                     trafficSummary(request, *built.quality, built.schedule->itemCount()).c_str());
    return cli::kOk;
}

} // namespace popslab::pops
