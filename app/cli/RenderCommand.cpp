// popslab-cli render --network pops|okn [family options] [--dpi N] [--dark] -o FILE.svg|.pdf|.png
#include "CliSupport.h"
#include "FamilyOptions.h"
#include "RenderTable.h"

namespace popslab::cli {

std::vector<FamilyRender>& familyRenders() {
    static std::vector<FamilyRender> renders;
    return renders;
}

int renderCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Draw a network and a step of a result -- the same figure as the GUI -- to SVG, PDF or PNG (by the "
        "output's suffix). POPS: a slot of a schedule, counted from 1 as in the GUI. OK_N: the run at a time.");
    const QStringList networks = familyNetworks(familyRenders());
    const QCommandLineOption network("network", "The network: " + networks.join(", ") + ".", "type", "pops");
    const QCommandLineOption dpi("dpi", "PNG resolution (default 150).", "N", "150");
    const QCommandLineOption dark("dark", "Use the dark palette.");
    const QCommandLineOption output({"o", "output"}, "The figure to write.", "FILE");
    parser.addOptions({network, dpi, dark, output});
    addFamilyOptions(parser, familyRenders(), {"network", "dpi", "dark", "o"});
    if (auto exit = parseOrExit(parser, arguments, "render")) return *exit;
    if (!parser.isSet(output)) return fail("render", "-o FILE.svg|.pdf|.png is required");
    const FamilyRender* family = familyNamed(familyRenders(), parser.value(network));
    if (!family) return fail("render", "--network must be one of " + networks.join(", ").toStdString());
    std::string error;
    const auto resolution = unsignedOption(parser, dpi, error);
    if (!resolution || *resolution < 10 || *resolution > 1200) return fail("render", "--dpi must be in 10..1200");
    return family->render(parser, RenderFrame{parser.value(output), int(*resolution), parser.isSet(dark)});
}

} // namespace popslab::cli
