// popslab-cli plot --network NET --algorithms A,B --vary X [family options]
//                  [--width W --height H --dpi N] [--format F] -o FILE
#include "CliSupport.h"
#include "FamilyOptions.h"
#include "PlotTable.h"

namespace popslab::cli {

int plotCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    QStringList measures, varies;
    for (const FamilyPlot& f : familyPlots()) {
        measures << "on " + f.name + " " + f.measures;
        varies << f.network + ": " + f.varies;
    }
    parser.setApplicationDescription(
        "Plot a measured quantity of several algorithms of one operation as a parameter varies -- " +
        measures.join(", ") +
        "; the paper's formula as hollow circles, the lower bound dashed -- to SVG, PDF, PNG or a pgfplots axis "
        "for LaTeX, as the GUI does.");
    const QStringList networks = familyNetworks(familyPlots());
    const QCommandLineOption network("network", "The network: " + networks.join(", ") + ".", "type", networks.value(0));
    const QCommandLineOption algorithms("algorithms", "Comma-separated algorithm ids.", "A,B,...");
    const QCommandLineOption algorithm("algorithm", "One algorithm id (added to --algorithms).", "A");
    const QCommandLineOption vary("vary", "The parameter on the x axis (" + varies.join("; ") + ").", "X");
    const QCommandLineOption width("width", "Width in points/pixels (default 800).", "W", "800");
    const QCommandLineOption height("height", "Height (default 560).", "H", "560");
    const QCommandLineOption dpi("dpi", "PNG resolution (default 150).", "N", "150");
    const QCommandLineOption output({"o", "output"}, "The plot to write (.svg, .pdf, .png, .tex).", "FILE");
    const QCommandLineOption format("format",
                                    "svg, pdf, png or pgfplots (an axis that \\input compiles with pdfLaTeX and the "
                                    "pgfplots package; -o FILE.tex). Default: by the output's suffix.",
                                    "F");
    parser.addOptions({network, algorithms, algorithm, vary, width, height, dpi, output, format});
    addFamilyOptions(parser, familyPlots(),
                     {"network", "algorithms", "algorithm", "vary", "width", "height", "dpi", "o", "format"});
    if (auto exit = parseOrExit(parser, arguments, "plot")) return *exit;
    if (!parser.isSet(output)) return fail("plot", "-o FILE.svg|.pdf|.png|.tex is required");
    if (auto bad = checkFormat(parser.value(format), parser.value(output),
                               {{"svg", "svg"}, {"pdf", "pdf"}, {"png", "png"}, {"pgfplots", "tex"}}))
        return fail("plot", *bad);
    const FamilyPlot* family = familyNamed(familyPlots(), parser.value(network));
    if (!family) return fail("plot", "--network must be one of " + networks.join(", ").toStdString());
    PlotFrame frame;
    frame.algorithms = parser.value(algorithms).split(',', Qt::SkipEmptyParts);
    if (parser.isSet(algorithm)) frame.algorithms << parser.value(algorithm);
    for (QString& id : frame.algorithms)
        id = id.trimmed();
    if (frame.algorithms.isEmpty()) return fail("plot", "--algorithms is required");
    frame.vary = parser.value(vary);
    frame.output = parser.value(output);
    std::string error;
    const auto w = unsignedOption(parser, width, error), h = unsignedOption(parser, height, error);
    const auto r = unsignedOption(parser, dpi, error);
    if (!w || !h || !r) return fail("plot", error);
    if (*w < 100 || *w > 10000 || *h < 100 || *h > 10000)
        return fail("plot", "--width and --height must be in 100..10000");
    frame.width = int(*w);
    frame.height = int(*h);
    frame.dpi = int(*r);
    return family->plot(parser, frame);
}

} // namespace popslab::cli
