// popslab-cli render --network wdm --dimensions n --transmitters T --receivers R
//                    [--figure super|route|star|transmission] [--from a --to b] [--hops H]
//                    [--dpi N] [--dark] -o FILE.svg|.pdf|.png
//                    or --animate [--width PX] [--frames-per-step N] [--step-ms MS] -o FILE.gif
// The WDM tab's figures (paper 004), drawn by the window's painters; the route animates
// hop by hop as the route bar steps through it.
#include "CliSupport.h"
#include "RenderTable.h"
#include "SceneAnimation.h"
#include "SceneExport.h"
#include "WdmAppModule.h"
#include "WdmCommands.h"
#include "WdmFormulas.h"
#include "WdmOptions.h"
#include "WdmRoutePainter.h"
#include "WdmRouting.h"
#include "WdmStarPainter.h"
#include "WdmSuperTopologyScene.h"
#include "WdmTransmissionPainter.h"

#include <memory>

namespace popslab::wdm {

namespace {

struct Figure {
    std::unique_ptr<WdmScene> scene;
    const char* title = "";
    bool showsRoute = false;
};

// The figure --figure names, or why it is not drawn for this network.
std::variant<Figure, std::string> makeFigure(const QString& name, const wdm::WdmNetwork& net, wdm::Processor a,
                                             wdm::Processor b, const std::vector<wdm::Hop>& route) {
    const wdm::WdmParameters& p = net.parameters();
    if (name == "super") {
        if (p.n > kMaxSuperTopologyDimensions)
            return "--figure super is drawn for n <= " + std::to_string(kMaxSuperTopologyDimensions);
        return Figure{superTopologyScene(net, route), "WDM super topology", true};
    }
    if (name == "route")
        return Figure{std::make_unique<WdmRoutePainter>(net, a, b, route, wdm::distance(net, a, b)), "WDM route", true};
    if (name == "star") {
        if (p.n > WdmStarPainter::kMaxDrawnDimensions)
            return "--figure star is drawn for n <= " + std::to_string(WdmStarPainter::kMaxDrawnDimensions);
        return Figure{std::make_unique<WdmStarPainter>(net), "WDM passive star", false};
    }
    if (name == "transmission") {
        if (!WdmTransmissionPainter::drawable(p))
            return "--figure transmission is drawn while 2^n x max(T, R) <= " +
                   std::to_string(WdmTransmissionPainter::kMaxDrawnTransceivers);
        return Figure{std::make_unique<WdmTransmissionPainter>(net), "WDM transmission graph", false};
    }
    return std::string("--figure must be super, route, star or transmission");
}

int wdmRender(const QCommandLineParser& parser, const cli::RenderFrame& frame) {
    const WdmOptions o;
    wdm::WdmParameters p;
    if (auto bad = o.read(parser, p)) return cli::fail("render", *bad);
    const wdm::WdmNetwork net(p);
    const std::uint64_t N = net.processorCount();
    std::string error;
    // The route's ends: by default from processor 0 to the farthest, 2^n - 1, as the window's
    // presets.
    std::uint64_t a = 0, b = N - 1;
    for (auto [name, end] : {std::pair{"from", &a}, {"to", &b}}) {
        if (!parser.isSet(name)) continue;
        const auto v = cli::unsignedOption(parser, QCommandLineOption(name), error);
        if (!v || *v >= N)
            return cli::fail("render", std::string("--") + name +
                                           " must be a processor between 0 and 2^n - 1 = " + std::to_string(N - 1));
        *end = *v;
    }
    const auto route = wdm::route(net, a, b);
    auto made = makeFigure(parser.value("figure"), net, wdm::Processor(a), wdm::Processor(b), route);
    if (auto* why = std::get_if<std::string>(&made)) return cli::fail("render", *why);
    const Figure& figure = std::get<Figure>(made);
    WdmView view;
    if (parser.isSet("hops")) {
        if (!figure.showsRoute)
            return cli::fail("render", "--hops is a step of the route: use --figure super or route");
        const auto h = cli::unsignedOption(parser, QCommandLineOption("hops"), error);
        if (!h || *h > route.size())
            return cli::fail("render", "--hops must be a whole number from 0 to the route's " +
                                           std::to_string(route.size()) + " hops");
        view.hopsShown = *h;
    }
    const render::Palette palette = frame.dark ? render::Palette::dark() : render::Palette::light();
    const QRectF bounds = figure.scene->bounds();
    if (frame.animate) {
        if (!figure.showsRoute)
            return cli::fail("render", "--animate shows the route hop by hop: use --figure super or route");
        if (parser.isSet("hops")) return cli::fail("render", "--animate shows every hop of the route: drop --hops");
        render::SceneAnimation animation;
        animation.scene = bounds;
        animation.background = palette.background;
        animation.steps = int(route.size() + 1); // none shown, then one hop more each step
        animation.paint = [&](QPainter& q, int step, double) {
            figure.scene->paint(q, palette, {std::size_t(step), {}});
        };
        if (auto bad =
                render::writeAnimation(frame.output, animation, {frame.width, frame.framesPerStep, frame.stepMs}))
            return cli::fail("render", bad->toStdString());
        return cli::kOk;
    }
    auto bad =
        render::exportScene(frame.output, bounds.size(), figure.title, frame.dpi, palette.background, [&](QPainter& q) {
            q.translate(-bounds.topLeft());
            figure.scene->paint(q, palette, view);
        });
    if (bad) return cli::fail("render", bad->toStdString());
    return cli::kOk;
}

} // namespace

cli::FamilyRender wdmFamilyRender() {
    const WdmOptions o;
    return {"wdm",
            "WDM",
            "a figure of the star, with a route",
            "WDM route hops",
            {o.dimensions,
             o.transmitters,
             o.receivers,
             {"figure", "WDM: super (the super topology, default), route, star or transmission.", "name", "super"},
             {"from", "WDM: the route's source a, 0..2^n-1 (default 0). OTIS: its first processor G,P.", "a"},
             {"to", "WDM: the route's destination b (default 2^n-1). OTIS: its last processor G,P.", "b"},
             {"hops", "WDM: how many hops of the route to draw (default: all).", "H"}},
            wdmRender};
}

cli::FamilyRender WdmAppModule::render() {
    return wdmFamilyRender();
}

} // namespace popslab::wdm
