// popslab-cli render --network otis --groups N [--intra mesh|hypercube|none] [--four-d]
//                    [--direction d] [--from G,P --to G,P] [--step S] [--dpi N] [--dark] -o
//                    FILE.svg|.pdf|.png or --animate [--width PX] [--frames-per-step N] [--step-ms
//                    MS] -o FILE.gif
// The OTIS tab's figure (Figs. 13 and 14 of paper 001), drawn by the window's painter.
#include "CliSupport.h"
#include "OtisAppModule.h"
#include "OtisCommands.h"
#include "OtisOptions.h"
#include "OtisPainter.h"
#include "RenderTable.h"
#include "SceneAnimation.h"
#include "SceneExport.h"

namespace popslab::otis {

namespace {

int otisRender(const QCommandLineParser& parser, const cli::RenderFrame& frame) {
    const OtisOptions o;
    otis::OtisParameters p;
    if (auto bad = readOtisNetwork(parser, o, p)) return cli::fail("render", *bad);
    if (p.groups > OtisPainter::kMaxDrawnGroups)
        return cli::fail("render", "--groups " + std::to_string(p.groups) +
                                       " is measured but not drawn: the figure shows at most " +
                                       std::to_string(OtisPainter::kMaxDrawnGroups) + " groups");
    const otis::OtisNetwork net(p);
    // The 4D mesh move (OTIS-Mesh only), run by the core and checked by the validator.
    std::optional<otis::MoveRun> move;
    if (parser.isSet("direction")) {
        if (p.intra != otis::Intra::Mesh)
            return cli::fail("render", "--direction is a move of the OTIS-Mesh: use --intra mesh");
        const auto d = otis::parseDirection(parser.value("direction").toStdString());
        if (!d) return cli::fail("render", "--direction must be one of i+, i-, j+, j-, k+, k-, l+, l-");
        auto run = otis::simulateMove(p, *d);
        if (auto* why = std::get_if<Diagnostic>(&run)) return cli::fail("render", why->message);
        move = std::get<otis::MoveRun>(std::move(run));
        if (!move->valid()) return cli::fail("render", "the validator rejected the move's schedule");
    }
    std::optional<std::vector<otis::OtisHop>> route;
    std::optional<std::pair<otis::ProcessorId, otis::ProcessorId>> ends;
    if (parser.isSet("from") || parser.isSet("to")) {
        const auto a = readOtisProcessor(parser.value("from"), net), b = readOtisProcessor(parser.value("to"), net);
        if (!a || !b)
            return cli::fail("render", "--from and --to must both be G,P with 0 <= G, P < " + std::to_string(p.groups));
        route = otis::shortestRoute(net, *a, *b);
        ends = {*a, *b};
    }
    const int steps = move ? int(move->schedule.slotCount()) : 0;
    int step = steps;
    if (parser.isSet("step")) {
        std::string error;
        const auto s = cli::unsignedOption(parser, QCommandLineOption("step"), error);
        if (!move) return cli::fail("render", "--step is a step of the move: add --direction");
        if (!s || *s > std::uint32_t(steps))
            return cli::fail("render",
                             "--step must be a whole number from 0 to the move's " + std::to_string(steps) + " steps");
        step = int(*s);
    }
    OtisPainter painter(p, parser.isSet("four-d"), move ? &*move : nullptr,
                        route.value_or(std::vector<otis::OtisHop>{}));
    if (ends && (!route || route->empty())) painter.setRouteEnds(ends->first, ends->second);
    painter.setCentred(true);
    const render::Palette palette = frame.dark ? render::Palette::dark() : render::Palette::light();
    if (frame.animate) {
        if (!move) return cli::fail("render", "--animate shows the steps of a move: add --direction");
        if (parser.isSet("step")) return cli::fail("render", "--animate shows every step of the move: drop --step");
        render::SceneAnimation a;
        a.scene = painter.bounds();
        a.background = palette.background;
        a.steps = steps + 1; // where every datum starts, then each slot of the move
        a.paint = [&](QPainter& q, int at, double) { painter.paint(q, palette, at); };
        if (auto bad = render::writeAnimation(frame.output, a, {frame.width, frame.framesPerStep, frame.stepMs}))
            return cli::fail("render", bad->toStdString());
        return cli::kOk;
    }
    const QRectF b = painter.bounds();
    auto bad =
        render::exportScene(frame.output, b.size(), "OTIS network", frame.dpi, palette.background, [&](QPainter& q) {
            q.translate(-b.topLeft());
            painter.paint(q, palette, step);
        });
    if (bad) return cli::fail("render", bad->toStdString());
    return cli::kOk;
}

} // namespace

cli::FamilyRender otisFamilyRender() {
    const OtisOptions o;
    return {"otis",
            "OTIS",
            "the network, a 4D mesh move and a route",
            "OTIS move steps",
            {o.groups,
             o.intra,
             {"four-d", "OTIS: label processors with the 4D mesh's (i, j, k, l)."},
             {"direction", "OTIS-Mesh: the 4D mesh move to draw: i+, i-, j+, j-, k+, k-, l+ or l-.", "d"},
             {"from", "OTIS: the route's first processor G,P.", "G,P"},
             {"to", "OTIS: the route's last processor G,P.", "G,P"},
             {"step", "OTIS: the step of the move to draw (default: the last).", "S"}},
            otisRender};
}

cli::FamilyRender OtisAppModule::render() {
    return otisFamilyRender();
}

} // namespace popslab::otis
