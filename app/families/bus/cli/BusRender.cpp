// popslab-cli render --network bus --kind K [--processors n] [--tau T] [--perm p] [--seed S]
//                    [--bits b] [--segments i] [--writer k] [--writers w] [--rows r --columns c]
//                    [--source r,c] [--crossed] [--time t] [--dpi N] [--dark] -o FILE.svg|.pdf|.png
//                    or --animate [--width PX] [--frames-per-step N] [--step-ms MS] -o FILE.gif
// The bus tab's figure: the options become the tab's settings, which go through the
// same resolve and run as the window's worker (BusRunner) and the same painters.
#include "BusAppModule.h"
#include "BusCommands.h"
#include "BusFigure.h"
#include "BusSubject.h"
#include "CliSupport.h"
#include "RenderTable.h"
#include "SceneAnimation.h"
#include "SceneExport.h"

#include <QStringList>

namespace popslab::bus {

namespace {

// The options as the bus tab's settings; the one-line refusal when one does not read.
std::optional<std::string> readSettings(const QCommandLineParser& parser, BusSettings& s) {
    s.kind = parser.value("kind");
    if (!knownBusKind(s.kind))
        return "--kind must be appb, folded, unidirectional, pipeline, coincident, larpbs, appb2d, "
               "asos or arob2d";
    std::string error;
    for (auto [name, value] : {std::pair{"processors", &s.processors},
                               {"tau", &s.tau},
                               {"seed", &s.seed},
                               {"writer", &s.writer},
                               {"writers", &s.writers},
                               {"rows", &s.rows},
                               {"columns", &s.columns}}) {
        if (!parser.isSet(name)) continue;
        const auto v = cli::unsignedOption(parser, QCommandLineOption(name), error);
        if (!v) return error;
        *value = *v;
    }
    const bool simulated = !illustrationOnly(s.kind) && s.kind != "appb2d";
    if (simulated && !parser.isSet("processors")) return "--processors is required for --kind " + s.kind.toStdString();
    if ((s.kind == "appb" || s.kind == "folded") && !parser.isSet("perm"))
        return "--perm is required for --kind " + s.kind.toStdString();
    if (s.kind == "larpbs" && !parser.isSet("bits")) return "--bits is required for --kind larpbs";
    if (parser.isSet("perm")) s.permutation = parser.value("perm");
    if (parser.isSet("bits")) s.bits = parser.value("bits");
    s.segments = parser.value("segments");
    if (parser.isSet("source")) {
        const QStringList at = parser.value("source").split(',');
        bool okRow = false, okColumn = false;
        if (at.size() == 2) {
            s.sourceRow = at[0].toUInt(&okRow);
            s.sourceColumn = at[1].toUInt(&okColumn);
        }
        if (!okRow || !okColumn) return "--source must be row,column";
    }
    s.crossed = parser.isSet("crossed");
    return std::nullopt;
}

int busRender(const QCommandLineParser& parser, const cli::RenderFrame& frame) {
    BusSettings s;
    if (auto bad = readSettings(parser, s)) return cli::fail("render", *bad);
    std::unique_ptr<BusScene> scene;
    bus::Time end = 0;
    if (auto bad = busFigure(s, scene, end)) return cli::fail("render", bad->toStdString());
    if (!scene)
        return cli::fail("render", "this run is simulated but too large to draw: 'popslab-cli bus' gives its numbers");
    bus::Time time = end;
    if (parser.isSet("time")) {
        std::string error;
        const auto t = cli::unsignedOption(parser, QCommandLineOption("time"), error);
        if (!t || *t > end)
            return cli::fail("render", "--time must be a clock unit from 0 to the run's end, " + std::to_string(end));
        time = *t;
    }
    const render::Palette palette = frame.dark ? render::Palette::dark() : render::Palette::light();
    const QRectF b = scene->bounds();
    if (frame.animate) {
        if (illustrationOnly(s.kind))
            return cli::fail("render", "--animate needs a run: the ASOS and 2DAROB are still figures");
        if (parser.isSet("time")) return cli::fail("render", "--animate shows every clock unit: drop --time");
        render::SceneAnimation a;
        a.scene = b;
        a.background = palette.background;
        a.steps = int(std::min<bus::Time>(end + 1, render::kMaxAnimationSteps)); // clock units 0..end
        a.paint = [&](QPainter& q, int step, double) { scene->paint(q, palette, bus::Time(step)); };
        if (auto bad = render::writeAnimation(frame.output, a, {frame.width, frame.framesPerStep, frame.stepMs}))
            return cli::fail("render", bad->toStdString());
        return cli::kOk;
    }
    // Headed by what it shows, as the window's export is (the diagram names neither the
    // operation nor n).
    auto bad = render::exportHeadedScene(frame.output, b.size(), busSubject(s), frame.dpi, palette, [&](QPainter& q) {
        q.translate(-b.topLeft());
        scene->paint(q, palette, time);
    });
    if (bad) return cli::fail("render", bad->toStdString());
    return cli::kOk;
}

} // namespace

cli::FamilyRender busFamilyRender() {
    return {"bus",
            "Bus",
            "a run, to a clock unit",
            "bus clock units",
            {{"kind",
              "Bus: appb, folded, unidirectional, pipeline, coincident, larpbs, appb2d, asos or "
              "arob2d.",
              "kind"},
             {"processors", "Bus: n, processors along the bus.", "n"},
             {"tau", "Bus: clock units between neighbours (default 1).", "T"},
             {"perm", "Bus (appb, folded): list:p0,p1,..., shift:k or random.", "p"},
             {"seed", "Bus: seed of --perm random and --bits random (default 1).", "S"},
             {"bits", "Bus (larpbs): list:b0,b1,... or random.", "b"},
             {"segments", "Bus (larpbs): list:i1,i2,... of processors that open their switch.", "i"},
             {"writer", "Bus (coincident, unidirectional): the processor others read.", "k"},
             {"writers", "Bus (pipeline): processors 0..w-1 write (default 3).", "w"},
             {"rows", "Bus (appb2d, asos, arob2d): rows (default 4).", "r"},
             {"columns", "Bus (appb2d, asos, arob2d): columns (default 4).", "c"},
             {"source", "Bus (appb2d): row,column of the broadcaster (default 0,0).", "r,c"},
             {"crossed", "Bus (asos, arob2d): the switches cross."},
             {"time", "Bus: the clock unit to draw (default: the end).", "t"}},
            busRender};
}

cli::FamilyRender BusAppModule::render() {
    return busFamilyRender();
}

} // namespace popslab::bus
