// popslab-cli render --network okn --operation OP --algorithm A --nodes N --ports K --delay D
//                    [--steps I] [--time T] [--dpi N] [--dark] -o FILE.svg|.pdf|.png
//                    or --animate [--width PX] [--frames-per-step N] [--step-ms MS] -o FILE.gif
#include "CliSupport.h"
#include "OknAnimation.h"
#include "OknAppModule.h"
#include "OknCommands.h"
#include "OknLimits.h"
#include "OknPainter.h"
#include "RenderTable.h"
#include "SceneExport.h"
#include "common/Limits.h"

namespace popslab::okn {

namespace {

std::optional<long long> integer(const QCommandLineParser& parser, const char* name) {
    bool ok = false;
    const long long v = parser.value(name).toLongLong(&ok);
    return ok ? std::optional<long long>(v) : std::nullopt;
}

int oknRender(const QCommandLineParser& parser, const cli::RenderFrame& frame) {
    const auto nodes = integer(parser, "nodes"), ports = integer(parser, "ports"), delay = integer(parser, "delay");
    if (!nodes || !ports || !delay)
        return cli::fail("render", "--nodes, --ports and --delay are required with --network okn");
    if (!parser.isSet("operation") || !parser.isSet("algorithm"))
        return cli::fail("render", "--operation and --algorithm are required with --network okn");
    if (*nodes < 0 || *nodes > kMaxOknNodes || *ports < 0 || *ports > kMaxOknPorts || *delay < 0 ||
        *delay > kMaxOknDelay)
        return cli::fail("render", "--nodes, --ports and --delay must be in the ranges 'popslab-cli okn --list' gives");
    okn::OknRequest request{parser.value("operation").toStdString(),
                            parser.value("algorithm").toStdString(),
                            {std::uint32_t(*nodes), std::uint32_t(*ports), *delay},
                            std::nullopt};
    if (parser.isSet("steps")) {
        const auto steps = integer(parser, "steps");
        if (!steps || *steps < 0 || *steps > 64) return cli::fail("render", "--steps must be an integer from 0 to 64");
        request.steps = std::uint32_t(*steps);
    }
    if (auto d = okn::checkOkn(request)) return cli::fail("render", d->message);
    if (!OknPainter::drawable(request))
        return cli::fail("render", "a run of N = " + std::to_string(request.network.nodes) +
                                       " is simulated but not drawn: the figure shows at most " +
                                       std::to_string(kMaxDrawnOknNodes) + " nodes and " +
                                       std::to_string(kMaxDrawnOknWork) + " units of work");
    auto ran = okn::runOkn(request, true);
    if (auto* d = std::get_if<okn::OknDiagnostic>(&ran)) return cli::fail("render", d->message);
    const okn::OknRun& run = std::get<okn::OknRun>(ran);
    if (!run.simulation.ok())
        return cli::fail("render", "the simulator rejected the program: " + run.simulation.violation->message);
    okn::Time time = run.simulation.completion;
    if (parser.isSet("time")) {
        const auto t = integer(parser, "time");
        if (!t || *t < 0 || *t > run.simulation.completion)
            return cli::fail("render", "--time must be an integer from 0 to the completion time " +
                                           std::to_string(run.simulation.completion));
        time = *t;
    }
    const OknPainter painter = OknPainter::forRequest(request, run.simulation.timeline);
    const render::Palette palette = frame.dark ? render::Palette::dark() : render::Palette::light();
    if (frame.animate) {
        if (parser.isSet("time")) return cli::fail("render", "--animate shows every moment of the run: drop --time");
        const render::AnimationOptions options{frame.width, frame.framesPerStep, frame.stepMs};
        if (auto bad = render::writeAnimation(frame.output, oknAnimation(painter, palette), options))
            return cli::fail("render", bad->toStdString());
        return cli::kOk;
    }
    auto bad =
        render::exportScene(frame.output, painter.bounds().size(), QString("OK_N at time %1").arg(time), frame.dpi,
                            palette.background, [&](QPainter& p) { painter.paint(p, time, palette); });
    if (bad) return cli::fail("render", bad->toStdString());
    return cli::kOk;
}

} // namespace

cli::FamilyRender oknFamilyRender() {
    return {"okn",
            "OK_N",
            "the run at a time",
            "OK_N time units",
            {{"operation", "OK_N: the operation.", "OP"},
             {"algorithm", "The algorithm id.", "A"},
             {"nodes", "OK_N: N.", "N"},
             {"ports", "OK_N: k.", "K"},
             {"delay", "OK_N: the reconfiguration delay.", "D"},
             {"steps", "OK_N, combined total exchange: standard steps i.", "I"},
             {"time",
              "OK_N: the moment to draw (default: the completion time). Bus: the clock unit (default: the end).", "T"}},
            oknRender};
}

cli::FamilyRender OknAppModule::render() {
    return oknFamilyRender();
}

} // namespace popslab::okn
