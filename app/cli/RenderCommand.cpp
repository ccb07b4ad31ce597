// popslab-cli render --network NET [family options] [--dpi N] [--dark] [--format F]
//                    -o FILE.svg|.pdf|.png|.tex
//                    [--animate [--width PX] [--frames-per-step N] [--step-ms MS] -o FILE.gif|.mp4|.webm]
#include "CliSupport.h"
#include "FamilyOptions.h"
#include "RenderTable.h"
#include "SceneAnimation.h"

namespace popslab::cli {

int renderCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    QString description = "Draw a network and a step of a result -- the same figure as the GUI -- to SVG, PDF, PNG "
                          "or a TikZ picture for LaTeX (by --format or the output's suffix).";
    QStringList steps;
    for (const FamilyRender& f : familyRenders()) {
        description += " " + f.name + ": " + f.shows + ".";
        steps << f.steps;
    }
    parser.setApplicationDescription(description);
    const QStringList networks = familyNetworks(familyRenders());
    const QCommandLineOption network("network", "The network: " + networks.join(", ") + ".", "type", networks.value(0));
    const QCommandLineOption dpi("dpi", "PNG resolution (default 150).", "N", "150");
    const QCommandLineOption dark("dark", "Use the dark palette.");
    const QCommandLineOption output(
        {"o", "output"}, "The figure to write (.svg, .pdf, .png, .tex; with --animate .gif, .mp4, .webm).", "FILE");
    const QCommandLineOption format("format",
                                    "svg, pdf, png or tikz (a tikzpicture that \\input compiles with pdfLaTeX and "
                                    "the tikz package alone; -o FILE.tex). Default: by the output's suffix.",
                                    "F");
    const QCommandLineOption animate(
        "animate",
        "Write every step as an animated GIF, or an MP4 or WebM video (by the suffix): " + steps.join(", ") + ".");
    const QCommandLineOption width("width", "With --animate: the width in pixels (default 960).", "PX", "960");
    const QCommandLineOption frames("frames-per-step", "With --animate: frames per step (default 6).", "N", "6");
    const QCommandLineOption stepMs("step-ms", "With --animate: how long each step shows, in ms (default 1200).", "MS",
                                    "1200");
    parser.addOptions({network, dpi, dark, output, format, animate, width, frames, stepMs});
    addFamilyOptions(parser, familyRenders(),
                     {"network", "dpi", "dark", "o", "format", "animate", "width", "frames-per-step", "step-ms"});
    if (auto exit = parseOrExit(parser, arguments, "render")) return *exit;
    if (!parser.isSet(output)) return fail("render", "-o FILE.svg|.pdf|.png|.tex is required");
    if (auto bad = checkFormat(parser.value(format), parser.value(output),
                               {{"svg", "svg"}, {"pdf", "pdf"}, {"png", "png"}, {"tikz", "tex"}}))
        return fail("render", *bad);
    const FamilyRender* family = familyNamed(familyRenders(), parser.value(network));
    if (!family) return fail("render", "--network must be one of " + networks.join(", ").toStdString());
    std::string error;
    const auto resolution = unsignedOption(parser, dpi, error);
    if (!resolution || *resolution < 10 || *resolution > 1200) return fail("render", "--dpi must be in 10..1200");
    RenderFrame frame{parser.value(output), int(*resolution), parser.isSet(dark)};
    frame.animate = parser.isSet(animate);
    if (frame.animate != render::isAnimationPath(parser.value(output)))
        return fail("render", frame.animate ? "--animate writes -o FILE.gif, or a video -o FILE.mp4 or FILE.webm"
                                            : "a .gif, .mp4 or .webm is an animation: add --animate");
    // The ranges are checked with the figure (render::checkAnimation), which names each.
    for (auto [option, value] :
         {std::pair{&width, &frame.width}, {&frames, &frame.framesPerStep}, {&stepMs, &frame.stepMs}}) {
        const auto v = unsignedOption(parser, *option, error);
        if (!v || *v > 1'000'000)
            return fail("render", "--" + option->names().first().toStdString() + " must be a whole number");
        *value = int(*v);
    }
    return family->render(parser, frame);
}

} // namespace popslab::cli
