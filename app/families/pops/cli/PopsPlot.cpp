// popslab-cli plot --network pops --pattern P --algorithms A,B --vary d|g|n (--n N | --d D | --g G)
//                  [--param key=value]... [--max-n MAX] [--width W --height H --dpi N] -o FILE
#include "CliSupport.h"
#include "PlotTable.h"
#include "Plots.h"
#include "PopsAppModule.h"
#include "PopsCommands.h"
#include "PopsOptions.h"
#include "SequencePlot.h"
#include "common/Limits.h"
#include "patterns/Registry.h"

#include <qcustomplot.h>

namespace popslab::pops {

namespace {

int popsPlot(const QCommandLineParser& parser, const cli::PlotFrame& frame) {
    if (!parser.isSet("pattern")) return cli::fail("plot", "--pattern is required");
    pops::SweepRequest request;
    request.pattern = parser.value("pattern").toStdString();
    if (auto bad = cli::parseParams(parser.values("param"), request.parameters)) return cli::fail("plot", *bad);
    const QString axis = frame.vary;
    if (axis != "d" && axis != "g" && axis != "n") return cli::fail("plot", "--vary must be d, g or n");
    const bool dSet = parser.isSet("d"), gSet = parser.isSet("g"), nSet = parser.isSet("n");
    if (axis == "n" && !dSet && !gSet) return cli::fail("plot", "--vary n needs --d or --g fixed");
    request.vary = axis == "d" || (axis == "n" && gSet) ? pops::SweepAxis::D : pops::SweepAxis::G;
    if (int(nSet) + int(dSet) + int(gSet) != 1) return cli::fail("plot", "give exactly one of --n, --d and --g");
    const QString fixedName = nSet ? "n" : dSet ? "d" : "g";
    std::string error;
    const auto fixed =
        cli::unsignedOption(parser, QCommandLineOption(fixedName), error, gSet ? kMaxGroups : kMaxProcessors,
                            gSet ? "the groups g" : "the processors n = d * g");
    const auto max = cli::unsignedOption(parser, QCommandLineOption("max-n", "", "MAX", "1024"), error, kMaxProcessors,
                                         "the processors n = d * g");
    if (!fixed || !max) return cli::fail("plot", error);
    request.fixed = nSet ? pops::SweepFixed::N : dSet ? pops::SweepFixed::D : pops::SweepFixed::G;
    request.fixedValue = *fixed;
    request.maxN = *max;

    const pops::Pattern* pattern = pops::Registry::instance().pattern(request.pattern);
    if (!pattern) return cli::fail("plot", "unknown pattern '" + request.pattern + "'");
    std::vector<Series> series;
    for (const QString& id : frame.algorithms) {
        request.algorithm = id.toStdString();
        auto result = pops::runSweep(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return cli::fail("plot", d->message);
        const pops::Algorithm* a = pattern->algorithm(request.algorithm);
        series.push_back({QString::fromStdString(a->displayName), std::get<std::vector<pops::SweepRow>>(result)});
    }
    QCustomPlot plot;
    plot.resize(frame.width, frame.height);
    SequencePlotSpec spec{request.vary,
                          request.fixed,
                          request.fixedValue,
                          QString::fromStdString(pattern->displayName) + ": sequence length",
                          false,
                          axis == "n",
                          "No network of this sweep meets the algorithms' conditions.",
                          std::nullopt};
    SequencePlot::draw(plot, spec, series);
    if (auto bad = plots::Plots::save(plot, frame.output, frame.width, frame.height, frame.dpi))
        return cli::fail("plot", bad->toStdString());
    return cli::kOk;
}

} // namespace

cli::FamilyPlot popsFamilyPlot() {
    const PopsOptions net;
    return {"pops",
            "POPS",
            "the sequence length of each built and validated schedule",
            "d, g or n",
            {net.d,
             net.g,
             net.pattern,
             net.param,
             {"n", "Hold n fixed.", "N"},
             {"max-n", "With d or g fixed, n <= MAX (default 1024).", "MAX", "1024"}},
            popsPlot};
}

cli::FamilyPlot PopsAppModule::plot() {
    return popsFamilyPlot();
}

} // namespace popslab::pops
