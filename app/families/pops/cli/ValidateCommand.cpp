// popslab-cli validate FILE [--json]   (FILE may be - for standard input)
#include "CliSupport.h"
#include "PopsCommands.h"
#include "slotted/ChannelRules.h"
#include "slotted/ScheduleJson.h"
#include "slotted/ValidationJson.h"

#include <QFile>
#include <cstdio>
#include <iostream>

namespace popslab::pops {

int validateCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Validate a schedule document against every rule of format "
                                     "v1. Exit 0 when valid, 1 when invalid, 2 when unreadable.");
    parser.addPositionalArgument("FILE", "The schedule JSON; - reads standard input.");
    const QCommandLineOption json("json", "Write one JSON object instead of text.");
    parser.addOption(json);
    if (auto exit = cli::parseOrExit(parser, arguments, "validate")) return *exit;
    if (parser.positionalArguments().size() != 1) return cli::fail("validate", "expected exactly one FILE");

    const std::string path = QFile::encodeName(parser.positionalArguments().first()).toStdString();
    ReadResult read = path == "-" ? readSchedule(std::cin) : readScheduleFile(path);
    if (auto* error = std::get_if<ReadError>(&read)) return cli::fail("validate", error->message);
    const Schedule& schedule = std::get<Schedule>(read);
    const ValidationReport report = validate(schedule);

    if (parser.isSet(json)) {
        std::cout << validationJson(report, schedule, true) << "\n";
    } else {
        std::printf("valid: %s\n", report.valid() ? "yes" : "no");
        if (schedule.network.type == "pops")
            std::printf("network: POPS(%u,%u), n = %u, receivesPerSlot = %u\n", schedule.network.d, schedule.network.g,
                        schedule.network.d * schedule.network.g, schedule.network.receivesPerSlot);
        else // another slotted family (OTIS: d = g = N)
            std::printf("network: %s, N = %u, n = %u\n", schedule.network.type.c_str(), schedule.network.g,
                        schedule.network.d * schedule.network.g);
        if (!schedule.pattern.name.empty())
            std::printf("pattern: %s / %s\n", schedule.pattern.name.c_str(), schedule.pattern.algorithm.c_str());
        std::printf("sequence length: %zu\n", report.sequenceLength);
        std::printf("transmissions: %zu\n", schedule.transmissionCount());
        std::printf("mean %s utilisation: %.1f%%\n", channelRules(schedule.network)->channelNoun().c_str(),
                    100.0 * report.meanUtilisation());
        std::printf("violations: %llu\n", static_cast<unsigned long long>(report.violationCount));
        for (const Violation& v : report.violations)
            std::printf("  %s\n", describe(v, schedule).c_str());
        if (report.truncated) std::printf("  (only the first %zu are listed)\n", report.violations.size());
    }
    return report.valid() ? cli::kOk : cli::kInvalid;
}

} // namespace popslab::pops
