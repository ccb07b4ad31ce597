// popslab-cli exercise --network pops --d D --g G --param messages=FILE.csv|uniform|...
//                      [--param seed=S] [--param time-limit=SECONDS] --target optimal|N
//                      [-o EXERCISE.json]
#include "CliSupport.h"
#include "PopsCommands.h"
#include "PopsOptions.h"
#include "common/Limits.h"
#include "patterns/Registry.h"
#include "traffic/Exercise.h"

#include <QFile>
#include <cstdio>

namespace popslab::pops {

int exerciseCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Make a hand-scheduling exercise: a network, a message set and a target "
                                     "(a number of slots, or optimal, which is found now with the SAT solver). "
                                     "The messages are the custom pattern's: --param messages=FILE.csv, uniform, "
                                     "... (see 'popslab-cli patterns'), with --param seed=S and "
                                     "time-limit=SECONDS; --pattern and --algorithm are not used.");
    PopsOptions net;
    net.addTo(parser);
    const QCommandLineOption target("target", "optimal, or the number of slots an answer may take.", "optimal|N");
    const QCommandLineOption output({"o", "output"}, "Write to FILE (atomically).", "FILE");
    parser.addOption(target);
    parser.addOption(output);
    if (auto exit = cli::parseOrExit(parser, arguments, "exercise")) return *exit;
    if (!parser.positionalArguments().isEmpty())
        return cli::fail("exercise",
                         "unexpected argument '" + parser.positionalArguments().first().toStdString() + "'");
    if (parser.value(net.network) != "pops") return cli::fail("exercise", "--network must be pops");
    std::string error;
    const auto d = cli::unsignedOption(parser, net.d, error, kMaxProcessors, "the processors n = d * g");
    if (!d) return cli::fail("exercise", error);
    const auto g = cli::unsignedOption(parser, net.g, error, kMaxGroups, "the groups g");
    if (!g) return cli::fail("exercise", error);
    pops::PatternRequest request{*d, *g, "custom", "optimal", {}};
    if (auto bad = cli::parseParams(parser.values(net.param), request.parameters)) return cli::fail("exercise", *bad);
    if (!request.parameters.count("messages")) return cli::fail("exercise", "--param messages=... is required");
    if (auto refused = pops::Registry::instance().check(request)) return cli::fail("exercise", refused->message);

    std::optional<std::uint32_t> targetSlots;
    const std::string wanted = parser.value(target).toStdString();
    if (wanted.empty()) return cli::fail("exercise", "--target optimal|N is required");
    if (wanted != "optimal") {
        bool ok = false;
        const qulonglong value = parser.value(target).toULongLong(&ok);
        if (!ok || value < 1)
            return cli::fail("exercise", "--target " + wanted + ": optimal or a number of slots >= 1");
        if (value > kMaxSlots)
            return cli::fail("exercise", "--target " + wanted + " is more than the limit of " +
                                             std::to_string(kMaxSlots) + " slots");
        targetSlots = std::uint32_t(value);
    }
    pops::Exercise exercise;
    try {
        const NetworkSpec network{*d, *g, pops::receivesPerSlotOf(request)};
        const auto seconds = std::chrono::seconds(pops::integerParameter(request, "time-limit", 10, 1, 3600));
        exercise = pops::makeExercise(network, pops::messagesFromRequest(request), targetSlots, seconds);
    } catch (const pops::BuildError& e) {
        return cli::fail("exercise", e.diagnostic.message);
    }
    if (exercise.targetIsOptimal && !exercise.targetProven)
        std::fprintf(stderr,
                     "popslab-cli exercise: warning: the optimum was not proven within the time limit; "
                     "the target is the best schedule found, %u slots\n",
                     exercise.targetSlots);
    std::fprintf(stderr, "popslab-cli exercise: %zu messages, lower bound %llu, target %u slots%s\n",
                 exercise.messages.size(), static_cast<unsigned long long>(exercise.lowerBound), exercise.targetSlots,
                 exercise.targetIsOptimal ? (exercise.targetProven ? " (the proven optimum)" : " (best found)") : "");
    const std::string path = parser.isSet(output) ? QFile::encodeName(parser.value(output)).toStdString() : "-";
    if (auto bad = pops::writeExerciseFile(path, exercise)) return cli::fail("exercise", bad->message);
    return cli::kOk;
}

} // namespace popslab::pops
