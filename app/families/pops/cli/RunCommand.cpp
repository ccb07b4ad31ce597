// popslab-cli run --network pops --d D --g G --pattern P --algorithm A [--param k=v]...
// Builds and validates the schedule, executes it on the data and compares each
// processor's final value with the direct computation.
#include "CliSupport.h"
#include "PopsCommands.h"
#include "PopsOptions.h"
#include "common/Limits.h"
#include "patterns/Registry.h"
#include "slotted/Validator.h"

#include <cstdio>

namespace popslab::pops {

int runCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Build the schedule, validate it, run it on the data (--param values=random|ramp|list:...) "
        "and print each processor's final value beside the expected one; the last line is "
        "'result: correct' or 'result: WRONG' (exit 1 when wrong or invalid).");
    PopsOptions net;
    net.addTo(parser);
    if (auto exit = cli::parseOrExit(parser, arguments, "run")) return *exit;
    if (parser.value(net.network) != "pops") return cli::fail("run", "--network: only 'pops' runs slot schedules");
    std::string error;
    const auto d = cli::unsignedOption(parser, net.d, error, kMaxProcessors, "the processors n = d * g");
    if (!d) return cli::fail("run", error);
    const auto g = cli::unsignedOption(parser, net.g, error, kMaxGroups, "the groups g");
    if (!g) return cli::fail("run", error);
    if (!parser.isSet(net.pattern) || !parser.isSet(net.algorithm))
        return cli::fail("run", "--pattern and --algorithm are required");
    pops::PatternRequest request{
        *d, *g, parser.value(net.pattern).toStdString(), parser.value(net.algorithm).toStdString(), {}};
    if (auto bad = cli::parseParams(parser.values(net.param), request.parameters)) return cli::fail("run", *bad);
    const pops::Registry& registry = pops::Registry::instance();
    pops::BuildResult built = registry.build(request);
    if (!built.ok()) return cli::fail("run", built.diagnostic->message);
    auto ran = registry.run(request, *built.schedule);
    if (auto* diagnostic = std::get_if<Diagnostic>(&ran)) return cli::fail("run", diagnostic->message);
    const ExecutionResult& result = std::get<ExecutionResult>(ran);
    const ValidationReport report = validate(*built.schedule);

    std::printf("%s / %s on POPS(%u,%u): %zu slots, %s\n", request.pattern.c_str(), request.algorithm.c_str(), *d, *g,
                report.sequenceLength, report.valid() ? "valid" : "INVALID");
    std::printf("%9s %14s %14s\n", "processor", "final value", "expected");
    auto text = [](const std::optional<std::int64_t>& v) { return v ? std::to_string(*v) : std::string("-"); };
    for (ProcessorId p = 0; p < result.processors.size(); ++p) {
        const ProcessorOutcome& o = result.processors[p];
        std::printf("%9u %14s %14s%s\n", p, text(o.value).c_str(), text(o.expected).c_str(),
                    o.ok() ? "" : "   <-- wrong");
    }
    const bool correct = result.correct() && report.valid();
    std::printf("result: %s\n", correct ? "correct" : "WRONG");
    return correct ? cli::kOk : cli::kInvalid;
}

} // namespace popslab::pops
