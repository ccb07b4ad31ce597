// popslab-cli render (--network pops --d D --g G --pattern P --algorithm A [--param k=v]...
//                     | --schedule FILE.json) [--slot S | --all-slots] [--whole-phase]
//                     [--matrix] [--dpi N] [--dark] -o FILE.svg|.pdf|.png
//                     or --animate [--width PX] [--frames-per-step N] [--step-ms MS] -o FILE.gif
#include "CliSupport.h"
#include "FigureExport.h"
#include "PopsAppModule.h"
#include "PopsCommands.h"
#include "PopsOptions.h"
#include "RenderTable.h"
#include "common/Limits.h"
#include "patterns/Registry.h"
#include "slotted/Execution.h"
#include "slotted/ScheduleJson.h"

namespace popslab::pops {

namespace {

int popsRender(const QCommandLineParser& parser, const cli::RenderFrame& frame) {
    const PopsOptions net;
    const QCommandLineOption schedule("schedule"), slot("slot"), all("all-slots"), whole("whole-phase"),
        matrix("matrix");
    if (parser.isSet(slot) && parser.isSet(all)) return cli::fail("render", "give --slot or --all-slots, not both");

    Schedule built;
    pops::PatternRequest request;
    if (parser.isSet(schedule)) {
        if (parser.isSet(net.pattern)) return cli::fail("render", "give --schedule or --pattern, not both");
        ReadResult read = readScheduleFile(parser.value(schedule).toStdString());
        if (auto* error = std::get_if<ReadError>(&read)) return cli::fail("render", error->message);
        built = std::move(std::get<Schedule>(read));
        if (built.network.type != "pops")
            return cli::fail("render",
                             "--schedule is for a " + built.network.type + " network; render draws POPS schedules");
        request = pops::requestOf(built);
    } else {
        std::string error;
        const auto d = cli::unsignedOption(parser, net.d, error, kMaxProcessors, "the processors n = d * g");
        if (!d) return cli::fail("render", error);
        const auto g = cli::unsignedOption(parser, net.g, error, kMaxGroups, "the groups g");
        if (!g) return cli::fail("render", error);
        if (!parser.isSet(net.pattern) || !parser.isSet(net.algorithm))
            return cli::fail("render", "--pattern and --algorithm (or --schedule) are required");
        request = pops::PatternRequest{
            *d, *g, parser.value(net.pattern).toStdString(), parser.value(net.algorithm).toStdString(), {}};
        request.wholePhaseInOneSlot = parser.isSet(whole);
        if (auto bad = cli::parseParams(parser.values(net.param), request.parameters)) return cli::fail("render", *bad);
        pops::BuildResult result = pops::Registry::instance().build(request);
        if (!result.ok()) return cli::fail("render", result.diagnostic->message);
        built = std::move(*result.schedule);
    }
    const ValidationReport report = validate(built);

    Figure figure;
    figure.schedule = &built;
    figure.report = &report;
    figure.network = built.network;
    figure.allSlots = parser.isSet(all);
    std::string error;
    if (parser.isSet(slot)) {
        const auto s = cli::unsignedOption(parser, slot, error);
        if (!s) return cli::fail("render", error);
        if (*s < 1 || *s > built.slotCount())
            return cli::fail("render",
                             "--slot " + std::to_string(*s) + " is not in 1.." + std::to_string(built.slotCount()));
        figure.slot = *s - 1;
    } else if (built.slotCount() > 0) {
        figure.slot = 0;
    }
    figure.dpi = frame.dpi;
    if (frame.dark) figure.options.palette = render::Palette::dark();
    figure.matrix = parser.isSet(matrix);
    // A pattern that runs on data shows each processor's value after the slot, and at
    // the last slot whether it is right -- as the window does (one slot at a time).
    std::vector<std::optional<std::int64_t>> values;
    std::vector<std::int8_t> correctness;
    const pops::Registry& registry = pops::Registry::instance();
    if (figure.slot && !figure.allSlots && !figure.matrix && dataViewFeasible(built) && !registry.check(request)) {
        if (auto data = registry.data(request)) {
            values = latestValues(built, *data, *figure.slot + 1);
            figure.options.values = &values;
            auto ran = registry.run(request, built);
            if (auto* result = std::get_if<ExecutionResult>(&ran); result && *figure.slot + 1 == built.slotCount()) {
                correctness = result->marks();
                figure.options.correctness = &correctness;
            }
        }
    }
    if (frame.animate) {
        if (parser.isSet(slot) || parser.isSet(all) || parser.isSet(matrix))
            return cli::fail("render",
                             "--animate shows every slot of the network figure: drop --slot, --all-slots and --matrix");
        const render::AnimationOptions options{frame.width, frame.framesPerStep, frame.stepMs};
        if (auto bad = exportAnimation(frame.output, figure, options)) return cli::fail("render", bad->toStdString());
        return cli::kOk;
    }
    if (auto bad = exportFigure(frame.output, figure)) return cli::fail("render", bad->toStdString());
    return cli::kOk;
}

} // namespace

cli::FamilyRender popsFamilyRender() {
    const PopsOptions net;
    return {"pops",
            "POPS",
            "a slot of a schedule, counted from 1 as in the GUI",
            "POPS slots",
            {net.d,
             net.g,
             net.pattern,
             net.algorithm,
             net.param,
             {"schedule", "POPS: draw this schedule document instead.", "FILE.json"},
             {"slot", "POPS: the slot to draw, 1..S (default 1).", "S"},
             {"all-slots", "POPS: draw every slot on one contact sheet."},
             {"whole-phase", "POPS: put each phase's messages into one slot."},
             {"matrix", "POPS: draw the compact g x g coupler matrix instead of the network."}},
            popsRender};
}

cli::FamilyRender PopsAppModule::render() {
    return popsFamilyRender();
}

} // namespace popslab::pops
